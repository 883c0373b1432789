import type { EquipmentItem, EquipmentListQuery } from '@fireline/shared';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { newestFirstPage } from '../../db/list-page';
import { areas, buildings, equipment, equipmentAttrDefs, floors, organisations } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { epoch } from './record-checks';

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

/** Equipment in scope, newest first; filters: unit, building, floor, type, name (contains). */
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

export type EquipmentValues = Omit<typeof equipment.$inferInsert, 'companyId'>;

/** Adds equipment; undefined when the unit already has one with this number. */
export const insertEquipment = async (db: DbOrTx, companyId: number, values: EquipmentValues) => {
  const [row] = await db
    .insert(equipment)
    .values({ companyId, ...values })
    .onConflictDoNothing({ target: [equipment.companyId, equipment.equipmentNumber] })
    .returning({ id: equipment.id });
  return row?.id;
};

export const updateEquipmentRow = async (db: DbOrTx, id: number, values: EquipmentValues) => {
  await db
    .update(equipment)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(equipment.id, id));
};

/** Its device and scene bindings go with it (foreign keys cascade, one statement). */
export const deleteEquipmentRow = async (db: DbOrTx, id: number) => {
  await db.delete(equipment).where(eq(equipment.id, id));
};
