import {
  answers,
  DOWNLOAD_TICKET_TTL_SECONDS,
  downloadTicketAnswerSchema,
  downloadTicketRequestSchema,
  type DownloadTicketAnswer,
  type DownloadTicketRequest,
} from '@fireline/shared';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
// The route config's `audit` is declared by the operation log: loaded here for its types, so the file also type-checks
// when reached without app.ts (the tools compile the ingest writer, which reaches this module).
import type {} from '../../core/operation-log';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportLimit } from '../../core/documents';
import { canonicalParams, issueDownloadTicket } from '../../core/download-tickets';
import { ok, requestLang } from '../../core/envelope';
import type { Caller } from '../../core/access';
import { callerOf } from '../../core/request-context';
import type { Db } from '../../db/client';
import { findReadableFile } from './files.service';

/** The path and query a ticket opens. A file is checked now too, so a link to another organisation's file is never made. */
const targetOf = async (db: Db, body: DownloadTicketRequest, caller: Caller, lang: Record<string, string>) => {
  if (body.target === 'export')
    return { path: '/export/export', params: canonicalParams({ ...body.filters, kind: body.kind, ...lang }) };
  if (body.target === 'template')
    return { path: '/import/template', params: canonicalParams({ kind: body.kind, ...lang }) };
  const file = await findReadableFile(db, caller, body.file_id);
  return { path: `/files/${file.id}`, params: [] };
};

/**
 * POST /api_proxy/file/download_ticket/ (our addition): a signed, session-checked call answering a link with a
 * one-time ticket, for what a browser opens without our header. The download itself checks permission and scope again.
 */
export const downloadTicketRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // An export draws on the user's export budget; an import template or a file link does not (a page of floor plans
  // asks for many file links).
  const { preHandler: limit } = exportLimit(app);
  const exportsOnly: preHandlerAsyncHookHandler | undefined =
    limit &&
    async function (request, reply) {
      if ((request.body as DownloadTicketRequest).target === 'export') await limit.call(this, request, reply);
    };
  api.post(
    '/api_proxy/file/download_ticket/',
    {
      // A link to read something: no change, no operation-log row.
      config: { audit: false },
      ...(exportsOnly ? { preHandler: exportsOnly } : {}),
      schema: {
        tags: ['upload'],
        summary: 'A one-time link for an export, an import template or a file',
        body: downloadTicketRequestSchema,
        response: answers(downloadTicketAnswerSchema),
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { session } = caller;
      const lang: Record<string, string> = requestLang(request) === 'en' ? { lang: 'eng' } : {};
      const { path, params } = await targetOf(db, request.body, caller, lang);
      const url = await issueDownloadTicket(db, {
        sessionId: session.sessionId,
        userId: session.userId,
        path,
        params,
        ttlSeconds: DOWNLOAD_TICKET_TTL_SECONDS,
      });
      const answer: DownloadTicketAnswer = { url, expires_in: DOWNLOAD_TICKET_TTL_SECONDS };
      return ok(request, answer);
    },
  );
};
