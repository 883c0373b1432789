import { repairStatuses, type RepairReportListQuery } from '@fireline/shared';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, repairReports, repairReportTasks, repairTasks, users } from '../../db/schema';
import { reachesRepairReport } from '../../core/contract-reach.repo';
import type { ContractReach } from '../../core/scope';

export type RepairReportRow = typeof repairReports.$inferSelect;

const reportSelect = (db: DbOrTx) =>
  db
    .select({
      report: repairReports,
      maintName: sql<string>`coalesce(${organisations.name}, '')`,
      createdByName: sql<string>`coalesce(${users.realName}, '')`,
    })
    .from(repairReports)
    .leftJoin(organisations, eq(organisations.id, repairReports.companyMaintId))
    .leftJoin(users, eq(users.id, repairReports.createdBy));
export type FoundRepairReport = Awaited<ReturnType<typeof reportSelect>>[number];

export const findRepairReport = async (db: DbOrTx, id: number): Promise<FoundRepairReport | undefined> =>
  (await reportSelect(db).where(eq(repairReports.id, id)))[0];

export const listRepairReports = async (db: DbOrTx, reach: ContractReach, query: RepairReportListQuery) => {
  const where = and(
    reachesRepairReport(reach),
    query.company_maint_id ? eq(repairReports.companyMaintId, query.company_maint_id) : undefined,
    query.report_name
      ? ilike(repairReports.reportName, `%${query.report_name.replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    reportSelect(db)
      .where(where)
      .orderBy(desc(repairReports.createdAt), desc(repairReports.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ total: count() }).from(repairReports).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

/** Per report: its tasks, how many completed (awaiting confirmation) and closed, and its units with their names. */
export const selectReportFacts = async (db: DbOrTx, reportIds: readonly number[]) => {
  if (reportIds.length === 0) return { summaries: [], units: [] };
  const inReports = inArray(repairReportTasks.reportId, [...reportIds]);
  const [summaries, units] = await Promise.all([
    db
      .select({
        reportId: repairReportTasks.reportId,
        tasks: count(),
        completed:
          sql<number>`count(*) filter (where ${repairTasks.enumTaskStatus} = ${repairStatuses.completed})`.mapWith(
            Number,
          ),
        closed: sql<number>`count(*) filter (where ${repairTasks.enumTaskStatus} = ${repairStatuses.closed})`.mapWith(
          Number,
        ),
      })
      .from(repairReportTasks)
      .innerJoin(repairTasks, eq(repairTasks.id, repairReportTasks.taskId))
      .where(inReports)
      .groupBy(repairReportTasks.reportId),
    db
      .selectDistinct({
        reportId: repairReportTasks.reportId,
        companyId: repairTasks.unitId,
        companyName: sql<string>`coalesce(${organisations.name}, '')`,
      })
      .from(repairReportTasks)
      .innerJoin(repairTasks, eq(repairTasks.id, repairReportTasks.taskId))
      .leftJoin(organisations, eq(organisations.id, repairTasks.unitId))
      .where(inReports),
  ]);
  return { summaries, units };
};

export const insertRepairReport = async (db: DbOrTx, values: typeof repairReports.$inferInsert) =>
  (await db.insert(repairReports).values(values).returning())[0]!;

/** Puts the tasks in the report; a task another report holds is skipped (the caller compares the count). */
export const insertRepairReportTasks = (db: DbOrTx, reportId: number, taskIds: readonly number[]) =>
  db
    .insert(repairReportTasks)
    .values(taskIds.map((taskId) => ({ reportId, taskId })))
    .onConflictDoNothing()
    .returning({ taskId: repairReportTasks.taskId });

export const deleteRepairReport = (db: DbOrTx, id: number) => db.delete(repairReports).where(eq(repairReports.id, id));
