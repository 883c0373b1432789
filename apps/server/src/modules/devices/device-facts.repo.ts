import { and, count, eq, isNotNull } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { components, devices } from '../../db/schema';

/** One device's row, whatever its class and scope. */
export const findDeviceRow = async (db: DbOrTx, deviceId: number) => {
  const [device] = await db.select().from(devices).where(eq(devices.id, deviceId));
  return device;
};

/** A device's state and online flag as stored now. */
export const findDeviceState = async (db: DbOrTx, deviceId: number) => {
  const [device] = await db
    .select({ state: devices.state, isOnline: devices.isOnline })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return device;
};

/** A device's class and model. */
export const findDeviceModel = async (db: DbOrTx, deviceId: number) => {
  const [device] = await db
    .select({ deviceClass: devices.deviceClass, model: devices.deviceModel })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return device;
};

/** The systems (controllers) behind a transmission device: the system type and address its components carry. */
export const listDtuSystems = (db: DbOrTx, deviceId: number) =>
  db
    .selectDistinct({ systemType: components.systemType, systemAddress: components.systemAddress })
    .from(components)
    .where(eq(components.deviceId, deviceId))
    .orderBy(components.systemType, components.systemAddress);

/** A unit's devices counted by state and online flag, in one grouped query. */
export const countUnitDevicesByState = (db: DbOrTx, scope: Scope, companyId: number) =>
  db
    .select({ state: devices.state, isOnline: devices.isOnline, value: count() })
    .from(devices)
    .where(and(inScope(scope, devices.companyId), eq(devices.companyId, companyId)))
    .groupBy(devices.state, devices.isOnline);

/** Models in use, of devices and components together, optionally of one unit. */
export const listDistinctModels = async (db: DbOrTx, scope: Scope, companyId: number | undefined) => {
  const rows = await db
    .selectDistinct({ model: devices.deviceModel })
    .from(devices)
    .where(
      and(
        inScope(scope, devices.companyId),
        companyId ? eq(devices.companyId, companyId) : undefined,
        isNotNull(devices.deviceModel),
      ),
    )
    .union(
      db
        .selectDistinct({ model: components.model })
        .from(components)
        .where(
          and(
            inScope(scope, components.companyId),
            companyId ? eq(components.companyId, companyId) : undefined,
            isNotNull(components.model),
          ),
        ),
    );
  return rows.flatMap((row) => (row.model === null ? [] : [row.model]));
};
