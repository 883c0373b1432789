import {
  ErrorCodes,
  type DownloadTicketAnswer,
  type RepairPage,
  type RepairReportDetail,
  type RepairReportPage,
} from '@fireline/shared';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairReportTasks, repairTasks } from '../../db/schema';
import { orgIdOf, startMaintTest, type Session, type TestContext } from '../maint/test-fixtures';

let ctx: TestContext;
let manager: Session;
let engineer: Session;
let rival: Session;
let towerId: number;
let maintId: number;
let rivalId: number;

const path = (name: string) => `/api_proxy/maint/repair/report/${name}/`;

beforeAll(async () => {
  const started = await startMaintTest();
  ({ ctx, manager, engineer, rival, tower: towerId } = started);
  rivalId = started.rivalOrg.id;
  maintId = await orgIdOf(ctx, '安泰消防维保有限公司');
});
afterAll(() => ctx.close());

/** A repair task of the tower in a given state (the flow itself is repair-tasks.test.ts's). */
const task = async (name: string, status: number, companyMaintId = maintId) =>
  (
    await ctx.db
      .insert(repairTasks)
      .values({
        taskName: name,
        companyMaintId,
        unitId: towerId,
        enumTaskOrigin: 1,
        enumTaskType: 2,
        enumTaskStatus: status,
        createrId: manager.uid,
        faultDesc: `${name}故障`,
        equipName: '喷淋泵',
        facilityAddress: 'B1 泵房',
        testResult: status >= 4 ? '试压正常' : '',
        finishedAt: status >= 4 ? new Date('2026-11-10T02:00:00Z') : null,
      })
      .returning()
  )[0]!;

describe('repair reports', () => {
  let done: number;
  let closed: number;
  let open: number;
  let rivals: number;
  let reportId: number;

  beforeAll(async () => {
    done = (await task('三楼喷淋头漏水', 4)).id;
    closed = (await task('消防泵异响', 5)).id;
    open = (await task('烟感误报', 3)).id;
    rivals = (await task('他司维修', 5, rivalId)).id;
  });

  it('offer completed and closed tasks of what the caller reads, in no report', async () => {
    const page = await engineer.call<RepairPage>({ path: path('tasks') });
    const ids = page.body.data.list.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([done, closed]));
    expect(ids).not.toContain(open);
    expect(ids).not.toContain(rivals);
  });

  it('refuse a missing name, no tasks, mixed companies, another company’s task and an open one', async () => {
    const post = (session: Session, body: unknown) =>
      session.call<RepairReportDetail>({ method: 'POST', path: path('info'), body });
    expect((await post(engineer, { report_name: '', task_ids: [done] })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'report_name' },
    });
    expect((await post(engineer, { report_name: '十一月维修', task_ids: [] })).body).toMatchObject({
      code: ErrorCodes.noData,
      msg: expect.stringContaining('没有可生成报告的任务'),
    });
    // The unit's manager reads both companies' tasks of the tower: mixed → the maintenance reports' message.
    const mixed = await manager.call({
      method: 'POST',
      path: path('info'),
      body: { report_name: '混合', task_ids: [done, rivals] },
      lang: 'en',
    });
    expect(mixed.body).toMatchObject({
      code: ErrorCodes.paramValue,
      msg: expect.stringContaining('please select tasks from the same company'),
      data: { field: 'task_ids' },
    });
    expect((await post(rival, { report_name: '越权', task_ids: [done] })).body).toMatchObject({
      code: ErrorCodes.noPermission,
      data: { field: 'task_ids' },
    });
    expect((await post(engineer, { report_name: '未完成', task_ids: [open] })).body.code).toBe(ErrorCodes.noData);
  });

  it('make a report of one company that its people and the unit read, and no other company', async () => {
    const made = await engineer.call<RepairReportDetail>({
      method: 'POST',
      path: path('info'),
      body: { report_name: '十一月维修报告', task_ids: [done, closed] },
    });
    expect(made.body.code).toBe(0);
    expect(made.body.data).toMatchObject({
      report_name: '十一月维修报告',
      company_maint_id: maintId,
      company_maint_name: '安泰消防维保有限公司',
      companies: [{ company_id: towerId, company_name: '华鼎国际大厦' }],
      period: ['2026-11-10', '2026-11-10'],
      summary: { tasks: 2, completed: 1, closed: 1 },
      can_delete: 1,
    });
    expect(made.body.data.tasks.map((row) => row.task_name).sort()).toEqual(['三楼喷淋头漏水', '消防泵异响'].sort());
    reportId = made.body.data.id;

    // A task is in one report only.
    const again = await engineer.call({
      method: 'POST',
      path: path('info'),
      body: { report_name: '重复', task_ids: [done] },
    });
    expect(again.body.code).toBe(ErrorCodes.noData);

    const mine = await engineer.call<RepairReportPage>({ path: path('list') });
    expect(mine.body.data.list.map((row) => row.id)).toContain(reportId);
    const unit = await manager.call<RepairReportPage>({ path: path('list') });
    expect(unit.body.data.list.find((row) => row.id === reportId)).toMatchObject({ can_delete: 0 });
    expect((await rival.call<RepairReportPage>({ path: path('list') })).body.data.total).toBe(0);
    expect((await rival.call({ path: path('info'), query: { id: reportId } })).body.code).toBe(ErrorCodes.noPermission);
    expect((await rival.call({ path: path('download'), query: { id: reportId, format: 'pdf' } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
  });

  it('download as a PDF with Chinese text and as an xlsx, through one-time links', async () => {
    const link = (
      await engineer.call<DownloadTicketAnswer>({ path: path('download'), query: { id: reportId, format: 'pdf' } })
    ).body.data;
    expect(link.url).toMatch(/^\/export\/repair_report\?/);
    expect(link.url).not.toContain(engineer.token);
    const pdf = await ctx.app.inject({ method: 'GET', url: link.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('维修报告');
    expect(text).toContain('十一月维修报告');
    expect(text).toContain('三楼喷淋头漏水');
    expect(text).toContain('试压正常');
    expect((await ctx.app.inject({ method: 'GET', url: link.url })).json()).toMatchObject({
      code: ErrorCodes.tokenInvalid,
    });

    const sheet = (
      await engineer.call<DownloadTicketAnswer>({
        path: path('download'),
        query: { id: reportId, format: 'xlsx' },
        lang: 'en',
      })
    ).body.data;
    const xlsx = await ctx.app.inject({ method: 'GET', url: sheet.url });
    const workbook = new ExcelJS.Workbook();
    // exceljs types its Buffer without the ArrayBuffer parameter newer @types/node adds.
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((item) => item.name)).toEqual(['Summary', 'Tasks']);
    expect(workbook.getWorksheet('Tasks')!.rowCount).toBe(3);
  });

  it('is deleted by its company only, which frees its tasks', async () => {
    const remove = (session: Session) =>
      session.call({ method: 'DELETE', path: path('info'), query: { id: reportId } });
    expect((await remove(rival)).body.code).toBe(ErrorCodes.noPermission);
    expect((await remove(manager)).body.code).toBe(ErrorCodes.noPermission);
    expect((await remove(engineer)).body).toMatchObject({ code: 0, data: { id: reportId } });
    expect(await ctx.db.select().from(repairReportTasks).where(eq(repairReportTasks.reportId, reportId))).toEqual([]);
    const page = await engineer.call<RepairPage>({ path: path('tasks') });
    expect(page.body.data.list.map((row) => row.id)).toEqual(expect.arrayContaining([done, closed]));
  });
});
