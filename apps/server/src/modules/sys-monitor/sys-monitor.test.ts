import type { AddressInfo } from 'node:net';
import { ErrorCodes, type SysMonitorOverview } from '@fireline/shared';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { startScheduler } from '../../scheduler/scheduler';
import { call, loginAs } from '../../test/http';
import { openStream } from '../../test/sse-client';
import { createTestApp } from '../../test/test-app';
import { until } from '../../test/until';

const path = '/api_proxy/sys_monitor/overview/';
const ADDRESS = '730001';
const SITE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let device: Awaited<ReturnType<typeof connectDevice>>;
let stream: Awaited<ReturnType<typeof openStream>>;
let scheduler: ReturnType<typeof startScheduler>;

/**
 * A process as an administrator watches it: a device connected to the gateway that sent a fire alarm (one frame, one
 * event), the administrator's push stream open, two scheduler jobs (one failing), notifications waiting and given up.
 */
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { GB_GATEWAY_PORT: '0', HOST: '127.0.0.1' } });
  const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  await buildDevice(ctx.db, { companyId: tower!.id, gbAddress: ADDRESS, name: 'A座 用传' });
  device = await connectDevice({
    host: '127.0.0.1',
    port: ctx.deps.gbGateway!.port()!,
    address: ADDRESS,
    centreAddress: '0',
    resendMs: 2_000,
  });
  await device.send(
    uplink.componentStatus([
      {
        systemType: 1,
        systemAddress: 1,
        componentType: 40,
        componentAddress: 7,
        status: 0b10,
        description: '烟感 7',
        time: new Date(),
      },
    ]),
  );
  admin = await loginAs(ctx.app, 'admin');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  stream = await openStream({
    baseUrl: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`,
    token: admin.token,
    uid: admin.uid,
  });
  scheduler = startScheduler({
    jobs: [
      { name: 'quick-job', everyMs: 20, run: async () => undefined },
      {
        name: 'failing-job',
        everyMs: 20,
        run: async () => {
          throw new Error('provider unreachable');
        },
      },
    ],
    // Always the leader: this test is about the job board, not the election (a real advisory lock is per server, so
    // on PostgreSQL another test file's scheduler may hold it, and its connection competes with the test's pool).
    lock: { isLeader: async () => true, release: async () => {} },
    logger: ctx.deps.logger,
    board: ctx.deps.jobBoard,
  });
  const rows = (status: string, count: number, dueMinutesAgo: number) =>
    Array.from({ length: count }, (_, index) => ({
      channel: 'sms',
      recipient: '13800000000',
      reason: `monitor-test:${status}:${index}`,
      payload: {},
      status,
      nextAttemptAt: new Date(Date.now() - dueMinutesAgo * 60_000),
    }));
  await ctx.db
    .insert(notificationOutbox)
    .values([...rows('pending', 2, 5), ...rows('failed', 1, 1), ...rows('dead', 3, 60)]);
  await until(() => ctx.deps.jobBoard.list().every((job) => job.runs > 0), 'every job’s first run');
});
afterAll(async () => {
  await scheduler.stop();
  await stream.close();
  await device.close();
  await ctx.close();
});

describe('platform health (/sys_monitor)', () => {
  it('refuses a caller without a session, a centre operator and a unit manager', async () => {
    expect((await call(ctx.app, { path })).body.code).toBe(ErrorCodes.tokenInvalid);
    for (const username of ['operator', 'manager']) {
      const answer = await (await loginAs(ctx.app, username)).call({ path });
      expect(answer.body.code, username).toBe(ErrorCodes.noPermission);
      expect(answer.body.data, username).toBeFalsy();
    }
  });

  it('shows the administrator this process, its devices, rates, writer, streams, database, jobs and outbox', async () => {
    const { body } = await admin.call<SysMonitorOverview>({ path });
    expect(body.code).toBe(0);
    const overview = body.data;
    expect(overview.measured_at).toMatch(SITE_TIME);
    expect(overview.process).toMatchObject({ pid: process.pid, node_version: process.version });
    expect(overview.process.started_at).toMatch(SITE_TIME);
    expect(overview.process.uptime_s).toBeGreaterThanOrEqual(0);
    expect(overview.process.rss_bytes).toBeGreaterThan(overview.process.heap_used_bytes);
    expect(overview.process.heap_total_bytes).toBeGreaterThanOrEqual(overview.process.heap_used_bytes);

    expect(overview.devices).toEqual({
      gb_enabled: true,
      gb_connections: 1,
      gb_devices: 1,
      mqtt_enabled: false,
      mqtt_connected: false,
    });
    // One uplink frame carried one fire alarm; the login and the jobs add none.
    expect(overview.frames.total).toBe(1);
    expect(overview.events.total).toBe(1);
    for (const rate of [overview.frames, overview.events]) {
      expect(rate.per_second_1m).toBeGreaterThan(0);
      expect(rate.per_second_1m).toBeLessThanOrEqual(1);
      expect(rate.per_second_5m).toBeGreaterThan(0);
      expect(rate.per_second_5m).toBeLessThanOrEqual(rate.per_second_1m);
    }

    expect(overview.writer).toMatchObject({ lanes: 1, queued: 0, in_flight: 0 });
    expect(overview.writer.recent_batches).toBeGreaterThanOrEqual(1);
    expect(overview.writer.batch_p50_ms).toBeGreaterThan(0);
    expect(overview.writer.batch_p95_ms).toBeGreaterThanOrEqual(overview.writer.batch_p50_ms!);
    expect(overview.writer.batch_max_ms).toBeGreaterThanOrEqual(overview.writer.batch_p95_ms!);
    expect(overview.writer.batch_mean_size).toBeGreaterThanOrEqual(1);
    expect(overview.writer.batches_since).toMatch(SITE_TIME);

    expect(overview.sse).toEqual({ clients: 1, users: 1 });
    expect(overview.database.driver).toBe(ctx.deps.database.driver);
    expect(overview.database.size_bytes).toBeGreaterThan(1_000_000);

    expect(overview.scheduler).toMatchObject({ enabled: true, is_leader: true });
    const [quick, failing] = ['quick-job', 'failing-job'].map((name) =>
      overview.scheduler.jobs.find((job) => job.name === name),
    );
    expect(quick).toMatchObject({ every_ms: 20, is_ok: true, last_error: null, failures: 0 });
    expect(quick!.runs).toBeGreaterThanOrEqual(1);
    expect(quick!.last_started_at).toMatch(SITE_TIME);
    expect(quick!.last_ms).toBeGreaterThanOrEqual(0);
    expect(failing).toMatchObject({ is_ok: false, last_error: 'provider unreachable' });
    expect(failing!.failures).toBeGreaterThanOrEqual(1);

    expect(overview.outbox).toMatchObject({ pending: 2, retrying: 1, sending: 0, dead: 3 });
    // The oldest waiting row (pending, due 5 minutes ago), not the dead ones.
    const due = ctx.deps.siteTime.parse(overview.outbox.oldest_due_at!).getTime();
    expect(Math.abs(due - (Date.now() - 5 * 60_000))).toBeLessThan(60_000);
  });
});
