import { answers, archiveListQuerySchema, patrolArchivePageSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { listArchive } from './archive.service';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';

/** The patrol archive (spec 002 §7 patrol/archive/list_by_company_id): a unit's facilities and their points. */
export const patrolArchiveRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);
  api.get(
    path('archive/list_by_company_id'),
    {
      config: { permission: can.read },
      schema: {
        tags,
        summary: "A unit's facilities with the patrol points that are them",
        querystring: archiveListQuerySchema,
        response: answers(patrolArchivePageSchema),
      },
    },
    async (request) => ok(request, await listArchive(await ctx(request), request.query)),
  );
};
