import { ErrorCodes, type BuildingCreate, type BuildingUpdate } from '@fireline/shared';
import { eq, inArray, or } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { requireUploadedFiles } from '../../core/file-refs';
import { assertBuildingLimit } from '../../core/limits';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/pg-errors';
import { requireUnitInScope, type Scope } from '../../core/scope';
import type { Db, DbOrTx } from '../../db/client';
import { areas, buildings, components, deviceDots, devices, floorPlans, floors } from '../../db/schema';
import { floorLabelOf } from '../floors';
import { presentBuilding, toBuildingValues } from './building-fields';
import {
  buildingsWithFloors,
  companyName,
  findBuildingInScope,
  insertFloors,
  isUnitKind,
  listBuildingsOf,
} from './buildings.repo';

export const buildingMessages = {
  nameExists: { zh: '建筑名称已存在', en: 'building name already exists' },
  hasDevices: { zh: '该建筑下有关联设备，不能删除', en: 'cannot delete building: it has associated devices' },
  hasRecords: { zh: '该建筑下有关联数据，不能删除', en: 'cannot delete building: it has associated records' },
  notUnit: { zh: 'company_id 不是联网单位', en: 'company_id is not a networked unit' },
};

const checkGraphs = (db: DbOrTx, body: Omit<BuildingUpdate, 'building_id'>) =>
  requireUploadedFiles(db, {
    building_3d_graph: body.building_3d_graph,
    equipment_2d_graph: body.equipment_2d_graph,
    building_outlook_graph: body.building_outlook_graph,
    building_2d_graph: body.building_2d_graph,
  });

const translateWriteError = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError(ErrorCodes.alreadyExists, { detail: buildingMessages.nameExists });
  throw error;
};

export const getBuilding = async (db: DbOrTx, scope: Scope, buildingId: number) => {
  const row = await findBuildingInScope(db, scope, buildingId);
  const floorCount = (await db.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, row.id))).length;
  return presentBuilding(row, { companyName: await companyName(db, row.companyId), floorCount });
};

export const listBuildings = async (
  db: DbOrTx,
  scope: Scope,
  query: { company_id: number; page_no: number; page_size: number },
) => {
  const { rows, total, floorCounts } = await listBuildingsOf(db, scope, query.company_id, query);
  return { total, list: rows.map((row) => presentBuilding(row, { floorCount: floorCounts.get(row.id) ?? 0 })) };
};

/** Buildings with their floors (bottom up), for the navigation strip and the floor chooser. */
export const formatBuildingList = async (db: DbOrTx, scope: Scope, companyId: number) => {
  const { buildingRows, floorRows } = await buildingsWithFloors(db, scope, companyId);
  return buildingRows.map((building) => ({
    building_id: building.id,
    building_name: building.name,
    state: building.state,
    floors: floorRows
      .filter((floor) => floor.buildingId === building.id)
      .map((floor) => ({ floor_id: floor.id, floor_name: floor.name, ...floorLabelOf(floor), state: floor.state })),
  }));
};

/** A building with its floors from the counts (F1..Fn, B1..Bm, each with a default area), within the unit's limit. */
export const createBuilding = async (db: Db, scope: Scope, body: BuildingCreate) => {
  requireUnitInScope(scope, body.company_id);
  const isUnit = await isUnitKind(db, body.company_id);
  if (isUnit === undefined) throw new AppError(ErrorCodes.noData);
  if (!isUnit) throw new AppError(ErrorCodes.paramValue, { detail: buildingMessages.notUnit });
  await checkGraphs(db, body);
  const values = toBuildingValues(body);
  const row = await db
    .transaction(async (tx) => {
      await assertBuildingLimit(tx, body.company_id);
      const [inserted] = await tx
        .insert(buildings)
        .values({ ...values, companyId: body.company_id, name: body.building_name })
        .returning();
      await insertFloors(tx, inserted!, body.ongrounder_floors ?? 0, body.underground_floors ?? 0);
      return inserted!;
    })
    .catch(translateWriteError);
  return getBuilding(db, scope, row.id);
};

export const updateBuilding = async (db: Db, scope: Scope, body: BuildingUpdate) => {
  const { building_id: id, ...fields } = body;
  await findBuildingInScope(db, scope, id);
  await checkGraphs(db, fields);
  await db
    .update(buildings)
    .set({ ...toBuildingValues(fields), updatedAt: new Date() })
    .where(eq(buildings.id, id))
    .catch(translateWriteError);
  return getBuilding(db, scope, id);
};

/** Refused while a device or component is in the building; otherwise the building goes with its floors, areas and plans. */
export const deleteBuilding = async (db: Db, scope: Scope, buildingId: number) => {
  const row = await findBuildingInScope(db, scope, buildingId);
  const floorIds = (await db.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, row.id))).map(
    (floor) => floor.id,
  );
  const onFloors = floorIds.length ? inArray(devices.floorId, floorIds) : undefined;
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(or(eq(devices.buildingId, row.id), onFloors))
    .limit(1);
  const [component] = await db
    .select({ id: components.id })
    .from(components)
    .where(or(eq(components.buildingId, row.id), floorIds.length ? inArray(components.floorId, floorIds) : undefined))
    .limit(1);
  if (device || component) throw new AppError(ErrorCodes.cannotDelete, { detail: buildingMessages.hasDevices });
  await db
    .transaction(async (tx) => {
      if (floorIds.length > 0) {
        await tx.delete(deviceDots).where(inArray(deviceDots.floorId, floorIds));
        await tx.delete(floorPlans).where(inArray(floorPlans.floorId, floorIds));
        await tx.delete(areas).where(inArray(areas.floorId, floorIds));
        await tx.delete(floors).where(inArray(floors.id, floorIds));
      }
      await tx.delete(buildings).where(eq(buildings.id, row.id));
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error))
        throw new AppError(ErrorCodes.cannotDelete, { detail: buildingMessages.hasRecords });
      throw error;
    });
  return { building_id: row.id };
};
