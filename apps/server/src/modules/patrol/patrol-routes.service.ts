import {
  ErrorCodes,
  patrolMessages,
  type Lang,
  type PatrolRoute,
  type routeCreateSchema,
  type routeListQuerySchema,
} from '@fireline/shared';
import type { z } from 'zod';
import { requireAccessTo } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { refuseField, requireUnit, seconds } from './patrol-common';
import type { PatrolCtx } from './patrol-context';
import {
  deleteRouteRow,
  findRouteRow,
  insertRoute,
  listRouteRows,
  updateRouteRow,
  type RouteRow,
} from './patrol-routes.repo';
import { selectUnitSiteIds } from './sites.repo';
import { sitesInOrder } from './sites.service';

const presentRoute = (row: RouteRow): PatrolRoute => ({
  id: row.route.id,
  route_name: row.route.name,
  company_cared_id: row.route.companyId,
  company_name: row.companyName ?? '',
  site_count: row.route.siteIds.length,
  remark: row.route.remark,
  create_time: seconds(row.route.createdAt),
});

/** Every id a live site of the unit, else the field is refused: a route or plan never names another unit's site. */
export const requireUnitSites = async (db: DbOrTx, companyId: number, ids: readonly number[], field = 'site_ids') => {
  const unique = [...new Set(ids)];
  const found = await selectUnitSiteIds(db, companyId, unique);
  if (found.length !== unique.length) throw refuseField(ErrorCodes.paramValue, field, patrolMessages.siteOfOtherUnit);
  return unique;
};

export const routeDetail = async (db: DbOrTx, lang: Lang, id: number) => {
  const row = await findRouteRow(db, id);
  if (!row) throw new AppError(ErrorCodes.noData);
  return { ...presentRoute(row), sites: await sitesInOrder(db, lang, row.route.siteIds) };
};

/** POST route/info: creates, or with route_id replaces a route's name, sites and remark. */
export const saveRoute = async ({ db, caller, lang }: PatrolCtx, body: z.infer<typeof routeCreateSchema>) => {
  const companyId = await requireUnit(db, caller, body.company_cared_id);
  const siteIds = await requireUnitSites(db, companyId, body.site_ids);
  const values = { name: body.route_name, siteIds, remark: body.remark ?? '' };
  if (body.route_id) {
    const owner = await requireAccessTo(db, caller, {
      kind: 'patrol_route',
      id: body.route_id,
      mode: 'write',
      field: 'route_id',
    });
    if (owner !== companyId)
      throw refuseField(ErrorCodes.paramValue, 'company_cared_id', patrolMessages.siteOfOtherUnit);
    await updateRouteRow(db, body.route_id, values);
    return routeDetail(db, lang, body.route_id);
  }
  const row = await insertRoute(db, { ...values, companyId, createrId: caller.session.userId });
  return routeDetail(db, lang, row.id);
};

export const getRoute = async ({ db, caller, lang }: PatrolCtx, routeId: number) => {
  await requireAccessTo(db, caller, { kind: 'patrol_route', id: routeId, field: 'route_id' });
  return routeDetail(db, lang, routeId);
};

export const deleteRoute = async ({ db, caller }: PatrolCtx, routeId: number) => {
  await requireAccessTo(db, caller, { kind: 'patrol_route', id: routeId, mode: 'write', field: 'route_id' });
  if (!(await deleteRouteRow(db, routeId))) throw new AppError(ErrorCodes.noData);
  return { id: routeId };
};

export const listRoutes = async ({ db, caller }: PatrolCtx, query: z.infer<typeof routeListQuerySchema>) => {
  if (query.company_cared_id) await requireUnit(db, caller, query.company_cared_id);
  const { rows, total } = await listRouteRows(db, caller.scope, {
    companyId: query.company_cared_id,
    page_no: query.page_no,
    page_size: query.page_size,
  });
  return { total, list: rows.map(presentRoute) };
};
