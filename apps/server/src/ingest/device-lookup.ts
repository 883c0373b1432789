import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { devices } from '../db/schema';
import type { DeviceRef } from './ingest-types';

export const toDeviceRef = (row: typeof devices.$inferSelect): DeviceRef => ({
  id: row.id,
  companyId: row.companyId,
  buildingId: row.buildingId,
  floorId: row.floorId,
  areaId: row.areaId,
  name: row.name,
  deviceCode: row.deviceCode,
  deviceType: row.deviceType,
  deviceModel: row.deviceModel,
  deviceThingType: row.deviceThingType,
  installAddress: row.installAddress,
});

/** Registered devices by code, limited to one unit when the caller's key is. */
export const findDevicesByCode = async (db: DbOrTx, codes: string[], companyId: number | null) => {
  if (codes.length === 0) return new Map<string, DeviceRef>();
  const rows = await db
    .select()
    .from(devices)
    .where(and(inArray(devices.deviceCode, codes), companyId === null ? undefined : eq(devices.companyId, companyId)));
  return new Map(rows.map((row) => [row.deviceCode, toDeviceRef(row)]));
};
