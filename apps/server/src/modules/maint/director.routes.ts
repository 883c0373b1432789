import {
  directorClientPageSchema,
  directorClientQuerySchema,
  directorTaskAskSchema,
  directorUnitDetailSchema,
  directorUnitListQuerySchema,
  directorUnitPageSchema,
  directorUnitQuerySchema,
  idAnswerSchema,
  maintHomeQuerySchema,
  maintHomeStatsSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../core/envelope-routes';
import {
  askTask,
  directorHomeStats,
  getDirectorUnit,
  listDirectorClients,
  listDirectorUnits,
} from './director.service';
import { directorAsk, directorRead, maintHomeRead } from './permissions';

const path = (name: string) => `/api_proxy/maint/director/${name}/`;

/** The fire safety director's view and the home page's maintenance card (docs/maintenance.md "Fire safety director"). */
export const directorRoutes = (app: FastifyInstance) => {
  const route = envelopeRoutes(app, { tags: ['maint'] });
  route.get(path('units'), {
    permission: directorRead,
    summary: "The scope's units with their maintenance figures of the month",
    input: directorUnitListQuerySchema,
    answer: directorUnitPageSchema,
    act: (caller, query) => listDirectorUnits(app.deps, caller, query),
  });
  route.get(path('unit'), {
    permission: directorRead,
    summary: "One unit: figures, contracts, the month's tasks, failed items",
    input: directorUnitQuerySchema,
    answer: directorUnitDetailSchema,
    act: (caller, query) => getDirectorUnit(app.deps, caller, query.company_id),
  });
  route.post(path('task'), {
    permission: directorAsk,
    summary: 'The director asks for a task on the unit (to assign)',
    input: directorTaskAskSchema,
    answer: idAnswerSchema,
    act: (caller, body) => askTask(app.deps, caller, body),
  });
  route.get(path('client/list'), {
    permission: directorRead,
    summary: 'Units served under live contracts (the clients), with contacts and counts',
    input: directorClientQuerySchema,
    answer: directorClientPageSchema,
    act: (caller, query) => listDirectorClients(app.deps, caller, query),
  });
  // Every home page shows the card (centre, unit): whoever has a home page or reads maintenance, for their units.
  route.get(path('home_stats'), {
    permission: maintHomeRead,
    summary: 'Maintenance info of the home pages',
    input: maintHomeQuerySchema,
    answer: maintHomeStatsSchema,
    act: (caller, query) => directorHomeStats(app.deps, caller, query),
  });
};
