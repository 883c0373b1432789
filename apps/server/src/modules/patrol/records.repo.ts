import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { inScopeArray, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  organisations,
  patrolRecordItems,
  patrolRecords,
  patrolRecordUnitCounts,
  patrolRecordUnitDays,
  patrolSites,
  patrolTasks,
  users,
} from '../../db/schema';
import { countCheckIn, findOpenTaskFor } from './tasks.repo';

export type RecordRow = {
  record: typeof patrolRecords.$inferSelect;
  siteName: string | null;
  siteCode: string | null;
  companyName: string | null;
  taskNumber: string | null;
  checkerName: string | null;
  checkerAccount: string | null;
};
export type RecordItemRow = typeof patrolRecordItems.$inferSelect;
type ItemValues = Omit<typeof patrolRecordItems.$inferInsert, 'recordId'>;

const selectRecords = (db: DbOrTx) =>
  db
    .select({
      record: patrolRecords,
      siteName: patrolSites.siteName,
      siteCode: patrolSites.siteCode,
      companyName: organisations.name,
      taskNumber: patrolTasks.number,
      checkerName: users.realName,
      checkerAccount: users.username,
    })
    .from(patrolRecords)
    .leftJoin(patrolSites, eq(patrolSites.id, patrolRecords.siteId))
    .leftJoin(organisations, eq(organisations.id, patrolRecords.companyId))
    .leftJoin(patrolTasks, eq(patrolTasks.id, patrolRecords.taskId))
    .leftJoin(users, eq(users.id, patrolRecords.checkedBy));

export const findRecordByKey = async (db: DbOrTx, userId: number, clientKey: string) =>
  (
    await db
      .select({ id: patrolRecords.id })
      .from(patrolRecords)
      .where(and(eq(patrolRecords.checkedBy, userId), eq(patrolRecords.clientKey, clientKey)))
  )[0]?.id;

/**
 * Stores a check-in with its items and counts it on the open task it belongs to (in the caller's transaction). A concurrent
 * resend with the same key inserts nothing (unique index, ON CONFLICT DO NOTHING) and answers the first record's id.
 */
export const insertCheckIn = async (
  tx: DbOrTx,
  record: Omit<typeof patrolRecords.$inferInsert, 'taskId'>,
  items: ItemValues[],
) => {
  const taskId =
    (await findOpenTaskFor(tx, {
      siteId: record.siteId,
      companyId: record.companyId,
      userId: record.checkedBy,
      at: record.checkedAt,
    })) ?? null;
  const [created] = await tx
    .insert(patrolRecords)
    .values({ ...record, taskId })
    .onConflictDoNothing({ target: [patrolRecords.checkedBy, patrolRecords.clientKey] })
    .returning({ id: patrolRecords.id });
  if (!created) return { id: (await findRecordByKey(tx, record.checkedBy, record.clientKey))!, isNew: false };
  await tx.insert(patrolRecordItems).values(items.map((item) => ({ ...item, recordId: created.id })));
  if (taskId)
    await countCheckIn(tx, {
      taskId,
      siteId: record.siteId,
      fit: record.fitCount ?? 0,
      unfit: record.unfitCount ?? 0,
    });
  return { id: created.id, isNew: true };
};

export const findRecordRow = async (db: DbOrTx, id: number): Promise<RecordRow | undefined> =>
  (await selectRecords(db).where(eq(patrolRecords.id, id)))[0];

export const findRecordItem = async (db: DbOrTx, id: number): Promise<RecordItemRow | undefined> =>
  (await db.select().from(patrolRecordItems).where(eq(patrolRecordItems.id, id)))[0];

export const selectRecordItems = (db: DbOrTx, recordIds: readonly number[]) =>
  recordIds.length
    ? db
        .select()
        .from(patrolRecordItems)
        .where(inArray(patrolRecordItems.recordId, [...recordIds]))
        .orderBy(asc(patrolRecordItems.id))
    : Promise.resolve([] as RecordItemRow[]);

export type RecordFilter = {
  companyId?: number;
  from?: Date;
  to?: Date;
  checkedBy?: number;
  siteId?: number;
  taskId?: number;
  punchStatus?: number;
  /** The site days from / to stand for (both included), to count them from patrol_record_unit_days. */
  days?: { start?: string; end?: string; utcOffsetMinutes: number };
};

const recordConditions = (scope: Scope, filter: RecordFilter) => {
  const conditions: SQL[] = [inScopeArray(scope, patrolRecords.companyId)];
  if (filter.companyId) conditions.push(eq(patrolRecords.companyId, filter.companyId));
  if (filter.from) conditions.push(gte(patrolRecords.checkedAt, filter.from));
  if (filter.to) conditions.push(lt(patrolRecords.checkedAt, filter.to));
  if (filter.checkedBy) conditions.push(eq(patrolRecords.checkedBy, filter.checkedBy));
  if (filter.siteId) conditions.push(eq(patrolRecords.siteId, filter.siteId));
  if (filter.taskId) conditions.push(eq(patrolRecords.taskId, filter.taskId));
  if (filter.punchStatus) conditions.push(eq(patrolRecords.punchStatus, filter.punchStatus));
  return and(...conditions);
};

/**
 * The exact number of records a list names. With no filter beyond the unit it sums the per-unit counts
 * (patrol_record_unit_counts, kept by triggers): counting a centre's year of check-ins took 120 ms; with site days too
 * it sums the per-unit day counts (patrol_record_unit_days; also for abnormal / normal check-ins) while they are on the
 * list's site clock: a centre's day was 2 000 index entries in 500 places, 12 ms (docs/performance.md "Patrol").
 */
const countRecords = async (
  db: DbOrTx,
  scope: Scope,
  filter: RecordFilter & { page_no: number; page_size: number },
) => {
  const { companyId, page_no: _pageNo, page_size: _pageSize, from, to, days, punchStatus, ...others } = filter;
  const isUnitsOnly = Object.values(others).every((value) => value === undefined);
  if (isUnitsOnly && days && (punchStatus === undefined || punchStatus === 1 || punchStatus === 2)) {
    const { records, abnormal } = patrolRecordUnitDays;
    // All check-ins, the abnormal ones (an item unfit), or the normal rest.
    const counted =
      punchStatus === 2 ? sql`${abnormal}` : punchStatus === 1 ? sql`${records} - ${abnormal}` : sql`${records}`;
    const conditions: SQL[] = [inScopeArray(scope, patrolRecordUnitDays.companyId)];
    if (companyId) conditions.push(eq(patrolRecordUnitDays.companyId, companyId));
    if (days.start) conditions.push(gte(patrolRecordUnitDays.siteDay, days.start));
    if (days.end) conditions.push(lte(patrolRecordUnitDays.siteDay, days.end));
    // One round trip: null when the day counts are on another clock (then the records are counted).
    const [row] = await queryRows<{ total: string | null }>(
      db,
      sql`select case when patrol_record_days_offset() = ${days.utcOffsetMinutes}::int
                 then (select coalesce(sum(${counted}), 0) from ${patrolRecordUnitDays}
                        where ${and(...conditions)}) end as total`,
    );
    if (row?.total !== null && row?.total !== undefined) return [{ total: Number(row.total) }];
  }
  if (isUnitsOnly && punchStatus === undefined && !from && !to) {
    const conditions: SQL[] = [inScopeArray(scope, patrolRecordUnitCounts.companyId)];
    if (companyId) conditions.push(eq(patrolRecordUnitCounts.companyId, companyId));
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${patrolRecordUnitCounts.records}), 0)`.mapWith(Number) })
      .from(patrolRecordUnitCounts)
      .where(and(...conditions));
    return [{ total: row?.total ?? 0 }];
  }
  return db.select({ total: count() }).from(patrolRecords).where(recordConditions(scope, filter));
};

export const listRecordRows = async (
  db: DbOrTx,
  scope: Scope,
  filter: RecordFilter & { page_no: number; page_size: number },
) => {
  const where = recordConditions(scope, filter);
  // The page's ids are chosen on the records alone (newest first, by an index), and the names joined to those only:
  // joined first, PostgreSQL hashed every site for a centre's day of 2 000 check-ins (docs/performance.md "Patrol").
  const [page, [total]] = await Promise.all([
    db
      .select({ id: patrolRecords.id })
      .from(patrolRecords)
      .where(where)
      .orderBy(desc(patrolRecords.checkedAt), desc(patrolRecords.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    countRecords(db, scope, filter),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length
    ? await selectRecords(db)
        .where(inArray(patrolRecords.id, ids))
        .orderBy(desc(patrolRecords.checkedAt), desc(patrolRecords.id))
    : [];
  return { rows: rows as RecordRow[], total: total?.total ?? 0 };
};

/** Records in the export's order (oldest first), a batch after `afterId`. */
export const selectRecordBatch = (
  db: DbOrTx,
  scope: Scope,
  filter: RecordFilter,
  page: { afterId: number; limit: number },
) =>
  selectRecords(db)
    .where(and(recordConditions(scope, filter), sql`${patrolRecords.id} > ${page.afterId}`))
    .orderBy(asc(patrolRecords.id))
    .limit(page.limit) as Promise<RecordRow[]>;

type CheckDataRow = { date: string; record_count: number; site_count: number; unfit_count: number };

/**
 * Per site day: check-ins, sites checked and unfit items. From the per-unit day counts (patrol_record_unit_days, kept by
 * the triggers of migration 0045) when they are on this server's site clock; grouped from the check-ins otherwise
 * (a moment after an offset change, before the start's recount). A centre's month: ~15 000 unit days summed instead of
 * ~60 000 check-ins grouped by day and site (docs/performance.md "Patrol").
 */
export const selectCheckData = async (
  db: DbOrTx,
  scope: Scope,
  filter: RecordFilter & { utcOffsetMinutes: number; startDate: string; endDate: string },
) => {
  const [clock] = await queryRows<{ minutes: number }>(db, sql`select patrol_record_days_offset() as minutes`);
  if (clock?.minutes === filter.utcOffsetMinutes) {
    const conditions: SQL[] = [
      inScopeArray(scope, patrolRecordUnitDays.companyId),
      gte(patrolRecordUnitDays.siteDay, filter.startDate),
      lte(patrolRecordUnitDays.siteDay, filter.endDate),
    ];
    if (filter.companyId) conditions.push(eq(patrolRecordUnitDays.companyId, filter.companyId));
    return queryRows<CheckDataRow>(
      db,
      sql`select to_char(site_day, 'YYYY-MM-DD') as date, sum(records)::int as record_count,
                 sum(sites)::int as site_count, sum(unfit)::int as unfit_count
            from ${patrolRecordUnitDays} where ${and(...conditions)}
           group by site_day having sum(records) > 0 order by site_day`,
    );
  }
  const day = sql.raw(
    `((checked_at at time zone 'UTC') + interval '${Math.trunc(filter.utcOffsetMinutes)} minutes')::date`,
  );
  // Per day and site first (a hash aggregate), then per day: `count(distinct site_id)` sorted every row of the range.
  return queryRows<CheckDataRow>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as date, sum(d.records)::int as record_count, count(*)::int as site_count,
               sum(d.unfit)::int as unfit_count
          from (select ${day} as day, site_id, count(*) as records, coalesce(sum(unfit_count), 0) as unfit
                  from ${patrolRecords}
                 where ${recordConditions(scope, filter)}
                 group by 1, 2) d
         group by d.day order by d.day`,
  );
};

/** Unfit answers of one record with its site's place, for raising hazards from them. */
export const selectUnfitItems = (db: DbOrTx, recordId: number) =>
  db
    .select({
      recordId: patrolRecords.id,
      companyId: patrolRecords.companyId,
      siteId: patrolRecords.siteId,
      siteName: patrolSites.siteName,
      itemId: patrolRecordItems.itemId,
      itemName: patrolRecordItems.itemName,
      result: patrolRecordItems.result,
      reading: patrolRecordItems.reading,
      remark: patrolRecordItems.remark,
      photoFileIds: patrolRecordItems.photoFileIds,
      buildingId: patrolSites.buildingId,
      floorId: patrolSites.floorId,
      checkedBy: patrolRecords.checkedBy,
      checkedAt: patrolRecords.checkedAt,
    })
    .from(patrolRecordItems)
    .innerJoin(patrolRecords, eq(patrolRecords.id, patrolRecordItems.recordId))
    .innerJoin(patrolSites, eq(patrolSites.id, patrolRecords.siteId))
    .where(and(eq(patrolRecordItems.recordId, recordId), eq(patrolRecordItems.result, 2)))
    .orderBy(asc(patrolRecordItems.id));
