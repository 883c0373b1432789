import { maintStatuses, type MaintReportListQuery, type MaintReportTaskQuery } from '@fireline/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { reachesContract } from '../../core/contract-reach.repo';
import type { ContractReach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import {
  buildings,
  equipment,
  maintContractEquipment,
  maintContractUnits,
  maintContracts,
  maintReportTasks,
  maintReports,
  maintTaskItems,
  maintTasks,
  organisations,
  users,
} from '../../db/schema';

export type ReportRow = typeof maintReports.$inferSelect;

const coversUnit = (companyId: number) =>
  sql`exists (select 1 from ${maintContractUnits} where ${maintContractUnits.contractId} = ${maintContracts.id} and ${maintContractUnits.unitId} = ${companyId})`;
const notReported = sql`not exists (select 1 from ${maintReportTasks} where ${maintReportTasks.taskId} = ${maintTasks.id})`;

const reportSelect = (db: DbOrTx) =>
  db
    .select({
      report: maintReports,
      projectName: maintContracts.projectName,
      companyMaintId: maintContracts.companyMaintId,
      companyMaintName: organisations.name,
      createdByName: sql<string>`coalesce(${users.realName}, '')`,
    })
    .from(maintReports)
    .innerJoin(maintContracts, eq(maintContracts.id, maintReports.contractId))
    .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
    .leftJoin(users, eq(users.id, maintReports.createdBy));
export type FoundReport = Awaited<ReturnType<ReturnType<typeof reportSelect>['where']>>[number];

/** A page of the reports the caller reaches, newest first. */
export const listReports = async (db: DbOrTx, reach: ContractReach, query: MaintReportListQuery) => {
  const where = and(
    reachesContract(reach),
    query.contract_id ? eq(maintReports.contractId, query.contract_id) : undefined,
    query.company_maint_id ? eq(maintContracts.companyMaintId, query.company_maint_id) : undefined,
    query.company_id ? coversUnit(query.company_id) : undefined,
    query.enum_task_type !== undefined ? eq(maintReports.enumTaskType, query.enum_task_type) : undefined,
    query.report_name ? ilikeContains(maintReports.reportName, query.report_name) : undefined,
    query.start_day ? gte(maintReports.periodEnd, query.start_day) : undefined,
    query.end_day ? lte(maintReports.periodStart, query.end_day) : undefined,
    query.is_auto !== undefined ? eq(maintReports.isAuto, query.is_auto === 1) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    reportSelect(db)
      .where(where)
      .orderBy(desc(maintReports.createdAt), desc(maintReports.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db
      .select({ value: count() })
      .from(maintReports)
      .innerJoin(maintContracts, eq(maintContracts.id, maintReports.contractId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const findReport = async (db: DbOrTx, id: number) => (await reportSelect(db).where(eq(maintReports.id, id)))[0];

const resultCount = (result: number) =>
  sql<number>`count(${maintTaskItems.id}) filter (where ${maintTaskItems.result} = ${result})`.mapWith(Number);
const itemCounts = {
  items: sql<number>`count(${maintTaskItems.id})`.mapWith(Number),
  pass: resultCount(1),
  fail: resultCount(2),
  not_checked: resultCount(3),
};

/** Per report: its tasks and their items by result. */
export const selectReportSummaries = async (db: DbOrTx, reportIds: readonly number[]) =>
  reportIds.length === 0
    ? []
    : db
        .select({
          reportId: maintReportTasks.reportId,
          tasks: sql<number>`count(distinct ${maintReportTasks.taskId})`.mapWith(Number),
          ...itemCounts,
        })
        .from(maintReportTasks)
        .leftJoin(maintTaskItems, eq(maintTaskItems.taskId, maintReportTasks.taskId))
        .where(inArray(maintReportTasks.reportId, [...reportIds]))
        .groupBy(maintReportTasks.reportId);

/** The units of these contracts with their names. */
export const selectContractUnits = async (db: DbOrTx, contractIds: readonly number[]) =>
  contractIds.length === 0
    ? []
    : db
        .select({
          contractId: maintContractUnits.contractId,
          companyId: organisations.id,
          companyName: organisations.name,
        })
        .from(maintContractUnits)
        .innerJoin(organisations, eq(organisations.id, maintContractUnits.unitId))
        .where(inArray(maintContractUnits.contractId, [...contractIds]))
        .orderBy(asc(organisations.id));

const taskRowSelect = (db: DbOrTx) =>
  db
    .select({
      task: maintTasks,
      respName: sql<string>`coalesce(${users.realName}, '')`,
      projectName: maintContracts.projectName,
      companyMaintId: maintContracts.companyMaintId,
      companyMaintName: organisations.name,
      ...itemCounts,
    })
    .from(maintTasks)
    .innerJoin(maintContracts, eq(maintContracts.id, maintTasks.contractId))
    .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
    .leftJoin(users, eq(users.id, maintTasks.relatedRespUid))
    .leftJoin(maintTaskItems, eq(maintTaskItems.taskId, maintTasks.id));
const taskRowGroup = [maintTasks.id, users.realName, maintContracts.id, organisations.id] as const;
export type TaskSummaryRow = Awaited<ReturnType<typeof selectReportTaskRows>>[number];

/** A report's tasks, each with its items by result, in the order they were finished. */
export const selectReportTaskRows = (db: DbOrTx, reportId: number) =>
  taskRowSelect(db)
    .innerJoin(maintReportTasks, eq(maintReportTasks.taskId, maintTasks.id))
    .where(eq(maintReportTasks.reportId, reportId))
    .groupBy(...taskRowGroup)
    .orderBy(asc(maintTasks.finishedAt), asc(maintTasks.id));

/** A report's failed items (result 2) with their equipment, reading and remark. */
export const selectFailedItems = (db: DbOrTx, reportId: number) =>
  db
    .select({
      taskId: maintTasks.id,
      taskName: maintTasks.taskName,
      equipmentName: equipment.equipmentName,
      buildingName: sql<string>`coalesce(${buildings.name}, '')`,
      positionDesc: equipment.positionDesc,
      reading: maintTaskItems.reading,
      remark: maintTaskItems.remark,
    })
    .from(maintReportTasks)
    .innerJoin(maintTasks, eq(maintTasks.id, maintReportTasks.taskId))
    .innerJoin(maintTaskItems, eq(maintTaskItems.taskId, maintTasks.id))
    .innerJoin(maintContractEquipment, eq(maintContractEquipment.id, maintTaskItems.relatedId))
    .innerJoin(equipment, eq(equipment.id, maintContractEquipment.equipmentId))
    .leftJoin(buildings, eq(buildings.id, equipment.buildingId))
    .where(and(eq(maintReportTasks.reportId, reportId), eq(maintTaskItems.result, 2)))
    .orderBy(asc(maintTasks.finishedAt), asc(maintTasks.id), asc(maintTaskItems.id));

/** Completed tasks in no report, which the caller reaches; `finished` bounds their finish instants. */
export const listCandidateTasks = async (
  db: DbOrTx,
  reach: ContractReach,
  query: MaintReportTaskQuery & { finishedFrom?: Date; finishedBefore?: Date },
) => {
  const where = and(
    reachesContract(reach),
    eq(maintTasks.status, maintStatuses.completed),
    notReported,
    query.contract_id ? eq(maintTasks.contractId, query.contract_id) : undefined,
    query.company_maint_id ? eq(maintContracts.companyMaintId, query.company_maint_id) : undefined,
    query.company_id ? coversUnit(query.company_id) : undefined,
    query.enum_task_type ? eq(maintTasks.enumTaskType, query.enum_task_type) : undefined,
    query.task_name ? ilikeContains(maintTasks.taskName, query.task_name) : undefined,
    query.finishedFrom ? gte(maintTasks.finishedAt, query.finishedFrom) : undefined,
    query.finishedBefore ? lt(maintTasks.finishedAt, query.finishedBefore) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    taskRowSelect(db)
      .where(where)
      .groupBy(...taskRowGroup)
      .orderBy(desc(maintTasks.finishedAt), desc(maintTasks.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db
      .select({ value: count() })
      .from(maintTasks)
      .innerJoin(maintContracts, eq(maintContracts.id, maintTasks.contractId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** The tasks asked for a report: their contract, company, state and whether a report holds them. */
export const selectTasksForReport = (db: DbOrTx, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: maintTasks.id,
          contractId: maintTasks.contractId,
          companyMaintId: maintContracts.companyMaintId,
          status: maintTasks.status,
          enumTaskType: maintTasks.enumTaskType,
          finishedAt: maintTasks.finishedAt,
          isReported: sql<boolean>`exists (select 1 from ${maintReportTasks} where ${maintReportTasks.taskId} = ${maintTasks.id})`,
        })
        .from(maintTasks)
        .innerJoin(maintContracts, eq(maintContracts.id, maintTasks.contractId))
        .where(inArray(maintTasks.id, [...ids]));

/** A contract's completed tasks in no report, finished within [from, before). */
export const selectUnreportedTasks = (db: DbOrTx, options: { contractId: number; from: Date; before: Date }) =>
  db
    .select({ id: maintTasks.id, enumTaskType: maintTasks.enumTaskType })
    .from(maintTasks)
    .where(
      and(
        eq(maintTasks.contractId, options.contractId),
        eq(maintTasks.status, maintStatuses.completed),
        notReported,
        gte(maintTasks.finishedAt, options.from),
        lt(maintTasks.finishedAt, options.before),
      ),
    )
    .orderBy(asc(maintTasks.id));

export type ReportValues = Omit<typeof maintReports.$inferInsert, 'id' | 'createdAt'>;
/** Inserts a report; an automatic one already made for its contract and month → undefined (ON CONFLICT DO NOTHING). */
export const insertReport = async (db: DbOrTx, values: ReportValues) =>
  (
    await db
      .insert(maintReports)
      .values(values)
      .onConflictDoNothing({ target: [maintReports.contractId, maintReports.autoPeriodStart] })
      .returning()
  )[0];

/** Puts tasks in a report; those another report holds already are left out. Answers the ids put in. */
export const insertReportTasks = async (db: DbOrTx, reportId: number, taskIds: readonly number[]) =>
  taskIds.length === 0
    ? []
    : (
        await db
          .insert(maintReportTasks)
          .values(taskIds.map((taskId) => ({ reportId, taskId })))
          .onConflictDoNothing()
          .returning({ taskId: maintReportTasks.taskId })
      ).map((row) => row.taskId);

export const deleteReportRow = async (db: DbOrTx, id: number) =>
  (await db.delete(maintReports).where(eq(maintReports.id, id)).returning())[0];

/** Contracts active on some day of [first, last]: those the month's automatic reports are made for. */
export const selectContractsActiveIn = (db: DbOrTx, options: { first: string; last: string }) =>
  db
    .select({ id: maintContracts.id, projectName: maintContracts.projectName })
    .from(maintContracts)
    .where(
      and(
        eq(maintContracts.isActive, true),
        lte(maintContracts.startDate, options.last),
        gte(maintContracts.endDate, options.first),
      ),
    )
    .orderBy(asc(maintContracts.id));

/** Report management: a page of the contracts the caller reaches, with their reports counted. */
export const listReportManage = async (
  db: DbOrTx,
  reach: ContractReach,
  query: { project_name?: string; page_no: number; page_size: number; lastMonthStart: string },
) => {
  const where = and(
    reachesContract(reach),
    query.project_name ? ilikeContains(maintContracts.projectName, query.project_name) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        contract: maintContracts,
        companyMaintName: organisations.name,
        reportCount:
          sql<number>`(select count(*) from ${maintReports} where ${maintReports.contractId} = ${maintContracts.id})`.mapWith(
            Number,
          ),
        autoCount:
          sql<number>`(select count(*) from ${maintReports} where ${maintReports.contractId} = ${maintContracts.id} and ${maintReports.isAuto})`.mapWith(
            Number,
          ),
        lastReportAt: sql<Date | null>`(select max(${maintReports.createdAt}) from ${maintReports} where ${maintReports.contractId} = ${maintContracts.id})`,
        lastMonthReportId: sql<
          number | null
        >`(select ${maintReports.id} from ${maintReports} where ${maintReports.contractId} = ${maintContracts.id} and ${maintReports.autoPeriodStart} = ${query.lastMonthStart}::date)`,
      })
      .from(maintContracts)
      .innerJoin(organisations, eq(organisations.id, maintContracts.companyMaintId))
      .where(where)
      .orderBy(desc(maintContracts.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(maintContracts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};
