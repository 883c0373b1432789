import { Writable } from 'node:stream';
import net from 'node:net';
import { ADDRESS_CONFLICT_ALARM_TYPE } from '@fireline/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, unregisteredFrames } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildOrg } from '../../db/seed/factories';
import { createTestApp } from '../../test/test-app';
import { until } from '../../test/until';
import { buildFrame, Command, downlink } from '@fireline/gb26875';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { createGbGateway, type GatewayLimits } from './gateway';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let companyId: number;
const FIRE = 0b10;
const gateways: ReturnType<typeof createGbGateway>[] = [];

/** A pino logger writing its lines to an array, to count what an attacker can make the server log. */
const captureLog = () => {
  const lines: { msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger };
};

const startGateway = async (
  options: {
    logger?: FastifyBaseLogger;
    centreAddress?: string;
    allowedNetworks?: string;
    limits?: Partial<GatewayLimits>;
    port?: number;
  } = {},
) => {
  const gateway = createGbGateway({
    db: ctx.db,
    siteTime: ctx.deps.siteTime,
    writer: ctx.deps.eventWriter,
    logger: options.logger ?? ctx.deps.logger,
    replyTimeoutMs: 300,
    retries: 1,
    takeoverProbeMs: 300,
    ...options,
  });
  gateways.push(gateway);
  return { gateway, port: await gateway.listen(options.port ?? 0, '127.0.0.1') };
};

const register = async (gbAddress: string, allowedNetworks?: string) => {
  const device = await buildDevice(ctx.db, { companyId, gbAddress, name: `用传 ${gbAddress}` });
  if (allowedNetworks) await ctx.db.update(devices).set({ allowedNetworks }).where(eq(devices.id, device.id));
  return device.id;
};

const component = (componentAddress: number, status = FIRE) =>
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
const eventsOf = (deviceId: number) => ctx.db.select().from(events).where(eq(events.deviceId, deviceId));
const isClosed = (closed: Promise<void>) =>
  Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => setImmediate(() => resolve(false)))]);

beforeAll(async () => {
  ctx = await createTestApp({ env: { SEED_DEMO: 'false' } });
  companyId = (await buildOrg(ctx.db, { kind: 'cared', name: '网关安全测试单位' })).id;
}, 180_000);
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await ctx.close();
});

describe('who may speak for a device', () => {
  it('keeps a live device’s address from a second client: its fire stays open, the rogue gets no Confirm, is closed, and a conflict alarm is raised; commands reach the holder', async () => {
    const address = '710001';
    const deviceId = await register(address);
    const { gateway, port } = await startGateway();
    const real = await connectDevice({ host: '127.0.0.1', port, address, resendMs: 2_000 });
    expect((await real.send(component(1))).command).toBe(3);

    const rogue = await connectDevice({ host: '127.0.0.1', port, address, resendMs: 2_000 });
    const restore = rogue.send(component(1, 0b1), { maxAttempts: 1 });
    // While the gateway asks the holder, an operator's command goes to the holder, never to the rogue.
    const sync = await gateway.sendCommand(address, downlink.syncClock());
    expect(sync.command).toBe(3);
    expect(real.received.some((frame) => frame.command === Command.control && frame.adu[0] === 90)).toBe(true);
    expect(
      rogue.received.filter((frame) => frame.command === Command.control || frame.command === Command.request),
    ).toEqual([]);

    expect((await restore).command).toBeUndefined();
    await rogue.closed();
    expect(rogue.received.filter((frame) => frame.command === Command.confirm)).toEqual([]);
    await until(
      async () => (await eventsOf(deviceId)).some((row) => row.alarmType === ADDRESS_CONFLICT_ALARM_TYPE),
      'the address conflict alarm',
    );
    const stored = await eventsOf(deviceId);
    const fire = stored.find((row) => row.statusCategory === 'fire')!;
    expect(fire.restoreTime).toBeNull();
    expect(stored.find((row) => row.alarmType === ADDRESS_CONFLICT_ALARM_TYPE)).toMatchObject({
      statusCategory: 'abnormal',
      alarmValue: '127.0.0.1',
    });
    expect((await ctx.db.select().from(devices).where(eq(devices.id, deviceId)))[0]!.state).toBe('alarm');
    expect(gateway.stats().conflicts).toBe(1);
    // The holder is still heard.
    expect((await real.send(component(2))).command).toBe(3);
    await real.close();
  });

  it('gives the address to a new connection when the holder no longer answers; the resent frame is confirmed and stored once', async () => {
    const address = '710002';
    const deviceId = await register(address);
    const { gateway, port } = await startGateway();
    const stale = await connectDevice({ host: '127.0.0.1', port, address, answerControls: false });
    expect((await stale.send()).command).toBe(3);

    const back = await connectDevice({ host: '127.0.0.1', port, address, resendMs: 500 });
    const sent = await back.send(component(7));
    expect(sent.command).toBe(3);
    expect(sent.attempts).toBeGreaterThan(1);
    await stale.closed();
    expect(gateway.stats().takeovers).toBe(1);
    expect((await eventsOf(deviceId)).filter((row) => row.deviceName === '烟感 7')).toHaveLength(1);
    expect((await eventsOf(deviceId)).some((row) => row.alarmType === ADDRESS_CONFLICT_ALARM_TYPE)).toBe(false);
    const status = await gateway.sendCommand(address, downlink.readDeviceStatus());
    expect(status.command).toBe(5);
    await back.close();
  });

  it('refuses frames from outside a device’s allowed networks, and connections from outside GB_ALLOWED_NETWORKS', async () => {
    const address = '710003';
    const deviceId = await register(address, '192.0.2.0/24, 2001:db8::/32');
    const { gateway, port } = await startGateway();
    const outsider = await connectDevice({ host: '127.0.0.1', port, address, resendMs: 300 });
    expect((await outsider.send(component(3), { maxAttempts: 2 })).command).toBeUndefined();
    expect(await eventsOf(deviceId)).toHaveLength(0);
    expect(gateway.stats().refused).toBeGreaterThan(0);
    expect(gateway.isConnected(address)).toBe(false);
    await outsider.close();

    await ctx.db.update(devices).set({ allowedNetworks: '127.0.0.0/8' }).where(eq(devices.id, deviceId));
    gateway.forgetDevice(address);
    const inside = await connectDevice({ host: '127.0.0.1', port, address });
    expect((await inside.send(component(3))).command).toBe(3);
    await inside.close();

    const site = await startGateway({ allowedNetworks: '10.0.0.0/8' });
    const socket = net.connect(site.port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('close', resolve));
    expect(site.gateway.stats().refused).toBe(1);
  });
});

describe('answers from the address the device sent to', () => {
  it('confirms from 88888 to a device whose centre is 88888, warns once, and sends commands from it', async () => {
    const address = '710004';
    await register(address);
    const log = captureLog();
    const { gateway, port } = await startGateway({ logger: log.logger });
    const device = await connectDevice({ host: '127.0.0.1', port, address, centreAddress: '88888' });
    const sent = await device.send(component(4));
    expect(sent.command).toBe(3);
    expect(device.received.at(-1)).toMatchObject({
      command: 3,
      serial: sent.serial,
      source: '88888',
      destination: address,
    });
    expect((await device.send()).command).toBe(3);
    expect(log.lines.filter((line) => /another centre address/.test(line.msg))).toHaveLength(1);
    await gateway.sendCommand(address, downlink.syncClock());
    expect(device.received.find((frame) => frame.command === Command.control)).toMatchObject({
      source: '88888',
      destination: address,
    });
    await device.close();
  });
});

describe('floods and garbage', () => {
  it('confirms and stores a registered device’s fire alarm while one client floods thousands of frames from unregistered addresses, and keeps only a sample of them', async () => {
    const address = '710005';
    const deviceId = await register(address);
    // Rates high enough that the flood is processed, not dropped: this is about priority and sampling.
    const { gateway, port } = await startGateway({
      limits: {
        connectionRate: 1e6,
        connectionBurst: 1e6,
        addressRate: 1e6,
        addressBurst: 1e6,
        unregisteredPerMinute: 50,
      },
    });
    const device = await connectDevice({ host: '127.0.0.1', port, address, resendMs: 5_000 });
    expect((await device.send()).command).toBe(3);

    const FLOOD = 2_000;
    let floodBytes = 0;
    // Confirms are 30 bytes each, no ADU.
    const floodConfirms = () => Math.floor(floodBytes / 30);
    const flooder = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => flooder.once('connect', resolve));
    flooder.on('data', (chunk) => {
      floodBytes += chunk.length;
    });
    const time = new Date();
    const frames = Array.from({ length: FLOOD }, (_, index) =>
      buildFrame({
        serial: index,
        time,
        source: String(900_000 + index),
        destination: '0',
        command: Command.send,
        adu: component(index % 50),
      }),
    );
    const writing = (async () => {
      for (let at = 0; at < FLOOD; at += 200)
        if (!flooder.write(Buffer.concat(frames.slice(at, at + 200))))
          await new Promise((resolve) => flooder.once('drain', resolve));
    })();
    // The gateway is working through the flood (every address a stranger to look up) when the device reports a fire.
    await until(() => gateway.stats().unregisteredSkipped > 0, 'a skipped unregistered frame', 60_000);
    const fire = await device.send(component(11));
    const floodHandledAtFire = gateway.stats().unregisteredSkipped;
    expect(fire.command).toBe(3);
    expect(floodHandledAtFire).toBeLessThan(FLOOD - 50);
    expect((await eventsOf(deviceId)).filter((row) => row.deviceName === '烟感 11')).toHaveLength(1);

    await writing;
    await until(() => floodConfirms() >= FLOOD, 'the flood confirmed', 120_000);
    const [kept] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(unregisteredFrames)
      .where(and(like(unregisteredFrames.address, '90____')));
    expect(kept!.count).toBeLessThanOrEqual(50);
    expect(gateway.stats().unregisteredSkipped).toBeGreaterThanOrEqual(FLOOD - 50);
    flooder.destroy();
    await device.close();
  }, 180_000);

  it('drops frames over a connection’s rate unconfirmed, and closes connections over the per-peer cap', async () => {
    const { gateway, port } = await startGateway({
      limits: { connectionBurst: 10, connectionRate: 1, maxConnectionsPerPeer: 2 },
    });
    const device = await connectDevice({ host: '127.0.0.1', port, address: '920001' });
    const burst = Array.from({ length: 30 }, () => device.frame());
    const answers = burst.map((frame) => device.waitForAnswer(frame.serial, 3_000));
    device.writeRaw(Buffer.concat(burst.map((frame) => frame.bytes)));
    const got = await Promise.all(answers);
    expect(got.filter((command) => command === 3).length).toBeLessThanOrEqual(11);
    expect(gateway.stats().dropped).toBeGreaterThanOrEqual(19);

    const second = await connectDevice({ host: '127.0.0.1', port, address: '920002' });
    const third = await connectDevice({ host: '127.0.0.1', port, address: '920003' });
    await third.closed();
    expect(await isClosed(second.closed())).toBe(false);
    await Promise.all([device.close(), second.close()]);
  });

  it('closes a connection that sends 256 KB of "@" and logs a handful of lines', async () => {
    const log = captureLog();
    const { port } = await startGateway({ logger: log.logger });
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(Buffer.alloc(256 * 1024, '@'));
    await closed;
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.lines.length).toBeLessThanOrEqual(3);
  });
});

describe('the simulator’s device reconnects', () => {
  it('reconnects after the gateway restarts on the same port and resends the frame that was not confirmed', async () => {
    const address = '710006';
    const deviceId = await register(address);
    const first = await startGateway();
    const device = await connectDevice({
      host: '127.0.0.1',
      port: first.port,
      address,
      resendMs: 60_000,
      reconnect: { minMs: 50, maxMs: 400 },
    });
    expect((await device.send()).command).toBe(3);
    await first.gateway.close();
    await device.closed();
    const fire = device.send(component(12), { maxAttempts: 1 });
    await startGateway({ port: first.port });
    expect((await fire).command).toBe(3);
    expect(device.connections()).toBeGreaterThan(1);
    expect((await eventsOf(deviceId)).filter((row) => row.deviceName === '烟感 12')).toHaveLength(1);
    await device.close();
  });
});
