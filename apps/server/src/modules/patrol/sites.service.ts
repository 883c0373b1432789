import { randomBytes } from 'node:crypto';
import {
  ErrorCodes,
  patrolMessages,
  type siteCreateSchema,
  type siteListQuerySchema,
  type siteUpdateSchema,
  type Lang,
} from '@fireline/shared';
import type { z } from 'zod';
import { requireAccess, requireAccessTo, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db, DbOrTx } from '../../db/client';
import { checkItem, checkItemCount, genCode, itemValues } from './item-rules';
import { refuseField, requireUnit } from './patrol-common';
import { presentItem, presentSite } from './present';
import {
  deleteSiteRow,
  findSiteRow,
  insertSite,
  isSiteCodeTaken,
  listSiteRows,
  selectItemsOfSites,
  selectSiteRows,
  updateSiteRow,
  type SiteValues,
} from './sites.repo';

type Ctx = { db: Db; caller: Caller; lang: Lang };
type SiteFields = Omit<z.infer<typeof siteCreateSchema>, 'items'>;

/** A label code: 16 characters of [A-Za-z0-9-_]-free base62-ish text, what the QR code carries. */
export const newLabelCode = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16);

/** Building, floor, area and facility must be the unit's own (9993 / 9995 otherwise, naming the field). */
const checkPlace = async (db: DbOrTx, caller: Caller, companyId: number, fields: SiteFields) => {
  const places = [
    ['building', fields.building_id, 'building_id'],
    ['floor', fields.floor_id, 'floor_id'],
    ['area', fields.area_id, 'area_id'],
    ['equipment', fields.equipment_id, 'equipment_id'],
  ] as const;
  for (const [kind, id, field] of places) {
    if (!id) continue;
    const owner = await requireAccessTo(db, caller, { kind, id, field });
    if (owner !== companyId)
      throw new AppError(ErrorCodes.paramValue, { detail: patrolMessages.siteOfOtherUnit, data: { field } });
  }
};

const siteValues = (fields: SiteFields, companyId: number, code: string): SiteValues => ({
  companyId,
  siteCode: code,
  siteName: fields.site_name,
  positionType: fields.enum_site_position_type,
  buildingId: fields.building_id ?? null,
  floorId: fields.floor_id ?? null,
  areaId: fields.area_id ?? null,
  point: fields.point ?? null,
  location: fields.site_location ?? '',
  remark: fields.remark ?? '',
  equipmentId: fields.equipment_id ?? null,
});

const requireFreeCode = async (db: DbOrTx, companyId: number, code: string, exceptId?: number) => {
  if (await isSiteCodeTaken(db, companyId, code, exceptId))
    throw new AppError(ErrorCodes.notUnique, {
      detail: { zh: 'site_code', en: 'site_code' },
      data: { field: 'site_code' },
    });
};

/** A site with its items (patrol/site/info GET, site_info, list_by_label_code). */
export const siteDetail = async (db: DbOrTx, lang: Lang, id: number) => {
  const row = await findSiteRow(db, { id });
  if (!row) throw new AppError(ErrorCodes.noData);
  const items = await selectItemsOfSites(db, [id]);
  return { ...presentSite(row, lang), items: items.map((item) => presentItem(item, row.site.siteName, lang)) };
};

export const createSite = async ({ db, caller, lang }: Ctx, body: z.infer<typeof siteCreateSchema>) => {
  const companyId = await requireUnit(db, caller, body.company_cared_id);
  checkItemCount(body.items.length);
  body.items.forEach((item, index) => checkItem(item, `items[${index}].`));
  await checkPlace(db, caller, companyId, body);
  const code = body.site_code || genCode('XJD');
  await requireFreeCode(db, companyId, code);
  const site = await db.transaction((tx) =>
    insertSite(
      tx,
      { ...siteValues(body, companyId, code), labelCode: newLabelCode(), createrId: caller.session.userId },
      body.items.map(itemValues),
    ),
  );
  return siteDetail(db, lang, site.id);
};

export const updateSite = async ({ db, caller, lang }: Ctx, body: z.infer<typeof siteUpdateSchema>) => {
  const owner = await requireAccessTo(db, caller, {
    kind: 'patrol_site',
    id: body.site_id,
    mode: 'write',
    field: 'site_id',
  });
  if (body.company_cared_id !== undefined && owner !== body.company_cared_id)
    throw refuseField(ErrorCodes.paramValue, 'company_cared_id', patrolMessages.siteOfOtherUnit);
  await checkPlace(db, caller, owner, body);
  const current = await findSiteRow(db, { id: body.site_id });
  if (!current) throw new AppError(ErrorCodes.noData);
  const code = body.site_code || current.site.siteCode;
  await requireFreeCode(db, owner, code, body.site_id);
  const [updated] = await updateSiteRow(db, body.site_id, siteValues(body, owner, code));
  if (!updated) throw new AppError(ErrorCodes.noData);
  return siteDetail(db, lang, body.site_id);
};

export const deleteSite = async ({ db, caller }: Ctx, siteId: number) => {
  await requireAccessTo(db, caller, { kind: 'patrol_site', id: siteId, mode: 'write', field: 'site_id' });
  const [removed] = await db.transaction((tx) => deleteSiteRow(tx, siteId));
  if (!removed) throw new AppError(ErrorCodes.noData);
  return { id: siteId };
};

export const getSite = async ({ db, caller, lang }: Ctx, siteId: number) => {
  await requireAccessTo(db, caller, { kind: 'patrol_site', id: siteId, field: 'site_id' });
  return siteDetail(db, lang, siteId);
};

/** The worker page's lookup: the site its QR code's label names, within the caller's scope. */
export const getSiteByLabel = async ({ db, caller, lang }: Ctx, labelCode: string) => {
  const row = await findSiteRow(db, { labelCode });
  if (!row) throw new AppError(ErrorCodes.noData);
  await requireAccess(db, caller, { kind: 'patrol_site', ids: row.site.id });
  return siteDetail(db, lang, row.site.id);
};

export const listSites = async ({ db, caller, lang }: Ctx, query: z.infer<typeof siteListQuerySchema>) => {
  if (query.company_cared_id) await requireUnit(db, caller, query.company_cared_id);
  const { rows, total } = await listSiteRows(db, caller.scope, {
    companyId: query.company_cared_id,
    siteName: query.site_name,
    buildingId: query.building_id,
    page_no: query.page_no,
    page_size: query.page_size,
  });
  return { total, list: rows.map((row) => presentSite(row, lang)) };
};

/** Sites in the order given (a plan's, a route's, a task's); removed ones are left out. */
export const sitesInOrder = async (db: DbOrTx, lang: Lang, ids: readonly number[]) => {
  const rows = new Map((await selectSiteRows(db, ids)).map((row) => [row.site.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [presentSite(row, lang)] : [];
  });
};

export const generateNumber = (kind: 'site' | 'item' | 'plan' | 'route') =>
  genCode({ site: 'XJD', item: 'XJX', plan: 'XJJH', route: 'XJLX' }[kind]);
