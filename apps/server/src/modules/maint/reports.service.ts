import {
  ErrorCodes,
  maintReportMessages,
  maintStatuses,
  type MaintReport,
  type MaintReportCandidatePage,
  type MaintReportCreate,
  type MaintReportDetail,
  type MaintReportListQuery,
  type MaintReportManagePage,
  type MaintReportTaskQuery,
  type MaintReportTaskRow,
} from '@fireline/shared';
import { contractReachOf, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { Db, DbOrTx } from '../../db/client';
import { isContractWorker, requireContractWorker } from './contract-rules';
import { siteToday, type SiteDeps } from './contract-scope';
import { selectUnitIdsOf } from './contracts.repo';
import {
  deleteReportRow,
  findReport,
  insertReport,
  insertReportTasks,
  listCandidateTasks,
  listReportManage,
  listReports as listReportsRow,
  selectContractUnits,
  selectContractsActiveIn,
  selectFailedItems,
  selectReportSummaries,
  selectReportTaskRows,
  selectTasksForReport,
  selectUnreportedTasks,
  type FoundReport,
  type TaskSummaryRow,
} from './reports.repo';

const epoch = (date: Date | string | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);
const fail = (code: 9995 | 8998 | 8996 | 7992, field: string, detail: { zh: string; en: string }) =>
  new AppError(code, { detail, data: { field } });
const noTasks = (field: string) => fail(ErrorCodes.noData, field, maintReportMessages.noTasks);

/** Midnight starting a site day, as an instant. */
const dayStart = (siteTime: SiteTime, day: string) => siteTime.parse(`${day} 00:00:00`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The month before the site's today: its first and last day, and the first day of the month after it. */
export const lastFinishedMonth = (today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const next = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { first, last, next };
};

/** A task type common to all tasks, or 0 when they are of both kinds. */
const typeOf = (types: readonly number[]) => {
  const distinct = [...new Set(types)];
  return distinct.length === 1 ? distinct[0]! : 0;
};

/**
 * Makes a contract's automatic report of one month (its completed tasks finished in that month and in no report),
 * exactly once: the unique (contract_id, auto_period_start) index with ON CONFLICT DO NOTHING lets one of any number of
 * concurrent runs make it, and only that one puts its tasks in. Answers the report's id (made now or before), or
 * undefined when the month has no task to report.
 */
export const makeAutoReport = async (
  db: Db,
  options: {
    siteTime: SiteTime;
    contractId: number;
    projectName: string;
    month: { first: string; last: string; next: string };
    createdBy: number | null;
  },
) => {
  const { siteTime, contractId, month } = options;
  return db.transaction(async (tx) => {
    const tasks = await selectUnreportedTasks(tx, {
      contractId,
      from: dayStart(siteTime, month.first),
      before: dayStart(siteTime, month.next),
    });
    if (tasks.length === 0) return undefined;
    const report = await insertReport(tx, {
      contractId,
      reportName: `${options.projectName} ${month.first.slice(0, 7)}`.slice(0, 50),
      enumTaskType: typeOf(tasks.map((task) => task.enumTaskType)),
      periodStart: month.first,
      periodEnd: month.last,
      isAuto: true,
      autoPeriodStart: month.first,
      createdBy: options.createdBy,
    });
    if (!report) return undefined;
    await insertReportTasks(
      tx,
      report.id,
      tasks.map((task) => task.id),
    );
    return report.id;
  });
};

/** The scheduler's `maint-auto-report` job: each contract active in the last finished month gets its month's report. */
export const runAutoReports = async (db: Db, siteTime: SiteTime, now = new Date()) => {
  const month = lastFinishedMonth(siteToday(siteTime, now));
  const made: number[] = [];
  for (const contract of await selectContractsActiveIn(db, month)) {
    const id = await makeAutoReport(db, {
      siteTime,
      contractId: contract.id,
      projectName: contract.projectName,
      month,
      createdBy: null,
    });
    if (id) made.push(id);
  }
  return made;
};

const presentTaskRow = (row: TaskSummaryRow): MaintReportTaskRow => ({
  id: row.task.id,
  task_name: row.task.taskName,
  enum_task_type: row.task.enumTaskType as 1 | 3,
  plan_start_time: row.task.planStartDate,
  plan_end_time: row.task.planEndDate,
  finish_time: epoch(row.task.finishedAt),
  related_resp_name: row.respName,
  items: row.items,
  pass: row.pass,
  fail: row.fail,
  not_checked: row.not_checked,
});

/**
 * Maintenance reports (维保报告, docs/maintenance.md "Reports"): read with their contract (the maintenance company its
 * own, a unit those of contracts covering it, a centre its scope's); made and deleted by the contract's workers.
 */
const reach = (caller: Caller) => contractReachOf(caller);

const present = async (db: Db, rows: FoundReport[], caller: Caller): Promise<MaintReport[]> => {
  const contractIds = [...new Set(rows.map((row) => row.report.contractId))];
  const [summaries, units] = await Promise.all([
    selectReportSummaries(
      db,
      rows.map((row) => row.report.id),
    ),
    selectContractUnits(db, contractIds),
  ]);
  return rows.map(({ report, projectName, companyMaintId, companyMaintName, createdByName }) => {
    const summary = summaries.find((row) => row.reportId === report.id);
    const covered = units.filter((unit) => unit.contractId === report.contractId);
    return {
      id: report.id,
      report_name: report.reportName,
      enum_task_type: report.enumTaskType as 0 | 1 | 3,
      contract_id: report.contractId,
      project_name: projectName,
      company_maint_id: companyMaintId,
      company_maint_name: companyMaintName,
      companies: covered.map((unit) => ({ company_id: unit.companyId, company_name: unit.companyName })),
      period: [report.periodStart, report.periodEnd],
      is_auto: report.isAuto ? 1 : 0,
      summary: {
        tasks: summary?.tasks ?? 0,
        items: summary?.items ?? 0,
        pass: summary?.pass ?? 0,
        fail: summary?.fail ?? 0,
        not_checked: summary?.not_checked ?? 0,
      },
      created_by: report.createdBy,
      created_by_name: createdByName,
      create_time: epoch(report.createdAt)!,
      can_delete:
        !report.isAuto &&
        isContractWorker(
          caller,
          { companyMaintId },
          covered.map((unit) => unit.companyId),
        )
          ? 1
          : 0,
    };
  });
};

const requireReport = async (db: Db, caller: Caller, id: number, field = 'id') => {
  await requireAccess(db, caller, { kind: 'maint_report', ids: id, field });
  const found = await findReport(db, id);
  if (!found) throw fail(ErrorCodes.noData, field, { zh: field, en: field });
  return found;
};

const detail = async (db: Db, caller: Caller, id: number): Promise<MaintReportDetail> => {
  const found = (await findReport(db, id))!;
  const [[report], tasks, failed] = await Promise.all([
    present(db, [found], caller),
    selectReportTaskRows(db, id),
    selectFailedItems(db, id),
  ]);
  return {
    ...report!,
    tasks: tasks.map(presentTaskRow),
    failed_items: failed.map((row) => ({
      task_id: row.taskId,
      task_name: row.taskName,
      equipment_name: row.equipmentName,
      building_name: row.buildingName,
      position_desc: row.positionDesc,
      reading: row.reading,
      remark: row.remark,
    })),
  };
};

const worker = async (db: Db, caller: Caller, contractId: number, field: string) =>
  requireContractWorker(db, caller, { id: contractId, unitIds: await selectUnitIdsOf(db, contractId), field });

export const listReports = async (db: Db, caller: Caller, query: MaintReportListQuery) => {
  if (query.contract_id)
    await requireAccess(db, caller, { kind: 'contract', ids: query.contract_id, field: 'contract_id' });
  const { rows, total } = await listReportsRow(db, reach(caller), query);
  return { list: await present(db, rows, caller), total };
};
export const getReport = async (db: Db, caller: Caller, id: number) => {
  await requireReport(db, caller, id);
  return detail(db, caller, id);
};
/** Candidate tasks (report/tasks): completed, in no report, of contracts the caller works. */
export const reportCandidates = async (
  { db, siteTime }: SiteDeps,
  caller: Caller,
  query: MaintReportTaskQuery,
): Promise<MaintReportCandidatePage> => {
  if (query.contract_id)
    await requireAccess(db, caller, { kind: 'contract', ids: query.contract_id, field: 'contract_id' });
  const { rows, total } = await listCandidateTasks(db, reach(caller), {
    ...query,
    finishedFrom: query.start_day ? dayStart(siteTime, query.start_day) : undefined,
    finishedBefore: query.end_day ? dayStart(siteTime, nextDay(query.end_day)) : undefined,
  });
  return {
    list: rows.map((row) => ({
      ...presentTaskRow(row),
      contract_id: row.task.contractId,
      project_name: row.projectName,
      company_maint_id: row.companyMaintId,
      company_maint_name: row.companyMaintName,
    })),
    total,
  };
};
/**
 * A report from completed tasks of one contract (so of one maintenance company), each in no report yet; its period
 * runs from the first task's finish day to the last one's.
 */
export const createReport = async ({ db, siteTime }: SiteDeps, caller: Caller, body: MaintReportCreate) => {
  if (!body.report_name) throw fail(ErrorCodes.paramRequired, 'report_name', maintReportMessages.nameRequired);
  const ids = [...new Set(body.task_ids)];
  const tasks = await selectTasksForReport(db, ids);
  if (ids.length === 0 || tasks.length !== ids.length) throw noTasks('task_ids');
  const contractIds = [...new Set(tasks.map((task) => task.contractId))];
  await requireAccess(db, caller, { kind: 'contract', ids: contractIds, field: 'task_ids' });
  if (new Set(tasks.map((task) => task.companyMaintId)).size > 1)
    throw fail(ErrorCodes.paramValue, 'task_ids', maintReportMessages.sameCompany);
  if (contractIds.length > 1) throw fail(ErrorCodes.paramValue, 'task_ids', maintReportMessages.sameContract);
  await worker(db, caller, contractIds[0]!, 'task_ids');
  if (tasks.some((task) => task.status !== maintStatuses.completed || task.isReported)) throw noTasks('task_ids');
  const days = tasks.map((task) => siteTime.format(task.finishedAt!).slice(0, 10)).sort();
  const id = await db.transaction(async (tx: DbOrTx) => {
    const report = (await insertReport(tx, {
      contractId: contractIds[0]!,
      reportName: body.report_name,
      enumTaskType: typeOf(tasks.map((task) => task.enumTaskType)),
      periodStart: days[0]!,
      periodEnd: days.at(-1)!,
      isAuto: false,
      autoPeriodStart: null,
      createdBy: caller.session.userId,
    }))!;
    // A task another report took meanwhile: the whole report is refused (the caller requeries).
    if ((await insertReportTasks(tx, report.id, ids)).length !== ids.length) throw noTasks('task_ids');
    return report.id;
  });
  return detail(db, caller, id);
};
/** auto_create_report: the contract's report of the last finished month; the same report when it exists. */
export const autoCreateReport = async ({ db, siteTime }: SiteDeps, caller: Caller, contractId: number) => {
  const contract = await worker(db, caller, contractId, 'contract_id');
  const month = lastFinishedMonth(siteToday(siteTime));
  const id = await makeAutoReport(db, {
    siteTime,
    contractId,
    projectName: contract.projectName,
    month,
    createdBy: caller.session.userId,
  });
  const existing = id ?? (await listReportsRow(db, { kind: 'all' }, autoQuery(contractId, month.first))).rows[0];
  if (existing === undefined) throw noTasks('contract_id');
  return detail(db, caller, typeof existing === 'number' ? existing : existing.report.id);
};
export const deleteReport = async (db: Db, caller: Caller, id: number) => {
  const { report } = await requireReport(db, caller, id);
  await worker(db, caller, report.contractId, 'id');
  if (report.isAuto) throw fail(ErrorCodes.cannotDelete, 'id', maintReportMessages.autoNoDelete);
  await deleteReportRow(db, id);
  return { id };
};
/** Report management: per contract, its reports and whether the last finished month's automatic one exists. */
export const manageReports = async (
  { db, siteTime }: SiteDeps,
  caller: Caller,
  query: { project_name?: string; page_no: number; page_size: number },
): Promise<MaintReportManagePage> => {
  const month = lastFinishedMonth(siteToday(siteTime));
  const { rows, total } = await listReportManage(db, reach(caller), { ...query, lastMonthStart: month.first });
  const units = await selectContractUnits(
    db,
    rows.map((row) => row.contract.id),
  );
  return {
    list: rows.map((row) => ({
      contract_id: row.contract.id,
      project_name: row.contract.projectName,
      company_maint_name: row.companyMaintName,
      companies: units
        .filter((unit) => unit.contractId === row.contract.id)
        .map((unit) => ({ company_id: unit.companyId, company_name: unit.companyName })),
      period: [row.contract.startDate, row.contract.endDate],
      last_month: month.first.slice(0, 7),
      last_month_report_id: row.lastMonthReportId === null ? null : Number(row.lastMonthReportId),
      report_count: row.reportCount,
      auto_count: row.autoCount,
      last_report_time: epoch(row.lastReportAt),
    })),
    total,
  };
};
/** The query of the link to the report's PDF or xlsx; a report without tasks → "no data available for export". */
export const reportDownloadLink = async (db: Db, caller: Caller, query: { id: number; format: 'pdf' | 'xlsx' }) => {
  await requireReport(db, caller, query.id);
  const [summary] = await selectReportSummaries(db, [query.id]);
  if (!summary?.tasks) throw fail(ErrorCodes.noData, 'id', maintReportMessages.noDataForExport);
  return { id: query.id, format: query.format };
};
/** The report the download link opens, read again under the caller's scope. */
export const reportDocument = async (db: Db, caller: Caller, id: number) => {
  await requireReport(db, caller, id);
  const report = await detail(db, caller, id);
  if (report.summary.tasks === 0) throw fail(ErrorCodes.noData, 'id', maintReportMessages.noDataForExport);
  return report;
};

const autoQuery = (contractId: number, first: string): MaintReportListQuery => ({
  contract_id: contractId,
  is_auto: 1,
  start_day: first,
  end_day: first,
  page_no: 0,
  page_size: 1,
});
