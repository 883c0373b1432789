import { statisticExportQuerySchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { documentRoutes } from '../exports';
import { prepareStatisticExport, writeStatisticExport } from './stats-export.service';
import { statsContext, statsTags as tags } from './stat-context';

/**
 * Whoever holds a statistics tab may ask for its export; the service checks the tab of the statistic asked for, on the
 * link and again on the download.
 */
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
  const ctx = statsContext(app);

  documentRoutes(app, {
    tags,
    permission: anyStatisticTab,
    input: statisticExportQuerySchema,
    link: {
      path: '/api_proxy/statistic/export/',
      summary: "A one-time link to a statistic's xlsx, or 9995 when it counts nothing",
      prepare: async ({ request, input }) =>
        prepareStatisticExport(await ctx(request), { kind: input.statistic, query: input }),
    },
    download: {
      path: '/export/statistic',
      summary: "A statistic's xlsx (the link statistic/export answered)",
      write: async ({ request, input }) =>
        writeStatisticExport(await ctx(request), { kind: input.statistic, query: input }),
    },
  });
};
