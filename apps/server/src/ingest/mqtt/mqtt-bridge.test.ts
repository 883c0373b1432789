import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, hydrants, organisations, unregisteredFrames } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { createFlakyWriter } from '../../test/flaky-writer';
import { createTestApp } from '../../test/test-app';
import { until } from '../../test/until';
import { alarmTopic, startMqttBridge } from './mqtt-bridge';

/** Runs against a real broker: CI sets MQTT_TEST_URL to the machine's Mosquitto (mqtt://127.0.0.1:1883). */
const brokerUrl = process.env.MQTT_TEST_URL;

describe.runIf(brokerUrl)('MQTT bridge through a real broker', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let bridge: Awaited<ReturnType<typeof startMqttBridge>>;
  let publisher: mqtt.MqttClient;
  const prefix = `fireline-test/${randomUUID().slice(0, 8)}`;
  let flaky: ReturnType<typeof createFlakyWriter>;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: 'demo' });
    const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
    await buildDevice(ctx.db, { companyId: tower!.id, deviceCode: 'MQTT01' });
    const cover = await buildDevice(ctx.db, { companyId: tower!.id, deviceCode: 'MQTTHYD01' });
    await ctx.db.insert(hydrants).values({
      companyId: tower!.id,
      equipmentNumber: 'XHS-MQTT-01',
      longitude: 116.3,
      latitude: 39.9,
      pipeDiameter: 100,
      type: 3,
      deviceId: cover.id,
    });
    flaky = createFlakyWriter(ctx.deps.eventWriter);
    bridge = await startMqttBridge({
      url: brokerUrl!,
      prefix,
      clientId: `fireline-test-${randomUUID().slice(0, 8)}`,
      db: ctx.db,
      writer: flaky.writer,
      logger: ctx.deps.logger,
    });
    publisher = await mqtt.connectAsync(brokerUrl!, { clientId: `publisher-${randomUUID().slice(0, 8)}` });
  });
  afterAll(async () => {
    await publisher?.endAsync();
    await bridge?.close();
    await ctx?.close();
  });

  const alarm = (uuid: string) => ({
    uuid,
    device_code: 'MQTT01',
    status_category: 'fire',
    alarm_type: 'fire_alarm',
    occurred_at: Math.floor(Date.now() / 1000),
  });
  const eventsWith = async (uuid: string) => ctx.db.select().from(events).where(eq(events.uuid, uuid));
  const waitFor = async <T>(probe: () => Promise<T[]>, count: number) => {
    let rows: T[] = [];
    await until(async () => (rows = await probe()).length >= count, `${count} stored row(s)`);
    return rows;
  };

  it('stores an alarm published with QoS 1, once even when published twice', async () => {
    const uuid = `mqtt-${randomUUID()}`;
    await publisher.publishAsync(alarmTopic(prefix, 'MQTT01'), JSON.stringify(alarm(uuid)), { qos: 1 });
    await publisher.publishAsync(alarmTopic(prefix, 'MQTT01'), JSON.stringify({ events: [alarm(uuid)] }), { qos: 1 });
    const rows = await waitFor(() => eventsWith(uuid), 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'mqtt', statusCategory: 'fire' });
    // The bridge takes a topic's messages one at a time, acknowledging each once committed: once an alarm published
    // after the second copy is stored, that copy has been handled too.
    const after = `mqtt-${randomUUID()}`;
    await publisher.publishAsync(alarmTopic(prefix, 'MQTT01'), JSON.stringify(alarm(after)), { qos: 1 });
    expect(await waitFor(() => eventsWith(after), 1)).toHaveLength(1);
    expect(await eventsWith(uuid)).toHaveLength(1);
  });

  it('does not acknowledge an alarm it could not commit, and stores it when the broker redelivers', async () => {
    const uuid = `mqtt-${randomUUID()}`;
    flaky.failNext(1);
    await publisher.publishAsync(alarmTopic(prefix, 'MQTT01'), JSON.stringify(alarm(uuid)), { qos: 1 });
    const rows = await waitFor(() => eventsWith(uuid), 1);
    expect(flaky.failuresLeft()).toBe(0);
    expect(rows).toHaveLength(1);
  });

  it('updates the bound hydrant from a report (readings, no alarm) published for its device', async () => {
    const occurredAt = Math.floor(Date.now() / 1000);
    const report = {
      uuid: `mqtt-${randomUUID()}`,
      device_code: 'MQTTHYD01',
      occurred_at: occurredAt,
      readings: { pressure: 0.27, battery: 66, signal: 19 },
    };
    await publisher.publishAsync(alarmTopic(prefix, 'MQTTHYD01'), JSON.stringify(report), { qos: 1 });
    const [hydrant] = await waitFor(
      async () =>
        (await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'XHS-MQTT-01'))).filter(
          (row) => row.pressure !== null,
        ),
      1,
    );
    expect(hydrant).toMatchObject({
      pressure: 0.27,
      electricity: 66,
      signalQuality: 19,
      isOnline: true,
      lastReportAt: new Date(occurredAt * 1000),
    });
  });

  it('keeps a payload it cannot read as unregistered instead of dropping it', async () => {
    await publisher.publishAsync(alarmTopic(prefix, 'MQTT01'), 'not json at all', { qos: 1 });
    const kept = await waitFor(
      () => ctx.db.select().from(unregisteredFrames).where(eq(unregisteredFrames.source, 'mqtt')),
      1,
    );
    expect(JSON.stringify(kept.map((row) => row.payload))).toContain('not json at all');
  });
});
