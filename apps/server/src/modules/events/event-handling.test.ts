import { ErrorCodes } from '@fireline/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmReasons,
  devices,
  eventActions,
  eventHandlings,
  events,
  files,
  notificationOutbox,
  organisations,
  users,
} from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildRole, buildUser } from '../../db/seed/factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { freshComponent, raiseAlarm } from '../../test/alarm-events';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { autoConfirmTimedOut } from './event-actions.service';
import type { DeviceRef } from '../../ingest/ingest-types';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let tower: DeviceRef;
let school: DeviceRef;
let operator: Awaited<ReturnType<typeof loginAs>>;
let manager: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const unit = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!;
  tower = toDeviceRef(
    await buildDevice(ctx.db, { companyId: (await unit('华鼎国际大厦')).id, name: 'A座 3层 火灾报警控制器' }),
  );
  school = toDeviceRef(
    await buildDevice(ctx.db, { companyId: (await unit('朝阳实验学校')).id, name: '教学楼 火灾报警控制器' }),
  );
  operator = await loginAs(ctx.app, 'operator');
  manager = await loginAs(ctx.app, 'manager');
});
afterAll(() => ctx.close());

type EventRecord = {
  id: number;
  status: boolean;
  status_category: string;
  enum_confirm_type: { id: number; name: string };
  confirm_user: { id: number; name: string; account: string } | null;
  deal_result: { id: number; name: string } | null;
  processing_way: { id: string; name: string } | null;
  enum_confirm_reason: { id: number; reason: string } | null;
  confirm_desc: string;
  annex_list: { file_id: string; absolute_path: string }[];
  company: { id: number; name: string };
  accept_end_time: string | null;
  handlings: {
    enum_confirm_type: { id: number };
    confirm_user: { id: number } | null;
    operator: { id: number } | null;
    confirm_desc: string;
    is_confirm_history: number;
  }[];
};
const eventRow = async (id: number) => (await ctx.db.select().from(events).where(eq(events.id, id)))[0]!;
const handle = (session: typeof operator, body: Record<string, unknown>, lang?: 'en') =>
  session.call<EventRecord>({ method: 'PUT', path: '/api_proxy/event/info/', body, lang });

describe('alarm lists and details', () => {
  it('refuses a caller without a session, and one without the alarm permission', async () => {
    expect((await call(ctx.app, { path: '/api_proxy/event/event_list/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    const role = await buildRole(ctx.db, { grants: ['networkcompany'], except: ['company-historyalarm'] });
    const user = await buildUser(ctx.db, { orgId: tower.companyId, roleId: role.id });
    const outsider = await loginAs(ctx.app, user.username);
    expect((await outsider.call({ path: '/api_proxy/event/event_list/' })).body.code).toBe(ErrorCodes.noPermission);
  });

  it('lets whoever holds a unit’s alarm-history tab read its alarms, but not handle them', async () => {
    // The authority's role has 历史告警 on a unit's page, not the alarm desk (issue 17: no tab leads to a refusal).
    const authority = await loginAs(ctx.app, 'authority');
    const listed = await authority.call<{ list: EventRecord[] }>({ path: '/api_proxy/event/event_list/' });
    expect(listed.body.code).toBe(0);
    const id = await raiseAlarm(ctx.deps.eventWriter, tower);
    expect(
      (
        await authority.call({
          method: 'PUT',
          path: '/api_proxy/event/info/',
          body: { event_id: id, enum_confirm_type: 2 },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    expect((await eventRow(id)).enumConfirmType).toBe(0);
  });

  it('lists a unit’s unprocessed fire alarms newest first with the record’s fields', async () => {
    const first = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层东侧走廊感烟') });
    const second = await raiseAlarm(ctx.deps.eventWriter, tower);
    const { body } = await operator.call<{ list: (EventRecord & Record<string, unknown>)[]; total: number }>({
      path: '/api_proxy/event/event_list/',
      query: { company_id: tower.companyId, status_category: 'fire', status: 0, page_size: 100 },
    });
    expect(body.code).toBe(0);
    const ids = body.data.list.map((item) => item.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const record = body.data.list.find((item) => item.id === first)!;
    expect(record).toMatchObject({
      event_id: first,
      device_id: tower.id,
      device_name: '3层东侧走廊感烟',
      company: { id: tower.companyId, name: '华鼎国际大厦' },
      status_category: 'fire',
      alarm_status: 'alarm',
      alarm_type_name: '火警',
      enum_confirm_type: { id: 0, name: '未处理' },
      status: false,
      confirm_user: null,
      thing_type: 'info_device_component',
      is_shielded: false,
      focus_level: 0,
    });
    expect(record.receive_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses another unit’s event to a unit manager (read and handle), leaving it unchanged', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, school);
    expect((await manager.call({ path: '/api_proxy/event/info/', query: { event_id: id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await manager.call({ path: '/api_proxy/event/info/' })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'event_id' },
    });
    expect((await handle(manager, { event_id: id, enum_confirm_type: 2 })).body.code).toBe(ErrorCodes.noPermission);
    expect((await eventRow(id)).enumConfirmType).toBe(0);
    expect(await ctx.db.select().from(eventHandlings).where(eq(eventHandlings.eventId, id))).toHaveLength(0);
    const { body } = await manager.call<{ list: EventRecord[] }>({
      path: '/api_proxy/event/event_list/',
      query: { page_size: 100 },
    });
    expect(body.data.list.every((item) => item.company.id === tower.companyId)).toBe(true);
  });

  it('counts tabs per category and a device’s 7 days', async () => {
    await raiseAlarm(ctx.deps.eventWriter, tower, { category: 'fault' });
    const headers = await operator.call<{ list: { status_category: string; total: number; unprocessed: number }[] }>({
      path: '/api_proxy/event/event_list_headers/',
      query: { company_id: tower.companyId },
    });
    const fault = headers.body.data.list.find((tab) => tab.status_category === 'fault')!;
    expect(fault.unprocessed).toBeGreaterThanOrEqual(1);
    expect(headers.body.data.list.map((tab) => tab.status_category)).toEqual([
      'fire',
      'fault',
      'abnormal',
      'operation',
      'yinhuan',
      'video',
    ]);
    const direct = await ctx.db.select().from(events).where(eq(events.deviceId, tower.id));
    const week = await operator.call<{ count_7days: number; days: { count: number }[]; count_30days: number }>({
      path: '/api_proxy/event/event_count_with_7days/',
      query: { device_id: tower.id },
    });
    expect(week.body.data.days).toHaveLength(7);
    expect(week.body.data.count_7days).toBe(direct.length);
    expect(week.body.data.count_30days).toBe(direct.length);
    const merged = await operator.call<{ list: { device_id: number; total: number }[] }>({
      path: '/api_proxy/event/list_merge_treats_v2/',
      query: { company_id: tower.companyId },
    });
    expect(merged.body.data.list.find((row) => row.device_id === tower.id)?.total).toBe(
      direct.filter((event) => !event.isShielded).length,
    );
  });
});

describe('handling an alarm', () => {
  it('requires a handling type, a remark of at most 200, at most 2 images, and a type of the category', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower);
    const missing = await handle(operator, { event_id: id, confirm_desc: 'x' }, 'en');
    expect(missing.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'enum_confirm_type' } });
    expect(missing.body.msg).toContain('please choose alarm type');
    const long = await handle(operator, { event_id: id, enum_confirm_type: 2, confirm_desc: '字'.repeat(201) }, 'en');
    expect(long.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'confirm_desc' } });
    expect(long.body.msg).toContain('text over size');
    await ctx.db.insert(files).values(
      ['a', 'b', 'c'].map((key) => ({
        id: `img-${key}-${id}`,
        kind: 'handle_image',
        originalName: `${key}.jpg`,
        mime: 'image/jpeg',
        size: 1000,
        storageKey: key,
      })),
    );
    const images = await handle(operator, {
      event_id: id,
      enum_confirm_type: 2,
      annex_ids: [`img-a-${id}`, `img-b-${id}`, `img-c-${id}`],
    });
    expect(images.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'annex_ids' } });
    await ctx.db.insert(files).values({
      id: `img-big-${id}`,
      kind: 'handle_image',
      originalName: 'big.jpg',
      mime: 'image/jpeg',
      size: 2 * 1024 * 1024 + 1,
      storageKey: 'big',
    });
    expect(
      (await handle(operator, { event_id: id, enum_confirm_type: 2, annex_ids: [`img-big-${id}`] })).body.code,
    ).toBe(ErrorCodes.paramFormat);
    const wrongType = await handle(operator, { event_id: id, enum_confirm_type: 3 });
    expect(wrongType.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'enum_confirm_type' } });
    expect((await eventRow(id)).enumConfirmType).toBe(0);
    expect(await ctx.db.select().from(eventHandlings).where(eq(eventHandlings.eventId, id))).toHaveLength(0);
  });

  it('refuses a department node or a person outside the unit as handler ("please select a person")', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower);
    const dept = await handle(operator, { event_id: id, enum_confirm_type: 2, confirm_user_id: 'dept-1' }, 'en');
    expect(dept.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'confirm_user_id' } });
    expect(dept.body.msg).toContain('please select a person');
    const [outsider] = await ctx.db.select().from(users).where(eq(users.username, 'authority'));
    expect(
      (await handle(operator, { event_id: id, enum_confirm_type: 2, confirm_user_id: outsider!.id })).body.code,
    ).toBe(ErrorCodes.paramValue);
    expect((await eventRow(id)).enumConfirmType).toBe(0);
  });

  it('records the handling with its handler, reason, images and way, and keeps every handling as history', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower);
    const [reason] = await ctx.db.select().from(confirmReasons).where(eq(confirmReasons.reason, '烟感探测器受潮误报'));
    await ctx.db.insert(files).values({
      id: `img-ok-${id}`,
      kind: 'handle_image',
      originalName: 'site.jpg',
      mime: 'image/jpeg',
      size: 300_000,
      storageKey: 'ok',
    });
    const first = await handle(operator, {
      event_id: id,
      enum_confirm_type: 2,
      confirm_desc: '现场核实为受潮误报',
      enum_confirm_reason: reason!.id,
      annex_ids: [`img-ok-${id}`],
      confirm_user_id: manager.uid,
      accept_end_time: '2026-11-23 10:00:00',
    });
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({
      id,
      status: true,
      enum_confirm_type: { id: 2, name: '误报' },
      deal_result: { id: 4, name: '误报' },
      processing_way: { id: 'manual', name: '人工处理' },
      enum_confirm_reason: { id: reason!.id, reason: '烟感探测器受潮误报' },
      confirm_desc: '现场核实为受潮误报',
      confirm_user: { id: manager.uid, name: '李安全', account: 'manager' },
      annex_list: [{ file_id: `img-ok-${id}`, absolute_path: `/files/img-ok-${id}` }],
      accept_end_time: '2026-11-23 10:00:00',
    });
    const second = await handle(operator, { event_id: id, enum_confirm_type: 8, confirm_desc: '复核为测试' });
    expect(second.body.data.confirm_user).toMatchObject({ id: operator.uid });
    expect(second.body.data.handlings).toHaveLength(2);
    expect(second.body.data.handlings[0]).toMatchObject({
      enum_confirm_type: { id: 2 },
      confirm_user: { id: manager.uid },
      operator: { id: operator.uid },
      confirm_desc: '现场核实为受潮误报',
    });
    expect(second.body.data.handlings[1]).toMatchObject({
      enum_confirm_type: { id: 8 },
      confirm_user: { id: operator.uid },
      confirm_desc: '复核为测试',
    });
    const rows = await ctx.db.select().from(eventHandlings).where(eq(eventHandlings.eventId, id));
    expect(rows.map((row) => row.enumConfirmType)).toEqual([2, 8]);
  });

  it('moves a real fire handled by an operator to processed (已处理), with its result and handler', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower);
    const listIds = async (status: number) =>
      (
        await operator.call<{ list: { id: number }[] }>({
          path: '/api_proxy/event/event_list/',
          query: { company_id: tower.companyId, status_category: 'fire', status, page_size: 100 },
        })
      ).body.data.list.map((item) => item.id);
    expect(await listIds(0)).toContain(id);
    const { body } = await handle(operator, {
      event_id: id,
      enum_confirm_type: 1,
      confirm_desc: '现场确认起火，已组织扑救',
    });
    expect(body.data).toMatchObject({
      status: true,
      enum_confirm_type: { id: 1, name: '真实火警' },
      deal_result: { id: 1, name: '真实火警' },
      confirm_user: { id: operator.uid, account: 'operator' },
    });
    expect(await listIds(0)).not.toContain(id);
    expect(await listIds(1)).toContain(id);
    const [processed] = (
      await operator.call<{ list: EventRecord[] }>({
        path: '/api_proxy/event/event_list/',
        query: { company_id: tower.companyId, status_category: 'fire', status: 1, page_size: 100 },
      })
    ).body.data.list.filter((item) => item.id === id);
    expect(processed).toMatchObject({
      status: true,
      deal_result: { id: 1, name: '真实火警' },
      confirm_user: { id: operator.uid },
    });
  });

  it('counts a tab’s unprocessed events over all time and its total over the last 24 hours unless a start_time is given', async () => {
    type Tabs = { list: { status_category: string; total: number; unprocessed: number }[] };
    const abnormalTab = async (query: Record<string, string | number> = {}) =>
      (
        await operator.call<Tabs>({
          path: '/api_proxy/event/event_list_headers/',
          query: { company_id: tower.companyId, ...query },
        })
      ).body.data.list.find((tab) => tab.status_category === 'abnormal')!;
    const weekAgo = Math.floor(Date.now() / 1000) - 7 * 86_400;
    const before = await abnormalTab();
    const beforeWeek = await abnormalTab({ start_time: weekAgo });
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { category: 'abnormal' });
    await ctx.db
      .update(events)
      .set({ receiveTime: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(events.id, id));
    expect(await abnormalTab()).toMatchObject({ unprocessed: before.unprocessed + 1, total: before.total });
    expect(await abnormalTab({ start_time: weekAgo })).toMatchObject({
      unprocessed: beforeWeek.unprocessed + 1,
      total: beforeWeek.total + 1,
    });
  });

  it('counts a handled fault or abnormality as processed in the tab counts and the totals', async () => {
    const before = await operator.call<{ list: { status_category: string; unprocessed: number }[] }>({
      path: '/api_proxy/event/event_list_headers/',
      query: { company_id: tower.companyId },
    });
    const faultsBefore = before.body.data.list.find((tab) => tab.status_category === 'fault')!.unprocessed;
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { category: 'fault' });
    const counts = async () =>
      (
        await operator.call<{ total: number; unprocessed: number; processed: number }>({
          path: '/api_proxy/event/event_list_count_v2/',
          query: { company_id: tower.companyId, status_category: 'fault' },
        })
      ).body.data;
    const raised = await counts();
    expect(
      (await handle(operator, { event_id: id, enum_confirm_type: 3, confirm_desc: '主电故障，已报修' })).body.data,
    ).toMatchObject({ status: true, deal_result: { id: 2, name: '故障' } });
    const handled = await counts();
    expect(handled).toEqual({
      total: raised.total,
      unprocessed: raised.unprocessed - 1,
      processed: raised.processed + 1,
    });
    const after = await operator.call<{ list: { status_category: string; unprocessed: number }[] }>({
      path: '/api_proxy/event/event_list_headers/',
      query: { company_id: tower.companyId },
    });
    expect(after.body.data.list.find((tab) => tab.status_category === 'fault')!.unprocessed).toBe(faultsBefore);
  });

  it('refuses a reason of another category', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower);
    const [faultReason] = await ctx.db.select().from(confirmReasons).where(eq(confirmReasons.reason, '维保期间误报'));
    const { body } = await handle(operator, {
      event_id: id,
      enum_confirm_type: 2,
      enum_confirm_reason: faultReason!.id,
    });
    expect(body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'enum_confirm_reason' } });
    expect((await eventRow(id)).enumConfirmType).toBe(0);
  });

  it('with is_confirm_history also handles the earlier unhandled events of the same component', async () => {
    const component = freshComponent('5层楼梯间感烟');
    const earlier = await raiseAlarm(ctx.deps.eventWriter, tower, { component });
    await ctx.deps.eventWriter.submit({
      kind: 'event',
      uuid: `restore-${earlier}`,
      source: 'http',
      device: tower,
      occurredAt: new Date(),
      category: 'fire',
      alarmStatus: 'alarm',
      alarmType: 'fire_alarm',
      component,
      isRecovery: true,
    });
    const later = await raiseAlarm(ctx.deps.eventWriter, tower, { component });
    expect(later).not.toBe(earlier);
    const { body } = await handle(operator, { event_id: later, enum_confirm_type: 2, is_confirm_history: 1 });
    expect((body.data as unknown as { handled_ids: number[] }).handled_ids.sort()).toEqual([earlier, later].sort());
    expect((await eventRow(earlier)).enumConfirmType).toBe(2);
    const [history] = await ctx.db.select().from(eventHandlings).where(eq(eventHandlings.eventId, earlier));
    expect(history!.isConfirmHistory).toBe(1);
  });

  it('confirms a batch all or nothing', async () => {
    const a = await raiseAlarm(ctx.deps.eventWriter, tower);
    const b = await raiseAlarm(ctx.deps.eventWriter, tower);
    const foreign = await raiseAlarm(ctx.deps.eventWriter, school);
    const batch = (session: typeof operator, body: Record<string, unknown>) =>
      session.call<{ handled_ids: number[]; count: number }>({
        method: 'PUT',
        path: '/api_proxy/event/batch_confirm_event/',
        body,
        lang: 'en',
      });
    const empty = await batch(manager, { event_ids: [], enum_confirm_type: 2 });
    expect(empty.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'event_ids' } });
    expect(empty.body.msg).toContain('please select the alarm to process');
    expect((await batch(manager, { event_ids: [a, b, foreign], enum_confirm_type: 2 })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await batch(operator, { event_ids: [a, b, 999_999_999], enum_confirm_type: 2 })).body.code).toBe(
      ErrorCodes.noData,
    );
    const fault = await raiseAlarm(ctx.deps.eventWriter, tower, { category: 'fault' });
    expect((await batch(operator, { event_ids: [a, b, fault], enum_confirm_type: 1 })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { event_id: fault },
    });
    const untouched = await ctx.db
      .select()
      .from(events)
      .where(inArray(events.id, [a, b, foreign, fault]));
    expect(untouched.map((row) => row.enumConfirmType)).toEqual([0, 0, 0, 0]);
    expect(
      await ctx.db
        .select()
        .from(eventHandlings)
        .where(inArray(eventHandlings.eventId, [a, b, foreign, fault])),
    ).toHaveLength(0);
    const done = await batch(manager, { event_ids: `${a},${b}`, enum_confirm_type: 8, confirm_desc: '月度联动测试' });
    expect(done.body.data).toMatchObject({ count: 2 });
    const after = await ctx.db
      .select()
      .from(events)
      .where(inArray(events.id, [a, b]));
    expect(after.map((row) => [row.enumConfirmType, row.confirmUserId, row.confirmDesc])).toEqual([
      [8, manager.uid, '月度联动测试'],
      [8, manager.uid, '月度联动测试'],
    ]);
  });

  it('reports to the 119 command centre once, recorded with time and operator and sent through the outbox', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower);
    const first = await operator.call<{ action: string; operator: { id: number } }>({
      method: 'PUT',
      path: '/api_proxy/event/event_info/',
      body: { event_id: id, action: 'report_119', remark: '现场明火' },
    });
    expect(first.body.data).toMatchObject({ action: 'report_119', operator: { id: operator.uid, name: '王值班' } });
    const [action] = await ctx.db.select().from(eventActions).where(eq(eventActions.eventId, id));
    expect(action).toMatchObject({ action: 'report_119', operatorId: operator.uid, remark: '现场明火' });
    const [queued] = await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.eventId, id));
    expect(queued).toMatchObject({ reason: 'report_119', channel: 'voice', recipient: '119', status: 'pending' });
    expect(
      (
        await operator.call({
          method: 'PUT',
          path: '/api_proxy/event/event_info/',
          body: { event_id: id, action: 'report_119' },
        })
      ).body.code,
    ).toBe(ErrorCodes.alreadyExists);
    const detail = await operator.call<{ report_119: { operator: { id: number } } }>({
      path: '/api_proxy/event/info/',
      query: { event_id: id },
    });
    expect(detail.body.data.report_119.operator.id).toBe(operator.uid);
  });

  it('processes events nobody handled in time automatically ("timeout auto")', async () => {
    const old = await raiseAlarm(ctx.deps.eventWriter, tower);
    const fresh = await raiseAlarm(ctx.deps.eventWriter, tower);
    await ctx.db
      .update(events)
      .set({ receiveTime: new Date(Date.now() - 3_600_000) })
      .where(eq(events.id, old));
    await autoConfirmTimedOut(ctx.deps, { afterSeconds: 1800 });
    const { body } = await operator.call<EventRecord>({ path: '/api_proxy/event/info/', query: { event_id: old } });
    expect(body.data).toMatchObject({
      status: true,
      enum_confirm_type: { id: 4 },
      processing_way: { id: 'timeout_auto' },
      confirm_user: null,
    });
    expect(body.data.handlings).toHaveLength(1);
    expect((await eventRow(fresh)).enumConfirmType).toBe(0);
  });
});

describe('handling dialog helpers', () => {
  it('answers the reasons of a category and type', async () => {
    const { body } = await operator.call<{ id: number; reason: string }[]>({
      path: '/api_proxy/enum_confirm_reason/info/',
      query: { status_category: 'fire', enum_confirm_type: 2 },
    });
    expect(body.data.map((item) => item.reason)).toContain('烟感探测器受潮误报');
    const fault = await operator.call<{ reason: string }[]>({
      path: '/api_proxy/enum_confirm_reason/info/',
      query: { status_category: 'fault', enum_confirm_type: 3, enum_device_type: 'uitd' },
      lang: 'en',
    });
    expect(fault.body.data[0]!.reason).toBe('Transmission device offline');
  });

  it('sets a device’s focus level within the scope only', async () => {
    expect(
      (
        await manager.call({
          method: 'PUT',
          path: '/api_proxy/device/focus_level/',
          body: { device_id: school.id, focus_level: 1 },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    const { body } = await operator.call({
      method: 'PUT',
      path: '/api_proxy/device/focus_level/',
      body: { device_id: tower.id, focus_level: 1 },
    });
    expect(body).toMatchObject({ code: 0, data: { device_id: tower.id, focus_level: 1 } });
    expect((await ctx.db.select().from(devices).where(eq(devices.id, school.id)))[0]!.focusLevel).toBe(0);
    expect((await ctx.db.select().from(devices).where(eq(devices.id, tower.id)))[0]!.focusLevel).toBe(1);
  });

  type People = {
    list: { person_id: string; name: string; phone: string; source: string; can_sms: boolean }[];
    text: string;
  };
  const outboxOf = (eventId: number) =>
    ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.eventId, eventId));

  it('lists the event’s people (the unit’s users and archive contacts, the caller’s colleagues) and the alarm’s text', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层 东侧 感烟') });
    const { body } = await operator.call<People>({ path: '/api_proxy/event/notify_people/', query: { event_id: id } });
    expect(body.code).toBe(0);
    expect(body.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: '刘控制室', phone: '13811223344', source: 'unit_user', can_sms: true }),
        expect.objectContaining({ phone: '13911082716', source: 'unit_contact', can_sms: true }),
        expect.objectContaining({ phone: '010-82561119', source: 'unit_contact', can_sms: false }),
        expect.objectContaining({ name: '张夜班', phone: '13911002233', source: 'own_org' }),
      ]),
    );
    expect(body.data.text).toContain('华鼎国际大厦');
    expect(body.data.text).toContain('火警');
    const elsewhere = await raiseAlarm(ctx.deps.eventWriter, school, { component: freshComponent('教学楼 3层 烟感') });
    expect(
      (await manager.call({ path: '/api_proxy/event/notify_people/', query: { event_id: elsewhere } })).body.code,
    ).toBe(ErrorCodes.noPermission);
  });

  it('queues an SMS to one of the event’s people with the alarm’s text, whatever content is sent', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层 西侧 手报') });
    const sent = await operator.call<{ id: number }>({
      path: '/send/sms_send',
      query: { event_id: id, phone: '13811223344', content: '免费领奖，点击链接' },
    });
    expect(sent.body.code).toBe(0);
    const [row] = await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, sent.body.data.id));
    expect(row).toMatchObject({
      channel: 'sms',
      recipient: '13811223344',
      userId: operator.uid,
      eventId: id,
      status: 'pending',
    });
    const payload = row!.payload as { title: string; content: string; event_id: number };
    expect(payload.event_id).toBe(id);
    expect(payload.content).toMatch(
      /^【华鼎国际大厦】.*3层 西侧 手报 火警，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}，请立即核实处理。$/,
    );
    expect(payload.content).not.toContain('免费领奖');
    const landline = await operator.call({
      path: '/send/sms_send',
      query: { event_id: id, phone: '010-82561119' },
      lang: 'en',
    });
    expect(landline.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'phone' } });
    expect(landline.body.msg).toContain('landline');
  });

  it('queues a voice call to the unit’s control-room landline', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层 楼梯间 手报') });
    const called = await operator.call<{ id: number }>({
      path: '/send/voice_send',
      query: { event_id: id, phone: '010-82561119' },
    });
    const [row] = await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, called.body.data.id));
    expect(row).toMatchObject({ channel: 'voice', recipient: '010-82561119', eventId: id, status: 'pending' });
    expect(
      (await operator.call({ path: '/send/voice_send', query: { event_id: id, phone: '12345' } })).body,
    ).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'phone' } });
  });

  it('refuses a send without an event, for another unit’s event, or to a number not of the event’s people', async () => {
    const noEvent = await operator.call({ path: '/send/sms_send', query: { phone: '13811223344', content: '火警' } });
    expect(noEvent.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'event_id' } });
    expect(
      (await operator.call({ path: '/send/sms_send', query: { event_id: 99_999_999, phone: '13811223344' } })).body
        .code,
    ).toBe(ErrorCodes.noData);

    const elsewhere = await raiseAlarm(ctx.deps.eventWriter, school, { component: freshComponent('教学楼 2层 烟感') });
    const otherUnit = await manager.call({
      path: '/send/voice_send',
      query: { event_id: elsewhere, phone: '13811223344' },
    });
    expect(otherUnit.body.code).toBe(ErrorCodes.noPermission);
    expect(await outboxOf(elsewhere)).toHaveLength(0);

    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层 北侧 感烟') });
    const stranger = await operator.call({
      path: '/send/sms_send',
      query: { event_id: id, phone: '13912345678' },
      lang: 'en',
    });
    expect(stranger.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'phone' } });
    expect(stranger.body.msg).toContain('phone');
    expect(await outboxOf(id)).toHaveLength(0);
  });

  it('refuses an unsigned send (the /send/ calls are signed like /api_proxy/)', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层 南侧 感烟') });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/send/sms_send?event_id=${id}&phone=13811223344`,
      headers: { authorization: `token ${operator.token}` },
    });
    expect(response.json().code).toBe(ErrorCodes.illegalRequest);
    expect(await outboxOf(id)).toHaveLength(0);
  });

  it('refuses the 6th send of a user in a minute (NOTIFY_SEND_PER_MINUTE), also when sent at once', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层 机房 感烟') });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        admin.call({ path: '/send/sms_send', query: { event_id: id, phone: '13700112233' } }),
      ),
    );
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual(
      [0, 0, 0, 0, 0, ErrorCodes.limitExceeded, ErrorCodes.limitExceeded, ErrorCodes.limitExceeded].sort(),
    );
    expect(await outboxOf(id)).toHaveLength(5);
    // The limit is the user's, not the event's.
    const other = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层 配电间 感烟') });
    expect(
      (await admin.call({ path: '/send/voice_send', query: { event_id: other, phone: '13700112233' } })).body.code,
    ).toBe(ErrorCodes.limitExceeded);
    expect(await outboxOf(other)).toHaveLength(0);
  });

  it('refuses a send past NOTIFY_SEND_PER_DAY, counting the day’s earlier sends in the database', async () => {
    const id = await raiseAlarm(ctx.deps.eventWriter, tower, { component: freshComponent('3层 仓库 感烟') });
    const earlier = new Date(Date.now() - 2 * 3_600_000);
    await ctx.db.insert(notificationOutbox).values(
      Array.from({ length: 100 }, (_, index) => ({
        eventId: id,
        userId: manager.uid,
        channel: 'sms',
        recipient: '13700112233',
        reason: `contact:day-${index}`,
        payload: {},
        status: 'sent',
        createdAt: earlier,
      })),
    );
    const refused = await manager.call({
      path: '/send/sms_send',
      query: { event_id: id, phone: '13700112233' },
      lang: 'en',
    });
    expect(refused.body.code).toBe(ErrorCodes.limitExceeded);
    expect(refused.body.msg).toContain('daily limit');
    expect(await outboxOf(id)).toHaveLength(100);
  });
});
