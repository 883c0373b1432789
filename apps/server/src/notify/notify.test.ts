import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, notificationOutbox, organisations, pushSettings, users } from '../db/schema';
import { buildDevice } from '../db/seed/device-factories';
import { toDeviceRef } from '../ingest/device-lookup';
import { createEventWriter, type EventWriter } from '../ingest/event-writer';
import type { DeviceRef } from '../ingest/ingest-types';
import { alarmItem } from '../test/ingest-items';
import { createTestApp } from '../test/test-app';
import { createHttpAdapter, createLogAdapter, type ChannelAdapter, type NotificationChannel } from './adapters';
import { dispatchNotifications } from './dispatcher';
import { escalateUnhandledAlarms } from './escalation';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let writer: EventWriter;
let device: DeviceRef;
let managerId: number;
let webhook: http.Server;
let webhookUrl: string;
const received: { channel: string; title: string; recipient: string }[] = [];
let webhookStatus = 200;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  webhook = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (webhookStatus === 200) received.push(JSON.parse(body));
      response.writeHead(webhookStatus).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
  writer = createEventWriter({
    db: ctx.db,
    bus: ctx.deps.bus,
    siteTime: ctx.deps.siteTime,
    notify: { categories: ['fire'], webhookUrl },
  });
  const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  device = toDeviceRef(await buildDevice(ctx.db, { companyId: tower!.id }));
  const [manager] = await ctx.db.select().from(users).where(eq(users.username, 'manager'));
  managerId = manager!.id;
  await ctx.db.update(users).set({ mobile: '13912345678' }).where(eq(users.id, managerId));
  await ctx.db.insert(pushSettings).values({ userId: managerId, channels: ['sms', 'webhook'] });
});
afterAll(async () => {
  await writer.close();
  await ctx.close();
  webhook.close();
});

const fire = (category: 'fire' | 'fault' = 'fire') => writer.submit(alarmItem(device, category));

const adapters = (): Record<NotificationChannel, ChannelAdapter> => {
  const log = createLogAdapter(ctx.deps.logger, 'test');
  return {
    app: log,
    sms: log,
    voice: log,
    email: log,
    wechat: log,
    webhook: createHttpAdapter('webhook', (row) => row.recipient),
  };
};
const outboxOf = (eventId: number) =>
  ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.eventId, eventId));

describe('notifications', () => {
  it('queues a fire alarm on the channels the user chose, in the same commit, and sends them', async () => {
    const { eventIds } = await fire();
    const queued = await outboxOf(eventIds[0]!);
    expect(queued.map((row) => `${row.userId}:${row.channel}:${row.recipient}`).sort()).toEqual(
      [`${managerId}:sms:13912345678`, `${managerId}:webhook:${webhookUrl}`].sort(),
    );
    expect(queued.every((row) => row.status === 'pending' && row.reason === 'alarm')).toBe(true);

    await dispatchNotifications({ db: ctx.db, adapters: adapters(), logger: ctx.deps.logger });
    const sent = await outboxOf(eventIds[0]!);
    expect(sent.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(received.at(-1)).toMatchObject({ channel: 'webhook', title: '【华鼎国际大厦】火警' });
  });

  it('queues nothing for a category outside the notified ones', async () => {
    const { eventIds } = await fire('fault');
    expect(await outboxOf(eventIds[0]!)).toHaveLength(0);
  });

  it('records a failing channel, retries it later, and never touches the stored alarm', async () => {
    webhookStatus = 503;
    const { eventIds } = await fire();
    await dispatchNotifications({ db: ctx.db, adapters: adapters(), logger: ctx.deps.logger });
    const [failed] = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.eventId, eventIds[0]!), eq(notificationOutbox.channel, 'webhook')));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: 'webhook answered HTTP 503' });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await ctx.db.select().from(events).where(eq(events.id, eventIds[0]!))).toHaveLength(1);
    webhookStatus = 200;
    await ctx.db
      .update(notificationOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(notificationOutbox.id, failed!.id));
    await dispatchNotifications({ db: ctx.db, adapters: adapters(), logger: ctx.deps.logger });
    expect(
      (await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, failed!.id)))[0],
    ).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('escalates an unhandled fire alarm once per period up to the max level, and stops once it is handled', async () => {
    const { eventIds } = await fire();
    const id = eventIds[0]!;
    const settings = { categories: ['fire'], webhookUrl };
    await ctx.db
      .update(events)
      .set({ receiveTime: new Date(Date.now() - 65_000) })
      .where(eq(events.id, id));
    await escalateUnhandledAlarms({ db: ctx.db, afterSeconds: 60, maxLevel: 2, settings });
    await escalateUnhandledAlarms({ db: ctx.db, afterSeconds: 60, maxLevel: 2, settings });
    let [row] = await ctx.db.select().from(events).where(eq(events.id, id));
    expect(row!.escalationLevel).toBe(1);
    const escalated = (await outboxOf(id)).filter((item) => item.reason === 'escalation:1');
    expect(escalated.map((item) => item.channel).sort()).toEqual(expect.arrayContaining(['sms', 'voice', 'webhook']));

    await ctx.db.update(events).set({ enumConfirmType: 2 }).where(eq(events.id, id));
    await ctx.db
      .update(events)
      .set({ receiveTime: new Date(Date.now() - 300_000) })
      .where(eq(events.id, id));
    await escalateUnhandledAlarms({ db: ctx.db, afterSeconds: 60, maxLevel: 2, settings });
    [row] = await ctx.db.select().from(events).where(eq(events.id, id));
    expect(row!.escalationLevel).toBe(1);
  });
});
