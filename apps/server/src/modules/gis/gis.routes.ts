import { answers, gisPermissions, gisUnitListQuerySchema, gisUnitListSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { listMapUnits } from './gis.service';

const tags = ['gis'];

/** Map mode (spec 000 §2 /gis, 001 §2 companyMap): the units on the map (docs/map.md). */
export const gisRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/gis/unit_list/',
    {
      config: { permission: gisPermissions },
      schema: {
        tags,
        summary: 'Units of the scope with coordinates, state now and open alarms',
        querystring: gisUnitListQuerySchema,
        response: answers(gisUnitListSchema),
      },
    },
    async (request) => ok(request, await listMapUnits(db, await callerOf(request), request.query)),
  );
};
