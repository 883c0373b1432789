import {
  ErrorCodes,
  MAINT_TASK_MSG_TYPE,
  type DirectorClientPage,
  type DirectorUnitDetail,
  type DirectorUnitPage,
  type MaintHomeStats,
  type MaintTaskDetail,
  type MaintTaskPush,
  type PushedMessage,
} from '@fireline/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintContracts, maintTaskItems, maintTasks, realtimeMessages } from '../../db/schema';
import { buildOrg, buildRole, buildUser } from '../../db/seed/factories';
import { call } from '../../test/http';
import { windowOn } from './director.service';
import { loginAll, startMaintTest, type Session, type TestContext } from './test-fixtures';

let ctx: TestContext;
let engineer: Session;
let manager: Session;
let rival: Session;
let admin: Session;
let outsider: Session;
let contractId: number;
let tower: number;
let stranger: number;
let relatedIds: number[];
let today: string;

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const fixture = await startMaintTest({ rivalName: '竞争维保公司', equipment: 3, bare: true });
  ({ ctx, engineer, manager, rival, relatedIds, today, tower } = fixture);
  contractId = fixture.contract.id;
  stranger = (await buildOrg(ctx.db, { kind: 'cared', name: '别家的单位' })).id;
  // A unit person whose role holds neither the director's tab nor a home page.
  const bare = await buildRole(ctx.db, { orgKind: 'cared', grants: ['danger-list'] });
  const outsiderUser = await buildUser(ctx.db, { orgId: tower, roleId: bare.id });
  [admin, outsider] = await loginAll(ctx, ['admin', outsiderUser.username]);

  // The month's fixture: one task completed with a failed and a passed item, one waiting, one older task overdue.
  const { start, end } = windowOn(today);
  const task = async (values: Partial<typeof maintTasks.$inferInsert>) =>
    (
      await ctx.db
        .insert(maintTasks)
        .values({ contractId, taskName: 'task', planStartDate: start, planEndDate: end, ...values })
        .returning()
    )[0]!;
  const done = await task({
    taskName: '本月已完成',
    status: 4,
    finishedAt: new Date(),
    finishedBy: engineer.uid as number,
  });
  await ctx.db.insert(maintTaskItems).values([
    { taskId: done.id, relatedId: relatedIds[0]!, result: 2, reading: '压力 0.1MPa', checkedAt: new Date() },
    { taskId: done.id, relatedId: relatedIds[1]!, result: 1, checkedAt: new Date() },
  ]);
  await task({ taskName: '本月待接收', status: 2 });
  await task({ taskName: '上月逾期', status: 1, planStartDate: dayBefore(start), planEndDate: dayBefore(start) });
});
afterAll(() => ctx.close());

const units = (session: Session, query: Record<string, string | number> = {}) =>
  session.call<DirectorUnitPage>({ path: '/api_proxy/maint/director/units/', query });
const unit = (session: Session, companyId: number) =>
  session.call<DirectorUnitDetail>({ path: '/api_proxy/maint/director/unit/', query: { company_id: companyId } });
const ask = (session: Session, body: Record<string, unknown>) =>
  session.call<{ id: number }>({ method: 'POST', path: '/api_proxy/maint/director/task/', body });
const messagesOf = async (uid: number) =>
  (
    await ctx.db
      .select()
      .from(realtimeMessages)
      .where(sql`${uid} = any(${realtimeMessages.userIds})`)
  )
    .map((row) => row.payload as PushedMessage)
    .filter((payload): payload is MaintTaskPush => 'msg_type' in payload && payload.msg_type === MAINT_TASK_MSG_TYPE);

describe('fire safety director', () => {
  it("shows the unit manager the tower's figures of the month", async () => {
    const page = (await units(manager)).body.data;
    expect(page.period).toEqual({ start: windowOn(today).start, end: windowOn(today).end });
    expect(page.total).toBe(1);
    expect(page.list).toEqual([
      {
        company_id: tower,
        company_name: '华鼎国际大厦',
        maint_companies: [{ company_maint_id: expect.any(Number), company_maint_name: expect.any(String) }],
        live_contracts: 1,
        expiring_contracts: 0,
        tasks_total: 2,
        tasks_done: 1,
        tasks_overdue: 1,
        failed_items: 1,
        last_finish_time: expect.any(Number),
      },
    ]);
    expect(page.counts).toEqual({ all: 1, overdue: 1, expiring: 0, failed: 1, uncovered: 0 });
    expect((await units(manager, { filter: 'expiring' })).body.data).toMatchObject({ list: [], total: 0 });
  });

  it("gives the administrator every unit, the covered one's figures the same, filters counting each", async () => {
    const page = (await units(admin, { filter: 'overdue', page_size: 100 })).body.data;
    expect(page.list.map((row) => row.company_id)).toEqual([tower]);
    expect(page.counts.all).toBeGreaterThan(1);
    expect(page.counts.uncovered).toBe(page.counts.all - 1);
    const named = (await units(admin, { company_name: '别家' })).body.data;
    expect(named.list).toMatchObject([{ company_id: stranger, live_contracts: 0, tasks_total: 0 }]);
  });

  it("shows a maintenance company only its own contracts' figures, never a competitor's", async () => {
    const page = (await units(rival)).body.data;
    expect(page.list).toMatchObject([
      { company_id: tower, maint_companies: [], live_contracts: 0, tasks_total: 0, tasks_overdue: 0, failed_items: 0 },
    ]);
    const detail = (await unit(rival, tower)).body.data;
    expect(detail).toMatchObject({ contracts: [], tasks: [], failed: [], ask_contract_ids: [], ask_equipment: [] });
  });

  it("opens one unit: contracts, the month's tasks and the older overdue one, failed items", async () => {
    const detail = (await unit(manager, tower)).body.data;
    expect(detail).toMatchObject({ company_id: tower, tasks_total: 2, tasks_done: 1, tasks_overdue: 1 });
    expect(detail.contracts).toMatchObject([{ id: contractId, status: 2, is_expiring: 0, spot_contact_name: '孙工' }]);
    expect(detail.tasks.map((row) => [row.task_name, row.enum_maint_status, row.is_overdue, row.fail_count])).toEqual([
      ['上月逾期', 1, 1, 0],
      ['本月已完成', 4, 0, 1],
      ['本月待接收', 2, 0, 0],
    ]);
    expect(detail.failed).toMatchObject([{ reading: '压力 0.1MPa', task_name: '本月已完成' }]);
    expect(detail.ask_contract_ids).toEqual([contractId]);
    expect(detail.ask_equipment.map((row) => row.id).sort()).toEqual([...relatedIds].sort());
  });

  it("refuses another tenant's unit, an unknown one, no login and no permission", async () => {
    for (const session of [manager, engineer]) {
      const answer = await unit(session, stranger);
      expect(answer.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'company_id' } });
    }
    expect((await unit(manager, 999_999)).body.code).toBe(ErrorCodes.noData);
    expect((await call(ctx.app, { path: '/api_proxy/maint/director/units/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await units(outsider)).body.code).toBe(ErrorCodes.noPermission);
    expect((await units(manager, { filter: 'late' })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'filter' },
    });
  });

  it('lists the clients: units under live contracts with the contract contacts and counts', async () => {
    const page = (await engineer.call<DirectorClientPage>({ path: '/api_proxy/maint/director/client/list/' })).body
      .data;
    expect(page.total).toBe(1);
    expect(page.list).toMatchObject([
      {
        company_id: tower,
        contract_id: contractId,
        spot_contact_phone: '13900139000',
        equip_count: 3,
        tasks_total: 2,
        tasks_done: 1,
        tasks_overdue: 1,
      },
    ]);
    const rivalPage = (await rival.call<DirectorClientPage>({ path: '/api_proxy/maint/director/client/list/' })).body
      .data;
    expect(rivalPage).toEqual({ list: [], total: 0 });
    const other = await engineer.call({
      path: '/api_proxy/maint/director/client/list/',
      query: { company_id: stranger },
    });
    expect(other.body.code).toBe(ErrorCodes.noPermission);
  });

  it('counts the home card for the scope and one unit', async () => {
    const expected = {
      live_contracts: 1,
      expiring_contracts: 0,
      month_total: 2,
      month_completed: 1,
      overdue_tasks: 1,
      failed_items: 1,
    };
    for (const session of [manager, admin])
      expect((await session.call<MaintHomeStats>({ path: '/api_proxy/maint/director/home_stats/' })).body.data).toEqual(
        expected,
      );
    const one = await admin.call<MaintHomeStats>({
      path: '/api_proxy/maint/director/home_stats/',
      query: { company_id: tower },
    });
    expect(one.body.data).toEqual(expected);
    const stranger0 = await admin.call<MaintHomeStats>({
      path: '/api_proxy/maint/director/home_stats/',
      query: { company_id: stranger },
    });
    expect(stranger0.body.data).toMatchObject({ live_contracts: 0, month_total: 0 });
    const refused = await manager.call({
      path: '/api_proxy/maint/director/home_stats/',
      query: { company_id: stranger },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
  });
});

describe('asking for a task and task messages', () => {
  it("lets the director ask for a task on the unit's equipment; the contract's person is told", async () => {
    await ctx.db
      .update(maintContracts)
      .set({ relatedRespUid: engineer.uid as number })
      .where(eq(maintContracts.id, contractId));
    const { start, end } = windowOn(today);
    const body = {
      company_id: tower,
      contract_id: contractId,
      task_name: '请检查喷淋泵',
      enum_task_type: 1,
      plan_start_time: start,
      plan_end_time: end,
      related_ids: [relatedIds[0]],
    };
    expect((await ask(manager, { ...body, related_ids: [] })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'related_ids' },
    });
    expect((await ask(manager, { ...body, company_id: stranger })).body).toMatchObject({
      code: ErrorCodes.noPermission,
      data: { field: 'company_id' },
    });
    expect((await ask(rival, body)).body.code).toBe(ErrorCodes.noPermission);
    const before = (await messagesOf(engineer.uid as number)).length;
    const asked = await ask(manager, body);
    expect(asked.body.code).toBe(0);
    const task = (
      await engineer.call<MaintTaskDetail>({ path: '/api_proxy/maint/task/info/', query: { id: asked.body.data.id } })
    ).body.data;
    expect(task).toMatchObject({ task_name: '请检查喷淋泵', enum_maint_status: 1, item_count: 1 });
    const messages = await messagesOf(engineer.uid as number);
    expect(messages.length).toBe(before + 1);
    expect(messages.at(-1)).toEqual({
      app_id: [14],
      msg_type: MAINT_TASK_MSG_TYPE,
      msg_body: {
        kind: 'asked',
        task_id: task.id,
        task_name: '请检查喷淋泵',
        project_name: task.project_name,
        plan_start_time: start,
        plan_end_time: end,
      },
    });
  });

  it('tells the person a task is assigned to, and the person of a plan of the tasks it generates', async () => {
    const [fresh] = await ctx.db
      .insert(maintTasks)
      .values({ contractId, taskName: '待分配', planStartDate: today, planEndDate: today })
      .returning();
    const before = (await messagesOf(engineer.uid as number)).length;
    const assigned = await admin.call({
      method: 'PUT',
      path: '/api_proxy/maint/task/assign/',
      body: { id: fresh!.id, related_resp_uid: engineer.uid },
    });
    expect(assigned.body.code).toBe(0);
    const plan = await engineer.call<{ id: number }>({
      method: 'POST',
      path: '/api_proxy/maint/plan/info/',
      body: {
        contract_id: contractId,
        plan_name: '推送测试计划',
        plan_period: [today, today],
        related_resp_uid: engineer.uid,
        related_ids: relatedIds,
        breakdown: { type: 0, list: [] },
      },
    });
    expect(plan.body.code).toBe(0);
    const kinds = (await messagesOf(engineer.uid as number))
      .slice(before)
      .map((message) => [message.msg_body.kind, message.msg_body.task_name]);
    expect(kinds).toEqual([
      ['assigned', '待分配'],
      ['generated', '推送测试计划'],
    ]);
  });
});
