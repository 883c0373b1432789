import {
  answers,
  patrolRouteDetailSchema,
  patrolRoutePageSchema,
  recordDeletedSchema,
  routeCreateSchema,
  routeIdQuerySchema,
  routeListQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { patrolContext, patrolPath as path, patrolPermissions as can, patrolTags as tags } from './patrol-context';
import { deleteRoute, getRoute, listRoutes, saveRoute } from './patrol-routes.service';

/** Patrol routes (巡查路线): spec 002 §7 patrol/route/*. */
export const patrolRouteRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = patrolContext(app);
  const read = { permission: can.read };

  api.get(
    path('route/route_list_by_company'),
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's routes",
        querystring: routeListQuerySchema,
        response: answers(patrolRoutePageSchema),
      },
    },
    async (request) => ok(request, await listRoutes(await ctx(request), request.query)),
  );
  for (const name of ['route/info', 'route/route_site_list']) {
    api.get(
      path(name),
      {
        config: read,
        schema: {
          tags,
          summary: 'A route with its sites in order',
          querystring: routeIdQuerySchema,
          response: answers(patrolRouteDetailSchema),
        },
      },
      async (request) => ok(request, await getRoute(await ctx(request), request.query.route_id)),
    );
  }
  api.post(
    path('route/info'),
    {
      config: { permission: can.routes },
      schema: {
        tags,
        summary: 'Create a route, or replace one (route_id)',
        body: routeCreateSchema,
        response: answers(patrolRouteDetailSchema),
      },
    },
    async (request) => ok(request, await saveRoute(await ctx(request), request.body)),
  );
  api.delete(
    path('route/info'),
    {
      config: { permission: can.routes },
      schema: {
        tags,
        summary: 'Remove a route',
        querystring: routeIdQuerySchema,
        response: answers(recordDeletedSchema),
      },
    },
    async (request) => ok(request, await deleteRoute(await ctx(request), request.query.route_id)),
  );
};
