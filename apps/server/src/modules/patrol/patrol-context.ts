import type { Lang } from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../core/access';
import { requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { Db } from '../../db/client';
import type { Bus } from '../../realtime/bus';

/** What every patrol service takes: the database, who calls, the answer's language, and the bus for pushes. */
export type PatrolCtx = { db: Db; caller: Caller; lang: Lang; bus?: Bus };

export const patrolContext =
  (app: FastifyInstance) =>
  async (request: FastifyRequest): Promise<PatrolCtx> => ({
    db: app.deps.db,
    bus: app.deps.bus,
    caller: await callerOf(request),
    lang: requestLang(request),
  });

export const patrolTags = ['patrol'];
export const patrolPath = (name: string) => `/api_proxy/patrol/${name}/`;

/**
 * Permission nodes (shared permissions.ts): the left-nav entry `patrol` for what every patrol person reads and the
 * worker's check-in; each tab for the changes made on it.
 */
export const patrolPermissions = {
  read: 'patrol',
  sites: 'patrol-route',
  items: 'patrol-item',
  routes: 'patrol-route',
  plans: 'patrol-plan',
  tasks: 'patrol-administer',
  records: 'patrol-record',
} as const;
