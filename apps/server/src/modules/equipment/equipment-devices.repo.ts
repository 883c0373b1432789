import type { EquipmentBoundDevice } from '@fireline/shared';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices, equipmentDevices } from '../../db/schema';

export type Bind = { device_id: number; bind_type: number };

export const listBoundDevices = async (db: DbOrTx, equipmentId: number): Promise<EquipmentBoundDevice[]> => {
  const rows = await db
    .select({ device: devices, bindType: equipmentDevices.bindType })
    .from(equipmentDevices)
    .innerJoin(devices, eq(devices.id, equipmentDevices.deviceId))
    .where(eq(equipmentDevices.equipmentId, equipmentId))
    .orderBy(asc(equipmentDevices.createdAt), asc(devices.id));
  return rows.map(({ device, bindType }) => ({
    device_id: device.id,
    device_code: device.deviceCode,
    name: device.name,
    device_type: device.deviceType,
    device_thing_type: device.deviceThingType,
    is_online: device.isOnline,
    state: device.state,
    bind_type: bindType,
  }));
};

/** The units owning these devices (one query for any number of ids). */
export const deviceUnits = async (db: DbOrTx, deviceIds: number[]) => {
  if (deviceIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: devices.id, companyId: devices.companyId })
    .from(devices)
    .where(inArray(devices.id, deviceIds));
  return new Map(rows.map((row) => [row.id, row.companyId]));
};

/** Binds one device; false when it was already bound. */
export const insertBinding = async (db: DbOrTx, equipmentId: number, bind: Bind) => {
  const [bound] = await db
    .insert(equipmentDevices)
    .values({ equipmentId, deviceId: bind.device_id, bindType: bind.bind_type })
    .onConflictDoNothing()
    .returning();
  return bound !== undefined;
};

/** Replaces the equipment's bindings with the list (in the caller's transaction): nothing half-written. */
export const replaceBindings = async (tx: DbOrTx, equipmentId: number, binds: Bind[]) => {
  const keep = binds.map((bind) => bind.device_id);
  await tx
    .delete(equipmentDevices)
    .where(
      and(
        eq(equipmentDevices.equipmentId, equipmentId),
        keep.length ? notInArray(equipmentDevices.deviceId, keep) : undefined,
      ),
    );
  if (binds.length === 0) return;
  await tx
    .insert(equipmentDevices)
    .values(binds.map((bind) => ({ equipmentId, deviceId: bind.device_id, bindType: bind.bind_type })))
    .onConflictDoUpdate({
      target: [equipmentDevices.equipmentId, equipmentDevices.deviceId],
      set: { bindType: sql`excluded.bind_type` },
    });
};
