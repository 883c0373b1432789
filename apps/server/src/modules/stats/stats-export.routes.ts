import { answers, downloadTicketAnswerSchema, statisticExportQuerySchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { prepareStatisticExport, STATISTIC_EXPORT_PATH, writeStatisticExport } from './stats-export.service';
import { statsContext, statsTags as tags } from './stat-context';
import { exportLimit, sendDocument } from '../../core/documents';

/** Whoever holds a statistics tab may ask for its export; the service checks the tab of the statistic asked for. */
const anyStatisticTab = [
  'statistic-company',
  'statistic-building',
  'statistic-system',
  'statistic-alarm',
  'statistic-device',
  'statistic-ranking',
  'statistic-center',
];

/** A statistic as an xlsx: a signed call answering a one-time link, and the link (docs/statistics.md "Export"). */
export const statExportRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = statsContext(app);

  api.get(
    '/api_proxy/statistic/export/',
    {
      config: { permission: anyStatisticTab },
      ...exportLimit(app),
      schema: {
        tags,
        summary: "A one-time link to a statistic's xlsx, or 9995 when it counts nothing",
        querystring: statisticExportQuerySchema,
        response: answers(downloadTicketAnswerSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await prepareStatisticExport(await ctx(request), { kind: request.query.statistic, query: request.query }),
      ),
  );

  // Opened by the browser without our header: the link's ticket stands for the session (outside /api_proxy/, unsigned).
  api.get(
    STATISTIC_EXPORT_PATH,
    {
      config: { ticket: true },
      schema: {
        tags,
        summary: "A statistic's xlsx (the link statistic/export answered)",
        querystring: statisticExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await writeStatisticExport(await ctx(request), {
        kind: request.query.statistic,
        query: request.query,
      });
      return sendDocument(reply, { body: buffer, filename, type: 'xlsx' });
    },
  );
};
