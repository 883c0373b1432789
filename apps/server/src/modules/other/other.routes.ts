import { pageQuerySchema, zId } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { centerTree, companyTree, listAreas, listBuildings, listCompanies, listFloors } from './other.repo';

const id = zId;

/** The shared pickers' calls (spec 000 §7 "Other shared calls"), all within the caller's scope. */
export const otherRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['other'];

  api.get(
    '/api_proxy/other/GetCompanyList',
    {
      schema: {
        tags,
        summary: 'Cared units in scope, paged',
        querystring: pageQuerySchema.extend({
          name: z.string().trim().max(100).optional(),
          kind: z.enum(['cared', 'household', 'control_room', 'nine_type']).optional(),
          category: z.string().max(30).optional(),
        }),
      },
    },
    async (request) => ok(request, await listCompanies(db, await request.scope(), request.query)),
  );
  api.get(
    '/api_proxy/other/GetBuildingList',
    { schema: { tags, summary: "A unit's buildings", querystring: z.object({ company_id: id }) } },
    async (request) => ok(request, await listBuildings(db, await request.scope(), request.query.company_id)),
  );
  api.get(
    '/api_proxy/other/GetFloorList',
    { schema: { tags, summary: "A building's floors", querystring: z.object({ building_id: id }) } },
    async (request) => ok(request, await listFloors(db, await request.scope(), request.query.building_id)),
  );
  api.get(
    '/api_proxy/other/GetAreaList',
    { schema: { tags, summary: "A floor's areas", querystring: z.object({ floor_id: id }) } },
    async (request) => ok(request, await listAreas(db, await request.scope(), request.query.floor_id)),
  );
  api.get(
    '/api_proxy/other/GetCompanyBuildingFloorTree',
    {
      schema: {
        tags,
        summary: 'A unit with its buildings, floors and areas',
        querystring: z.object({ company_id: id }),
      },
    },
    async (request) => ok(request, await companyTree(db, await request.scope(), request.query.company_id)),
  );
  api.get(
    '/api_proxy/other/getCenterTree',
    { schema: { tags, summary: 'Centres with their units in scope' } },
    async (request) => ok(request, await centerTree(db, await request.scope(), requireSession(request).orgId)),
  );
};
