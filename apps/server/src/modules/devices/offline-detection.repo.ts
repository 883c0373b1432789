import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices, hydrants } from '../../db/schema';

/** Online devices silent for longer than their alive time. */
const stale = and(
  eq(devices.isOnline, true),
  sql`${devices.lastSeenAt} < now() - make_interval(secs => ${devices.aliveSeconds})`,
)!;

/** Marks silent devices offline, and the hydrants they monitor with them (in the caller's transaction); returns the devices. */
export const markSilentDevicesOffline = async (tx: DbOrTx) => {
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
};
