import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { devices } from '../db/schema';
import { toDeviceRef } from './device-lookup';
import type { DeviceRef } from './ingest-types';

/** Registered devices by code, limited to one unit or a list of units when the caller's key is (null: all). */
export const findDevicesByCode = async (db: DbOrTx, codes: string[], units: number | readonly number[] | null) => {
  if (codes.length === 0) return new Map<string, DeviceRef>();
  const ofUnits =
    units === null
      ? undefined
      : typeof units === 'number'
        ? eq(devices.companyId, units)
        : units.length === 0
          ? sql`false`
          : inArray(devices.companyId, [...units]);
  const rows = await db
    .select()
    .from(devices)
    .where(and(inArray(devices.deviceCode, codes), ofUnits));
  return new Map(rows.map((row) => [row.deviceCode, toDeviceRef(row)]));
};

/** The device registered under a GB/T 26875.3 address, with its allowed networks; undefined when none is. */
export const findDeviceByGbAddress = async (db: DbOrTx, address: string) => {
  const [row] = await db.select().from(devices).where(eq(devices.gbAddress, address)).limit(1);
  return row;
};

/** The device whose own push key hashes to this; undefined when none does. */
export const findDeviceByPushKeyHash = async (db: DbOrTx, hash: string) => {
  const [device] = await db
    .select({ id: devices.id, companyId: devices.companyId })
    .from(devices)
    .where(eq(devices.pushKeyHash, hash))
    .limit(1);
  return device;
};
