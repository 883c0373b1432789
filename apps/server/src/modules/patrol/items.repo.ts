import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { patrolItems, patrolSites } from '../../db/schema';
import type { ItemValues } from './sites.repo';

export type ItemRow = typeof patrolItems.$inferSelect;

export const findItemRow = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ item: patrolItems, siteName: patrolSites.siteName })
    .from(patrolItems)
    .innerJoin(patrolSites, eq(patrolSites.id, patrolItems.siteId))
    .where(and(eq(patrolItems.id, id), eq(patrolItems.isDeleted, false)));
  return row;
};

export const countSiteItems = async (db: DbOrTx, siteId: number) =>
  (
    await db
      .select({ total: count() })
      .from(patrolItems)
      .where(and(eq(patrolItems.siteId, siteId), eq(patrolItems.isDeleted, false)))
  )[0]?.total ?? 0;

export const insertItem = async (db: DbOrTx, values: ItemValues & { siteId: number; companyId: number }) =>
  (await db.insert(patrolItems).values(values).returning())[0]!;

export const updateItemRow = async (db: DbOrTx, id: number, values: ItemValues) =>
  (
    await db
      .update(patrolItems)
      .set(values)
      .where(and(eq(patrolItems.id, id), eq(patrolItems.isDeleted, false)))
      .returning()
  )[0];

export const deleteItemRow = async (db: DbOrTx, id: number) =>
  (
    await db
      .update(patrolItems)
      .set({ isDeleted: true })
      .where(and(eq(patrolItems.id, id), eq(patrolItems.isDeleted, false)))
      .returning()
  )[0];

export const listItemRows = async (
  db: DbOrTx,
  scope: Scope,
  filter: { companyId?: number; siteId?: number; name?: string; itemType?: number; page_no: number; page_size: number },
) => {
  const conditions: SQL[] = [
    eq(patrolItems.isDeleted, false),
    eq(patrolSites.isDeleted, false),
    inScope(scope, patrolItems.companyId),
  ];
  if (filter.companyId) conditions.push(eq(patrolItems.companyId, filter.companyId));
  if (filter.siteId) conditions.push(eq(patrolItems.siteId, filter.siteId));
  if (filter.itemType) conditions.push(eq(patrolItems.itemType, filter.itemType));
  if (filter.name) conditions.push(ilike(patrolItems.name, containsPattern(filter.name)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: patrolItems, siteName: patrolSites.siteName })
      .from(patrolItems)
      .innerJoin(patrolSites, eq(patrolSites.id, patrolItems.siteId))
      .where(where)
      .orderBy(desc(patrolItems.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db
      .select({ total: count() })
      .from(patrolItems)
      .innerJoin(patrolSites, eq(patrolSites.id, patrolItems.siteId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};
