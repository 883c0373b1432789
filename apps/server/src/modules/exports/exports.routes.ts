import { exportQuerySchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { exportList } from './exports.service';
import { LIST_EXPORT_PATH } from './registry';
import { sendDocument } from '../../core/documents';

/**
 * GET /export/export?kind=&<the list's filters> (spec 000 §7, 001 §7). The client opens it in a new window, which
 * sends no header, so it carries a one-time download ticket bound to these filters; outside /api_proxy/, so no signature.
 */
export const exportRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, logger, siteTime } = app.deps;

  api.get(
    LIST_EXPORT_PATH,
    {
      config: { ticket: true },
      schema: { tags: ['export'], summary: 'An xlsx of a list with its filters', querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const { stream, filename } = await exportList({
        db,
        logger,
        caller: await callerOf(request),
        kind: request.query.kind,
        query: request.query,
        ctx: { lang: requestLang(request), utcOffsetMinutes: siteTime.utcOffsetMinutes },
      });
      return sendDocument(reply, { body: stream, filename, type: 'xlsx' });
    },
  );
};
