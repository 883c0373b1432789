import {
  ErrorCodes,
  type HazardRecord,
  type MaintPlan,
  type MaintPlanPage,
  type MaintTaskDetail,
  type MaintTaskPage,
  type MaintTaskStat,
} from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hazards, maintTasks } from '../../db/schema';
import { generatePlanTasks } from './index';
import { slotsOn } from './plan-slots';
import { startMaintTest, type Session, type TestContext } from './test-fixtures';

let ctx: TestContext;
let engineer: Session;
let manager: Session;
let rival: Session;
let contractId: number;
let period: [string, string];
let relatedIds: number[];
let today: string;

beforeAll(async () => {
  const fixture = await startMaintTest({ equipment: 3, bare: true });
  ({ ctx, engineer, manager, rival, relatedIds, today } = fixture);
  contractId = fixture.contract.id;
  period = [fixture.contract.startDate, fixture.contract.endDate];
});
afterAll(() => ctx.close());

const planBody = (overrides: Record<string, unknown> = {}) => ({
  contract_id: contractId,
  plan_name: '月度巡检保养',
  plan_period: period,
  related_resp_uid: engineer.uid,
  related_ids: relatedIds,
  breakdown: { type: 0, list: [] },
  ...overrides,
});
const postPlan = (session: Session, body: Record<string, unknown>) =>
  session.call<MaintPlan>({ method: 'POST', path: '/api_proxy/maint/plan/info/', body });
const tasks = (session: Session, query: Record<string, string | number> = {}) =>
  session.call<MaintTaskPage>({ path: '/api_proxy/maint/task/list/', query });
const act = (session: Session, path: string, body: Record<string, unknown>) =>
  session.call<MaintTaskDetail>({ method: 'PUT', path: `/api_proxy/maint/task/${path}/`, body });

describe('maintenance plans', () => {
  it('needs items and a breakdown with a list, and makes its task of today at once', async () => {
    expect((await postPlan(engineer, planBody({ breakdown: { type: 3, list: [] } }))).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'breakdown.list' },
    });
    expect((await postPlan(engineer, planBody({ related_ids: [] }))).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'related_ids' },
      eng_msg: expect.stringContaining('maintenance items must be selected first'),
    });
    expect((await postPlan(manager, planBody())).body.code).toBe(ErrorCodes.noPermission);
    expect((await postPlan(rival, planBody())).body.code).toBe(ErrorCodes.noPermission);
    const plan = (await postPlan(engineer, planBody())).body.data;
    expect(plan).toMatchObject({ breakdown: { type: 0, list: [] }, counts: { to_receive: 1 }, can_work: 1 });
    const page = (await tasks(engineer, { plan_id: plan.id })).body.data;
    expect(page.list).toEqual([
      expect.objectContaining({ task_name: '月度巡检保养', enum_maint_status: 2, item_count: 3, is_mine: 1 }),
    ]);
    const list = (await engineer.call<MaintPlanPage>({ path: '/api_proxy/maint/plan/list/' })).body.data;
    expect(list.list.map((row) => row.id)).toContain(plan.id);
  });

  it('generates each period once, even when two generations run at once', async () => {
    const plan = (
      await postPlan(
        engineer,
        planBody({ plan_name: '按日', related_resp_uid: null, breakdown: { type: 1, list: [1, 2, 3, 4, 5, 6, 7] } }),
      )
    ).body.data;
    await Promise.all([
      generatePlanTasks(ctx.db, { today }),
      generatePlanTasks(ctx.db, { today }),
      generatePlanTasks(ctx.db, { today, planIds: [plan.id] }),
    ]);
    const rows = await ctx.db.select().from(maintTasks).where(eq(maintTasks.planId, plan.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ periodStart: today, status: 1, planStartDate: today, planEndDate: today });
  });

  it('breaks a period down by slot', () => {
    const plan = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(slotsOn('2026-05-20', { ...plan, breakdownType: 3, breakdownList: [2] })).toEqual([
      ['2026-05-01', '2026-05-31'],
    ]);
    expect(slotsOn('2026-06-20', { ...plan, breakdownType: 3, breakdownList: [2] })).toEqual([]);
    expect(slotsOn('2026-08-20', { ...plan, breakdownType: 4, breakdownList: [2] })).toEqual([
      ['2026-08-01', '2026-08-31'],
    ]);
    expect(slotsOn('2026-02-20', { ...plan, breakdownType: 2, breakdownList: [1, 15, 25] })).toEqual([
      ['2026-02-01', '2026-02-28'],
      ['2026-02-15', '2026-02-28'],
    ]);
    expect(slotsOn('2027-01-01', { ...plan, breakdownType: 0, breakdownList: [] })).toEqual([]);
  });
});

describe('maintenance tasks', () => {
  it('go assign → receive → in progress → completed, worked by the person assigned', async () => {
    const created = await engineer.call<MaintTaskDetail>({
      method: 'POST',
      path: '/api_proxy/maint/task/info/',
      body: {
        contract_id: contractId,
        task_name: '消火栓季度检测',
        enum_task_type: 3,
        plan_start_time: today,
        plan_end_time: today,
        related_ids: relatedIds.slice(0, 1),
      },
    });
    const task = created.body.data;
    expect(task).toMatchObject({ enum_maint_status: 1, item_count: 1 });
    // taskequipedit: the whole list.
    const edited = (await act(engineer, 'equip', { id: task.id, related_ids: relatedIds.slice(0, 2) })).body.data;
    expect(edited.items.map((item) => item.related_id)).toEqual(relatedIds.slice(0, 2));
    expect((await act(engineer, 'receive', { id: task.id })).body.code).toBe(ErrorCodes.noPermission);
    expect((await act(manager, 'assign', { id: task.id, related_resp_uid: engineer.uid })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await act(engineer, 'assign', { id: task.id, related_resp_uid: manager.uid })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'related_resp_uid' },
    });
    expect((await act(engineer, 'assign', { id: task.id, related_resp_uid: engineer.uid })).body.data).toMatchObject({
      enum_maint_status: 2,
      assigned: { uid: engineer.uid },
    });
    expect((await act(engineer, 'finish', { id: task.id })).body.code).toBe(ErrorCodes.updateFailed);
    expect((await act(engineer, 'receive', { id: task.id })).body.data.enum_maint_status).toBe(3);
    const [first] = edited.items;
    const failed = (
      await act(engineer, 'result', { item_id: first!.item_id, result: 2, reading: '0.2MPa', remark: '压力不足' })
    ).body.data;
    expect(failed).toMatchObject({ fail_count: 1 });
    expect((await act(rival, 'result', { item_id: first!.item_id, result: 1 })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    const done = (await act(engineer, 'finish', { id: task.id })).body.data;
    expect(done).toMatchObject({ enum_maint_status: 4, finished: { uid: engineer.uid } });
    expect(done.finish_time).toBeGreaterThan(0);
    expect(done.items.map((item) => item.result)).toEqual([2, 3]);
    expect((await act(engineer, 'equip', { id: task.id, related_ids: relatedIds })).body.code).toBe(
      ErrorCodes.updateFailed,
    );
  });

  it('are read by the unit, refused to another company, and counted per type', async () => {
    const mine = (await tasks(engineer)).body.data;
    expect(mine.total).toBe(3);
    expect(mine.counts).toEqual({ to_assign: 1, to_receive: 1, in_progress: 0, completed: 1 });
    expect((await tasks(manager, { status: 4 })).body.data.list).toHaveLength(1);
    expect((await tasks(rival)).body.data.total).toBe(0);
    expect((await rival.call({ path: '/api_proxy/maint/task/info/', query: { id: mine.list[0]!.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await tasks(rival, { contract_id: contractId })).body.code).toBe(ErrorCodes.noPermission);
    const stats = (await manager.call<MaintTaskStat>({ path: '/api_proxy/maint/statistic_of_task_type/' })).body.data;
    expect(stats).toEqual([
      { enum_task_type: 1, total: 2, to_assign: 1, to_receive: 1, in_progress: 0, completed: 0 },
      { enum_task_type: 3, total: 1, to_assign: 0, to_receive: 0, in_progress: 0, completed: 1 },
    ]);
  });
});

describe('a failed item raises a hazard', () => {
  it('once per item, for the equipment’s unit, by the task’s company, only when failed and worked', async () => {
    const task = (
      await engineer.call<MaintTaskDetail>({
        method: 'POST',
        path: '/api_proxy/maint/task/info/',
        body: {
          contract_id: contractId,
          task_name: '喷淋系统月度保养',
          enum_task_type: 1,
          plan_start_time: today,
          plan_end_time: today,
          related_resp_uid: engineer.uid,
          related_ids: relatedIds.slice(0, 2),
        },
      })
    ).body.data;
    const [failed, passed] = task.items;
    const raise = (itemId: number, session = engineer) =>
      session.call<{ hazard_id: number; created: boolean }>({
        method: 'PUT',
        path: '/api_proxy/maint/task/item_hazard/',
        body: { item_id: itemId },
      });
    await act(engineer, 'receive', { id: task.id });
    await act(engineer, 'result', { item_id: failed!.item_id, result: 2, remark: '末端试水压力不足' });
    await act(engineer, 'result', { item_id: passed!.item_id, result: 1 });
    expect((await raise(passed!.item_id)).body).toMatchObject({
      code: ErrorCodes.updateFailed,
      data: { field: 'item_id' },
    });
    expect((await raise(failed!.item_id, rival)).body.code).toBe(ErrorCodes.noPermission);
    // A task sent back to be received is not being worked: its failed item raises nothing yet.
    await ctx.db.update(maintTasks).set({ status: 2 }).where(eq(maintTasks.id, task.id));
    expect((await raise(failed!.item_id)).body).toMatchObject({
      code: ErrorCodes.updateFailed,
      data: { field: 'enum_maint_status' },
    });
    await ctx.db.update(maintTasks).set({ status: 3 }).where(eq(maintTasks.id, task.id));
    const first = (await raise(failed!.item_id)).body.data;
    expect(first.created).toBe(true);
    expect((await raise(failed!.item_id)).body.data).toEqual({ hazard_id: first.hazard_id, created: false });
    const rows = await ctx.db.select().from(hazards).where(eq(hazards.maintTaskItemId, failed!.item_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'maint', maintTaskId: task.id, status: 1, reporterId: engineer.uid });
    expect(rows[0]!.description).toContain('末端试水压力不足');
    const detail = (
      await manager.call<MaintTaskDetail>({ path: '/api_proxy/maint/task/info/', query: { id: task.id } })
    ).body.data;
    expect(detail.items.map((item) => item.hazard_id)).toEqual([first.hazard_id, null]);
    const hazard = await manager.call<HazardRecord>({
      path: '/api_proxy/patrol/hazard/info/',
      query: { id: first.hazard_id },
    });
    expect(hazard.body.data).toMatchObject({ source: 'maint', maint: { task_id: task.id, item_id: failed!.item_id } });
  });
});
