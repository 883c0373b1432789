import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { areas, buildings, floors, organisations, patrolItems, patrolRecords, patrolSites } from '../../db/schema';

export type SiteValues = Omit<typeof patrolSites.$inferInsert, 'id' | 'labelCode'>;
export type ItemValues = Omit<typeof patrolItems.$inferInsert, 'id' | 'siteId' | 'companyId'>;

/** A site with the names a screen shows beside it. */
const siteColumns = {
  site: patrolSites,
  companyName: organisations.name,
  buildingName: buildings.name,
  floorName: floors.name,
  areaName: areas.name,
  itemCount:
    sql<number>`(select count(*) from ${patrolItems} where ${patrolItems.siteId} = ${patrolSites.id} and not ${patrolItems.isDeleted})`.mapWith(
      Number,
    ),
  lastCheck:
    sql<Date | null>`(select max(${patrolRecords.checkedAt}) from ${patrolRecords} where ${patrolRecords.siteId} = ${patrolSites.id})`.mapWith(
      (value: string | Date | null) => (value ? new Date(value) : null),
    ),
};
export type SiteListRow = {
  site: typeof patrolSites.$inferSelect;
  companyName: string | null;
  buildingName: string | null;
  floorName: string | null;
  areaName: string | null;
  itemCount: number;
  lastCheck: Date | null;
};

const selectSites = (db: DbOrTx) =>
  db
    .select(siteColumns)
    .from(patrolSites)
    .leftJoin(organisations, eq(organisations.id, patrolSites.companyId))
    .leftJoin(buildings, eq(buildings.id, patrolSites.buildingId))
    .leftJoin(floors, eq(floors.id, patrolSites.floorId))
    .leftJoin(areas, eq(areas.id, patrolSites.areaId));

/** A site and its items in the caller's transaction; the label code is random and unique. */
export const insertSite = async (tx: DbOrTx, values: SiteValues & { labelCode: string }, items: ItemValues[]) => {
  const [site] = await tx.insert(patrolSites).values(values).returning();
  if (items.length)
    await tx
      .insert(patrolItems)
      .values(items.map((item) => ({ ...item, siteId: site!.id, companyId: site!.companyId })));
  return site!;
};

export const updateSiteRow = (db: DbOrTx, id: number, values: Partial<SiteValues>) =>
  db
    .update(patrolSites)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(patrolSites.id, id), eq(patrolSites.isDeleted, false)))
    .returning();

/** Removes a site (kept for its records) with its items. */
export const deleteSiteRow = async (tx: DbOrTx, id: number) => {
  await tx.update(patrolItems).set({ isDeleted: true }).where(eq(patrolItems.siteId, id));
  return tx
    .update(patrolSites)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(and(eq(patrolSites.id, id), eq(patrolSites.isDeleted, false)))
    .returning();
};

export const findSiteRow = async (db: DbOrTx, by: { id: number } | { labelCode: string }) => {
  const where = 'id' in by ? eq(patrolSites.id, by.id) : eq(patrolSites.labelCode, by.labelCode);
  const [row] = await selectSites(db).where(and(where, eq(patrolSites.isDeleted, false)));
  return row as SiteListRow | undefined;
};

/** Sites by id (live ones), in no particular order. */
export const selectSiteRows = async (db: DbOrTx, ids: readonly number[]) =>
  ids.length
    ? ((await selectSites(db).where(
        and(inArray(patrolSites.id, [...ids]), eq(patrolSites.isDeleted, false)),
      )) as SiteListRow[])
    : [];

/** Live site ids of one unit among these (a plan or route may name only its unit's sites). */
export const selectUnitSiteIds = async (db: DbOrTx, companyId: number, ids: readonly number[]) =>
  ids.length
    ? (
        await db
          .select({ id: patrolSites.id })
          .from(patrolSites)
          .where(
            and(
              inArray(patrolSites.id, [...ids]),
              eq(patrolSites.companyId, companyId),
              eq(patrolSites.isDeleted, false),
            ),
          )
      ).map((row) => row.id)
    : [];

export const listSiteRows = async (
  db: DbOrTx,
  scope: Scope,
  filter: { companyId?: number; siteName?: string; buildingId?: number; page_no: number; page_size: number },
) => {
  const conditions: SQL[] = [eq(patrolSites.isDeleted, false), inScope(scope, patrolSites.companyId)];
  if (filter.companyId) conditions.push(eq(patrolSites.companyId, filter.companyId));
  if (filter.buildingId) conditions.push(eq(patrolSites.buildingId, filter.buildingId));
  if (filter.siteName) conditions.push(ilike(patrolSites.siteName, containsPattern(filter.siteName)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectSites(db)
      .where(where)
      .orderBy(desc(patrolSites.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.select({ total: count() }).from(patrolSites).where(where),
  ]);
  return { rows: rows as SiteListRow[], total: total?.total ?? 0 };
};

/** Whether a site code is taken in the unit (by another live site). */
export const isSiteCodeTaken = async (db: DbOrTx, companyId: number, code: string, exceptId?: number) => {
  const rows = await db
    .select({ id: patrolSites.id })
    .from(patrolSites)
    .where(and(eq(patrolSites.companyId, companyId), eq(patrolSites.siteCode, code), eq(patrolSites.isDeleted, false)));
  return rows.some((row) => row.id !== exceptId);
};

/** The live items of these sites, in creation order. */
export const selectItemsOfSites = (db: DbOrTx, siteIds: readonly number[]) =>
  siteIds.length
    ? db
        .select()
        .from(patrolItems)
        .where(and(inArray(patrolItems.siteId, [...siteIds]), eq(patrolItems.isDeleted, false)))
        .orderBy(asc(patrolItems.id))
    : Promise.resolve([] as (typeof patrolItems.$inferSelect)[]);
