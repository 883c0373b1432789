import { eventPushSchema } from '@fireline/shared';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildings,
  components,
  devices,
  events,
  floors,
  openEvents,
  organisations,
  pushSettings,
  readings,
  realtimeMessages,
  shields,
  users,
} from '../db/schema';
import { buildDevice } from '../db/seed/device-factories';
import { toDeviceRef } from './device-lookup';
import { createTestApp } from '../test/test-app';
import { createEventWriter, type EventWriter } from './event-writer';
import type { DeviceRef, IngestItem } from './ingest-types';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let writer: EventWriter;
let device: DeviceRef;
let userIds: Record<string, number>;
let sequence = 0;

const FIRE = 1 << 1;
const FAULT = 1 << 2;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  writer = createEventWriter({ db: ctx.db, bus: ctx.deps.bus, siteTime: ctx.deps.siteTime });
  const rows = await ctx.db.select({ id: users.id, username: users.username }).from(users);
  userIds = Object.fromEntries(rows.map((row) => [row.username, row.id]));
});
afterAll(async () => {
  await writer.close();
  await ctx.close();
});

beforeEach(async () => {
  const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  const [building] = await ctx.db
    .select()
    .from(buildings)
    .where(and(eq(buildings.companyId, tower!.id), eq(buildings.name, 'A 座')));
  device = toDeviceRef(await buildDevice(ctx.db, { companyId: tower!.id, buildingId: building!.id }));
});

const componentStatus = (
  flags: number,
  componentAddress = 1,
  uuid = `frame-${++sequence}`,
  description = '1号回路 烟感 A座1层走廊',
): IngestItem => ({
  kind: 'component_status',
  uuid,
  source: 'gb26875',
  device,
  occurredAt: new Date(),
  component: { systemType: 1, systemAddress: 1, componentType: 21, componentAddress, description },
  flags,
});

const eventsOfDevice = () => ctx.db.select().from(events).where(eq(events.deviceId, device.id));
const pushedTo = async (userId: number, eventId: number) => {
  const rows = await ctx.db
    .select()
    .from(realtimeMessages)
    .where(arrayContains(realtimeMessages.userIds, [userId]));
  return rows.filter((row) => (row.payload as { msg_body?: { event_id?: number } }).msg_body?.event_id === eventId);
};

describe('event writer', () => {
  it('stores a fire alarm once, sets the state up to the unit, and pushes it to the people in scope only', async () => {
    const result = await writer.submit(componentStatus(FIRE));
    expect(result.isDuplicate).toBe(false);
    expect(result.eventIds).toHaveLength(1);
    const [event] = await eventsOfDevice();
    expect(event).toMatchObject({
      statusCategory: 'fire',
      alarmStatus: 'alarm',
      alarmType: 'fire_alarm',
      deviceName: '1号回路 烟感 A座1层走廊',
      restoreTime: null,
      enumConfirmType: 0,
      isShielded: false,
    });
    const [component] = await ctx.db.select().from(components).where(eq(components.id, event!.componentId!));
    expect(component).toMatchObject({ state: 'alarm', activeFlags: FIRE });
    const [deviceRow] = await ctx.db.select().from(devices).where(eq(devices.id, device.id));
    expect(deviceRow).toMatchObject({ state: 'alarm', isOnline: true });
    expect((await ctx.db.select().from(floors).where(eq(floors.id, device.floorId!)))[0]!.state).toBe('alarm');
    expect((await ctx.db.select().from(buildings).where(eq(buildings.id, device.buildingId!)))[0]!.state).toBe('alarm');
    expect((await ctx.db.select().from(organisations).where(eq(organisations.id, device.companyId)))[0]!.state).toBe(
      'alarm',
    );

    for (const name of ['admin', 'operator', 'manager'])
      expect(await pushedTo(userIds[name]!, event!.id), name).toHaveLength(1);
    // The authority officer and the engineer see the unit but hold no alarm-handling permission.
    for (const name of ['authority', 'engineer'])
      expect(await pushedTo(userIds[name]!, event!.id), name).toHaveLength(0);
    const [message] = await pushedTo(userIds.operator!, event!.id);
    expect(eventPushSchema.safeParse(message!.payload).error).toBeUndefined();
    expect(message!.payload).toMatchObject({
      msg_type: 'event',
      msg_body: {
        company_name: '华鼎国际大厦',
        building_name: 'A 座',
        alarm_status: 'alarm',
        status_category: 'fire',
        uuid: event!.uuid,
        device_type_class: 'info_device_component',
      },
      rt_event_confirm: { event_id: event!.id, enum_confirm_type: { id: 0 } },
    });
  });

  it('stores one event when the same frame arrives twice, also concurrently', async () => {
    const item = componentStatus(FIRE);
    const copies = await Promise.all(Array.from({ length: 20 }, () => writer.submit({ ...item })));
    expect(copies.filter((result) => !result.isDuplicate)).toHaveLength(1);
    expect(await eventsOfDevice()).toHaveLength(1);
    const again = await writer.submit({ ...item });
    expect(again).toMatchObject({ isDuplicate: true, eventIds: [] });
    expect(await eventsOfDevice()).toHaveLength(1);
  });

  it('closes the occurrence with its restore time when the status bit clears, and rolls the state back', async () => {
    await writer.submit(componentStatus(FIRE | FAULT));
    const opened = await eventsOfDevice();
    expect(opened.map((event) => event.statusCategory).sort()).toEqual(['fault', 'fire']);
    await writer.submit(componentStatus(FAULT));
    const afterFire = await eventsOfDevice();
    expect(afterFire.find((event) => event.statusCategory === 'fire')!.restoreTime).not.toBeNull();
    expect(afterFire.find((event) => event.statusCategory === 'fault')!.restoreTime).toBeNull();
    expect((await ctx.db.select().from(devices).where(eq(devices.id, device.id)))[0]!.state).toBe('fault');
    // A recovery finds its occurrence among the open ones; only the fault is still there to be found.
    const openOfDevice = async () =>
      (await ctx.db.select().from(openEvents).where(eq(openEvents.deviceId, device.id))).map((row) => row.eventId);
    expect(await openOfDevice()).toEqual([afterFire.find((event) => event.statusCategory === 'fault')!.id]);
    await writer.submit(componentStatus(0));
    expect((await eventsOfDevice()).every((event) => event.restoreTime !== null)).toBe(true);
    expect(await openOfDevice()).toEqual([]);
    expect((await ctx.db.select().from(devices).where(eq(devices.id, device.id)))[0]!.state).toBe('normal');
    expect(await eventsOfDevice()).toHaveLength(2);
  });

  it('stores a shielded component’s alarm as shielded and pushes it to nobody', async () => {
    await writer.submit(componentStatus(0, 7));
    const [component] = await ctx.db
      .select()
      .from(components)
      .where(and(eq(components.deviceId, device.id), eq(components.componentAddress, 7)));
    await ctx.db.insert(shields).values({
      companyId: device.companyId,
      thingType: 'component',
      thingId: component!.id,
      scheduleStart: new Date(Date.now() - 1000),
      scheduleEnd: new Date(Date.now() + 3_600_000),
      reason: '施工',
    });
    const result = await writer.submit(componentStatus(FIRE, 7));
    const [event] = await ctx.db.select().from(events).where(eq(events.id, result.eventIds[0]!));
    expect(event!.isShielded).toBe(true);
    expect(await pushedTo(userIds.operator!, event!.id)).toHaveLength(0);
  });

  it('honours a user who switched a category off', async () => {
    await ctx.db
      .insert(pushSettings)
      .values({ userId: userIds.manager!, mutedCategories: ['fault'] })
      .onConflictDoUpdate({ target: pushSettings.userId, set: { mutedCategories: ['fault'] } });
    const result = await writer.submit(componentStatus(FAULT, 9));
    expect(await pushedTo(userIds.manager!, result.eventIds[0]!)).toHaveLength(0);
    expect(await pushedTo(userIds.operator!, result.eventIds[0]!)).toHaveLength(1);
    await ctx.db.delete(pushSettings).where(eq(pushSettings.userId, userIds.manager!));
  });

  it('records analog values as readings and operations as closed operation events', async () => {
    await writer.submit({
      kind: 'analog',
      uuid: `analog-${++sequence}`,
      source: 'gb26875',
      device,
      occurredAt: new Date(),
      component: { systemType: 11, systemAddress: 1, componentType: 0, componentAddress: 3 },
      analogType: 4,
      value: 0.6,
      unit: 'MPa',
    });
    const [reading] = await ctx.db.select().from(readings).where(eq(readings.deviceId, device.id));
    expect(reading).toMatchObject({ analogType: 4, value: 0.6, unit: 'MPa' });
    await writer.submit({
      kind: 'operation',
      uuid: `op-${++sequence}`,
      source: 'gb26875',
      device,
      occurredAt: new Date(),
      systemType: 1,
      systemAddress: 1,
      flags: 0b11,
      operatorNo: 5,
    });
    const operations = (await eventsOfDevice()).filter((event) => event.statusCategory === 'operation');
    expect(operations.map((event) => event.alarmType).sort()).toEqual(['op_reset', 'op_silence']);
    expect(operations.every((event) => event.restoreTime !== null)).toBe(true);
  });

  it('renames a component when the device describes it differently, and uses the new name from then on', async () => {
    await writer.submit(componentStatus(0, 21, undefined, '旧名称'));
    const result = await writer.submit(componentStatus(FIRE, 21, undefined, 'B座2层 烟感'));
    const [event] = await ctx.db.select().from(events).where(eq(events.id, result.eventIds[0]!));
    expect(event!.deviceName).toBe('B座2层 烟感');
    const [component] = await ctx.db.select().from(components).where(eq(components.id, event!.componentId!));
    expect(component).toMatchObject({ name: 'B座2层 烟感', state: 'alarm' });
  });

  it('assigns each pushed alarm to one recipient: highest priority first, then the lightest workload', async () => {
    await ctx.db
      .insert(pushSettings)
      .values({ userId: userIds.operator!, priority: 5 })
      .onConflictDoUpdate({ target: pushSettings.userId, set: { priority: 5 } });
    const first = await writer.submit(componentStatus(FIRE, 31));
    const [assigned] = await ctx.db.select().from(events).where(eq(events.id, first.eventIds[0]!));
    expect(assigned!.assigneeId).toBe(userIds.operator);
    const [message] = await pushedTo(userIds.manager!, first.eventIds[0]!);
    expect((message!.payload as { msg_body: { assignee_id: number } }).msg_body.assignee_id).toBe(userIds.operator);
    await ctx.db.update(pushSettings).set({ priority: 0 }).where(eq(pushSettings.userId, userIds.operator!));
    // Equal priority now: the next alarms go to whoever has the fewest unhandled ones.
    const next = await writer.submit(componentStatus(FIRE, 32));
    const [second] = await ctx.db.select().from(events).where(eq(events.id, next.eventIds[0]!));
    expect(second!.assigneeId).not.toBe(userIds.operator);
  });

  it('commits the good items of a batch when one item cannot be stored', async () => {
    const ghost: DeviceRef = { ...device, id: 999_999 };
    const [good, bad] = await Promise.allSettled([
      writer.submit(componentStatus(FIRE, 11)),
      writer.submit({ ...componentStatus(FIRE, 12), device: ghost }),
    ]);
    expect(good.status).toBe('fulfilled');
    expect(bad.status).toBe('rejected');
    expect(await eventsOfDevice()).toHaveLength(1);
  });

  it('commits a full batch of alarms from hundreds of components at once, each reported as a new event', async () => {
    const retries: unknown[] = [];
    const logger = {
      warn: (entry: unknown) => retries.push(entry),
      error: (entry: unknown) => retries.push(entry),
    } as unknown as FastifyBaseLogger;
    const wide = createEventWriter({
      db: ctx.db,
      bus: ctx.deps.bus,
      siteTime: ctx.deps.siteTime,
      logger,
      maxBatch: 600,
      maxWaitMs: 50,
    });
    const results = await Promise.all(
      Array.from({ length: 600 }, (_, index) => wide.submit(componentStatus(FIRE, 1000 + index))),
    );
    await wide.close();
    expect(retries).toEqual([]);
    expect(results.filter((result) => !result.isDuplicate && result.eventIds.length === 1)).toHaveLength(600);
    expect(await eventsOfDevice()).toHaveLength(600);
    // Each person gets every alarm once, in the order the alarms were stored.
    const eventIds = results.map((result) => result.eventIds[0]!);
    const operatorMessages = await ctx.db
      .select()
      .from(realtimeMessages)
      .where(arrayContains(realtimeMessages.userIds, [userIds.operator!]))
      .orderBy(realtimeMessages.id);
    const pushedIds = operatorMessages
      .map((row) => (row.payload as { msg_body?: { event_id?: number } }).msg_body?.event_id)
      .filter((id) => id !== undefined && eventIds.includes(id));
    expect(pushedIds).toEqual([...eventIds].sort((a, b) => a - b));
  });

  it('with several lanes, keeps each device’s transitions in order and stores every alarm of a busy unit once', async () => {
    const retries: unknown[] = [];
    const logger = {
      warn: (entry: unknown) => retries.push(entry),
      error: (entry: unknown) => retries.push(entry),
    } as unknown as FastifyBaseLogger;
    const lanes = createEventWriter({
      db: ctx.db,
      bus: ctx.deps.bus,
      siteTime: ctx.deps.siteTime,
      logger,
      lanes: 3,
      maxWaitMs: 2,
    });
    const unitDevices = await Promise.all(
      Array.from({ length: 6 }, async () =>
        toDeviceRef(await buildDevice(ctx.db, { companyId: device.companyId, buildingId: device.buildingId! })),
      ),
    );
    const statusOf = (target: DeviceRef, flags: number, componentAddress: number): IngestItem => ({
      ...componentStatus(flags, componentAddress),
      device: target,
    });
    // Every device: ten components go into fire, recover, then report a fault: the lanes meet on the unit's rows.
    await Promise.all(
      unitDevices.map(async (target) => {
        for (const flags of [FIRE, 0, FAULT])
          await Promise.all(
            Array.from({ length: 10 }, (_, index) => lanes.submit(statusOf(target, flags, 100 + index))),
          );
      }),
    );
    await lanes.close();
    expect(retries).toEqual([]);
    for (const target of unitDevices) {
      const stored = await ctx.db.select().from(events).where(eq(events.deviceId, target.id));
      expect(stored.filter((event) => event.statusCategory === 'fire' && event.restoreTime !== null)).toHaveLength(10);
      expect(stored.filter((event) => event.statusCategory === 'fault' && event.restoreTime === null)).toHaveLength(10);
      expect(stored).toHaveLength(20);
      expect((await ctx.db.select().from(devices).where(eq(devices.id, target.id)))[0]!.state).toBe('fault');
    }
    expect((await ctx.db.select().from(buildings).where(eq(buildings.id, device.buildingId!)))[0]!.state).not.toBe(
      'normal',
    );
    // The operator is sent each of the 120 alarms once.
    const eventIds = new Set(
      (
        await Promise.all(
          unitDevices.map((target) =>
            ctx.db.select({ id: events.id }).from(events).where(eq(events.deviceId, target.id)),
          ),
        )
      )
        .flat()
        .map((row) => row.id),
    );
    const operatorMessages = await ctx.db
      .select()
      .from(realtimeMessages)
      .where(arrayContains(realtimeMessages.userIds, [userIds.operator!]));
    const pushed = operatorMessages
      .map((row) => (row.payload as { msg_body?: { event_id?: number } }).msg_body?.event_id)
      .filter((id): id is number => id !== undefined && eventIds.has(id));
    expect(pushed).toHaveLength(120);
    expect(new Set(pushed).size).toBe(120);
  });
});
