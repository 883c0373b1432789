import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, organisations, unregisteredFrames } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { createFlakyWriter } from '../../test/flaky-writer';
import { createTestApp } from '../../test/test-app';
import { buildFrame, checksum, decodeTime, downlink, parseFrame } from '@fireline/gb26875';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { createGbGateway, type GbGateway } from './gateway';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let gateway: GbGateway;
let port: number;
let deviceId: number;
let flaky: ReturnType<typeof createFlakyWriter>;
const ADDRESS = '700001';
const FIRE = 0b10;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  deviceId = (await buildDevice(ctx.db, { companyId: tower!.id, gbAddress: ADDRESS, name: 'A座 用传' })).id;
  flaky = createFlakyWriter(ctx.deps.eventWriter);
  gateway = createGbGateway({
    db: ctx.db,
    siteTime: ctx.deps.siteTime,
    writer: flaky.writer,
    logger: ctx.deps.logger,
    centreAddress: '88888',
    replyTimeoutMs: 200,
    retries: 2,
  });
  port = await gateway.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await gateway.close();
  await ctx.close();
});

const fireFrame = (componentAddress: number, status = FIRE) =>
  uplink.componentStatus([
    {
      systemType: 1,
      systemAddress: 1,
      componentType: 40,
      componentAddress,
      status,
      description: `烟感 ${componentAddress}`,
      time: new Date(),
    },
  ]);
const eventsOfDevice = () => ctx.db.select().from(events).where(eq(events.deviceId, deviceId));

describe('GB/T 26875.3 gateway over TCP', () => {
  it('confirms a fire alarm after storing it: same serial, swapped addresses, the centre’s time, no ADU', async () => {
    const device = await connectDevice({
      host: '127.0.0.1',
      port,
      address: ADDRESS,
      centreAddress: '88888',
      resendMs: 2_000,
    });
    const before = Date.now();
    const sent = await device.send(fireFrame(1));
    expect(sent.command).toBe(3);
    const confirm = device.received.at(-1)!;
    expect(confirm).toMatchObject({
      serial: sent.serial,
      source: '88888',
      destination: ADDRESS,
      command: 3,
      version: [1, 1],
    });
    expect(confirm.adu.length).toBe(0);
    const sentAt = decodeTime(confirm.timeLabel)!.getTime();
    expect(Math.abs(sentAt - before)).toBeLessThan(3_000);
    const stored = await eventsOfDevice();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ statusCategory: 'fire', source: 'gb26875', deviceName: '烟感 1' });
    expect((await ctx.db.select().from(devices).where(eq(devices.id, deviceId)))[0]).toMatchObject({
      isOnline: true,
      state: 'alarm',
    });
    await device.close();
  });

  it('confirms coalesced and split frames once each, and stores a repeated frame once', async () => {
    const device = await connectDevice({ host: '127.0.0.1', port, address: ADDRESS, resendMs: 2_000 });
    const frames = [2, 3, 4].map((address) => device.frame(fireFrame(address)));
    const answers = frames.map((frame) => device.waitForAnswer(frame.serial));
    const all = Buffer.concat(frames.map((frame) => frame.bytes));
    // The first write holds the first frame and the start of the second: once the first is confirmed, the gateway has
    // read that write and holds half a frame; the second write ends it and brings the third.
    const cut = frames[0]!.bytes.length + 20;
    device.writeRaw(all.subarray(0, cut));
    expect(await answers[0]).toBe(3);
    device.writeRaw(all.subarray(cut));
    expect(await Promise.all(answers)).toEqual([3, 3, 3]);
    const again = device.waitForAnswer(frames[0]!.serial);
    device.writeRaw(frames[0]!.bytes);
    expect(await again).toBe(3);
    const confirms = device.received.filter((frame) => frame.command === 3);
    expect(confirms.map((frame) => frame.serial)).toEqual([
      frames[0]!.serial,
      frames[1]!.serial,
      frames[2]!.serial,
      frames[0]!.serial,
    ]);
    expect(
      (await eventsOfDevice()).filter((event) => ['烟感 2', '烟感 3', '烟感 4'].includes(event.deviceName)),
    ).toHaveLength(3);
    await device.close();
  });

  it('keeps the order of one device’s frames: an alarm and its recovery in one write end restored', async () => {
    const device = await connectDevice({ host: '127.0.0.1', port, address: ADDRESS });
    const alarm = device.frame(fireFrame(50));
    const recovery = device.frame(fireFrame(50, 0b1));
    const answers = [device.waitForAnswer(alarm.serial), device.waitForAnswer(recovery.serial)];
    device.writeRaw(Buffer.concat([alarm.bytes, recovery.bytes]));
    expect(await Promise.all(answers)).toEqual([3, 3]);
    const [event] = (await eventsOfDevice()).filter((row) => row.deviceName === '烟感 50');
    expect(event!.restoreTime).not.toBeNull();
    await device.close();
  });

  it('denies a frame with a bad checksum and stores nothing from it', async () => {
    const device = await connectDevice({ host: '127.0.0.1', port, address: ADDRESS });
    const frame = device.frame(fireFrame(9));
    frame.bytes[frame.bytes.length - 3] = (frame.bytes[frame.bytes.length - 3]! + 1) & 0xff;
    const answer = device.waitForAnswer(frame.serial);
    device.writeRaw(frame.bytes);
    expect(await answer).toBe(6);
    expect((await eventsOfDevice()).some((event) => event.deviceName === '烟感 9')).toBe(false);
    await device.close();
  });

  it('does not confirm what it could not commit; the device’s resend is confirmed and stored once', async () => {
    flaky.failNext(1);
    const device = await connectDevice({ host: '127.0.0.1', port, address: ADDRESS, resendMs: 300 });
    const sent = await device.send(fireFrame(10));
    // The first try was not confirmed; a loaded machine may answer the second after the 300 ms resend, hence ≥ 2.
    expect(sent.command).toBe(3);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect((await eventsOfDevice()).filter((event) => event.deviceName === '烟感 10')).toHaveLength(1);
    await device.close();
  });

  it('keeps frames from an unregistered address and vendor types raw, and confirms them', async () => {
    const stranger = await connectDevice({ host: '127.0.0.1', port, address: '999999' });
    expect((await stranger.send(fireFrame(1))).command).toBe(3);
    const kept = await ctx.db.select().from(unregisteredFrames).where(eq(unregisteredFrames.address, '999999'));
    expect(kept[0]!.payload).toMatchObject({ reason: 'unregistered address' });
    await stranger.close();
    const device = await connectDevice({ host: '127.0.0.1', port, address: ADDRESS });
    expect((await device.send(Buffer.from([200, 1, 1, 2, 3]))).command).toBe(3);
    const raw = await ctx.db.select().from(unregisteredFrames).where(eq(unregisteredFrames.address, ADDRESS));
    expect(raw.some((row) => (row.payload as { reason: string }).reason === 'vendor type')).toBe(true);
    expect((await device.send()).command).toBe(3);
    await device.close();
  });

  it('sends a clock sync down and resolves on the device’s confirm; a silent device is given up after the retries', async () => {
    const device = await connectDevice({ host: '127.0.0.1', port, address: ADDRESS });
    await device.send();
    const answer = await gateway.sendCommand(ADDRESS, downlink.syncClock());
    expect(answer.command).toBe(3);
    const sync = device.received.find((frame) => frame.command === 1)!;
    expect(sync.adu[0]).toBe(90);
    expect(sync.adu.length).toBe(8);
    const status = await gateway.sendCommand(ADDRESS, downlink.readDeviceStatus());
    expect(status).toMatchObject({ command: 5, decoded: { kind: 'objects', type: 21 } });
    device.setAnswerControls(false);
    await expect(gateway.sendCommand(ADDRESS, downlink.checkPost(10))).rejects.toThrow(/after 3 attempts/);
    const checkPosts = device.received.filter((frame) => frame.command === 1 && frame.adu[0] === 91);
    expect(checkPosts).toHaveLength(3);
    expect(new Set(checkPosts.map((frame) => frame.serial)).size).toBe(1);
    await device.close();
  });

  it('never sends a frame with a wrong checksum itself', () => {
    const bytes = buildFrame({ serial: 5, time: new Date(), source: '1', destination: '2', command: 3 });
    expect(bytes[bytes.length - 3]).toBe(checksum(bytes, 2, bytes.length - 3));
    expect('frame' in parseFrame(bytes)).toBe(true);
  });
});
