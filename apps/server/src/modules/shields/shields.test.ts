import type { AddressInfo } from 'node:net';
import { ErrorCodes } from '@fireline/shared';
import { and, arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, events, organisations, realtimeMessages, shields, users } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import type { DeviceRef } from '../../ingest/ingest-types';
import { freshComponent, raiseAlarm } from '../../test/alarm-events';
import { call, loginAs } from '../../test/http';
import { openStream } from '../../test/sse-client';
import { createTestApp } from '../../test/test-app';
import { expireShields } from './shields.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
let tower: DeviceRef;
let school: DeviceRef;
let operator: Awaited<ReturnType<typeof loginAs>>;
let manager: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { SSE_HEARTBEAT_MS: '200' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const unit = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!;
  tower = toDeviceRef(
    await buildDevice(ctx.db, { companyId: (await unit('华鼎国际大厦')).id, name: 'B座 火灾报警控制器' }),
  );
  school = toDeviceRef(
    await buildDevice(ctx.db, { companyId: (await unit('朝阳实验学校')).id, name: '实验楼 火灾报警控制器' }),
  );
  operator = await loginAs(ctx.app, 'operator');
  manager = await loginAs(ctx.app, 'manager');
});
afterAll(() => ctx.close());

type ShieldRecord = {
  id: number;
  thing_id: number;
  thing_type: string;
  shield_thing_id: number;
  shield_thing_type: string;
  schedule_start: number;
  schedule_end: number;
  shield_flag: number;
  desc: string;
  enum_shield_status: { id: number };
};

/** A component known to the database: raise one alarm on it first, then find its row. */
const componentOf = async (device: DeviceRef, description: string) => {
  const key = freshComponent(description);
  await raiseAlarm(ctx.deps.eventWriter, device, { component: key });
  const [row] = await ctx.db
    .select()
    .from(components)
    .where(and(eq(components.deviceId, device.id), eq(components.componentAddress, key.componentAddress)));
  return { key, id: row!.id };
};
const shield = (session: typeof operator, body: Record<string, unknown>, lang?: 'en') =>
  session.call<ShieldRecord>({ method: 'POST', path: '/api_proxy/shilter/info/', body, lang });
const pushedEventIds = async (userId: number) =>
  (
    await ctx.db
      .select()
      .from(realtimeMessages)
      .where(arrayContains(realtimeMessages.userIds, [userId]))
  )
    .map((row) => row.payload as { msg_type?: string; msg_body?: { event_id?: number } })
    .filter((payload) => payload.msg_type === 'event')
    .map((payload) => payload.msg_body?.event_id);

describe('shields', () => {
  it('refuses without a session, without the shield permission, and for another unit’s component', async () => {
    const { id } = await componentOf(school, '实验楼2层感烟');
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          path: '/api_proxy/shilter/info/',
          body: { shield_thing_id: id, shield_thing_type: 'info_device_component', desc: '施工' },
        })
      ).body.code,
    ).toBe(ErrorCodes.tokenInvalid);
    const authority = await loginAs(ctx.app, 'authority');
    expect(
      (await shield(authority, { shield_thing_id: id, shield_thing_type: 'info_device_component', desc: '施工' })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
    expect(
      (await shield(manager, { shield_thing_id: id, shield_thing_type: 'info_device_component', desc: '施工' })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(shields).where(eq(shields.thingId, id))).toHaveLength(0);
  });

  it('requires a reason of at most 50 characters', async () => {
    const { id } = await componentOf(tower, 'B座1层感烟');
    const missing = await shield(operator, {
      shield_thing_id: id,
      shield_thing_type: 'info_device_component',
      desc: '',
    });
    expect(missing.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'desc' } });
    const long = await shield(
      operator,
      { shield_thing_id: id, shield_thing_type: 'info_device_component', desc: '因'.repeat(51) },
      'en',
    );
    expect(long.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'desc' } });
    expect(long.body.msg).toContain('text over size');
    expect(
      (
        await shield(operator, {
          shield_thing_id: id,
          shield_thing_type: 'info_device_component',
          desc: '施工',
          shield_hours: 1000,
        })
      ).body.code,
    ).toBe(ErrorCodes.paramFormat);
  });

  it('creates a 12-hour shield with status -1; the component’s next alarm is stored as shielded, listed apart and never pushed', async () => {
    const { key, id } = await componentOf(tower, 'B座2层厨房感烟');
    const before = Math.floor(Date.now() / 1000);
    const { body } = await shield(operator, {
      shield_thing_id: id,
      shield_thing_type: 'info_device_component',
      desc: '厨房装修施工，粉尘误报',
      shield_hours: 12,
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      thing_id: operator.uid,
      thing_type: 'info_user',
      shield_thing_id: id,
      shield_thing_type: 'info_device_component',
      shield_flag: 1,
      desc: '厨房装修施工，粉尘误报',
      enum_shield_status: { id: -1 },
    });
    expect(body.data.schedule_start).toBeGreaterThanOrEqual(before);
    expect(body.data.schedule_end - body.data.schedule_start).toBe(12 * 3600);

    const stream = await openStream({ baseUrl, token: manager.token, uid: manager.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    const shieldedId = await raiseAlarm(ctx.deps.eventWriter, tower, { component: key });
    const [stored] = await ctx.db.select().from(events).where(eq(events.id, shieldedId));
    expect(stored!.isShielded).toBe(true);
    expect(await pushedEventIds(manager.uid)).not.toContain(shieldedId);
    const other = await raiseAlarm(ctx.deps.eventWriter, tower);
    await stream.waitFor((frame) => (frame.data.msg_body as { event_id?: number } | undefined)?.event_id === other);
    expect(
      stream
        .messages()
        .some((frame) => (frame.data.msg_body as { event_id?: number } | undefined)?.event_id === shieldedId),
    ).toBe(false);
    await stream.close();

    const shieldedList = await operator.call<{ list: { id: number; shield: ShieldRecord | null }[] }>({
      path: '/api_proxy/event/event_shilter_list/',
      query: { company_id: tower.companyId },
    });
    const listed = shieldedList.body.data.list.find((item) => item.id === shieldedId);
    expect(listed?.shield).toMatchObject({ id: body.data.id, enum_shield_status: { id: -1 } });
    const normal = await operator.call<{ list: { id: number }[] }>({
      path: '/api_proxy/event/event_list/',
      query: { company_id: tower.companyId, page_size: 100 },
    });
    expect(normal.body.data.list.map((item) => item.id)).not.toContain(shieldedId);
    const inForce = await operator.call<{ list: ShieldRecord[] }>({
      path: '/api_proxy/shilter/list/',
      query: { company_id: tower.companyId },
    });
    expect(inForce.body.data.list.map((item) => item.id)).toContain(body.data.id);
  });

  it('expires by itself: after its end the component’s alarms are pushed again and the job marks it status 0', async () => {
    const { key, id } = await componentOf(tower, 'B座3层感烟');
    const { body } = await shield(operator, {
      shield_thing_id: id,
      shield_thing_type: 'info_device_component',
      desc: '探头更换中',
      shield_hours: 24,
    });
    await ctx.db
      .update(shields)
      .set({ scheduleStart: new Date(Date.now() - 25 * 3_600_000), scheduleEnd: new Date(Date.now() - 3_600_000) })
      .where(eq(shields.id, body.data.id));
    const afterEnd = await raiseAlarm(ctx.deps.eventWriter, tower, { component: key });
    expect((await ctx.db.select().from(events).where(eq(events.id, afterEnd)))[0]!.isShielded).toBe(false);
    expect(await pushedEventIds(manager.uid)).toContain(afterEnd);
    const expired = await expireShields(ctx.db);
    expect(expired.map((row) => row.id)).toContain(body.data.id);
    expect((await ctx.db.select().from(shields).where(eq(shields.id, body.data.id)))[0]!.status).toBe(0);
  });

  it('is removed by DELETE (status 1), after which alarms are pushed again; another unit’s shield cannot be removed', async () => {
    const { key, id } = await componentOf(tower, 'B座4层感烟');
    const created = await shield(operator, {
      shield_thing_id: id,
      shield_thing_type: 'info_device_component',
      desc: '调试',
    });
    expect(created.body.data.schedule_end - created.body.data.schedule_start).toBe(999 * 3600);
    const foreign = await componentOf(school, '实验楼3层感烟');
    const foreignShield = await shield(operator, {
      shield_thing_id: foreign.id,
      shield_thing_type: 'info_device_component',
      desc: '调试',
    });
    const refused = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/shilter/info/',
      query: { id: foreignShield.body.data.id },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect((await ctx.db.select().from(shields).where(eq(shields.id, foreignShield.body.data.id)))[0]!.status).toBe(-1);

    const removed = await manager.call<ShieldRecord>({
      method: 'DELETE',
      path: '/api_proxy/shilter/info/',
      query: { id: created.body.data.id },
    });
    expect(removed.body.data).toMatchObject({
      id: created.body.data.id,
      enum_shield_status: { id: 1 },
      shield_flag: 0,
    });
    expect(
      (await manager.call({ method: 'DELETE', path: '/api_proxy/shilter/info/', query: { id: created.body.data.id } }))
        .body.code,
    ).toBe(ErrorCodes.noData);
    const next = await raiseAlarm(ctx.deps.eventWriter, tower, { component: key });
    expect((await ctx.db.select().from(events).where(eq(events.id, next)))[0]!.isShielded).toBe(false);
  });

  it('lists a shield in force as soon as it is set, with its thing, unit, place and who set it; only in the caller’s units', async () => {
    const { id } = await componentOf(tower, 'B座5层配电间感烟');
    const foreign = await componentOf(school, '实验楼4层感烟');
    const own = await shield(operator, {
      shield_thing_id: id,
      shield_thing_type: 'info_device_component',
      desc: '配电间检修',
      shield_hours: 12,
    });
    const other = await shield(operator, {
      shield_thing_id: foreign.id,
      shield_thing_type: 'info_device_component',
      desc: '实验楼检修',
    });
    const [operatorRow] = await ctx.db
      .select({ realName: users.realName })
      .from(users)
      .where(eq(users.id, operator.uid));

    type Listed = ShieldRecord & {
      company_id: number;
      device_id: number;
      device_name: string;
      company_name: string;
      location: string;
      creater_name: string;
    };
    const list = await manager.call<{ list: Listed[]; total: number }>({
      path: '/api_proxy/shilter/list/',
      query: { page_size: 100 },
    });
    expect(list.body.code).toBe(0);
    const listed = list.body.data.list.find((item) => item.id === own.body.data.id);
    expect(listed).toMatchObject({
      shield_thing_id: id,
      shield_thing_type: 'info_device_component',
      shield_thing_name: 'B座5层配电间感烟',
      device_id: tower.id,
      device_name: 'B座 火灾报警控制器',
      company_id: tower.companyId,
      company_name: '华鼎国际大厦',
      creater_name: operatorRow!.realName,
      desc: '配电间检修',
      schedule_start: own.body.data.schedule_start,
      schedule_end: own.body.data.schedule_end,
    });
    expect(list.body.data.list.map((item) => item.id)).not.toContain(other.body.data.id);
    expect(list.body.data.list.every((item) => item.company_id === tower.companyId)).toBe(true);
    expect(list.body.data.total).toBe(list.body.data.list.length);
    const seenByOperator = await operator.call<{ list: Listed[] }>({
      path: '/api_proxy/shilter/list/',
      query: { page_size: 100 },
    });
    expect(seenByOperator.body.data.list.map((item) => item.id)).toEqual(
      expect.arrayContaining([own.body.data.id, other.body.data.id]),
    );

    expect(
      (await manager.call({ method: 'DELETE', path: '/api_proxy/shilter/info/', query: { id: other.body.data.id } }))
        .body.code,
    ).toBe(ErrorCodes.noPermission);
    expect(
      (
        await manager.call({
          method: 'DELETE',
          path: '/api_proxy/shilter/info/',
          query: { shield_thing_id: foreign.id, shield_thing_type: 'info_device_component' },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    expect((await ctx.db.select().from(shields).where(eq(shields.id, other.body.data.id)))[0]!.status).toBe(-1);

    await manager.call({ method: 'DELETE', path: '/api_proxy/shilter/info/', query: { id: own.body.data.id } });
    const after = await manager.call<{ list: Listed[] }>({
      path: '/api_proxy/shilter/list/',
      query: { page_size: 100 },
    });
    expect(after.body.data.list.map((item) => item.id)).not.toContain(own.body.data.id);
  });

  it('keeps one shield in force per thing: a new one ends the earlier one', async () => {
    const first = await shield(operator, {
      shield_thing_id: tower.id,
      shield_thing_type: 'info_device',
      desc: '整机维保',
    });
    const second = await shield(operator, {
      shield_thing_id: tower.id,
      shield_thing_type: 'info_device',
      desc: '整机维保延期',
      shield_hours: 36,
    });
    expect(second.body.code).toBe(0);
    const rows = await ctx.db
      .select()
      .from(shields)
      .where(and(eq(shields.thingType, 'device'), eq(shields.thingId, tower.id)))
      .orderBy(shields.id);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [first.body.data.id, 1],
      [second.body.data.id, -1],
    ]);
    await operator.call({
      method: 'DELETE',
      path: '/api_proxy/shilter/info/',
      query: { shield_thing_id: tower.id, shield_thing_type: 'info_device' },
    });
    expect((await ctx.db.select().from(shields).where(eq(shields.id, second.body.data.id)))[0]!.status).toBe(1);
  });
});
