import type { BoundDevice, SceneBoundEquipment, SceneItem, SceneListQuery } from '@fireline/shared';
import { and, asc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { newestFirstPage } from '../../db/list-page';
import { buildings, devices, equipment, organisations, sceneDevices, sceneEquipment, scenes } from '../../db/schema';
import { epoch } from '../equipment';
import { containsPattern } from '../../db/like';

const deviceCount = sql<number>`(select count(*) from "scene_devices" sd where sd."scene_id" = "scenes"."id")::int`;
const equipmentCount = sql<number>`(select count(*) from "scene_equipment" se where se."scene_id" = "scenes"."id")::int`;

type Joined = {
  row: typeof scenes.$inferSelect;
  companyName: string;
  buildingName: string | null;
  deviceCount: number;
  equipmentCount: number;
};

const present = ({ row, ...joined }: Joined): SceneItem => ({
  scene_id: row.id,
  company_id: row.companyId,
  company_name: joined.companyName,
  scene_name: row.sceneName,
  enum_scene_type: row.sceneType,
  building_id: row.buildingId,
  building_name: joined.buildingName,
  scene_graph: row.graph,
  remark: row.remark,
  device_count: Number(joined.deviceCount),
  equipment_count: Number(joined.equipmentCount),
  create_time: epoch(row.createdAt),
  update_time: epoch(row.updatedAt),
});

const joinedQuery = (db: DbOrTx) =>
  db
    .select({ row: scenes, companyName: organisations.name, buildingName: buildings.name, deviceCount, equipmentCount })
    .from(scenes)
    .innerJoin(organisations, eq(organisations.id, scenes.companyId))
    .leftJoin(buildings, eq(buildings.id, scenes.buildingId));

export const listScenes = async (db: DbOrTx, scope: Scope, query: SceneListQuery) => {
  const where = and(
    inScope(scope, scenes.companyId),
    query.company_id ? eq(scenes.companyId, query.company_id) : undefined,
    query.enum_scene_type ? eq(scenes.sceneType, query.enum_scene_type) : undefined,
    query.scene_name ? ilike(scenes.sceneName, containsPattern(query.scene_name)) : undefined,
  );
  const page = await newestFirstPage(db, {
    rows: joinedQuery(db).$dynamic(),
    table: scenes,
    id: scenes.id,
    where,
    page: query,
  });
  return { list: page.list.map(present), total: page.total };
};

export const findSceneItem = async (db: DbOrTx, id: number) => {
  const [row] = await joinedQuery(db).where(eq(scenes.id, id));
  return row ? present(row) : undefined;
};

export const findSceneRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(scenes).where(eq(scenes.id, id));
  return row;
};

export const listSceneDevices = async (db: DbOrTx, sceneId: number): Promise<BoundDevice[]> => {
  const rows = await db
    .select({ device: devices })
    .from(sceneDevices)
    .innerJoin(devices, eq(devices.id, sceneDevices.deviceId))
    .where(eq(sceneDevices.sceneId, sceneId))
    .orderBy(asc(devices.id));
  return rows.map(({ device }) => ({
    device_id: device.id,
    device_code: device.deviceCode,
    name: device.name,
    device_type: device.deviceType,
    device_thing_type: device.deviceThingType,
    is_online: device.isOnline,
    state: device.state,
  }));
};

export const listSceneEquipment = async (db: DbOrTx, sceneId: number): Promise<SceneBoundEquipment[]> => {
  const rows = await db
    .select({ item: equipment })
    .from(sceneEquipment)
    .innerJoin(equipment, eq(equipment.id, sceneEquipment.equipmentId))
    .where(eq(sceneEquipment.sceneId, sceneId))
    .orderBy(asc(equipment.id));
  return rows.map(({ item }) => ({
    equipment_id: item.id,
    equipment_number: item.equipmentNumber,
    equipment_name: item.equipmentName,
    enum_equipment_type: item.equipmentType,
  }));
};

/** Owning unit per id, one query for any number of ids. */
export const ownersOf = async (db: DbOrTx, table: 'devices' | 'equipment', ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const source = table === 'devices' ? devices : equipment;
  const rows = await db
    .select({ id: source.id, companyId: source.companyId })
    .from(source)
    .where(inArray(source.id, ids));
  return new Map(rows.map((row) => [row.id, row.companyId]));
};

export type SceneValues = Omit<typeof scenes.$inferInsert, 'companyId'>;

/** Adds a scene; undefined when the unit already has one of this name. */
export const insertScene = async (db: DbOrTx, companyId: number, values: SceneValues) => {
  const [row] = await db
    .insert(scenes)
    .values({ companyId, ...values })
    .onConflictDoNothing({ target: [scenes.companyId, scenes.sceneName] })
    .returning({ id: scenes.id });
  return row?.id;
};

export const updateSceneRow = async (db: DbOrTx, id: number, values: SceneValues) => {
  await db
    .update(scenes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scenes.id, id));
};

/** Its device and equipment bindings go with it (foreign keys cascade). */
export const deleteSceneRow = async (db: DbOrTx, id: number) => {
  await db.delete(scenes).where(eq(scenes.id, id));
};

/** Sets the scene's devices to exactly these (in the caller's transaction). */
export const replaceSceneDevices = async (tx: DbOrTx, sceneId: number, deviceIds: number[]) => {
  await tx
    .delete(sceneDevices)
    .where(and(eq(sceneDevices.sceneId, sceneId), notInArray(sceneDevices.deviceId, deviceIds)));
  await tx
    .insert(sceneDevices)
    .values(deviceIds.map((deviceId) => ({ sceneId, deviceId })))
    .onConflictDoNothing();
};

/** Sets the scene's equipment to exactly these (in the caller's transaction). */
export const replaceSceneEquipment = async (tx: DbOrTx, sceneId: number, equipmentIds: number[]) => {
  await tx
    .delete(sceneEquipment)
    .where(and(eq(sceneEquipment.sceneId, sceneId), notInArray(sceneEquipment.equipmentId, equipmentIds)));
  await tx
    .insert(sceneEquipment)
    .values(equipmentIds.map((equipmentId) => ({ sceneId, equipmentId })))
    .onConflictDoNothing();
};
