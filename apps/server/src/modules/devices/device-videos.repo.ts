import { and, asc, count, eq, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { devices, deviceVideoLinks } from '../../db/schema';

/** The devices a camera watches, by id. */
export const listWatchedDeviceIds = async (db: DbOrTx, videoId: number) =>
  (
    await db
      .select({ deviceId: deviceVideoLinks.deviceId })
      .from(deviceVideoLinks)
      .where(eq(deviceVideoLinks.videoId, videoId))
      .orderBy(asc(deviceVideoLinks.deviceId))
  ).map((link) => link.deviceId);

/** The cameras watching a device, by id. */
export const listWatchingVideoIds = async (db: DbOrTx, deviceId: number) =>
  (
    await db
      .select({ videoId: deviceVideoLinks.videoId })
      .from(deviceVideoLinks)
      .where(eq(deviceVideoLinks.deviceId, deviceId))
  ).map((link) => link.videoId);

/** Sets the devices a camera watches to exactly these (none for an empty list). */
export const replaceWatchedDevices = async (tx: DbOrTx, videoId: number, companyId: number, deviceIds: number[]) => {
  await tx.delete(deviceVideoLinks).where(eq(deviceVideoLinks.videoId, videoId));
  if (deviceIds.length)
    await tx.insert(deviceVideoLinks).values(deviceIds.map((deviceId) => ({ videoId, deviceId, companyId })));
};

/** Stops a camera watching a device; false when it did not. */
export const deleteVideoLink = async (db: DbOrTx, videoId: number, deviceId: number) => {
  const removed = await db
    .delete(deviceVideoLinks)
    .where(and(eq(deviceVideoLinks.videoId, videoId), eq(deviceVideoLinks.deviceId, deviceId)))
    .returning({ deviceId: deviceVideoLinks.deviceId });
  return removed.length > 0;
};

/** Cameras per brand ('' for none), the most first, optionally of one unit. */
export const countVideosByBrand = (db: DbOrTx, scope: Scope, companyId: number | undefined) =>
  db
    .select({ brand: sql<string>`coalesce(${devices.brand}, '')`, value: count() })
    .from(devices)
    .where(
      and(
        inScope(scope, devices.companyId),
        eq(devices.deviceClass, 'video'),
        companyId ? eq(devices.companyId, companyId) : undefined,
      ),
    )
    .groupBy(sql`coalesce(${devices.brand}, '')`)
    .orderBy(sql`count(*) desc`, sql`coalesce(${devices.brand}, '')`);
