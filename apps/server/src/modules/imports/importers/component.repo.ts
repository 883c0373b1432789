import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { components, devices } from '../../../db/schema';

/** The transmission device components are imported under: its unit and place, which its components take. */
export const findImportDevice = async (db: DbOrTx, deviceId: number) => {
  const [device] = await db
    .select({
      id: devices.id,
      companyId: devices.companyId,
      buildingId: devices.buildingId,
      floorId: devices.floorId,
      areaId: devices.areaId,
    })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1);
  return device;
};

/** The GB/T 26875.3 addresses of the device's components already on file. */
export const selectComponentAddresses = (db: DbOrTx, deviceId: number) =>
  db
    .select({
      systemType: components.systemType,
      systemAddress: components.systemAddress,
      componentAddress: components.componentAddress,
    })
    .from(components)
    .where(eq(components.deviceId, deviceId));

/** Adds components; returns how many. */
export const insertComponents = async (tx: DbOrTx, values: (typeof components.$inferInsert)[]) =>
  (await tx.insert(components).values(values).returning({ id: components.id })).length;
