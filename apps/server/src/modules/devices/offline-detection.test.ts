import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import { openDatabase } from '../../db/client';
import { createLeaderLock } from '../../scheduler/leader-lock';
import { createTestApp, openTestDatabase } from '../../test/test-app';
import { detectOfflineDevices } from './offline-detection';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

describe('offline detection', () => {
  it('marks a silent device offline once, with one offline occurrence, and back online on its next frame', async () => {
    const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
    const row = await buildDevice(ctx.db, { companyId: tower!.id, aliveSeconds: 60 });
    const quiet = await buildDevice(ctx.db, { companyId: tower!.id, aliveSeconds: 60 });
    await ctx.db
      .update(devices)
      .set({ isOnline: true, lastSeenAt: new Date(Date.now() - 61_000) })
      .where(eq(devices.id, row.id));
    await ctx.db
      .update(devices)
      .set({ isOnline: true, lastSeenAt: new Date(Date.now() - 30_000) })
      .where(eq(devices.id, quiet.id));

    expect(await detectOfflineDevices(ctx.db, ctx.deps.eventWriter)).toEqual([row.id]);
    expect(await detectOfflineDevices(ctx.db, ctx.deps.eventWriter)).toEqual([]);
    const [offline] = await ctx.db.select().from(events).where(eq(events.deviceId, row.id));
    expect(offline).toMatchObject({ alarmType: 'offline', statusCategory: 'fault', restoreTime: null });
    expect((await ctx.db.select().from(devices).where(eq(devices.id, row.id)))[0]!.isOnline).toBe(false);

    await ctx.deps.eventWriter.submit({
      kind: 'heartbeat',
      uuid: 'hb-1',
      source: 'gb26875',
      device: toDeviceRef(row),
      occurredAt: new Date(),
    });
    expect((await ctx.db.select().from(devices).where(eq(devices.id, row.id)))[0]!.isOnline).toBe(true);
    const [restored] = await ctx.db.select().from(events).where(eq(events.id, offline!.id));
    expect(restored!.restoreTime).not.toBeNull();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('scheduler leader lock on PostgreSQL', () => {
  it('lets one process lead and hands over when it stops', async () => {
    const { database, url, drop } = await openTestDatabase();
    const other = await openDatabase({ url });
    try {
      const first = createLeaderLock(database);
      const rival = createLeaderLock(other);
      expect(await first.isLeader()).toBe(true);
      expect(await rival.isLeader()).toBe(false);
      expect(await first.isLeader()).toBe(true);
      await first.release();
      expect(await rival.isLeader()).toBe(true);
      await rival.release();
    } finally {
      await other.close();
      await database.close();
      await drop();
    }
  });
});
