import {
  answers,
  patrolHomeQuerySchema,
  patrolHomeStatsSchema,
  patrolReportListSchema,
  reportPicSchema,
  reportQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';
import { listReports, patrolHomeStats, reportPicture } from './reports.service';

/** Reports (spec 002 §7 patrol/report/*) and the home pages' inspection statistics (our addition). */
export const patrolReportRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);
  const offset = app.deps.siteTime.utcOffsetMinutes;

  api.get(
    path('report/list_by_company_id'),
    {
      config: { permission: can.read },
      schema: {
        tags,
        summary: 'Patrol report per unit for a month or year',
        querystring: reportQuerySchema,
        response: answers(patrolReportListSchema),
      },
    },
    async (request) => ok(request, await listReports(await ctx(request), request.query, offset)),
  );
  api.get(
    path('report/git_pic'),
    {
      config: { permission: can.read },
      schema: {
        tags,
        summary: "The report's picture: per site day",
        querystring: reportQuerySchema,
        response: answers(reportPicSchema),
      },
    },
    async (request) => ok(request, await reportPicture(await ctx(request), request.query, offset)),
  );
  // Every home page shows the card (centre, unit): whoever has a home page reads it, for the units they see.
  api.get(
    path('report/home_stats'),
    {
      config: { permission: ['home', 'patrol'] },
      schema: {
        tags,
        summary: 'Inspection statistics of the home pages',
        querystring: patrolHomeQuerySchema,
        response: answers(patrolHomeStatsSchema),
      },
    },
    async (request) => ok(request, await patrolHomeStats(await ctx(request), request.query, offset)),
  );
};
