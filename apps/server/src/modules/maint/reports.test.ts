import {
  ErrorCodes,
  type DownloadTicketAnswer,
  type MaintReport,
  type MaintReportCandidatePage,
  type MaintReportDetail,
  type MaintReportManagePage,
  type MaintReportPage,
  type MaintTaskDetail,
} from '@fireline/shared';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintContracts, maintReports, maintTasks, operationLogs } from '../../db/schema';
import { runAutoReports } from './index';
import { lastFinishedMonth } from './reports.service';
import { loginAll, startMaintTest, type Session, type TestContext } from './test-fixtures';

let ctx: TestContext;
let engineer: Session;
let manager: Session;
let rival: Session;
let admin: Session;
let contractId: number;
let relatedIds: number[];
let today: string;
let rivalTaskId: number;
let otherContractTaskId: number;

const path = (name: string) => `/api_proxy/maint/report/${name}/`;
const act = (session: Session, step: string, body: Record<string, unknown>) =>
  session.call<MaintTaskDetail>({ method: 'PUT', path: `/api_proxy/maint/task/${step}/`, body });

/** A task of the demo contract taken through to completed by the engineer; the first item failed. */
const completedTask = async (name: string) => {
  const task = (
    await engineer.call<MaintTaskDetail>({
      method: 'POST',
      path: '/api_proxy/maint/task/info/',
      body: {
        contract_id: contractId,
        task_name: name,
        plan_start_time: today,
        plan_end_time: today,
        related_resp_uid: engineer.uid,
        related_ids: relatedIds,
      },
    })
  ).body.data;
  await act(engineer, 'receive', { id: task.id });
  await act(engineer, 'result', { item_id: task.items[0]!.item_id, result: 2, reading: '0.1MPa', remark: '压力不足' });
  await act(engineer, 'result', { item_id: task.items[1]!.item_id, result: 1 });
  return (await act(engineer, 'finish', { id: task.id })).body.data;
};

const create = (session: Session, body: Record<string, unknown>) =>
  session.call<MaintReportDetail>({ method: 'POST', path: path('info'), body });

beforeAll(async () => {
  const fixture = await startMaintTest({ equipment: 2, bare: true });
  ({ ctx, engineer, manager, rival, relatedIds, today } = fixture);
  const { contract, rivalOrg } = fixture;
  contractId = contract.id;
  [admin] = await loginAll(ctx, ['admin']);
  // A completed task of another company's contract, and one of a second contract of the demo company.
  const completedRow = (id: number, name: string) => ({
    contractId: id,
    taskName: name,
    planStartDate: today,
    planEndDate: today,
    status: 4,
    finishedAt: new Date(),
  });
  const [rivalContract, secondContract] = await ctx.db
    .insert(maintContracts)
    .values([
      {
        companyMaintId: rivalOrg.id,
        projectName: '对手合同',
        startDate: contract.startDate,
        endDate: contract.endDate,
      },
      {
        companyMaintId: contract.companyMaintId,
        projectName: '第二合同',
        startDate: contract.startDate,
        endDate: contract.endDate,
      },
    ])
    .returning();
  const inserted = await ctx.db
    .insert(maintTasks)
    .values([completedRow(rivalContract!.id, '对手任务'), completedRow(secondContract!.id, '第二合同任务')])
    .returning();
  [rivalTaskId, otherContractTaskId] = inserted.map((row) => row.id) as [number, number];
});
afterAll(() => ctx.close());

describe('maintenance reports', () => {
  it('are made from completed tasks of one company, with a name, each task once', async () => {
    const task = await completedTask('月度维保');
    const offered = (await engineer.call<MaintReportCandidatePage>({ path: path('tasks') })).body.data;
    expect(offered.list.map((row) => row.id)).toEqual([task.id, otherContractTaskId]);
    expect(offered.list[0]).toMatchObject({ items: 2, pass: 1, fail: 1, not_checked: 0, contract_id: contractId });
    expect((await rival.call<MaintReportCandidatePage>({ path: path('tasks') })).body.data.list).toEqual([
      expect.objectContaining({ id: rivalTaskId }),
    ]);

    expect((await create(engineer, { report_name: '  ', task_ids: [task.id] })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'report_name' },
      eng_msg: expect.stringContaining('a report name is required'),
    });
    expect((await create(engineer, { report_name: '十月报告', task_ids: [] })).body).toMatchObject({
      code: ErrorCodes.noData,
      eng_msg: expect.stringContaining('no tasks available for report generation'),
    });
    expect((await create(admin, { report_name: '混合', task_ids: [task.id, rivalTaskId] })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'task_ids' },
      msg: expect.stringContaining('请选择同一公司的任务'),
      eng_msg: expect.stringContaining('please select tasks from the same company'),
    });
    expect((await create(engineer, { report_name: '混合', task_ids: [task.id, rivalTaskId] })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect(
      (await create(engineer, { report_name: '两合同', task_ids: [task.id, otherContractTaskId] })).body,
    ).toMatchObject({
      code: ErrorCodes.paramValue,
      eng_msg: expect.stringContaining('please select tasks of the same contract'),
    });
    expect((await create(manager, { report_name: '单位', task_ids: [task.id] })).body.code).toBe(
      ErrorCodes.noPermission,
    );

    const report = (await create(engineer, { report_name: '十月维保报告', task_ids: [task.id] })).body.data;
    expect(report).toMatchObject({
      report_name: '十月维保报告',
      enum_task_type: 1,
      contract_id: contractId,
      period: [today, today],
      is_auto: 0,
      summary: { tasks: 1, items: 2, pass: 1, fail: 1, not_checked: 0 },
      created_by: engineer.uid,
      can_delete: 1,
      tasks: [expect.objectContaining({ id: task.id, pass: 1, fail: 1 })],
      failed_items: [expect.objectContaining({ task_id: task.id, reading: '0.1MPa', remark: '压力不足' })],
    });
    const [logged] = await ctx.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.path, '/api_proxy/maint/report/info/'));
    expect(logged).toMatchObject({ module: 'maint', action: 'add' });
    expect(logged!.recordIds).toEqual(expect.arrayContaining([String(report.id), String(task.id)]));
    // The task is in a report now: offered no more, refused in another.
    expect((await create(engineer, { report_name: '再来一次', task_ids: [task.id] })).body).toMatchObject({
      code: ErrorCodes.noData,
      eng_msg: expect.stringContaining('please requery tasks'),
    });
    const after = (await engineer.call<MaintReportCandidatePage>({ path: path('tasks') })).body.data;
    expect(after.list.map((row) => row.id)).not.toContain(task.id);
  });

  it('are read with their contract: the unit covered, never another company (9993)', async () => {
    const mine = (await engineer.call<MaintReportPage>({ path: path('list'), query: { report_name: '十月' } })).body
      .data;
    expect(mine.total).toBe(1);
    const [report] = mine.list as [MaintReport];
    const unit = (await manager.call<MaintReportPage>({ path: path('list') })).body.data;
    expect(unit.list).toEqual([expect.objectContaining({ id: report.id, can_delete: 0 })]);
    expect((await rival.call<MaintReportPage>({ path: path('list') })).body.data.total).toBe(0);
    expect((await rival.call({ path: path('info'), query: { id: report.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await rival.call({ path: path('download'), query: { id: report.id, format: 'pdf' } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    const deleted = await rival.call({ method: 'DELETE', path: path('info'), query: { id: report.id } });
    expect(deleted.body.code).toBe(ErrorCodes.noPermission);
    expect((await manager.call({ method: 'DELETE', path: path('info'), query: { id: report.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect(await ctx.db.select().from(maintReports).where(eq(maintReports.id, report.id))).toHaveLength(1);
    expect(
      (await engineer.call<MaintReportPage>({ path: path('list'), query: { enum_task_type: 3 } })).body.data.total,
    ).toBe(0);
  });

  it('download as a PDF in Chinese and as an xlsx, through one-time links', async () => {
    const [report] = (await engineer.call<MaintReportPage>({ path: path('list') })).body.data.list as [MaintReport];
    const link = (
      await engineer.call<DownloadTicketAnswer>({ path: path('download'), query: { id: report.id, format: 'pdf' } })
    ).body.data;
    expect(link.url).toMatch(/^\/export\/maint_report\?/);
    expect(link.url).not.toContain(engineer.token);
    const pdf = await ctx.app.inject({ method: 'GET', url: link.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('维保报告');
    expect(text).toContain('十月维保报告');
    expect(text).toContain('压力不足');
    expect((await ctx.app.inject({ method: 'GET', url: link.url })).json()).toMatchObject({
      code: ErrorCodes.tokenInvalid,
    });

    const sheet = (
      await engineer.call<DownloadTicketAnswer>({
        path: path('download'),
        query: { id: report.id, format: 'xlsx' },
        lang: 'en',
      })
    ).body.data;
    const xlsx = await ctx.app.inject({ method: 'GET', url: sheet.url });
    const workbook = new ExcelJS.Workbook();
    // exceljs types its Buffer without the ArrayBuffer parameter newer @types/node adds.
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((item) => item.name)).toEqual(['Summary', 'Tasks', 'Failed items']);
    expect(workbook.getWorksheet('Failed items')!.getRow(2).getCell(5).value).toBe('压力不足');
  });

  it('of a contract’s last month are made exactly once, also when runs race', async () => {
    const month = lastFinishedMonth(today);
    const task = await completedTask('上月任务');
    // Finished in the middle of last month (site time).
    const finished = ctx.deps.siteTime.parse(`${month.first.slice(0, 8)}15 10:00:00`);
    await ctx.db.update(maintTasks).set({ finishedAt: finished }).where(eq(maintTasks.id, task.id));
    await ctx.db.update(maintContracts).set({ startDate: month.first }).where(eq(maintContracts.id, contractId));
    await Promise.all([
      runAutoReports(ctx.db, ctx.deps.siteTime),
      runAutoReports(ctx.db, ctx.deps.siteTime),
      engineer.call({ method: 'POST', path: path('auto_create_report'), body: { contract_id: contractId } }),
    ]);
    const rows = await ctx.db.select().from(maintReports).where(eq(maintReports.isAuto, true));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contractId, periodStart: month.first, periodEnd: month.last });
    const again = await engineer.call<MaintReportDetail>({
      method: 'POST',
      path: path('auto_create_report'),
      body: { contract_id: contractId },
    });
    expect(again.body.data).toMatchObject({ id: rows[0]!.id, is_auto: 1, can_delete: 0, summary: { tasks: 1 } });
    expect((await engineer.call({ method: 'DELETE', path: path('info'), query: { id: rows[0]!.id } })).body.code).toBe(
      ErrorCodes.cannotDelete,
    );
    expect(
      (await rival.call({ method: 'POST', path: path('auto_create_report'), body: { contract_id: contractId } })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
    const manage = (await engineer.call<MaintReportManagePage>({ path: path('manage') })).body.data;
    expect(manage.list.find((row) => row.contract_id === contractId)).toMatchObject({
      last_month: month.first.slice(0, 7),
      last_month_report_id: rows[0]!.id,
      report_count: 2,
      auto_count: 1,
    });
  });

  it('refuse an export of a report without tasks, and delete a report made by hand', async () => {
    const [report] = (await engineer.call<MaintReportPage>({ path: path('list'), query: { is_auto: 0 } })).body.data
      .list as [MaintReport];
    const empty = (
      await ctx.db
        .insert(maintReports)
        .values({ contractId, reportName: '空', periodStart: today, periodEnd: today })
        .returning()
    )[0]!;
    expect(
      (await engineer.call({ path: path('download'), query: { id: empty.id, format: 'xlsx' } })).body,
    ).toMatchObject({ code: ErrorCodes.noData, eng_msg: expect.stringContaining('no data available for export') });
    const detail = (await engineer.call<MaintReportDetail>({ path: path('info'), query: { id: report.id } })).body.data;
    expect((await engineer.call({ method: 'DELETE', path: path('info'), query: { id: report.id } })).body.code).toBe(0);
    expect((await engineer.call({ path: path('info'), query: { id: report.id } })).body.code).toBe(ErrorCodes.noData);
    const offered = (await engineer.call<MaintReportCandidatePage>({ path: path('tasks') })).body.data;
    expect(offered.list.map((row) => row.id)).toContain(detail.tasks[0]!.id);
  });
});
