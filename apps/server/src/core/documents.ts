// `app.rateLimit` is @fastify/rate-limit's decoration: loaded here for its types (see download-tickets.routes.ts).
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from './context';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const documentTypes = { xlsx: XLSX_TYPE, pdf: 'application/pdf', zip: 'application/zip' } as const;

/** A rendered document as an attachment named in UTF-8 (Chinese names survive), never kept by a cache. */
export const sendDocument = (
  reply: FastifyReply,
  document: { body: Buffer | NodeJS.ReadableStream; filename: string; type: keyof typeof documentTypes },
) =>
  reply
    .header('content-type', documentTypes[document.type])
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.filename)}`)
    .header('cache-control', 'no-store')
    .send(document.body);

const limiters = new WeakMap<AppDeps, preHandlerAsyncHookHandler>();

/**
 * The route options that put a call under the per-user export budget (EXPORT_RATE_PER_MINUTE): every call that makes
 * the server render a workbook, a PDF or a zip on demand — a list export, a statistic, patrol records, a maintenance or
 * repair report, the repair list, QR labels — draws on ONE counter per user, so a user cannot multiply the budget by
 * spreading requests over several kinds. Counted when the link is issued (the download behind a one-time ticket
 * follows), and before the handler, after the session is known (so per user, not per address).
 */
export const exportLimit = (app: FastifyInstance): { preHandler?: preHandlerAsyncHookHandler } => {
  const { deps } = app;
  if (deps.env.EXPORT_RATE_PER_MINUTE <= 0) return {};
  let limiter = limiters.get(deps);
  if (!limiter) {
    // One handler shared by every route: @fastify/rate-limit keeps a store per handler it makes.
    limiter = app.rateLimit({
      max: deps.env.EXPORT_RATE_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `export:${request.session?.userId ?? request.ip}`,
    });
    limiters.set(deps, limiter);
  }
  return { preHandler: limiter };
};
