import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices, hydrants } from '../../db/schema';
import { toDeviceRef } from '../../ingest/device-lookup';
import type { EventWriter } from '../../ingest/event-writer';

/** Online devices silent for longer than their alive time. */
const stale = and(
  eq(devices.isOnline, true),
  sql`${devices.lastSeenAt} < now() - make_interval(secs => ${devices.aliveSeconds})`,
)!;

/**
 * Marks devices offline (and the hydrants they monitor) when nothing (heartbeats included) arrived for their alive time, and records one
 * "offline" fault occurrence each; the next frame brings the device back online and restores it.
 * The occurrence's uuid is fixed by the last frame's time, so two runs never record it twice.
 */
export const detectOfflineDevices = async (db: Db, writer: EventWriter) => {
  const marked = await db.transaction(async (tx) => {
    // The event writer locks a batch's hydrants before it updates their devices; taking the same order here means the
    // two queue instead of deadlocking.
    await tx.execute(
      sql`select id from hydrants where device_id in (select id from devices where ${stale}) order by id for update`,
    );
    const rows = await tx.update(devices).set({ isOnline: false }).where(stale).returning();
    // A hydrant is online while its monitoring device is: one statement for all of them.
    if (rows.length)
      await tx
        .update(hydrants)
        .set({ isOnline: false })
        .where(
          inArray(
            hydrants.deviceId,
            rows.map((row) => row.id),
          ),
        );
    return rows;
  });
  await Promise.all(
    marked.map((device) =>
      writer.submit({
        kind: 'event',
        uuid: `offline:${device.id}:${device.lastSeenAt?.getTime() ?? 0}`,
        source: 'scheduler',
        device: toDeviceRef(device),
        occurredAt: new Date(),
        category: 'fault',
        alarmStatus: 'fault',
        alarmType: 'offline',
        isRecovery: false,
      }),
    ),
  );
  return marked.map((device) => device.id);
};
