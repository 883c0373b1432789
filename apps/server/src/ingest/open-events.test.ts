import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client';
import { events, openEvents, organisations } from '../db/schema';
import { buildDevice } from '../db/seed/device-factories';
import { toDeviceRef } from './device-lookup';
import { createTestApp } from '../test/test-app';
import { createEventWriter, type EventWriter } from './event-writer';
import type { DeviceRef, IngestItem } from './ingest-types';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let writer: EventWriter;
let device: DeviceRef;
let sequence = 0;
const FIRE = 1 << 1;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  writer = createEventWriter({ db: ctx.db, bus: ctx.deps.bus, siteTime: ctx.deps.siteTime });
  const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  device = toDeviceRef(await buildDevice(ctx.db, { companyId: tower!.id }));
});
afterAll(async () => {
  await writer.close();
  await ctx.close();
});

const componentStatus = (flags: number): IngestItem => ({
  kind: 'component_status',
  uuid: `open-events-${++sequence}`,
  source: 'gb26875',
  device,
  occurredAt: new Date(),
  component: {
    systemType: 1,
    systemAddress: 1,
    componentType: 21,
    componentAddress: 7,
    description: '7号 烟感 二层走廊',
  },
  flags,
});

/** The statements of migration 0017 that fill open_events from the events open before it. */
const backfill = () =>
  fs
    .readFileSync(path.join(migrationsFolder, '0017_open_events.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('INSERT INTO "open_events"'));

describe('open occurrences across the upgrade that added open_events', () => {
  it('a fire alarm open before the upgrade is restored by the recovery that comes after it', async () => {
    await writer.submit(componentStatus(FIRE));
    const [fire] = await ctx.db.select().from(events).where(eq(events.deviceId, device.id));
    expect(fire!.restoreTime).toBeNull();
    // Before the upgrade open_events did not exist: the alarm is only an event without a restore time.
    await ctx.db.delete(openEvents);
    const statements = backfill();
    expect(statements).toHaveLength(1);
    for (const statement of statements) await ctx.db.execute(sql.raw(statement));
    expect(
      (await ctx.db.select().from(openEvents).where(eq(openEvents.deviceId, device.id))).map((row) => row.eventId),
    ).toEqual([fire!.id]);

    await writer.submit(componentStatus(0));
    const [restored] = await ctx.db.select().from(events).where(eq(events.id, fire!.id));
    expect(restored!.restoreTime).not.toBeNull();
    expect(await ctx.db.select().from(openEvents).where(eq(openEvents.deviceId, device.id))).toEqual([]);
  });
});
