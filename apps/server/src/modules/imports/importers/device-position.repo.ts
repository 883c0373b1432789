import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { components, deviceDots, devices } from '../../../db/schema';

/** The unit's devices of these codes. */
export const selectDevicesByCode = (db: DbOrTx, companyId: number, codes: string[]) =>
  codes.length
    ? db
        .select({ id: devices.id, code: devices.deviceCode, floorId: devices.floorId })
        .from(devices)
        .where(and(eq(devices.companyId, companyId), inArray(devices.deviceCode, codes)))
    : Promise.resolve([]);

/** The unit's components of these codes. */
export const selectComponentsByCode = (db: DbOrTx, companyId: number, codes: string[]) =>
  codes.length
    ? db
        .select({ id: components.id, code: components.code, floorId: components.floorId })
        .from(components)
        .where(and(eq(components.companyId, companyId), isNotNull(components.code), inArray(components.code, codes)))
    : Promise.resolve([]);

/** The unit's components at these component addresses, with their transmission device's code. */
export const selectComponentsAt = (db: DbOrTx, companyId: number, addresses: number[]) =>
  addresses.length
    ? db
        .select({
          id: components.id,
          address: components.componentAddress,
          floorId: components.floorId,
          dtuCode: devices.deviceCode,
        })
        .from(components)
        .innerJoin(devices, eq(devices.id, components.deviceId))
        .where(and(eq(components.companyId, companyId), inArray(components.componentAddress, addresses)))
    : Promise.resolve([]);

export type DotValues = {
  companyId: number;
  floorId: number;
  deviceId: number | null;
  componentId: number | null;
  x: number;
  y: number;
  updatedAt: Date;
};

/** A column of the row an INSERT … ON CONFLICT tried to insert. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);
// ON CONFLICT moves an existing dot: `excluded` is the row this statement tried to insert.
const moved = {
  floorId: sqlExcluded('floor_id'),
  x: sqlExcluded('x'),
  y: sqlExcluded('y'),
  updatedAt: sqlExcluded('updated_at'),
};

/** Places devices on floor plans: a new dot each, or the device's existing dot moved. */
export const upsertDeviceDots = async (tx: DbOrTx, dots: DotValues[]) => {
  if (dots.length)
    await tx
      .insert(deviceDots)
      .values(dots)
      .onConflictDoUpdate({ target: deviceDots.deviceId, targetWhere: isNotNull(deviceDots.deviceId), set: moved });
};

/** Places components on floor plans: a new dot each, or the component's existing dot moved. */
export const upsertComponentDots = async (tx: DbOrTx, dots: DotValues[]) => {
  if (dots.length)
    await tx
      .insert(deviceDots)
      .values(dots)
      .onConflictDoUpdate({
        target: deviceDots.componentId,
        targetWhere: isNotNull(deviceDots.componentId),
        set: moved,
      });
};
