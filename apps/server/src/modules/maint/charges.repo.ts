import {
  chargeStatuses,
  chargeStatusFilters,
  type ChargeCountQuery,
  type ChargeExportFilters,
  type ChargeStatusFilter,
} from '@fireline/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../core/scope';
import { reachesContract } from '../../core/contract-reach.repo';
import type { ContractReach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { maintCharges, maintContractUnits, maintContracts, organisations } from '../../db/schema';

export type ChargeRow = typeof maintCharges.$inferSelect;
export type ChargeValues = Pick<ChargeRow, 'startDate' | 'endDate' | 'dueDate' | 'amountDue' | 'invoiceNo' | 'remark'>;

/** The state of a charge on the site's today (chargeStatusOn in SQL): 1 unpaid, 2 partly paid, 3 paid, 4 overdue. */
const statusOf = (today: string) =>
  sql<number>`case when ${maintCharges.amountReceived} >= ${maintCharges.amountDue} then ${chargeStatuses.paid}
    when ${maintCharges.dueDate} < ${today}::date then ${chargeStatuses.overdue}
    when ${maintCharges.amountReceived} > 0 then ${chargeStatuses.partly_paid}
    else ${chargeStatuses.unpaid} end`.mapWith(Number);

const statusIs = (filter: ChargeStatusFilter, today: string): SQL | undefined =>
  filter === 'all' ? undefined : sql`${statusOf(today)} = ${chargeStatuses[filter]}`;

const money = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** due, received, outstanding, overdue count and how many charges, over whatever rows the query groups. */
const sums = (today: string) => ({
  charge_count: count(),
  due: money(sql`sum(${maintCharges.amountDue})`),
  received: money(sql`sum(${maintCharges.amountReceived})`),
  outstanding: money(sql`sum(${maintCharges.amountDue} - ${maintCharges.amountReceived})`),
  overdue_count: sql<number>`count(*) filter (where ${statusOf(today)} = ${chargeStatuses.overdue})`.mapWith(Number),
});

type Filters = Omit<ChargeExportFilters, 'status'>;

/** The list's and the counts' filters, within the contracts the caller reaches. */
const whereOf = (reach: ContractReach, filters: Filters) =>
  and(
    reachesContract(reach),
    filters.contract_id ? eq(maintCharges.contractId, filters.contract_id) : undefined,
    filters.company_maint_id ? eq(maintContracts.companyMaintId, filters.company_maint_id) : undefined,
    filters.company_id
      ? sql`exists (select 1 from ${maintContractUnits} where ${maintContractUnits.contractId} = ${maintContracts.id} and ${maintContractUnits.unitId} = ${filters.company_id})`
      : undefined,
    filters.start_time ? gte(maintCharges.startDate, filters.start_time) : undefined,
    filters.end_time ? lte(maintCharges.startDate, filters.end_time) : undefined,
  );

const chargeColumns = (today: string) => ({
  charge: maintCharges,
  status: statusOf(today),
  projectName: maintContracts.projectName,
  companyMaintId: maintContracts.companyMaintId,
  companyMaintName: organisations.name,
  contractStart: maintContracts.startDate,
  contractEnd: maintContracts.endDate,
});

const joined = (db: DbOrTx, today: string) =>
  db
    .select(chargeColumns(today))
    .from(maintCharges)
    .innerJoin(maintContracts, eq(maintContracts.id, maintCharges.contractId))
    .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId));

export type JoinedCharge = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** One page of charges, by contract then period, with each state's count and the sums under the other filters. */
export const listCharges = async (
  db: DbOrTx,
  reach: ContractReach,
  options: { filters: Filters; status: ChargeStatusFilter; today: string; page: { no: number; size: number } },
) => {
  const { filters, status, today, page } = options;
  const base = whereOf(reach, filters);
  const countColumns = Object.fromEntries(
    chargeStatusFilters.map((filter) => {
      const condition = statusIs(filter, today);
      return [filter, condition ? sql<number>`count(*) filter (where ${condition})`.mapWith(Number) : count()];
    }),
  ) as Record<ChargeStatusFilter, SQL<number>>;
  const [rows, [totals]] = await Promise.all([
    joined(db, today)
      .where(and(base, statusIs(status, today)))
      .orderBy(desc(maintCharges.contractId), asc(maintCharges.startDate))
      .limit(page.size)
      .offset(page.no * page.size),
    db
      .select({ ...countColumns, ...sums(today) })
      .from(maintCharges)
      .innerJoin(maintContracts, eq(maintContracts.id, maintCharges.contractId))
      .where(base),
  ]);
  const counts = Object.fromEntries(chargeStatusFilters.map((filter) => [filter, Number(totals?.[filter] ?? 0)]));
  return {
    rows,
    total: counts[status] ?? 0,
    counts: counts as Record<ChargeStatusFilter, number>,
    sums: {
      charge_count: totals?.charge_count ?? 0,
      due: totals?.due ?? 0,
      received: totals?.received ?? 0,
      outstanding: totals?.outstanding ?? 0,
      overdue_count: totals?.overdue_count ?? 0,
    },
  };
};

/** A batch of the list for its export, in id order from `afterId` (keyset). */
export const readChargeBatch = async (
  db: DbOrTx,
  reach: ContractReach,
  options: { filters: ChargeExportFilters; today: string; afterId?: number; limit: number },
) =>
  joined(db, options.today)
    .where(
      and(
        whereOf(reach, options.filters),
        statusIs(options.filters.status, options.today),
        options.afterId ? gt(maintCharges.id, options.afterId) : undefined,
      ),
    )
    .orderBy(asc(maintCharges.id))
    .limit(options.limit);

export const findCharge = async (db: DbOrTx, id: number, today: string) =>
  (await joined(db, today).where(eq(maintCharges.id, id)))[0];

/** Locks the contract's row for the rest of the transaction: its charges' periods change one writer at a time. */
export const lockContract = async (tx: DbOrTx, contractId: number) =>
  (await tx.select().from(maintContracts).where(eq(maintContracts.id, contractId)).for('update'))[0];

/** The periods a contract's charges hold (optionally leaving one charge out). */
export const selectChargePeriods = async (tx: DbOrTx, contractId: number, exceptId?: number) =>
  tx
    .select({ id: maintCharges.id, startDate: maintCharges.startDate, endDate: maintCharges.endDate })
    .from(maintCharges)
    .where(and(eq(maintCharges.contractId, contractId), exceptId ? ne(maintCharges.id, exceptId) : undefined))
    .orderBy(asc(maintCharges.startDate));

/** Inserts the schedule's new periods; one already made by a concurrent call is left (the unique start). */
export const insertCharges = async (
  tx: DbOrTx,
  rows: readonly (ChargeValues & { contractId: number; createrId: number })[],
) =>
  rows.length === 0
    ? []
    : tx
        .insert(maintCharges)
        .values([...rows])
        .onConflictDoNothing()
        .returning({ id: maintCharges.id });

export const updateCharge = async (tx: DbOrTx, id: number, values: ChargeValues) =>
  (
    await tx
      .update(maintCharges)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(maintCharges.id, id))
      .returning()
  )[0];

export const payCharge = async (
  db: DbOrTx,
  id: number,
  values: Pick<ChargeRow, 'amountReceived' | 'receivedDate' | 'invoiceNo'>,
) =>
  (
    await db
      .update(maintCharges)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(maintCharges.id, id))
      .returning()
  )[0];

/** Deletes a charge nothing was received for; undefined when it has a payment (or is gone). */
export const deleteUnpaidCharge = async (db: DbOrTx, id: number) =>
  (
    await db
      .delete(maintCharges)
      .where(and(eq(maintCharges.id, id), eq(maintCharges.amountReceived, 0)))
      .returning()
  )[0];

const bucketOf = (kind: ChargeCountQuery['period']) => {
  const format = kind === 'month' ? 'YYYY-MM' : kind === 'quarter' ? 'YYYY-"Q"Q' : 'YYYY';
  return sql<string>`to_char(${maintCharges.startDate}, ${sql.raw(`'${format}'`)})`;
};

/**
 * The counts (/vyborg/chargecount): sums per group and period, per period over every group, and in all — three
 * grouped queries whatever the number of contracts. By unit, a charge counts under each unit its contract covers
 * (of the caller's scope when the caller reads by scope).
 */
export const countCharges = async (
  db: DbOrTx,
  reach: ContractReach,
  options: { query: ChargeCountQuery; today: string },
) => {
  const { query, today } = options;
  const where = whereOf(reach, query);
  const bucket = bucketOf(query.period);
  const grouped = (() => {
    const columns = { period: bucket, ...sums(today) };
    if (query.group_by === 'contract')
      return db
        .select({ group_id: maintContracts.id, group_name: maintContracts.projectName, ...columns })
        .from(maintCharges)
        .innerJoin(maintContracts, eq(maintContracts.id, maintCharges.contractId))
        .where(where)
        .groupBy(maintContracts.id, maintContracts.projectName, bucket)
        .orderBy(asc(bucket), asc(maintContracts.id));
    if (query.group_by === 'company_maint')
      return db
        .select({ group_id: organisations.id, group_name: organisations.name, ...columns })
        .from(maintCharges)
        .innerJoin(maintContracts, eq(maintContracts.id, maintCharges.contractId))
        .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
        .where(where)
        .groupBy(organisations.id, organisations.name, bucket)
        .orderBy(asc(bucket), asc(organisations.id));
    return db
      .select({ group_id: organisations.id, group_name: organisations.name, ...columns })
      .from(maintCharges)
      .innerJoin(maintContracts, eq(maintContracts.id, maintCharges.contractId))
      .innerJoin(maintContractUnits, eq(maintContractUnits.contractId, maintContracts.id))
      .innerJoin(organisations, eq(organisations.id, maintContractUnits.unitId))
      .where(
        and(
          where,
          reach.kind === 'units' ? inScope(reach.scope, maintContractUnits.unitId) : undefined,
          query.company_id ? eq(maintContractUnits.unitId, query.company_id) : undefined,
        ),
      )
      .groupBy(organisations.id, organisations.name, bucket)
      .orderBy(asc(bucket), asc(organisations.id));
  })();
  const [list, periods, [totals]] = await Promise.all([
    grouped,
    db
      .select({ period: bucket, ...sums(today) })
      .from(maintCharges)
      .innerJoin(maintContracts, eq(maintContracts.id, maintCharges.contractId))
      .where(where)
      .groupBy(bucket)
      .orderBy(asc(bucket)),
    db
      .select(sums(today))
      .from(maintCharges)
      .innerJoin(maintContracts, eq(maintContracts.id, maintCharges.contractId))
      .where(where),
  ]);
  return {
    list,
    periods,
    totals: totals ?? { charge_count: 0, due: 0, received: 0, outstanding: 0, overdue_count: 0 },
  };
};

/** The units each contract covers, for a page of charges' can_edit (one query). */
export const selectUnitsOfContracts = async (db: DbOrTx, contractIds: readonly number[]) => {
  const rows = contractIds.length
    ? await db
        .select({ contractId: maintContractUnits.contractId, unitId: maintContractUnits.unitId })
        .from(maintContractUnits)
        .where(inArray(maintContractUnits.contractId, [...contractIds]))
    : [];
  const units = new Map<number, number[]>();
  for (const row of rows) units.set(row.contractId, [...(units.get(row.contractId) ?? []), row.unitId]);
  return units;
};
