import {
  ErrorCodes,
  type DesignateOptions,
  type HazardFullInfo,
  type HazardRecord,
  type HazardRow,
  type HazardUnitRow,
} from '@fireline/shared';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildings,
  deviceDots,
  events,
  floorPlans,
  floors,
  hazardNodes,
  hazards,
  notificationOutbox,
  organisations,
  pushSettings,
  realtimeMessages,
  repairTasks,
  roles,
  users,
} from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildUser } from '../../db/seed/factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { dispatchNotifications } from '../../notify/dispatcher';
import { buildFile } from '../../test/archive-files';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { createHazardRaiser, HAZARD_RAISE_CHANNEL, markOverdueHazards, raiseHazardsFromPatrol } from './index';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
type Session = Awaited<ReturnType<typeof loginAs>>;
let manager: Session;
let engineer: Session;
let operator: Session;
let schoolManager: Session;
let towerId: number;
let schoolId: number;
let maintId: number;
let place: { buildingId: number; floorId: number };
const ids = {} as Record<'manager' | 'engineer' | 'liukz' | 'sunba', number>;

const path = (name: string) => `/api_proxy/patrol/hazard/${name}/`;
const hour = 3600;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 24 * hour;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const org = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  towerId = await org('华鼎国际大厦');
  schoolId = await org('朝阳实验学校');
  maintId = await org('安泰消防维保有限公司');
  const [building] = await ctx.db.select().from(buildings).where(eq(buildings.companyId, towerId));
  const [floor, upper] = await ctx.db.select().from(floors).where(eq(floors.buildingId, building!.id));
  place = { buildingId: building!.id, floorId: floor!.id };
  // Plans on two floors: a hazard shows its own floor's.
  for (const row of [floor!, upper!])
    await ctx.db.insert(floorPlans).values({ floorId: row.id, companyId: towerId, fileId: await buildFile(ctx.db) });
  const [managerRole] = await ctx.db.select().from(roles).where(eq(roles.code, 'cared_manager'));
  await buildUser(ctx.db, { orgId: schoolId, roleId: managerRole!.id, username: 'hazard_school' });
  for (const name of ['manager', 'engineer', 'liukz', 'sunba'] as const)
    ids[name] = (await ctx.db.select().from(users).where(eq(users.username, name)))[0]!.id;
  manager = await loginAs(ctx.app, 'manager');
  engineer = await loginAs(ctx.app, 'engineer');
  operator = await loginAs(ctx.app, 'operator');
  schoolManager = await loginAs(ctx.app, 'hazard_school');
});
afterAll(() => ctx.close());

const report = (session: Session, body: Record<string, unknown>) =>
  session.call<HazardRecord>({ method: 'POST', path: path('info'), body: { company_id: towerId, ...body } });
const step = (session: Session, method: 'POST' | 'PUT', name: string, body: Record<string, unknown>) =>
  session.call<HazardRecord>({ method, path: path(name), body });
const confirm = (session: Session, id: number, body: Record<string, unknown> = {}) =>
  step(session, 'POST', 'dispost_by_comfirm_hazard', { id, deadline: inDays(7), ...body });
const statusOf = async (id: number) => (await ctx.db.select().from(hazards).where(eq(hazards.id, id)))[0]?.status;
const pushedTo = async (userId: number, hazardId: number) =>
  (
    await ctx.db
      .select()
      .from(realtimeMessages)
      .where(arrayContains(realtimeMessages.userIds, [userId]))
  )
    .map((row) => row.payload as { msg_type?: string; msg_body?: { hazard_id?: number; kind?: string } })
    .filter((payload) => payload.msg_type === 'hazard' && payload.msg_body?.hazard_id === hazardId)
    .map((payload) => payload.msg_body!.kind);

describe('hazards', () => {
  it('refuses without a session, without the permission, another unit’s hazards, and bad input naming the field', async () => {
    const anonymous = await call(ctx.app, { path: path('list_by_company_cared_hazard') });
    expect(anonymous.body.code).toBe(ErrorCodes.tokenInvalid);
    // The centre's operator has no hazard area.
    expect((await operator.call({ path: path('list_by_company_cared_hazard') })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await report(schoolManager, { description: '配电间堆放杂物' })).body.code).toBe(ErrorCodes.noPermission);

    const created = await report(manager, { description: '消防通道堆放杂物', location: 'A座1层东侧通道' });
    expect(created.body.code).toBe(0);
    const id = created.body.data.id;
    expect((await schoolManager.call({ path: path('info'), query: { id } })).body.code).toBe(ErrorCodes.noPermission);
    expect((await confirm(schoolManager, id)).body.code).toBe(ErrorCodes.noPermission);
    expect((await schoolManager.call({ method: 'DELETE', path: path('info'), query: { id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect(await statusOf(id)).toBe(1);
    const schoolList = await schoolManager.call<{ list: HazardRow[] }>({ path: path('list_by_company_cared_hazard') });
    expect(schoolList.body.data.list.map((row) => row.id)).not.toContain(id);
    expect((await manager.call({ path: path('info'), query: { id: 999_999 } })).body.code).toBe(ErrorCodes.noData);

    expect((await report(manager, { description: '' })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'description' },
    });
    expect((await report(manager, { description: '杂物', floor_id: place.floorId })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'building_id' },
    });
    expect(
      (await report(manager, { description: '杂物', building_id: place.buildingId, plan_x: 0.5 })).body,
    ).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'plan_x' } });
    expect((await report(manager, { description: '杂物', deadline: inDays(-1) })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'deadline' },
    });
    expect((await report(manager, { description: '杂物', photo_ids: ['nope'] })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'photo_ids' },
    });
    expect((await report(manager, { description: '杂物', resp_uids: [ids.engineer] })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'resp_uids' },
    });
  });

  it('walks a hand-reported hazard step by step, each by its own people, no step skipped, every node recorded', async () => {
    const photo = await buildFile(ctx.db);
    const created = await report(manager, {
      description: '灭火器压力不足',
      building_id: place.buildingId,
      floor_id: place.floorId,
      plan_x: 0.25,
      plan_y: 0.6,
      location: '1层大堂',
      level: 1,
      photo_ids: [photo],
    });
    const [plan] = await ctx.db.select().from(floorPlans).where(eq(floorPlans.floorId, place.floorId));
    expect(created.body.data).toMatchObject({
      floor_plan: { file_id: plan!.fileId },
      company_id: towerId,
      company_name: '华鼎国际大厦',
      building_id: place.buildingId,
      floor_id: place.floorId,
      plan_x: 0.25,
      plan_y: 0.6,
      description: '灭火器压力不足',
      level: 1,
      source: 'manual',
      enum_hazard_status: { id: 1 },
      reporter: { id: ids.manager },
      photos: [{ file_id: photo }],
      abilities: { can_edit: true, can_delete: true, can_confirm: true, can_reject: true, can_close: false },
    });
    const id = created.body.data.id;

    // No skipping: designating, disposing, reviewing or closing a hazard that is not yet confirmed.
    expect((await step(manager, 'PUT', 'by_hazard_close', { id })).body.code).toBe(ErrorCodes.checkFailed);
    expect((await step(manager, 'PUT', 'by_designate_company', { id, company_maint_id: maintId })).body.code).toBe(
      ErrorCodes.checkFailed,
    );
    expect((await step(manager, 'POST', 'node_process', { id, action: 'review', result: 'pass' })).body.code).toBe(
      ErrorCodes.checkFailed,
    );
    // The engineer holds no examining node; nor may he dispose of a hazard nobody designated to him.
    expect((await confirm(engineer, id)).body.code).toBe(ErrorCodes.noPermission);
    expect((await step(engineer, 'POST', 'node_process', { id, action: 'dispose', comment: '已更换' })).body.code).toBe(
      ErrorCodes.noPermission,
    );

    expect((await confirm(manager, id, { deadline: undefined })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'deadline' },
    });
    expect((await confirm(manager, id, { deadline: inDays(-1) })).body.data).toMatchObject({ field: 'deadline' });
    const confirmed = await confirm(manager, id, { comment: '属实', resp_uids: [ids.manager, ids.liukz] });
    expect(confirmed.body.data).toMatchObject({
      enum_hazard_status: { id: 2 },
      resp_users: [{ id: ids.manager }, { id: ids.liukz }],
      abilities: { can_designate: true, can_confirm: false },
    });
    expect((await confirm(manager, id)).body.code).toBe(ErrorCodes.checkFailed);

    const options = await manager.call<DesignateOptions>({ path: path('by_designate_user'), query: { id } });
    expect(options.body.data.companies).toEqual([expect.objectContaining({ company_maint_id: maintId })]);
    expect(options.body.data.users.map((user) => user.id)).toEqual(expect.arrayContaining([ids.liukz, ids.sunba]));
    expect(options.body.data.people.map((user) => user.id)).toContain(ids.manager);
    expect((await engineer.call({ path: path('by_designate_user'), query: { id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await step(manager, 'PUT', 'by_designate_company', { id, company_maint_id: schoolId })).body).toMatchObject(
      { code: ErrorCodes.checkFailed, data: { field: 'company_maint_id' } },
    );
    const designated = await step(manager, 'PUT', 'by_designate_company', {
      id,
      company_maint_id: maintId,
      comment: '请一周内更换',
    });
    expect(designated.body.data).toMatchObject({
      enum_hazard_status: { id: 3 },
      designated_company: { id: maintId, name: '安泰消防维保有限公司' },
      designated_user: null,
    });
    expect(await pushedTo(ids.engineer, id)).toEqual(['designated']);

    const mine = await engineer.call<{ list: HazardRow[] }>({
      path: path('list_by_company_cared_hazard'),
      query: { mine: 1 },
    });
    expect(mine.body.data.list.map((row) => row.id)).toContain(id);
    // The manager holds the disposing node, but the hazard went to the company.
    expect((await step(manager, 'POST', 'node_process', { id, action: 'dispose', comment: '已处理' })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await step(engineer, 'POST', 'node_process', { id, action: 'dispose' })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'comment' },
    });
    const after = await buildFile(ctx.db);
    const disposed = await step(engineer, 'POST', 'node_process', {
      id,
      action: 'dispose',
      comment: '已更换灭火器',
      photo_ids: [after],
    });
    expect(disposed.body.data).toMatchObject({ enum_hazard_status: { id: 4 }, abilities: { can_dispose: false } });
    expect(await pushedTo(ids.manager, id)).toEqual(['disposed']);
    // Reviewing is the unit's: the engineer may not pass his own work.
    expect((await step(engineer, 'POST', 'node_process', { id, action: 'review', result: 'pass' })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await step(manager, 'POST', 'node_process', { id, action: 'review', result: 'fail' })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'comment' },
    });
    const failed = await step(manager, 'POST', 'node_process', {
      id,
      action: 'review',
      result: 'fail',
      comment: '型号不符',
    });
    expect(failed.body.data.enum_hazard_status.id).toBe(3);
    await step(engineer, 'POST', 'node_process', {
      id,
      action: 'dispose',
      comment: '已按型号更换',
      photo_ids: [await buildFile(ctx.db)],
    });
    const passed = await step(manager, 'POST', 'node_process', { id, action: 'review', result: 'pass' });
    expect(passed.body.data).toMatchObject({ enum_hazard_status: { id: 5 }, abilities: { can_close: true } });

    // Outsiders cannot close: the engineer (no examining node), another unit's manager (not in scope).
    expect((await step(engineer, 'PUT', 'by_hazard_close', { id })).body.code).toBe(ErrorCodes.noPermission);
    expect((await step(schoolManager, 'PUT', 'by_hazard_close', { id })).body.code).toBe(ErrorCodes.noPermission);
    expect(await statusOf(id)).toBe(5);
    const closed = await step(manager, 'PUT', 'by_hazard_close', { id, comment: '复查合格' });
    expect(closed.body.data).toMatchObject({ enum_hazard_status: { id: 6 } });
    expect(closed.body.data.close_time).toBeGreaterThan(0);
    expect((await step(manager, 'PUT', 'by_hazard_close', { id })).body.code).toBe(ErrorCodes.checkFailed);

    const full = await engineer.call<HazardFullInfo>({ path: path('full_info_by_thingid'), query: { thing_id: id } });
    expect(full.body.data.nodes.map((node) => [node.step, node.result, node.user?.id])).toEqual([
      ['report', null, ids.manager],
      ['confirm', null, ids.manager],
      ['designate', null, ids.manager],
      ['dispose', null, ids.engineer],
      ['review', 'fail', ids.manager],
      ['dispose', null, ids.engineer],
      ['review', 'pass', ids.manager],
      ['close', null, ids.manager],
    ]);
    expect(full.body.data.nodes[2]).toMatchObject({
      comment: '请一周内更换',
      detail: { company: { id: maintId, name: '安泰消防维保有限公司' }, contract: { name: expect.any(String) } },
    });
    expect(full.body.data.nodes[3]).toMatchObject({ comment: '已更换灭火器', photos: [{ file_id: after }] });
    expect(full.body.data.nodes[4]).toMatchObject({ comment: '型号不符', user: { name: '李安全' } });
  });

  it('designates to a person of the unit, rejects with a reason, and deletes only a waiting report by hand', async () => {
    const first = (await report(manager, { description: '疏散指示灯不亮' })).body.data.id;
    await confirm(manager, first);
    expect((await step(manager, 'PUT', 'by_designate_user', { id: first, uid: ids.engineer })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'uid' },
    });
    const toPerson = await step(manager, 'PUT', 'by_designate_user', { id: first, uid: ids.liukz });
    expect(toPerson.body.data).toMatchObject({ designated_user: { id: ids.liukz }, designated_company: null });
    const liukz = await loginAs(ctx.app, 'liukz');
    expect(
      (
        await step(liukz, 'POST', 'node_process', {
          id: first,
          action: 'dispose',
          comment: '已更换灯管',
          photo_ids: [await buildFile(ctx.db)],
        })
      ).body.data.enum_hazard_status.id,
    ).toBe(4);
    // The company was not designated this time: its engineer has nothing to dispose of.
    expect(await pushedTo(ids.engineer, first)).toEqual([]);

    const second = (await report(manager, { description: '误报' })).body.data.id;
    expect((await step(manager, 'POST', 'by_hazard_reject', { id: second, reason: '' })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'reason' },
    });
    const rejected = await step(manager, 'POST', 'by_hazard_reject', { id: second, reason: '现场核实无隐患' });
    expect(rejected.body.data).toMatchObject({ enum_hazard_status: { id: 7 }, reject_reason: '现场核实无隐患' });
    expect((await confirm(manager, second)).body.code).toBe(ErrorCodes.checkFailed);
    expect((await manager.call({ method: 'DELETE', path: path('info'), query: { id: second } })).body.code).toBe(
      ErrorCodes.checkFailed,
    );

    const third = (await report(manager, { description: '待撤回' })).body.data.id;
    const changed = await manager.call<HazardRecord>({
      method: 'PUT',
      path: path('info'),
      body: { id: third, company_id: towerId, description: '待撤回（已补充）', level: 2 },
    });
    expect(changed.body.data).toMatchObject({ description: '待撤回（已补充）', level: 2 });
    expect((await manager.call({ method: 'DELETE', path: path('info'), query: { id: third } })).body.code).toBe(0);
    expect(await statusOf(third)).toBeUndefined();
  });

  it('keeps a major hazard’s review and close from its reporter and its rectifier; a rectification needs a photo', async () => {
    const liukz = await loginAs(ctx.app, 'liukz');
    const sunba = await loginAs(ctx.app, 'sunba');
    const id = (await report(manager, { description: '消防水泵控制柜故障', level: 2 })).body.data.id;
    await confirm(manager, id);
    await step(manager, 'PUT', 'by_designate_user', { id, uid: ids.liukz });
    // Evidence: what was done and at least one photo, whatever the level.
    const bare = await step(liukz, 'POST', 'node_process', { id, action: 'dispose', comment: '已更换接触器' });
    expect(bare.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'photo_ids' } });
    expect(bare.body.msg).toContain('照片');
    expect(await statusOf(id)).toBe(3);
    const photo = await buildFile(ctx.db);
    const disposed = await step(liukz, 'POST', 'node_process', {
      id,
      action: 'dispose',
      comment: '已更换接触器',
      photo_ids: [photo],
    });
    expect(disposed.body.data).toMatchObject({ enum_hazard_status: { id: 4 }, abilities: { can_review: false } });

    // The rectifier and the reporter both examine hazards of the unit, yet neither reviews this one.
    for (const session of [liukz, manager]) {
      const refused = await step(session, 'POST', 'node_process', { id, action: 'review', result: 'pass' });
      expect(refused.body.code).toBe(ErrorCodes.noPermission);
      expect(refused.body.msg).toContain('职责分离');
      expect(await statusOf(id)).toBe(4);
    }
    const asManager = await manager.call<HazardRecord>({ path: path('info'), query: { id } });
    expect(asManager.body.data.abilities).toMatchObject({ can_review: false });
    const english = await manager.call({
      method: 'POST',
      path: path('node_process'),
      body: { id, action: 'review', result: 'pass' },
      lang: 'en',
    });
    expect(english.body.msg).toContain('separation of duties');
    const reviewed = await step(sunba, 'POST', 'node_process', { id, action: 'review', result: 'pass' });
    expect(reviewed.body.data).toMatchObject({ enum_hazard_status: { id: 5 } });

    for (const session of [liukz, manager]) {
      const refused = await step(session, 'PUT', 'by_hazard_close', { id, comment: '关闭' });
      expect(refused.body.code).toBe(ErrorCodes.noPermission);
      expect(refused.body.msg).toContain('职责分离');
      expect(await statusOf(id)).toBe(5);
    }
    expect((await step(sunba, 'PUT', 'by_hazard_close', { id, comment: '复查合格' })).body.data).toMatchObject({
      enum_hazard_status: { id: 6 },
    });
  });

  it('raises one hazard per hidden-danger alarm event, through the outbox after the commit, and the alarm leads to it', async () => {
    const built = await buildDevice(ctx.db, {
      companyId: towerId,
      buildingId: place.buildingId,
      floorId: place.floorId,
      name: 'A座 智能巡检终端',
    });
    const device = toDeviceRef(built);
    await ctx.db
      .insert(deviceDots)
      .values({ companyId: towerId, floorId: place.floorId, deviceId: built.id, x: 0.4, y: 0.7 });
    const submit = (uuid: string) =>
      ctx.deps.eventWriter.submit({
        kind: 'event',
        uuid,
        source: 'http',
        device,
        occurredAt: new Date(),
        category: 'yinhuan',
        alarmStatus: 'yinhuan',
        alarmType: 'water_pressure_low',
        location: '1层安全出口',
        isRecovery: false,
      });
    const [eventId] = (await submit(`hazard-yinhuan-${Date.now()}`)).eventIds;
    const queued = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.eventId, eventId!), eq(notificationOutbox.channel, HAZARD_RAISE_CHANNEL)));
    expect(queued).toHaveLength(1);
    expect(await ctx.db.select().from(hazards).where(eq(hazards.eventId, eventId!))).toHaveLength(0);

    const adapters = { hazard_raise: createHazardRaiser(ctx.deps) } as unknown as Parameters<
      typeof dispatchNotifications
    >[0]['adapters'];
    const dispatch = () =>
      dispatchNotifications({
        db: ctx.db,
        adapters,
        logger: ctx.deps.logger,
        channels: { only: [HAZARD_RAISE_CHANNEL] },
      });
    expect(await dispatch()).toBe(1);
    // Raised again (a retried row, a second process): still one hazard.
    await createHazardRaiser(ctx.deps).send(queued[0]!);
    const raised = await ctx.db.select().from(hazards).where(eq(hazards.eventId, eventId!));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      source: 'yinhuan',
      status: 1,
      companyId: towerId,
      floorId: place.floorId,
      planX: 0.4,
      planY: 0.7,
      location: '1层安全出口',
      alarmType: 'water_pressure_low',
    });
    expect(await pushedTo(ids.manager, raised[0]!.id)).toEqual(['reported']);
    // Its description is read in the reader's language: the alarm type named in it, then the device.
    const inLang = async (lang?: 'en') => {
      const detail = await manager.call<HazardRecord>({ path: path('info'), query: { id: raised[0]!.id }, lang });
      const list = await manager.call<{ list: { id: number; description: string }[] }>({
        path: path('list_by_company_cared_hazard'),
        query: { source: 'yinhuan', page_size: 100 },
        lang,
      });
      const full = await manager.call<{ hazard: { description: string } }>({
        path: path('full_info_by_thingid'),
        query: { thing_id: raised[0]!.id },
        lang,
      });
      const row = list.body.data.list.find((entry) => entry.id === raised[0]!.id);
      return [detail.body.data.description, row?.description, full.body.data.hazard.description];
    };
    expect(await inLang()).toEqual(Array(3).fill('水压过低 A座 智能巡检终端'));
    expect(await inLang('en')).toEqual(Array(3).fill('Water pressure low A座 智能巡检终端'));

    const byEvent = await manager.call<HazardRecord>({ path: path('info'), query: { event_id: eventId! } });
    expect(byEvent.body.data).toMatchObject({ id: raised[0]!.id, event_id: eventId, source: 'yinhuan' });
    expect(byEvent.body.data.abilities).toMatchObject({ can_confirm: true, can_delete: false });
    expect((await schoolManager.call({ path: path('info'), query: { event_id: eventId! } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId!));
    expect(event!.statusCategory).toBe('yinhuan');
    // Rewritten while it waits for confirmation: read as written, whatever the reader's language.
    const rewritten = await manager.call<HazardRecord>({
      method: 'PUT',
      path: path('info'),
      body: { id: raised[0]!.id, company_id: towerId, description: '消火栓水压不足，需检修' },
      lang: 'en',
    });
    expect(rewritten.body.data.description).toBe('消火栓水压不足，需检修');
    expect(await inLang('en')).toEqual(Array(3).fill('消火栓水压不足，需检修'));
  });

  it('raises hazards from unfit patrol items once per record item', async () => {
    const photo = await buildFile(ctx.db);
    const item = {
      record_id: 9001,
      company_id: towerId,
      site_id: 31,
      site_name: 'A座1层消防泵房',
      item_id: 7,
      item_name: '消防水泵',
      answer: 'unfit',
      remark: '水泵无法启动',
      photo_file_ids: [photo],
      building_id: place.buildingId,
      floor_id: place.floorId,
      checked_by_uid: ids.liukz,
      checked_at: Math.floor(Date.now() / 1000) - 60,
    };
    const other = { ...item, item_id: 8, item_name: '压力表', remark: '', answer: '0.05MPa' };
    const first = await raiseHazardsFromPatrol(ctx.db, [item, other], { bus: ctx.deps.bus });
    expect(first.map((row) => row.created)).toEqual([true, true]);
    const again = await raiseHazardsFromPatrol(ctx.db, [item, other]);
    expect(again).toEqual(first.map((row) => ({ ...row, created: false })));
    const rows = await ctx.db
      .select()
      .from(hazards)
      .where(
        inArray(
          hazards.id,
          first.map((row) => row.hazard_id),
        ),
      );
    expect(rows.map((row) => row.description).sort()).toEqual([
      'A座1层消防泵房 · 压力表：0.05MPa',
      'A座1层消防泵房 · 消防水泵：水泵无法启动',
    ]);
    const record = await manager.call<HazardRecord>({ path: path('info'), query: { id: first[0]!.hazard_id } });
    expect(record.body.data).toMatchObject({
      source: 'patrol',
      reporter: { id: ids.liukz },
      patrol: { record_id: 9001, site_id: 31, site_name: 'A座1层消防泵房', item_id: 7, item_name: '消防水泵' },
      photos: [{ file_id: photo }],
    });
    const nodes = await ctx.db.select().from(hazardNodes).where(eq(hazardNodes.hazardId, first[0]!.hazard_id));
    expect(nodes).toHaveLength(1);
  });

  it('flags an overdue hazard once and tells its responsible people on the stream and their channels', async () => {
    const id = (await report(manager, { description: '防火门闭门器损坏' })).body.data.id;
    await confirm(manager, id, { resp_uids: [ids.manager] });
    await step(manager, 'PUT', 'by_designate_company', { id, company_maint_id: maintId });
    await ctx.db
      .insert(pushSettings)
      .values({ userId: ids.manager, channels: ['app'] })
      .onConflictDoUpdate({ target: pushSettings.userId, set: { channels: ['app'] } });
    await ctx.db
      .update(hazards)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(hazards.id, id));

    expect(await markOverdueHazards(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect(await pushedTo(ids.manager, id)).toContain('overdue');
    expect(await pushedTo(ids.engineer, id)).toEqual(['designated', 'overdue']);
    const outbox = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.reason, `hazard_overdue:${id}`));
    expect(outbox.map((row) => [row.userId, row.channel])).toEqual([[ids.manager, 'app']]);
    expect(await markOverdueHazards(ctx.deps)).toBe(0);
    expect(await pushedTo(ids.manager, id)).toEqual(['overdue']);

    const overdue = await manager.call<{ list: HazardRow[] }>({
      path: path('list_by_company_cared_hazard'),
      query: { is_overdue: 1, page_size: 100 },
    });
    expect(overdue.body.data.list.find((row) => row.id === id)).toMatchObject({ is_overdue: true });
  });

  it('lists the review queue and the units with their counts, within the scope', async () => {
    const waiting = await manager.call<{ list: HazardRow[]; total: number }>({
      path: path('list_by_company_hazard'),
      query: { page_size: 100 },
    });
    expect(waiting.body.data.list.length).toBeGreaterThan(0);
    expect(waiting.body.data.list.every((row) => [1, 2, 4, 5].includes(row.enum_hazard_status.id))).toBe(true);
    const toReview = await manager.call<{ list: HazardRow[] }>({
      path: path('list_by_company_hazard'),
      query: { status: 4 },
    });
    expect(toReview.body.data.list.every((row) => row.enum_hazard_status.id === 4)).toBe(true);
    expect((await engineer.call({ path: path('list_by_company_hazard') })).body.code).toBe(ErrorCodes.noPermission);

    const units = await engineer.call<{ list: HazardUnitRow[]; total: number }>({ path: path('list_by_company') });
    expect(units.body.data.list.map((row) => row.company_id)).toEqual([towerId]);
    const towerHazards = await ctx.db.select().from(hazards).where(eq(hazards.companyId, towerId));
    expect(units.body.data.list[0]).toMatchObject({
      total: towerHazards.length,
      closed: towerHazards.filter((row) => row.status === 6).length,
      open: towerHazards.filter((row) => row.status <= 5).length,
    });
    const keyword = await engineer.call<{ list: HazardRow[] }>({
      path: path('list_by_company_cared_hazard'),
      query: { keyword: '灭火器压力不足', source: 'manual' },
    });
    expect(keyword.body.data.list.map((row) => row.description)).toEqual(['灭火器压力不足']);
  });
});

describe('转报修: a hazard raises a repair task', () => {
  it('once, for a confirmed hazard not closed, by the unit; refused another unit and a wrong state', async () => {
    const raise = (session: Session, id: number) =>
      session.call<{ repair_task_id: number; created: boolean }>({ method: 'PUT', path: path('repair'), body: { id } });
    const id = (await report(manager, { description: '喷淋末端试水阀漏水', location: 'A座3层走廊' })).body.data.id;
    expect((await raise(manager, id)).body.code).toBe(ErrorCodes.checkFailed);
    await confirm(manager, id);
    expect((await raise(schoolManager, id)).body.code).toBe(ErrorCodes.noPermission);
    const first = (await raise(manager, id)).body.data;
    expect(first.created).toBe(true);
    expect((await raise(manager, id)).body.data).toEqual({ repair_task_id: first.repair_task_id, created: false });
    const rows = await ctx.db.select().from(repairTasks).where(eq(repairTasks.sourceId, id));
    const raised = rows.filter((row) => row.enumTaskOrigin === 5);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      unitId: towerId,
      companyMaintId: maintId,
      faultDesc: '喷淋末端试水阀漏水',
    });
    const record = (await manager.call<HazardRecord>({ path: path('info'), query: { id } })).body.data;
    // The repair is the means; the hazard stays confirmed and walks on through its own steps.
    expect(record).toMatchObject({
      enum_hazard_status: { id: 2 },
      repair: { id: first.repair_task_id, status: 1 },
      abilities: { can_repair: true, can_designate: true },
    });
    const repair = await manager.call<{ source_link: unknown }>({
      path: '/api_proxy/maint/repair/info/',
      query: { id: first.repair_task_id },
    });
    expect(repair.body.data.source_link).toEqual({ kind: 'hazard', id, site_id: null });
    const rejected = (await report(manager, { description: '疏散指示灯不亮' })).body.data.id;
    await step(manager, 'POST', 'by_hazard_reject', { id: rejected, reason: '已修复' });
    expect((await raise(manager, rejected)).body.code).toBe(ErrorCodes.checkFailed);
  });
});
