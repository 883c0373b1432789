import { ErrorCodes, type BuildingCreate, type BuildingRecord, type BuildingUpdate } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { requireUploadedFiles } from '../../core/file-refs';
import { assertBuildingLimit } from '../../core/limits';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/pg-errors';
import type { Db, DbOrTx } from '../../db/client';
import { floorLabelOf } from '../floors';
import { presentBuilding, toBuildingValues } from './building-fields';
import {
  buildingsWithFloors,
  companyName,
  countFloorsOf,
  deleteBuildingWithFloors,
  findBuilding,
  findUnitPlaces,
  hasDevicesIn,
  insertBuilding,
  insertFloors,
  isUnitKind,
  listBuildingsOf,
  listUnitBuildings,
  updateBuildingRow,
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

/** A building the caller may touch: 9995 when there is none, 9993 when it belongs to a unit outside the scope. */
const requireBuilding = async (db: DbOrTx, caller: Caller, buildingId: number) => {
  await requireAccess(db, caller, { kind: 'building', ids: buildingId });
  const row = await findBuilding(db, buildingId);
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

/** The unit named by company_id must be one of the scope (9995 unknown, 9993 another's). */
const requireUnit = (db: DbOrTx, caller: Caller, companyId: number) =>
  requireAccess(db, caller, { kind: 'unit', ids: companyId });

export const getBuilding = async (db: DbOrTx, caller: Caller, buildingId: number): Promise<BuildingRecord> => {
  const row = await requireBuilding(db, caller, buildingId);
  const floorCount = await countFloorsOf(db, row.id);
  return presentBuilding(row, { companyName: await companyName(db, row.companyId), floorCount });
};

export const listBuildings = async (
  db: DbOrTx,
  caller: Caller,
  query: { company_id: number; page_no: number; page_size: number },
) => {
  await requireUnit(db, caller, query.company_id);
  const { rows, total, floorCounts } = await listBuildingsOf(db, query.company_id, query);
  return { total, list: rows.map((row) => presentBuilding(row, { floorCount: floorCounts.get(row.id) ?? 0 })) };
};

/** Buildings with their floors (bottom up), for the navigation strip and the floor chooser. */
export const formatBuildingList = async (db: DbOrTx, caller: Caller, companyId: number) => {
  await requireUnit(db, caller, companyId);
  const { buildingRows, floorRows } = await buildingsWithFloors(db, companyId);
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
export const createBuilding = async (db: Db, caller: Caller, body: BuildingCreate) => {
  await requireUnit(db, caller, body.company_id);
  const isUnit = await isUnitKind(db, body.company_id);
  if (isUnit === undefined) throw new AppError(ErrorCodes.noData);
  if (!isUnit) throw new AppError(ErrorCodes.paramValue, { detail: buildingMessages.notUnit });
  await checkGraphs(db, body);
  const values = toBuildingValues(body);
  const row = await db
    .transaction(async (tx) => {
      await assertBuildingLimit(tx, body.company_id);
      const inserted = await insertBuilding(tx, { ...values, companyId: body.company_id, name: body.building_name });
      await insertFloors(tx, inserted, body.ongrounder_floors ?? 0, body.underground_floors ?? 0);
      return inserted;
    })
    .catch(translateWriteError);
  return getBuilding(db, caller, row.id);
};

export const updateBuilding = async (db: Db, caller: Caller, body: BuildingUpdate) => {
  const { building_id: id, ...fields } = body;
  await requireBuilding(db, caller, id);
  await checkGraphs(db, fields);
  await updateBuildingRow(db, id, toBuildingValues(fields)).catch(translateWriteError);
  return getBuilding(db, caller, id);
};

/** Refused while a device or component is in the building; otherwise the building goes with its floors, areas and plans. */
export const deleteBuilding = async (db: Db, caller: Caller, buildingId: number) => {
  const row = await requireBuilding(db, caller, buildingId);
  if (await hasDevicesIn(db, row.id))
    throw new AppError(ErrorCodes.cannotDelete, { detail: buildingMessages.hasDevices });
  await db
    .transaction((tx) => deleteBuildingWithFloors(tx, row.id))
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error))
        throw new AppError(ErrorCodes.cannotDelete, { detail: buildingMessages.hasRecords });
      throw error;
    });
  return { building_id: row.id };
};

/** The shared building picker (other/GetBuildingList): a unit's buildings, oldest first. */
export const listBuildingsForPicker = async (db: DbOrTx, caller: Caller, companyId: number) => {
  await requireUnit(db, caller, companyId);
  return (await listUnitBuildings(db, companyId)).map((row) => ({
    building_id: row.id,
    building_name: row.name,
    company_id: row.companyId,
    address: row.address,
    state: row.state,
  }));
};

/** A unit with its buildings, floors and areas in one answer (other/GetCompanyBuildingFloorTree). */
export const unitPlaceTree = async (db: DbOrTx, caller: Caller, companyId: number) => {
  await requireUnit(db, caller, companyId);
  const places = await findUnitPlaces(db, companyId);
  if (!places) throw new AppError(ErrorCodes.noData);
  const { company, buildingRows, floorRows, areaRows } = places;
  return {
    company_id: company.id,
    company_name: company.name,
    children: buildingRows.map((building) => ({
      building_id: building.id,
      building_name: building.name,
      children: floorRows
        .filter((floor) => floor.buildingId === building.id)
        .map((floor) => ({
          floor_id: floor.id,
          floor_name: floor.name,
          floor_no: floor.floorNo,
          children: areaRows
            .filter((area) => area.floorId === floor.id)
            .map((area) => ({ area_id: area.id, area_name: area.name })),
        })),
    })),
  };
};
