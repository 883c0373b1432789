import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { devices, organisations } from '../../../db/schema';

/** Which of these device codes devices of the thing type already use. */
export const selectTakenDeviceCodes = async (db: DbOrTx, thingType: number, codes: string[]) =>
  new Set(
    (
      await db
        .select({ code: devices.deviceCode })
        .from(devices)
        .where(and(eq(devices.deviceThingType, thingType), inArray(devices.deviceCode, codes)))
    ).map((row) => row.code),
  );

/** Which of these GB/T 26875.3 addresses devices already use. */
export const selectTakenGbAddresses = async (db: DbOrTx, addresses: string[]) =>
  new Set(
    addresses.length === 0
      ? []
      : (
          await db.select({ address: devices.gbAddress }).from(devices).where(inArray(devices.gbAddress, addresses))
        ).map((row) => row.address),
  );

/** The unit's device limit (null: none) and how many devices it has. */
export const findUnitDeviceLimit = async (db: DbOrTx, companyId: number) => {
  const [unit] = await db
    .select({ maxDevices: organisations.maxDevices })
    .from(organisations)
    .where(eq(organisations.id, companyId));
  if (unit?.maxDevices === null || unit?.maxDevices === undefined) return undefined;
  const [existing] = await db.select({ value: count() }).from(devices).where(eq(devices.companyId, companyId));
  return { max: unit.maxDevices, used: existing?.value ?? 0 };
};

/** Adds devices; returns how many. */
export const insertDevices = async (tx: DbOrTx, values: (typeof devices.$inferInsert)[]) =>
  (await tx.insert(devices).values(values).returning({ id: devices.id })).length;
