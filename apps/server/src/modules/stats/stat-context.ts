import { deviceTypeLabel, statisticMessages, type Lang, type StatisticItem } from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAccess, type Caller } from '../../core/access';
import { requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { Scope } from '../../core/scope';
import type { SiteTime } from '../../core/site-time';
import type { Db } from '../../db/client';

/** What every statistic needs of a call: the database, who calls, the site's clock and the answer's language. */
export type StatsCtx = { db: Db; caller: Caller; siteTime: SiteTime; lang: Lang };

/**
 * The units a statistic counts: the caller's scope, or one unit of it when `company_id` names one (unknown → 9995,
 * outside the scope, or not a unit the caller watches → 9993). Another unit's numbers are never counted.
 */
export const statScope = async (ctx: StatsCtx, companyId?: number): Promise<Scope> => {
  if (!companyId) return ctx.caller.scope;
  await requireAccess(ctx.db, ctx.caller, { kind: 'unit', ids: companyId, field: 'company_id' });
  return { isAll: false, unitIds: [companyId] };
};

type Label = { zh: string; en: string };

/**
 * Groups as a statistic answers them: largest first (then by key), each with its name in the caller's language; an
 * empty key is 'none' (not set).
 */
export const presentGroups = (
  rows: { key: string; count: number }[],
  nameOf: (key: string) => Label | undefined,
  lang: Lang,
): { total: number; list: StatisticItem[] } => {
  const list = rows
    .filter((row) => row.count !== 0)
    .map((row) => {
      const key = row.key === '' ? 'none' : row.key;
      const label = row.key === '' ? statisticMessages.notSet : nameOf(row.key);
      return { key, name: label?.[lang] ?? row.key, count: row.count };
    })
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return { total: list.reduce((sum, item) => sum + item.count, 0), list };
};

/** A route's StatsCtx: the app's database and site clock, the request's caller and language. */
export const statsContext = (app: FastifyInstance) => async (request: FastifyRequest) => ({
  db: app.deps.db,
  caller: await callerOf(request),
  siteTime: app.deps.siteTime,
  lang: requestLang(request),
});

export const statsTags = ['statistics'];

/** A device type stored as a code outside enum_device_type (`uitd` from ingest and the imports): its GB/T name. */
export const otherDeviceTypeName = (key: string): Label | undefined => {
  const zh = deviceTypeLabel(key, 'zh');
  return zh === undefined || zh === key ? undefined : { zh, en: deviceTypeLabel(key, 'en') ?? key };
};
