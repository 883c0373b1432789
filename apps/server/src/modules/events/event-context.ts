import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';

/** What the list, count and record queries need of a call: the database, the site's clock, the caller and language. */
export const eventContext = (app: FastifyInstance) => async (request: FastifyRequest) => ({
  db: app.deps.db,
  siteTime: app.deps.siteTime,
  caller: await callerOf(request),
  lang: requestLang(request),
});

export const eventTags = ['events'];
/**
 * Who may read the alarm lists, counts and records: the alarm desk, and whoever holds a unit's alarm-history tab (a
 * maintenance engineer or an authority reads the history of the units in their scope there). The home page's card has
 * its own.
 */
export const listPermission = { permission: ['alarmdeal-list', 'company-historyalarm'] };
export const homePermission = { permission: 'home' };
