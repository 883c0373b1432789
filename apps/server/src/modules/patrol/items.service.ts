import {
  ErrorCodes,
  patrolItemTypes,
  type itemCreateSchema,
  type itemListQuerySchema,
  type itemUpdateSchema,
  type Lang,
} from '@fireline/shared';
import type { z } from 'zod';
import { requireAccessTo } from '../../core/access';
import { AppError } from '../../core/app-error';
import { checkItem, checkItemCount, itemValues } from './item-rules';
import type { PatrolCtx } from './patrol-context';
import { presentItem } from './present';
import { countSiteItems, deleteItemRow, findItemRow, insertItem, listItemRows, updateItemRow } from './items.repo';
import { siteDetail } from './sites.service';

const requireItem = async ({ db, caller }: PatrolCtx, itemId: number, mode: 'read' | 'write') => {
  await requireAccessTo(db, caller, { kind: 'patrol_item', id: itemId, mode, field: 'item_id' });
  const row = await findItemRow(db, itemId);
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

export const getItem = async (ctx: PatrolCtx, itemId: number) => {
  const row = await requireItem(ctx, itemId, 'read');
  return presentItem(row.item, row.siteName, ctx.lang);
};

/** One more item on a site: at most 10 a site, quantity 1–100. */
export const createItem = async (ctx: PatrolCtx, body: z.infer<typeof itemCreateSchema>) => {
  const { db, caller, lang } = ctx;
  const companyId = await requireAccessTo(db, caller, {
    kind: 'patrol_site',
    id: body.site_id,
    mode: 'write',
    field: 'site_id',
  });
  checkItem(body, '');
  checkItemCount((await countSiteItems(db, body.site_id)) + 1);
  const site = await siteDetail(db, lang, body.site_id);
  const row = await insertItem(db, { ...itemValues(body), siteId: body.site_id, companyId });
  return presentItem(row, site.site_name, lang);
};

export const updateItem = async (ctx: PatrolCtx, body: z.infer<typeof itemUpdateSchema>) => {
  const current = await requireItem(ctx, body.item_id, 'write');
  checkItem(body, '');
  const row = await updateItemRow(ctx.db, body.item_id, {
    ...itemValues(body),
    itemCode: body.item_code || current.item.itemCode,
  });
  if (!row) throw new AppError(ErrorCodes.noData);
  return presentItem(row, current.siteName, ctx.lang);
};

export const deleteItem = async (ctx: PatrolCtx, itemId: number) => {
  await requireItem(ctx, itemId, 'write');
  if (!(await deleteItemRow(ctx.db, itemId))) throw new AppError(ErrorCodes.noData);
  return { id: itemId };
};

export const listItems = async (ctx: PatrolCtx, query: z.infer<typeof itemListQuerySchema>) => {
  const { db, caller, lang } = ctx;
  if (query.company_cared_id)
    await requireAccessTo(db, caller, { kind: 'unit', id: query.company_cared_id, field: 'company_cared_id' });
  if (query.site_id) await requireAccessTo(db, caller, { kind: 'patrol_site', id: query.site_id, field: 'site_id' });
  const { rows, total } = await listItemRows(db, caller.scope, {
    companyId: query.company_cared_id,
    siteId: query.site_id,
    name: query.name,
    itemType: query.enum_pt_item_type,
    page_no: query.page_no,
    page_size: query.page_size,
  });
  return { total, list: rows.map((row) => presentItem(row.item, row.siteName, lang)) };
};

export const itemTypeOptions = (lang: Lang) => patrolItemTypes.map((type) => ({ id: type.id, name: type[lang] }));
