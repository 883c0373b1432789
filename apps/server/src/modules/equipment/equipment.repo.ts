import type { EquipmentBoundDevice, EquipmentItem, EquipmentListQuery } from '@fireline/shared';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { newestFirstPage } from '../../db/list-page';
import {
  areas,
  buildings,
  devices,
  equipment,
  equipmentAttrDefs,
  equipmentDevices,
  floors,
  organisations,
} from '../../db/schema';
import { containsPattern } from '../../db/like';
import { epoch } from './facility-checks';

const deviceCount = sql<number>`(select count(*) from "equipment_devices" ed where ed."equipment_id" = "equipment"."id")::int`;

const selection = {
  row: equipment,
  companyName: organisations.name,
  buildingName: buildings.name,
  floorName: floors.name,
  areaName: areas.name,
  deviceCount,
};

type Joined = {
  row: typeof equipment.$inferSelect;
  companyName: string;
  buildingName: string | null;
  floorName: string | null;
  areaName: string | null;
  deviceCount: number;
};

const present = ({ row, ...joined }: Joined): EquipmentItem => ({
  equipment_id: row.id,
  company_id: row.companyId,
  company_name: joined.companyName,
  equipment_number: row.equipmentNumber,
  equipment_name: row.equipmentName,
  enum_equipment_type: row.equipmentType,
  enum_position_type: row.positionType,
  point: row.point ?? null,
  building_id: row.buildingId,
  building_name: joined.buildingName,
  floor_id: row.floorId,
  floor_name: joined.floorName,
  area_id: row.areaId,
  area_name: joined.areaName,
  position_desc: row.positionDesc,
  equipment_graph: row.graph,
  check_cycle: row.checkCycle,
  equipment_attr: row.attributes,
  device_count: Number(joined.deviceCount),
  create_time: epoch(row.createdAt),
  update_time: epoch(row.updatedAt),
});

const joinedQuery = (db: DbOrTx) =>
  db
    .select(selection)
    .from(equipment)
    .innerJoin(organisations, eq(organisations.id, equipment.companyId))
    .leftJoin(buildings, eq(buildings.id, equipment.buildingId))
    .leftJoin(floors, eq(floors.id, equipment.floorId))
    .leftJoin(areas, eq(areas.id, equipment.areaId));

/** Facilities in scope, newest first; filters: unit, building, floor, type, name (contains). */
export const listEquipment = async (db: DbOrTx, scope: Scope, query: EquipmentListQuery) => {
  const where = and(
    inScope(scope, equipment.companyId),
    query.company_id ? eq(equipment.companyId, query.company_id) : undefined,
    query.building_id ? eq(equipment.buildingId, query.building_id) : undefined,
    query.floor_id ? eq(equipment.floorId, query.floor_id) : undefined,
    query.enum_equipment_type ? eq(equipment.equipmentType, query.enum_equipment_type) : undefined,
    query.equipment_name ? ilike(equipment.equipmentName, containsPattern(query.equipment_name)) : undefined,
  );
  const page = await newestFirstPage(db, {
    rows: joinedQuery(db).$dynamic(),
    table: equipment,
    id: equipment.id,
    where,
    page: query,
  });
  return { list: page.list.map(present), total: page.total };
};

export const findEquipmentItem = async (db: DbOrTx, id: number) => {
  const [row] = await joinedQuery(db).where(eq(equipment.id, id));
  return row ? present(row) : undefined;
};

export const findEquipmentRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(equipment).where(eq(equipment.id, id));
  return row;
};

export const listAttrDefs = async (db: DbOrTx, equipmentType: number) =>
  db
    .select()
    .from(equipmentAttrDefs)
    .where(eq(equipmentAttrDefs.equipmentType, equipmentType))
    .orderBy(asc(equipmentAttrDefs.sort), asc(equipmentAttrDefs.key));

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
