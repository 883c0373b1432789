import {
  ErrorCodes,
  maintReportMessages,
  repairStatuses,
  type RepairReport,
  type RepairReportCreate,
  type RepairReportDetail,
  type RepairReportListQuery,
  type RepairReportTaskQuery,
} from '@fireline/shared';
import { contractReachOf, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { Db, DbOrTx } from '../../db/client';
import { refused } from './repair-abilities';
import { presentRepairTasks } from './repair-present';
import {
  deleteRepairReport,
  findRepairReport,
  insertRepairReport,
  insertRepairReportTasks,
  listRepairReports as listRepairReportRows,
  selectReportFacts,
  type FoundRepairReport,
} from './repair-reports.repo';
import { listReportCandidates, selectNames, selectReportTaskRows, selectTasksForReport } from './repair.repo';

const epoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
const fail = (code: 9995 | 8998 | 8996, field: string, detail: { zh: string; en: string }) =>
  new AppError(code, { detail, data: { field } });
const noTasks = () => fail(ErrorCodes.noData, 'task_ids', maintReportMessages.noTasks);
const reportable: number[] = [repairStatuses.completed, repairStatuses.closed];

/**
 * Repair reports (docs/maintenance.md "Repair reports"): completed or closed repair tasks of one maintenance company.
 * A caller reads a report when it reads every task in it (the company's people, the unit's side holding all its units,
 * the administrator); makes one from tasks it reads; deletes one it made, or one of its own company.
 *
 * What making a report needs: the database, and the site's time for its period's days.
 */
export type RepairReportDeps = { db: Db; siteTime: SiteTime };

const day = (siteTime: SiteTime, date: Date) => siteTime.format(date).slice(0, 10);

const canDelete = (caller: Caller, report: FoundRepairReport['report']) =>
  caller.session.isAdmin ||
  report.createdBy === caller.session.userId ||
  (caller.session.orgKind === 'maint' && caller.session.orgId === report.companyMaintId);

const present = async (db: Db, caller: Caller, rows: FoundRepairReport[]): Promise<RepairReport[]> => {
  const { summaries, units } = await selectReportFacts(
    db,
    rows.map((row) => row.report.id),
  );
  return rows.map(({ report, maintName, createdByName }) => {
    const summary = summaries.find((row) => row.reportId === report.id);
    return {
      id: report.id,
      report_name: report.reportName,
      company_maint_id: report.companyMaintId,
      company_maint_name: maintName,
      companies: units
        .filter((unit) => unit.reportId === report.id)
        .map((unit) => ({ company_id: unit.companyId, company_name: unit.companyName }))
        .sort((a, b) => a.company_id - b.company_id),
      period: [report.periodStart, report.periodEnd],
      summary: { tasks: summary?.tasks ?? 0, completed: summary?.completed ?? 0, closed: summary?.closed ?? 0 },
      created_by: report.createdBy,
      created_by_name: createdByName,
      create_time: epoch(report.createdAt)!,
      can_delete: canDelete(caller, report) ? 1 : 0,
    };
  });
};

/** The report if the caller reads it: unknown → 9995, another company's or another unit's → 9993. */
const requireReport = async (db: Db, caller: Caller, id: number) => {
  await requireAccess(db, caller, { kind: 'repair_report', ids: id, field: 'id' });
  const found = await findRepairReport(db, id);
  if (!found) throw fail(ErrorCodes.noData, 'id', { zh: 'id', en: 'id' });
  return found;
};

const detail = async (db: Db, caller: Caller, found: FoundRepairReport): Promise<RepairReportDetail> => {
  const [[report], rows] = await Promise.all([
    present(db, caller, [found]),
    selectReportTaskRows(db, [found.report.id]),
  ]);
  const names = await selectNames(
    db,
    rows.map((row) => row.task.relatedRespUid),
  );
  return {
    ...report!,
    tasks: rows.map(({ task, caredName }) => ({
      id: task.id,
      task_name: task.taskName,
      company_cared_name: caredName,
      enum_task_origin: task.enumTaskOrigin,
      enum_task_level: task.enumTaskLevel,
      enum_maint_status: task.enumTaskStatus,
      equip_name: task.equipName,
      facility_address: task.facilityAddress,
      facility_fault_desc: task.faultDesc,
      related_resp_name: task.relatedRespUid ? (names.person.get(task.relatedRespUid) ?? '') : '',
      test_result: task.testResult,
      finish_time: epoch(task.finishedAt),
    })),
  };
};

export const listRepairReports = async (db: Db, caller: Caller, query: RepairReportListQuery) => {
  const { rows, total } = await listRepairReportRows(db, contractReachOf(caller), query);
  return { list: await present(db, caller, rows), total };
};
export const getRepairReport = async (db: Db, caller: Caller, id: number) =>
  detail(db, caller, await requireReport(db, caller, id));
/** The generate dialog's tasks: completed or closed, in no report, that the caller reads. */
export const repairReportCandidates = async (db: Db, caller: Caller, query: RepairReportTaskQuery) => {
  const { rows, total } = await listReportCandidates(db, contractReachOf(caller), query);
  return { list: await presentRepairTasks(db, caller, rows), total };
};
/**
 * A report from completed or closed tasks of one maintenance company, each in no report yet; its period runs
 * from the first task's finish day to the last one's.
 */
export const createRepairReport = async (deps: RepairReportDeps, caller: Caller, body: RepairReportCreate) => {
  const { db, siteTime } = deps;
  if (!body.report_name) throw fail(ErrorCodes.paramRequired, 'report_name', maintReportMessages.nameRequired);
  const ids = [...new Set(body.task_ids)];
  const found = await selectTasksForReport(db, ids);
  if (ids.length === 0 || found.length !== ids.length) throw noTasks();
  await requireAccess(db, caller, { kind: 'repair_task', ids, field: 'task_ids' });
  const companies = new Set(found.map(({ task }) => task.companyMaintId));
  if (companies.size > 1) throw fail(ErrorCodes.paramValue, 'task_ids', maintReportMessages.sameCompany);
  if (found.some(({ task, isReported }) => isReported || !reportable.includes(task.enumTaskStatus))) throw noTasks();
  const days = found.map(({ task }) => day(siteTime, task.finishedAt ?? task.updatedAt)).sort();
  const id = await db.transaction(async (tx: DbOrTx) => {
    const report = await insertRepairReport(tx, {
      companyMaintId: [...companies][0]!,
      reportName: body.report_name,
      periodStart: days[0]!,
      periodEnd: days.at(-1)!,
      createdBy: caller.session.userId,
    });
    // A task another report took meanwhile: the whole report is refused (the caller requeries).
    if ((await insertRepairReportTasks(tx, report.id, ids)).length !== ids.length) throw noTasks();
    return report.id;
  });
  return detail(db, caller, (await findRepairReport(db, id))!);
};
export const removeRepairReport = async (db: Db, caller: Caller, id: number) => {
  const found = await requireReport(db, caller, id);
  if (!canDelete(caller, found.report)) throw refused();
  await deleteRepairReport(db, id);
  return { id };
};
/** The query of the link to the report's PDF or xlsx; a report without tasks → "no data available for export". */
export const repairReportDownloadLink = async (
  db: Db,
  caller: Caller,
  query: { id: number; format: 'pdf' | 'xlsx' },
) => {
  await requireReport(db, caller, query.id);
  const { summaries } = await selectReportFacts(db, [query.id]);
  if (!summaries[0]?.tasks) throw fail(ErrorCodes.noData, 'id', maintReportMessages.noDataForExport);
  return { id: query.id, format: query.format };
};
/** The report the download link opens, read again under the caller's scope. */
export const repairReportDocument = async (db: Db, caller: Caller, id: number) => {
  const report = await detail(db, caller, await requireReport(db, caller, id));
  if (report.summary.tasks === 0) throw fail(ErrorCodes.noData, 'id', maintReportMessages.noDataForExport);
  return report;
};
