import {
  answers,
  directorClientPageSchema,
  directorClientQuerySchema,
  directorTaskAskSchema,
  directorUnitDetailSchema,
  directorUnitListQuerySchema,
  directorUnitPageSchema,
  directorUnitQuerySchema,
  maintHomeQuerySchema,
  maintHomeStatsSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { DirectorService } from './director.service';
import { directorRead, maintHomeRead } from './permissions';

const tags = ['maint'];
const path = (name: string) => `/api_proxy/maint/director/${name}/`;

/** The fire safety director's view and the home page's maintenance card (docs/maintenance.md "Fire safety director"). */
export const directorRoutes = (app: FastifyInstance, director: DirectorService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    path('units'),
    {
      config: { permission: directorRead },
      schema: {
        tags,
        summary: "The scope's units with their maintenance figures of the month",
        querystring: directorUnitListQuerySchema,
        response: answers(directorUnitPageSchema),
      },
    },
    async (request) => ok(request, await director.listUnits(await callerOf(request), request.query)),
  );
  api.get(
    path('unit'),
    {
      config: { permission: directorRead },
      schema: {
        tags,
        summary: "One unit: figures, contracts, the month's tasks, failed items",
        querystring: directorUnitQuerySchema,
        response: answers(directorUnitDetailSchema),
      },
    },
    async (request) => ok(request, await director.getUnit(await callerOf(request), request.query.company_id)),
  );
  api.post(
    path('task'),
    {
      config: { permission: directorRead },
      schema: {
        tags,
        summary: 'The director asks for a task on the unit (to assign)',
        body: directorTaskAskSchema,
        response: answers(z.object({ id: z.number() })),
      },
    },
    async (request) => ok(request, await director.askTask(await callerOf(request), request.body)),
  );
  api.get(
    path('client/list'),
    {
      config: { permission: directorRead },
      schema: {
        tags,
        summary: 'Units served under live contracts (the clients), with contacts and counts',
        querystring: directorClientQuerySchema,
        response: answers(directorClientPageSchema),
      },
    },
    async (request) => ok(request, await director.listClients(await callerOf(request), request.query)),
  );
  // Every home page shows the card (centre, unit): whoever has a home page or reads maintenance, for their units.
  api.get(
    path('home_stats'),
    {
      config: { permission: maintHomeRead },
      schema: {
        tags,
        summary: 'Maintenance info of the home pages',
        querystring: maintHomeQuerySchema,
        response: answers(maintHomeStatsSchema),
      },
    },
    async (request) => ok(request, await director.homeStats(await callerOf(request), request.query)),
  );
};
