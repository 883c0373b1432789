import { ErrorCodes, floorName, type AreaRecord, type FloorLabel, type FloorRecord } from '@fireline/shared';
import { requireAccess, requireAccessTo, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/pg-errors';
import type { Db, DbOrTx } from '../../db/client';
import { floorLabelOf, floorNoOf } from './floor-labels';
import {
  countAreas,
  deleteAreaRow,
  deleteFloorWithPlan,
  findArea,
  findFloor,
  hasDevicesOn,
  insertArea,
  insertFloorWithDefaultArea,
  listAreasOf,
  listFloorRows,
  listFloorsOf,
  otherDefaultArea,
  renameArea,
  updateFloorRow,
  type FloorRow,
} from './floors.repo';

export const floorMessages = {
  floorExists: { zh: '该楼层已存在', en: 'this floor already exists' },
  floorHasDevices: { zh: '该楼层下有关联设备，不能删除', en: 'cannot delete floor: it has associated devices' },
  floorHasRecords: { zh: '该楼层下有关联数据，不能删除', en: 'cannot delete floor: it has associated records' },
  lastDefaultArea: { zh: '至少保留一个默认区域，不能删除', en: 'at least one default area, so it cannot be deleted' },
  areaHasDevices: { zh: '该区域下有关联设备，不能删除', en: 'cannot delete area: it has associated devices' },
};

const translateFloorError = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError(ErrorCodes.alreadyExists, { detail: floorMessages.floorExists });
  throw error;
};

/** A floor the caller may touch: 9995 when there is none, 9993 when it belongs to a unit outside the scope. */
export const requireFloor = async (db: DbOrTx, caller: Caller, floorId: number) => {
  await requireAccess(db, caller, { kind: 'floor', ids: floorId });
  const floor = await findFloor(db, floorId);
  if (!floor) throw new AppError(ErrorCodes.noData);
  return floor;
};

const requireArea = async (db: DbOrTx, caller: Caller, areaId: number) => {
  await requireAccess(db, caller, { kind: 'area', ids: areaId });
  const area = await findArea(db, areaId);
  if (!area) throw new AppError(ErrorCodes.noData);
  return area;
};

const presentFloor = (row: FloorRow, extra: { areaCount?: number; planFileId?: string | null } = {}): FloorRecord => ({
  floor_id: row.id,
  floor_name: row.name,
  ...floorLabelOf(row),
  building_id: row.buildingId,
  company_id: row.companyId,
  description: row.description,
  state: row.state,
  area_count: extra.areaCount ?? null,
  has_plan: extra.planFileId ? 1 : 0,
});

export const listFloors = async (
  db: DbOrTx,
  caller: Caller,
  query: { building_id: number; page_no: number; page_size: number },
) => {
  await requireAccess(db, caller, { kind: 'building', ids: query.building_id });
  const { rows, total, areaCounts } = await listFloorsOf(db, query.building_id, query);
  return {
    total,
    list: rows.map((row) =>
      presentFloor(row.floor, { areaCount: areaCounts.get(row.floor.id) ?? 0, planFileId: row.planFileId }),
    ),
  };
};

export const simpleFloorList = async (db: DbOrTx, caller: Caller, buildingId: number) => {
  await requireAccess(db, caller, { kind: 'building', ids: buildingId });
  const { rows } = await listFloorsOf(db, buildingId);
  return rows.map((row) => ({ floor_id: row.floor.id, floor_name: row.floor.name, ...floorLabelOf(row.floor) }));
};

const presentArea = (row: { id: number; name: string; floorId: number; isDefault: boolean }): AreaRecord => ({
  area_id: row.id,
  area_name: row.name,
  floor_id: row.floorId,
  is_default: row.isDefault ? 1 : 0,
});

/** A floor's areas, oldest first (floor/floor_area_list, and the shared area picker other/GetAreaList). */
export const floorAreaList = async (db: DbOrTx, caller: Caller, floorId: number) => {
  await requireFloor(db, caller, floorId);
  return (await listAreasOf(db, floorId)).map(presentArea);
};

/** The shared floor picker (other/GetFloorList): a building's floors bottom up. */
export const listFloorsForPicker = async (db: DbOrTx, caller: Caller, buildingId: number) => {
  await requireAccess(db, caller, { kind: 'building', ids: buildingId });
  return (await listFloorRows(db, buildingId)).map((row) => ({
    floor_id: row.id,
    floor_name: row.name,
    floor_no: row.floorNo,
    building_id: row.buildingId,
    company_id: row.companyId,
    state: row.state,
  }));
};

/** A floor (F, M or B with its number) and its default area, together. */
export const createFloor = async (
  db: Db,
  caller: Caller,
  body: { building_id: number; floor_type: FloorLabel; floor_number: number; description?: string | null },
) => {
  const companyId = await requireAccessTo(db, caller, { kind: 'building', id: body.building_id });
  const floor = await db
    .transaction((tx) =>
      insertFloorWithDefaultArea(tx, {
        companyId,
        buildingId: body.building_id,
        name: floorName(body.floor_type, body.floor_number),
        ...floorNoOf(body.floor_type, body.floor_number),
        description: body.description ?? null,
      }),
    )
    .catch(translateFloorError);
  return presentFloor(floor, { areaCount: 1 });
};

export const updateFloor = async (
  db: Db,
  caller: Caller,
  body: { floor_id: number; floor_type?: FloorLabel; floor_number?: number; description?: string | null },
) => {
  const floor = await requireFloor(db, caller, body.floor_id);
  const current = floorLabelOf(floor);
  const label = body.floor_type ?? current.floor_type;
  const number = body.floor_number ?? current.floor_number;
  const updated = await updateFloorRow(db, floor.id, {
    name: floorName(label, number),
    ...floorNoOf(label, number),
    ...(body.description !== undefined ? { description: body.description } : {}),
  }).catch(translateFloorError);
  return presentFloor(updated);
};

/** Refused while devices are on the floor; otherwise the floor goes with its areas, plan and dots. */
export const deleteFloor = async (db: Db, caller: Caller, floorId: number) => {
  const floor = await requireFloor(db, caller, floorId);
  if (await hasDevicesOn(db, { floorId: floor.id }))
    throw new AppError(ErrorCodes.cannotDelete, { detail: floorMessages.floorHasDevices });
  await db
    .transaction((tx) => deleteFloorWithPlan(tx, floor.id))
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error))
        throw new AppError(ErrorCodes.cannotDelete, { detail: floorMessages.floorHasRecords });
      throw error;
    });
  return { floor_id: floor.id };
};

export const createArea = async (db: Db, caller: Caller, body: { floor_id: number; area_name: string }) => {
  const floor = await requireFloor(db, caller, body.floor_id);
  const row = await insertArea(db, { companyId: floor.companyId, floorId: floor.id, name: body.area_name });
  return presentArea(row);
};

export const updateArea = async (db: Db, caller: Caller, body: { area_id: number; area_name: string }) => {
  const area = await requireArea(db, caller, body.area_id);
  return presentArea(await renameArea(db, area.id, body.area_name));
};

/** The last area and the floor's only default area stay (spec 001 §5); an area with devices stays too. */
export const deleteArea = async (db: Db, caller: Caller, areaId: number) => {
  const area = await requireArea(db, caller, areaId);
  const isLast = (await countAreas(db, area.floorId)) <= 1;
  if (isLast || (area.isDefault && !(await otherDefaultArea(db, area.floorId, area.id)))) {
    throw new AppError(ErrorCodes.cannotDelete, { detail: floorMessages.lastDefaultArea });
  }
  if (await hasDevicesOn(db, { areaId: area.id }))
    throw new AppError(ErrorCodes.cannotDelete, { detail: floorMessages.areaHasDevices });
  await deleteAreaRow(db, area.id);
  return { area_id: area.id };
};
