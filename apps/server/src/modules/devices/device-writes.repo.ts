import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { areas, buildings, components, devices, fireSystems, floors } from '../../db/schema';

export type DeviceValues = typeof devices.$inferInsert;
export type ComponentValues = typeof components.$inferInsert;
/** The archive columns of a component (what the device form edits), as opposed to its ingest address. */
export type ComponentArchive = Omit<
  ComponentValues,
  'companyId' | 'deviceId' | 'systemType' | 'systemAddress' | 'componentAddress'
>;

const countOf = async (rows: Promise<{ value: number }[]>) => (await rows)[0]?.value ?? 0;

/** Whether the building is the unit's. */
export const isUnitBuilding = async (db: DbOrTx, companyId: number, buildingId: number) =>
  (await countOf(
    db
      .select({ value: count() })
      .from(buildings)
      .where(and(eq(buildings.id, buildingId), eq(buildings.companyId, companyId))),
  )) === 1;

/** Whether the floor is the unit's (and in the building, when one is given). */
export const isUnitFloor = async (db: DbOrTx, companyId: number, floorId: number, buildingId?: number | null) =>
  (await countOf(
    db
      .select({ value: count() })
      .from(floors)
      .where(
        and(
          eq(floors.id, floorId),
          eq(floors.companyId, companyId),
          buildingId ? eq(floors.buildingId, buildingId) : undefined,
        ),
      ),
  )) === 1;

/** Whether the area is the unit's (and on the floor, when one is given). */
export const isUnitArea = async (db: DbOrTx, companyId: number, areaId: number, floorId?: number | null) =>
  (await countOf(
    db
      .select({ value: count() })
      .from(areas)
      .where(
        and(eq(areas.id, areaId), eq(areas.companyId, companyId), floorId ? eq(areas.floorId, floorId) : undefined),
      ),
  )) === 1;

/** Whether the fire system is the unit's. */
export const isUnitSystem = async (db: DbOrTx, companyId: number, systemId: number) =>
  (await countOf(
    db
      .select({ value: count() })
      .from(fireSystems)
      .where(and(eq(fireSystems.id, systemId), eq(fireSystems.companyId, companyId))),
  )) === 1;

/** How many of these devices are the unit's (of one class, when given). */
export const countUnitDevices = (db: DbOrTx, companyId: number, ids: number[], deviceClass?: string) =>
  countOf(
    db
      .select({ value: count() })
      .from(devices)
      .where(
        and(
          inArray(devices.id, ids),
          eq(devices.companyId, companyId),
          deviceClass ? eq(devices.deviceClass, deviceClass) : undefined,
        ),
      ),
  );

/** A controller (alarmer) row by id; undefined when there is none. */
export const findAlarmer = async (db: DbOrTx, alarmerId: number) => {
  const [host] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, alarmerId), eq(devices.deviceClass, 'alarmer')));
  return host;
};

/** The GB/T 26875.3 system type of a fire system. */
export const findSystemType = async (db: DbOrTx, systemId: number) => {
  const [system] = await db
    .select({ systemType: fireSystems.systemType })
    .from(fireSystems)
    .where(eq(fireSystems.id, systemId));
  return system?.systemType;
};

export const insertDevice = async (tx: DbOrTx, values: DeviceValues) => {
  const [row] = await tx.insert(devices).values(values).returning({ id: devices.id });
  return row!.id;
};

export const findStoredDevice = async (tx: DbOrTx, deviceId: number) => {
  const [row] = await tx.select().from(devices).where(eq(devices.id, deviceId));
  return row;
};

export const updateDeviceRow = async (tx: DbOrTx, deviceId: number, values: Partial<DeviceValues>) => {
  await tx.update(devices).set(values).where(eq(devices.id, deviceId));
};

/**
 * Adds a component's archive. Ingest may already have met the component in a frame: its row becomes the archive,
 * unless one is already there (then undefined).
 */
export const insertComponent = async (
  tx: DbOrTx,
  address: Pick<ComponentValues, 'companyId' | 'deviceId' | 'systemType' | 'systemAddress' | 'componentAddress'>,
  archive: ComponentArchive,
) => {
  const [row] = await tx
    .insert(components)
    .values({ ...address, ...archive })
    .onConflictDoUpdate({
      target: [components.deviceId, components.systemType, components.systemAddress, components.componentAddress],
      set: archive,
      setWhere: sql`${components.loopNumber} is null`,
    })
    .returning({ id: components.id });
  return row?.id;
};

export const findStoredComponent = async (tx: DbOrTx, componentId: number) => {
  const [row] = await tx.select().from(components).where(eq(components.id, componentId));
  return row;
};

export const updateComponentRow = async (
  tx: DbOrTx,
  options: { componentId: number; companyId: number; values: Partial<ComponentValues> },
) => {
  await tx
    .update(components)
    .set(options.values)
    .where(and(eq(components.id, options.componentId), eq(components.companyId, options.companyId)));
};

/**
 * Removes devices and what hangs on them: a DTU takes its components (their GB/T 26875.3 address is the DTU's) and
 * frees the controllers and independent devices it carried; a controller frees its components. Camera links and
 * pending commands go with the device (ON DELETE CASCADE). Alarm history stays.
 */
export const deleteDevicesAndComponents = async (tx: DbOrTx, ids: number[]) => {
  await tx.update(devices).set({ dtuId: null, updatedAt: new Date() }).where(inArray(devices.dtuId, ids));
  await tx.update(components).set({ alarmerId: null, updatedAt: new Date() }).where(inArray(components.alarmerId, ids));
  await tx.delete(components).where(inArray(components.deviceId, ids));
  await tx.delete(devices).where(inArray(devices.id, ids));
};

export const deleteComponents = async (tx: DbOrTx, ids: number[]) => {
  await tx.delete(components).where(inArray(components.id, ids));
};

/** Takes a controller and its components out of its system; false when it had none. */
export const detachAlarmerFromSystem = async (tx: DbOrTx, alarmerId: number) => {
  const [alarmer] = await tx
    .select({ systemId: devices.systemId })
    .from(devices)
    .where(eq(devices.id, alarmerId))
    .for('update');
  if (!alarmer?.systemId) return false;
  await tx
    .update(components)
    .set({ systemId: null, updatedAt: new Date() })
    .where(and(eq(components.alarmerId, alarmerId), eq(components.systemId, alarmer.systemId)));
  await tx.update(devices).set({ systemId: null, updatedAt: new Date() }).where(eq(devices.id, alarmerId));
  return true;
};

/** Detaches a controller from its transmission device; false when there is no such controller. */
export const detachAlarmerFromDtu = async (db: DbOrTx, alarmerId: number) => {
  const [updated] = await db
    .update(devices)
    .set({ dtuId: null, updatedAt: new Date() })
    .where(and(eq(devices.id, alarmerId), eq(devices.deviceClass, 'alarmer')))
    .returning({ id: devices.id });
  return updated !== undefined;
};
