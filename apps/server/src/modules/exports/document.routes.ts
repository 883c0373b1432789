import { answers, DOWNLOAD_TICKET_TTL_SECONDS, downloadTicketAnswerSchema, EXPORT_MAX_ROWS } from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { exportLimit, sendDocument } from '../../core/documents';
import { canonicalParams, issueDownloadTicket } from '../../core/download-tickets';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { registerDocument, type DocumentEntry } from './registry';

/** The link's query: what `prepare` answered, in the caller's language (`lang=eng`, as the client's calls send it). */
const linkParams = (request: FastifyRequest, query: Record<string, unknown>) =>
  canonicalParams({ ...query, lang: requestLang(request) === 'en' ? 'eng' : undefined });

/**
 * Adds a document's calls (registry.ts `DocumentEntry`): the link under the per-user export budget, answering a
 * one-time ticket bound to the download's path, the query and the session; the download opened with that ticket (or,
 * without a link, under the budget itself), sent as an attachment.
 */
export const documentRoutes = <S extends z.ZodType>(app: FastifyInstance, entry: DocumentEntry<S>) => {
  const { tags, permission, input, link, download } = entry;
  const maxRows = entry.maxRows ?? EXPORT_MAX_ROWS;
  const { db } = app.deps;
  if (!link) {
    registerDocument({ download: { method: 'POST', path: download.path } });
    app.route({
      method: 'POST',
      url: download.path,
      config: { permission },
      ...exportLimit(app),
      schema: { tags, summary: download.summary, body: input },
      handler: async (request, reply) =>
        sendDocument(reply, await download.write({ request, input: request.body as z.output<S>, maxRows })),
    });
    return;
  }
  registerDocument({ link: link.path, download: { method: 'GET', path: download.path } });
  app.route({
    method: 'GET',
    url: link.path,
    config: { permission },
    ...exportLimit(app),
    schema: { tags, summary: link.summary, querystring: input, response: answers(downloadTicketAnswerSchema) },
    handler: async (request) => {
      const query = await link.prepare({ request, input: request.query as z.output<S> });
      const { session } = await callerOf(request);
      const url = await issueDownloadTicket(db, {
        sessionId: session.sessionId,
        userId: session.userId,
        path: download.path,
        params: linkParams(request, query),
        ttlSeconds: DOWNLOAD_TICKET_TTL_SECONDS,
      });
      return ok(request, { url, expires_in: DOWNLOAD_TICKET_TTL_SECONDS });
    },
  });
  // Opened by the browser without our header: the ticket stands for the session (outside /api_proxy/, unsigned).
  app.route({
    method: 'GET',
    url: download.path,
    config: { ticket: true, permission },
    schema: { tags, summary: download.summary, querystring: input },
    handler: async (request, reply) =>
      sendDocument(reply, await download.write({ request, input: request.query as z.output<S>, maxRows })),
  });
};
