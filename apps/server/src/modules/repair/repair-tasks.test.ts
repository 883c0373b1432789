import {
  APP_ID,
  ErrorCodes,
  pushedMessageSchema,
  type MaintTaskDetail,
  type RepairPage,
  type RepairTaskDetail,
} from '@fireline/shared';
import { arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  departments,
  maintContracts,
  operationLogs,
  organisations,
  patrolRecordItems,
  patrolRecords,
  patrolSites,
  realtimeMessages,
  repairTasks,
} from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildOrg } from '../../db/seed/factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { freshComponent, raiseAlarm } from '../../test/alarm-events';
import { buildFile } from '../../test/archive-files';
import { call } from '../../test/http';
import {
  addContractEquipment,
  buildEngineer,
  loginAll,
  orgIdOf,
  startMaintTest,
  type Session,
  type TestContext,
} from '../maint/test-fixtures';

let ctx: TestContext;
let manager: Session;
let engineer: Session;
let fitter: Session;
let rival: Session;
let operator: Session;
let towerId: number;
let towerA: number;
let maintId: number;
let contractId: number;

beforeAll(async () => {
  const started = await startMaintTest();
  ({ ctx, manager, engineer, rival, tower: towerId, towerA } = started);
  contractId = started.contract.id;
  maintId = await orgIdOf(ctx, '安泰消防维保有限公司');
  const fitterUser = await buildEngineer(ctx, { orgId: maintId, realName: '李维修' });
  [fitter, operator] = await loginAll(ctx, [fitterUser.username, 'operator']);
});
afterAll(() => ctx.close());

const byHand = (overrides: Record<string, unknown> = {}) => ({
  mt_task: {
    task_name: 'B1 消防泵房 喷淋泵漏水',
    company_cared_id: towerId,
    company_maint_id: maintId,
    enum_task_level: 2,
    equip_name: '1号喷淋泵',
    facility_address: 'B1 消防泵房',
    remark: '尽快处理',
    ...overrides,
  },
  mt_task_confirm: { fault_desc: '泵体密封处持续漏水' },
});
const create = (session: Session, body: unknown) =>
  session.call<RepairTaskDetail>({ method: 'POST', path: '/api_proxy/maint/repair/info/', body });
const act = (session: Session, name: string, body: Record<string, unknown>) =>
  session.call<RepairTaskDetail>({ method: 'PUT', path: `/api_proxy/maint/repair/${name}/`, body });
const list = (session: Session, query: Record<string, string | number> = {}) =>
  session.call<RepairPage>({ path: '/api_proxy/maint/repair/list/', query });
const statusOf = async (id: number) =>
  (await ctx.db.select().from(repairTasks).where(eq(repairTasks.id, id)))[0]!.enumTaskStatus;

describe('repair tasks made by hand', () => {
  it('creates one with status 1, origin 1, type 2 and the fields of 002 §3, and names a missing field', async () => {
    const created = await create(manager, byHand());
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      task_name: 'B1 消防泵房 喷淋泵漏水',
      company_cared_id: towerId,
      company_maint_id: maintId,
      contract_id: contractId,
      enum_task_status: { id: 1 },
      enum_task_origin: { id: 1 },
      enum_task_type: { id: 2 },
      enum_maint_status: 1,
      enum_task_level: 2,
      equip_name: '1号喷淋泵',
      facility_address: 'B1 消防泵房',
      facility_fault_desc: '泵体密封处持续漏水',
      remark: '尽快处理',
      company_maint_name: '安泰消防维保有限公司',
      steps: [expect.objectContaining({ action: 'create', uid: manager.uid })],
      can: expect.objectContaining({ edit: true, assign: false, cancel: true, confirm: false }),
    });
    expect((await create(manager, byHand({ task_name: '' }))).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'mt_task.task_name' },
    });
    expect((await create(manager, byHand({ remark: 'x'.repeat(201) }))).body.code).toBe(ErrorCodes.paramFormat);
    expect((await create(manager, byHand({ related_part_user: [manager.uid] }))).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'mt_task.related_part_user' },
    });
    // The rival company has no contract with the tower.
    const rivalOrgId = (await ctx.db.select().from(organisations).where(eq(organisations.kind, 'maint'))).find(
      (org) => org.id !== maintId,
    )!.id;
    expect((await create(manager, byHand({ company_maint_id: rivalOrgId }))).body.code).toBe(ErrorCodes.checkFailed);
  });

  it('refuses a unit manager’s request for another unit naming the field, and files nothing (issue 28)', async () => {
    const school = await orgIdOf(ctx, '朝阳实验学校');
    const before = await ctx.db.select().from(repairTasks);
    const refused = await create(manager, byHand({ company_cared_id: school, task_name: '别家的报修' }));
    expect(refused.body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'mt_task.company_cared_id' },
    });
    expect(refused.body.msg).toContain('mt_task.company_cared_id');
    expect(await ctx.db.select().from(repairTasks)).toHaveLength(before.length);
  });

  it('a maintenance company creates for a unit it serves by contract (its own company by default)', async () => {
    const created = await create(engineer, byHand({ company_maint_id: undefined, task_name: '烟感更换' }));
    expect(created.body.data).toMatchObject({ company_maint_id: maintId, creater_id: engineer.uid });
    expect((await create(rival, byHand({ company_maint_id: undefined }))).body.code).toBe(ErrorCodes.checkFailed);
  });
});

describe('the repair flow', () => {
  it('assign → receive → complete → send back → complete → confirm, each step with who and when', async () => {
    const { id } = (await create(manager, byHand({ task_name: '流程测试' }))).body.data;
    // Assigning is the maintenance company's; the executor must be one of its people.
    expect((await act(manager, 'assign', { id, related_resp_uid: fitter.uid })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await act(engineer, 'assign', { id, related_resp_uid: manager.uid })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'related_resp_uid' },
    });
    const assigned = await act(engineer, 'assign', {
      id,
      related_resp_uid: fitter.uid,
      related_part_user: [engineer.uid],
    });
    expect(assigned.body.data).toMatchObject({
      enum_maint_status: 2,
      related_resp_uid: fitter.uid,
      related_resp_name: '李维修',
      related_part_user: [engineer.uid],
    });
    // The executor is told on the push stream with app_id 14 (maintenance tasks).
    const [pushed] = await ctx.db
      .select()
      .from(realtimeMessages)
      .where(arrayContains(realtimeMessages.userIds, [fitter.uid]));
    const message = pushedMessageSchema.parse(pushed!.payload);
    expect(message).toMatchObject({
      app_id: [APP_ID.maintTasks],
      msg_type: 'repair_task',
      msg_body: { content: '流程测试', path: `/vyborg/repair/detail?id=${id}` },
    });

    // Only the executor receives and completes.
    expect((await act(engineer, 'receive', { id })).body).toMatchObject({
      code: ErrorCodes.noPermission,
      data: { field: 'related_resp_uid' },
    });
    expect((await act(fitter, 'complete', { id, test_result: 'ok', task_confirm_graph: [] })).body.code).toBe(
      ErrorCodes.updateFailed,
    );
    expect((await act(fitter, 'receive', { id })).body.data.enum_maint_status).toBe(3);
    expect((await act(fitter, 'receive', { id })).body).toMatchObject({
      code: ErrorCodes.updateFailed,
      data: { field: 'enum_maint_status' },
    });
    expect((await act(fitter, 'complete', { id, test_result: '', task_confirm_graph: [] })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'test_result' },
    });
    expect(
      (await act(fitter, 'complete', { id, test_result: '试运行正常', task_confirm_graph: [] })).body,
    ).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'task_confirm_graph' } });
    expect(
      (await act(fitter, 'complete', { id, test_result: '试运行正常', task_confirm_graph: ['never-uploaded'] })).body,
    ).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'task_confirm_graph' } });
    const photo = await buildFile(ctx.db);
    const done = await act(fitter, 'complete', {
      id,
      test_result: '更换密封圈，试运行 30 分钟无渗漏',
      task_confirm_graph: [photo],
    });
    expect(done.body.data).toMatchObject({
      enum_maint_status: 4,
      test_result: '更换密封圈，试运行 30 分钟无渗漏',
      task_confirm_graph: [expect.objectContaining({ file_id: photo })],
      finish_time: expect.any(Number),
    });

    // The unit confirms or sends back; the maintenance company may not confirm its own work.
    expect((await act(engineer, 'confirm', { id, accept: 1 })).body.code).toBe(ErrorCodes.noPermission);
    expect((await act(manager, 'confirm', { id, accept: 0, reason: '' })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'reason' },
    });
    expect((await act(manager, 'confirm', { id, accept: 0, reason: '仍有渗漏' })).body.data).toMatchObject({
      enum_maint_status: 3,
      finish_time: null,
    });
    await act(fitter, 'complete', { id, test_result: '二次处理后无渗漏', task_confirm_graph: [photo] });
    const closed = (await act(manager, 'confirm', { id, accept: 1 })).body.data;
    expect(closed.enum_maint_status).toBe(5);
    expect(closed.steps.map((step) => [step.action, step.uid])).toEqual([
      ['create', manager.uid],
      ['assign', engineer.uid],
      ['receive', fitter.uid],
      ['complete', fitter.uid],
      ['send_back', manager.uid],
      ['complete', fitter.uid],
      ['confirm', manager.uid],
    ]);
    expect(closed.steps[4]!.remark).toBe('仍有渗漏');
    // Each step is in the operation log under 报修 with the task's id.
    const logged = await ctx.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.path, '/api_proxy/maint/repair/confirm/'));
    expect(logged.at(-1)).toMatchObject({
      module: 'repair',
      action: 'confirm',
      userId: manager.uid,
      recordIds: [String(id)],
      summary: { key: 'repair.confirm', params: { id, result: { enum: 'repair_confirm', value: 1 } } },
    });
    expect(closed.steps.every((step) => step.time > 0)).toBe(true);
    expect((await act(manager, 'cancel', { id })).body.code).toBe(ErrorCodes.updateFailed);
    expect((await act(manager, 'confirm', { id, accept: 1 })).body.code).toBe(ErrorCodes.updateFailed);
  });

  it('edits a task before it is completed (type=edit), and refuses without a session', async () => {
    const { id } = (await create(manager, byHand({ task_name: '编辑前' }))).body.data;
    const edited = await act(engineer, 'info', {
      id,
      task_name: '编辑后',
      enum_task_level: 3,
      facility_fault_desc: '更新的故障描述',
      remark: '',
    });
    expect(edited.body.data).toMatchObject({
      task_name: '编辑后',
      enum_task_level: 3,
      facility_fault_desc: '更新的故障描述',
    });
    expect(edited.body.data.steps.at(-1)).toMatchObject({ action: 'edit', uid: engineer.uid });
    expect((await act(rival, 'info', { id, task_name: 'x', facility_fault_desc: 'y' })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await call(ctx.app, { path: '/api_proxy/maint/repair/list/' })).body.code).toBe(ErrorCodes.tokenInvalid);
  });
});

describe('who sees which repair tasks', () => {
  it('lists by state with counts; another maintenance company neither lists nor reads nor works them', async () => {
    const { id } = (await create(manager, byHand({ task_name: '范围测试' }))).body.data;
    const mine = (await list(engineer)).body.data;
    expect(mine.list.map((row) => row.id)).toContain(id);
    expect(mine.counts.all).toBe(mine.total);
    expect(mine.counts.to_assign).toBeGreaterThan(0);
    const toAssign = (await list(manager, { status: 1 })).body.data;
    expect(toAssign.list.every((row) => row.enum_maint_status === 1)).toBe(true);
    expect(toAssign.total).toBe(toAssign.counts.to_assign);
    expect((await list(manager, { task_name: '范围' })).body.data.list.map((row) => row.id)).toEqual([id]);

    expect((await list(rival)).body.data).toMatchObject({ list: [], total: 0 });
    const read = await rival.call({ path: '/api_proxy/maint/repair/info/', query: { id } });
    expect(read.body.code).toBe(ErrorCodes.noPermission);
    expect((await act(rival, 'assign', { id, related_resp_uid: rival.uid })).body.code).toBe(ErrorCodes.noPermission);
    expect((await act(rival, 'cancel', { id })).body.code).toBe(ErrorCodes.noPermission);
    expect(await statusOf(id)).toBe(1);
    expect((await rival.call({ path: '/api_proxy/maint/repair/info/', query: { id: 99_999 } })).body.code).toBe(
      ErrorCodes.noData,
    );
  });
});

describe('export', () => {
  it('answers a one-time xlsx link, or "no data available for export" when the list is empty', async () => {
    const empty = await rival.call({ path: '/api_proxy/maint/repair/export/', lang: 'en' });
    expect(empty.body).toMatchObject({ code: ErrorCodes.noData });
    expect(empty.body.msg).toContain('no data available for export');
    const link = await engineer.call<{ url: string }>({
      path: '/api_proxy/maint/repair/export/',
      query: { status: 1 },
    });
    expect(link.body.data.url).toMatch(/^\/export\/repair_tasks\?/);
    const file = await ctx.app.inject({ method: 'GET', url: link.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await ctx.app.inject({ method: 'GET', url: link.body.data.url })).json()).toMatchObject({
      code: ErrorCodes.tokenInvalid,
    });
  });
});

describe('repair from a fault alarm', () => {
  it('keeps one live request per event; a cancelled one lets the event be sent again; its alarm finds it', async () => {
    const tower = toDeviceRef(await buildDevice(ctx.db, { companyId: towerId, name: 'C座 火灾报警控制器' }));
    const faultId = await raiseAlarm(ctx.deps.eventWriter, tower, {
      category: 'fault',
      component: freshComponent('3层走廊感烟'),
    });
    const body = {
      mt_task: { task_name: '', company_maint_id: maintId, contract_id: contractId, event_id: faultId },
      mt_task_confirm: { fault_desc: '感烟探测器故障' },
    };
    const first = (await create(operator, body)).body.data;
    expect(first).toMatchObject({
      enum_task_origin: { id: 3 },
      enum_task_status: { id: 1 },
      enum_task_type: { id: 2 },
    });
    const again = await operator.call({ method: 'POST', path: '/api_proxy/maint/repair/info/', body, lang: 'en' });
    expect(again.body.code).toBe(ErrorCodes.alreadyExists);
    expect(again.body.msg).toContain('a repair order is already being processed, do not submit again');
    // The alarm's detail reads its repair (operators read repair tasks of their scope).
    const ofEvent = (await list(operator, { event_id: faultId })).body.data.list;
    expect(ofEvent.map((row) => row.id)).toEqual([first.id]);
    expect((await list(operator, { thing_id: first.thing_id! })).body.data.list.map((row) => row.id)).toContain(
      first.id,
    );
    // Only the unit's side cancels; then the fault may be sent for repair again.
    expect((await act(engineer, 'cancel', { id: first.id })).body.code).toBe(ErrorCodes.noPermission);
    expect((await act(manager, 'cancel', { id: first.id, reason: '误报' })).body.data.enum_maint_status).toBe(6);
    const check = await operator.call<{ can_apply: boolean }>({
      path: '/api_proxy/maint/repair/check_apply/',
      query: { event_id: faultId },
    });
    expect(check.body.data.can_apply).toBe(true);
    expect((await create(operator, body)).body.code).toBe(0);
  });
});

describe('a failed maintenance item raises a repair task', () => {
  it('once per item, linked to it, and only for a failed item', async () => {
    const relatedIds = await addContractEquipment(engineer, { contractId, buildingId: towerA, count: 2 });
    const [start, end] = (await ctx.db.select().from(maintContracts))
      .filter((row) => row.id === contractId)
      .map((row) => [row.startDate, row.endDate])[0]!;
    const task = (
      await engineer.call<MaintTaskDetail>({
        method: 'POST',
        path: '/api_proxy/maint/task/info/',
        body: {
          contract_id: contractId,
          task_name: '季度保养',
          enum_task_type: 1,
          plan_start_time: start,
          plan_end_time: end,
          related_resp_uid: engineer.uid,
          related_ids: relatedIds,
        },
      })
    ).body.data;
    await engineer.call({ method: 'PUT', path: '/api_proxy/maint/task/receive/', body: { id: task.id } });
    const [failed, passed] = task.items;
    await engineer.call({
      method: 'PUT',
      path: '/api_proxy/maint/task/result/',
      body: { item_id: failed!.item_id, result: 2, reading: '0.12MPa', remark: '压力不足' },
    });
    await engineer.call({
      method: 'PUT',
      path: '/api_proxy/maint/task/result/',
      body: { item_id: passed!.item_id, result: 1 },
    });
    const raise = (itemId: number, session = engineer) =>
      session.call<{ repair_task_id: number; created: boolean }>({
        method: 'PUT',
        path: '/api_proxy/maint/task/item_repair/',
        body: { item_id: itemId },
      });
    expect((await raise(passed!.item_id)).body).toMatchObject({
      code: ErrorCodes.updateFailed,
      data: { field: 'item_id' },
    });
    expect((await raise(failed!.item_id, rival)).body.code).toBe(ErrorCodes.noPermission);
    const first = (await raise(failed!.item_id)).body.data;
    expect(first.created).toBe(true);
    const second = (await raise(failed!.item_id)).body.data;
    expect(second).toEqual({ repair_task_id: first.repair_task_id, created: false });
    const [row] = await ctx.db.select().from(repairTasks).where(eq(repairTasks.id, first.repair_task_id));
    expect(row).toMatchObject({
      enumTaskOrigin: 2,
      enumTaskType: 2,
      enumTaskStatus: 1,
      sourceId: failed!.item_id,
      contractId,
      companyMaintId: maintId,
      unitId: towerId,
      equipName: failed!.equipment_name,
    });
    expect(row!.faultDesc).toContain('压力不足');
    expect(await ctx.db.select().from(repairTasks).where(eq(repairTasks.sourceId, failed!.item_id))).toHaveLength(1);
    const shown = await manager.call<RepairTaskDetail>({
      path: '/api_proxy/maint/repair/info/',
      query: { id: first.repair_task_id },
    });
    expect(shown.body.data.source_link).toEqual({ kind: 'maint_task', id: task.id, site_id: null });
  });
});

describe('an unfit patrol answer raises a repair task (报修)', () => {
  const checkIn = async (companyId: number) => {
    const [site] = await ctx.db
      .insert(patrolSites)
      .values({ companyId, siteCode: `R${companyId}`, siteName: 'B1 消防泵房', labelCode: `repair-${companyId}` })
      .returning();
    const [record] = await ctx.db
      .insert(patrolRecords)
      .values({
        companyId,
        siteId: site!.id,
        checkedBy: manager.uid,
        checkedAt: new Date(),
        punchStatus: 2,
        unfitCount: 1,
        fitCount: 1,
        clientKey: `repair-${companyId}`,
      })
      .returning();
    const answers = await ctx.db
      .insert(patrolRecordItems)
      .values([
        { recordId: record!.id, itemId: 1, itemName: '喷淋泵', itemType: 1, result: 2, remark: '无法启动' },
        { recordId: record!.id, itemId: 2, itemName: '压力表', itemType: 1, result: 1 },
      ])
      .returning();
    return { site: site!, record: record!, unfit: answers[0]!, fit: answers[1]! };
  };
  const raise = (session: Session, recordItemId: number) =>
    session.call<{ repair_task_id: number; created: boolean }>({
      method: 'PUT',
      path: '/api_proxy/patrol/record/item_repair/',
      body: { record_item_id: recordItemId },
    });

  it('once per answer, for the unit’s maintenance company; refused another unit and a fit answer', async () => {
    const { site, record, unfit, fit } = await checkIn(towerId);
    expect((await raise(manager, fit.id)).body).toMatchObject({
      code: ErrorCodes.updateFailed,
      data: { field: 'record_item_id' },
    });
    const first = (await raise(manager, unfit.id)).body.data;
    expect(first.created).toBe(true);
    expect((await raise(manager, unfit.id)).body.data).toEqual({
      repair_task_id: first.repair_task_id,
      created: false,
    });
    const rows = await ctx.db.select().from(repairTasks).where(eq(repairTasks.sourceId, unfit.id));
    const raised = rows.filter((row) => row.enumTaskOrigin === 4);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      unitId: towerId,
      companyMaintId: maintId,
      contractId,
      equipName: '喷淋泵',
    });
    expect(raised[0]!.faultDesc).toContain('无法启动');
    const detail = await manager.call<{ items: { id: number; repair_task_id: number | null }[] }>({
      path: '/api_proxy/patrol/details/info/',
      query: { record_id: record.id },
    });
    expect(detail.body.data.items.map((item) => item.repair_task_id)).toEqual([first.repair_task_id, null]);
    const shown = await manager.call<RepairTaskDetail>({
      path: '/api_proxy/maint/repair/info/',
      query: { id: first.repair_task_id },
    });
    expect(shown.body.data.source_link).toEqual({ kind: 'patrol_record', id: record.id, site_id: site.id });

    const other = await buildOrg(ctx.db, { kind: 'cared' });
    const foreign = await checkIn(other.id);
    expect((await raise(manager, foreign.unfit.id)).body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(repairTasks).where(eq(repairTasks.sourceId, foreign.unfit.id))).toHaveLength(0);
  });
});

describe('the repair form’s department', () => {
  it('offers the unit’s departments, refuses a unit out of scope, and takes only the unit’s own', async () => {
    const [works] = await ctx.db.insert(departments).values({ orgId: towerId, name: '维修工程部' }).returning();
    const [team] = await ctx.db
      .insert(departments)
      .values({ orgId: towerId, parentId: works!.id, name: '消防组' })
      .returning();
    const other = await buildOrg(ctx.db, { kind: 'cared' });
    const [foreign] = await ctx.db.insert(departments).values({ orgId: other.id, name: '外单位部门' }).returning();
    const options = await manager.call<{ id: number; name: string }[]>({
      path: '/api_proxy/maint/repair/department_options/',
      query: { company_cared_id: towerId },
    });
    expect(options.body.data).toEqual(
      expect.arrayContaining([
        { id: works!.id, name: '维修工程部' },
        { id: team!.id, name: '维修工程部 / 消防组' },
      ]),
    );
    const refused = await manager.call({
      path: '/api_proxy/maint/repair/department_options/',
      query: { company_cared_id: other.id },
    });
    expect(refused.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'company_cared_id' } });

    const made = await create(manager, byHand({ department_id: team!.id }));
    expect(made.body.data).toMatchObject({ department_id: team!.id });
    expect((await create(manager, byHand({ department_id: foreign!.id }))).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'department_id' },
    });
  });
});
