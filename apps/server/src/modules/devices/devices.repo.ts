import { deviceStatusStates, deviceTabs, type DeviceClass, type DeviceListQuery } from '@fireline/shared';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { buildings, components, devices, fireSystems, floors, organisations } from '../../db/schema';
import type { DeviceJoined } from './device-present';

export type DeviceRow = typeof devices.$inferSelect;
export type ComponentRow = typeof components.$inferSelect;
export type DeviceFilter = Omit<DeviceListQuery, 'page_no' | 'page_size' | 'tab'>;

const dtu = alias(devices, 'dtu');
const alarmer = alias(devices, 'alarmer');

const deviceSelection = {
  device: devices,
  companyName: organisations.name,
  companyKind: organisations.kind,
  buildingName: buildings.name,
  floorName: floors.name,
  systemName: fireSystems.name,
  dtuName: dtu.name,
};
const componentSelection = {
  component: components,
  companyName: organisations.name,
  companyKind: organisations.kind,
  buildingName: buildings.name,
  floorName: floors.name,
  systemName: fireSystems.name,
  dtuName: dtu.name,
  dtuOnline: dtu.isOnline,
  alarmerName: alarmer.name,
};
export type JoinedDevice = { device: DeviceRow } & DeviceJoined;
export type JoinedComponent = { component: ComponentRow } & DeviceJoined;

/** Devices with their names joined in, one query. */
const selectDevices = (db: DbOrTx) =>
  db
    .select(deviceSelection)
    .from(devices)
    .innerJoin(organisations, eq(organisations.id, devices.companyId))
    .leftJoin(buildings, eq(buildings.id, devices.buildingId))
    .leftJoin(floors, eq(floors.id, devices.floorId))
    .leftJoin(fireSystems, eq(fireSystems.id, devices.systemId))
    .leftJoin(dtu, eq(dtu.id, devices.dtuId));

const selectComponents = (db: DbOrTx) =>
  db
    .select(componentSelection)
    .from(components)
    .innerJoin(organisations, eq(organisations.id, components.companyId))
    .leftJoin(buildings, eq(buildings.id, components.buildingId))
    .leftJoin(floors, eq(floors.id, components.floorId))
    .leftJoin(fireSystems, eq(fireSystems.id, components.systemId))
    .innerJoin(dtu, eq(dtu.id, components.deviceId))
    .leftJoin(alarmer, eq(alarmer.id, components.alarmerId));

/** The list filters of the device tabs on the devices table. */
export const deviceWhere = (scope: Scope, filter: DeviceFilter, classes: readonly DeviceClass[]): SQL | undefined =>
  and(
    inScope(scope, devices.companyId),
    inArray(devices.deviceClass, [...classes]),
    filter.company_id ? eq(devices.companyId, filter.company_id) : undefined,
    filter.system_id ? eq(devices.systemId, filter.system_id) : undefined,
    filter.building_id ? eq(devices.buildingId, filter.building_id) : undefined,
    filter.floor_id ? eq(devices.floorId, filter.floor_id) : undefined,
    filter.status === undefined ? undefined : eq(devices.state, deviceStatusStates[filter.status]!),
    filter.online === undefined ? undefined : eq(devices.isOnline, filter.online === 1),
    filter.search ? or(ilike(devices.name, `%${filter.search}%`), ilike(devices.deviceCode, `%${filter.search}%`)) : undefined,
    filter.enum_device_model ? eq(devices.deviceModel, filter.enum_device_model) : undefined,
  );

/** The same filters on components; online is their DTU's. */
export const componentWhere = (scope: Scope, filter: DeviceFilter): SQL | undefined =>
  and(
    inScope(scope, components.companyId),
    filter.company_id ? eq(components.companyId, filter.company_id) : undefined,
    filter.system_id ? eq(components.systemId, filter.system_id) : undefined,
    filter.building_id ? eq(components.buildingId, filter.building_id) : undefined,
    filter.floor_id ? eq(components.floorId, filter.floor_id) : undefined,
    filter.status === undefined ? undefined : eq(components.state, deviceStatusStates[filter.status]!),
    filter.online === undefined ? undefined : sql`exists (select 1 from ${devices} d where d.id = ${components.deviceId} and d.is_online = ${filter.online === 1})`,
    filter.search ? or(ilike(components.name, `%${filter.search}%`), ilike(components.code, `%${filter.search}%`), ilike(components.location, `%${filter.search}%`)) : undefined,
    filter.enum_device_model ? eq(components.model, filter.enum_device_model) : undefined,
  );

export const listDevicePage = async (db: DbOrTx, where: SQL | undefined, page: { page_no: number; page_size: number }) => {
  const [rows, [total]] = await Promise.all([
    selectDevices(db).where(where).orderBy(asc(devices.id)).limit(page.page_size).offset(page.page_no * page.page_size),
    db.select({ value: count() }).from(devices).where(where),
  ]);
  return { rows: rows as JoinedDevice[], total: total?.value ?? 0 };
};

export const listComponentPage = async (db: DbOrTx, where: SQL | undefined, page: { page_no: number; page_size: number }) => {
  const [rows, [total]] = await Promise.all([
    selectComponents(db).where(where).orderBy(asc(components.id)).limit(page.page_size).offset(page.page_no * page.page_size),
    db.select({ value: count() }).from(components).where(where),
  ]);
  return { rows: rows as JoinedComponent[], total: total?.value ?? 0 };
};

/** Counts per class for the tab badges, in one statement. */
export const countByClass = async (db: DbOrTx, scope: Scope, filter: DeviceFilter) => {
  const rows = await db
    .select({ deviceClass: devices.deviceClass, value: count() })
    .from(devices)
    .where(deviceWhere(scope, filter, deviceTabs.all.classes))
    .groupBy(devices.deviceClass)
    .unionAll(db.select({ deviceClass: sql<string>`'component'`, value: count() }).from(components).where(componentWhere(scope, filter)));
  return new Map(rows.map((row) => [row.deviceClass, Number(row.value)]));
};

export const findDevices = async (db: DbOrTx, scope: Scope, ids: number[]) =>
  (await selectDevices(db).where(and(inArray(devices.id, ids), inScope(scope, devices.companyId))).orderBy(asc(devices.id))) as JoinedDevice[];

export const findComponents = async (db: DbOrTx, scope: Scope, ids: number[]) =>
  (await selectComponents(db).where(and(inArray(components.id, ids), inScope(scope, components.companyId))).orderBy(asc(components.id))) as JoinedComponent[];

/** Owners of ids whatever the scope: lets services answer 9993 for another unit's record and 9995 for none. */
export const deviceOwners = async (db: DbOrTx, ids: number[]) =>
  db.select({ id: devices.id, companyId: devices.companyId, deviceClass: devices.deviceClass }).from(devices).where(inArray(devices.id, ids));

export const componentOwners = async (db: DbOrTx, ids: number[]) => db.select({ id: components.id, companyId: components.companyId }).from(components).where(inArray(components.id, ids));

export const listDevicesWhere = async (db: DbOrTx, where: SQL | undefined) => (await selectDevices(db).where(where).orderBy(asc(devices.id))) as JoinedDevice[];
