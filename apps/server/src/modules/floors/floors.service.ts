import { ErrorCodes, floorName, type FloorLabel } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/pg-errors';
import type { Scope } from '../../core/scope';
import type { Db, DbOrTx } from '../../db/client';
import { areas, deviceDots, floorPlans, floors } from '../../db/schema';
import { findBuildingInScope } from '../buildings';
import { DEFAULT_AREA_NAME, floorLabelOf, floorNoOf } from './floor-labels';
import {
  countAreas,
  findAreaInScope,
  findFloorInScope,
  hasDevicesOn,
  listAreasOf,
  listFloorsOf,
  otherDefaultArea,
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

const presentFloor = (row: FloorRow, extra: { areaCount?: number; planFileId?: string | null } = {}) => ({
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
  scope: Scope,
  query: { building_id: number; page_no: number; page_size: number },
) => {
  await findBuildingInScope(db, scope, query.building_id);
  const { rows, total, areaCounts } = await listFloorsOf(db, query.building_id, query);
  return {
    total,
    list: rows.map((row) =>
      presentFloor(row.floor, { areaCount: areaCounts.get(row.floor.id) ?? 0, planFileId: row.planFileId }),
    ),
  };
};

export const simpleFloorList = async (db: DbOrTx, scope: Scope, buildingId: number) => {
  await findBuildingInScope(db, scope, buildingId);
  const { rows } = await listFloorsOf(db, buildingId);
  return rows.map((row) => ({ floor_id: row.floor.id, floor_name: row.floor.name, ...floorLabelOf(row.floor) }));
};

export const floorAreaList = async (db: DbOrTx, scope: Scope, floorId: number) => {
  await findFloorInScope(db, scope, floorId);
  return (await listAreasOf(db, floorId)).map((row) => ({
    area_id: row.id,
    area_name: row.name,
    floor_id: row.floorId,
    is_default: row.isDefault ? 1 : 0,
  }));
};

/** A floor (F, M or B with its number) and its default area, together. */
export const createFloor = async (
  db: Db,
  scope: Scope,
  body: { building_id: number; floor_type: FloorLabel; floor_number: number; description?: string | null },
) => {
  const building = await findBuildingInScope(db, scope, body.building_id);
  const floor = await db
    .transaction(async (tx) => {
      const [inserted] = await tx
        .insert(floors)
        .values({
          companyId: building.companyId,
          buildingId: building.id,
          name: floorName(body.floor_type, body.floor_number),
          ...floorNoOf(body.floor_type, body.floor_number),
          description: body.description ?? null,
        })
        .returning();
      await tx
        .insert(areas)
        .values({ companyId: building.companyId, floorId: inserted!.id, name: DEFAULT_AREA_NAME, isDefault: true });
      return inserted!;
    })
    .catch(translateFloorError);
  return presentFloor(floor, { areaCount: 1 });
};

export const updateFloor = async (
  db: Db,
  scope: Scope,
  body: { floor_id: number; floor_type?: FloorLabel; floor_number?: number; description?: string | null },
) => {
  const floor = await findFloorInScope(db, scope, body.floor_id);
  const current = floorLabelOf(floor);
  const label = body.floor_type ?? current.floor_type;
  const number = body.floor_number ?? current.floor_number;
  const [updated] = await db
    .update(floors)
    .set({
      name: floorName(label, number),
      ...floorNoOf(label, number),
      ...(body.description !== undefined ? { description: body.description } : {}),
    })
    .where(eq(floors.id, floor.id))
    .returning()
    .catch(translateFloorError);
  return presentFloor(updated!);
};

/** Refused while devices are on the floor; otherwise the floor goes with its areas, plan and dots. */
export const deleteFloor = async (db: Db, scope: Scope, floorId: number) => {
  const floor = await findFloorInScope(db, scope, floorId);
  if (await hasDevicesOn(db, { floorId: floor.id }))
    throw new AppError(ErrorCodes.cannotDelete, { detail: floorMessages.floorHasDevices });
  await db
    .transaction(async (tx) => {
      await tx.delete(deviceDots).where(eq(deviceDots.floorId, floor.id));
      await tx.delete(floorPlans).where(eq(floorPlans.floorId, floor.id));
      await tx.delete(areas).where(eq(areas.floorId, floor.id));
      await tx.delete(floors).where(eq(floors.id, floor.id));
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error))
        throw new AppError(ErrorCodes.cannotDelete, { detail: floorMessages.floorHasRecords });
      throw error;
    });
  return { floor_id: floor.id };
};

export const createArea = async (db: Db, scope: Scope, body: { floor_id: number; area_name: string }) => {
  const floor = await findFloorInScope(db, scope, body.floor_id);
  const [row] = await db
    .insert(areas)
    .values({ companyId: floor.companyId, floorId: floor.id, name: body.area_name })
    .returning();
  return { area_id: row!.id, area_name: row!.name, floor_id: row!.floorId, is_default: 0 };
};

export const updateArea = async (db: Db, scope: Scope, body: { area_id: number; area_name: string }) => {
  const area = await findAreaInScope(db, scope, body.area_id);
  const [row] = await db.update(areas).set({ name: body.area_name }).where(eq(areas.id, area.id)).returning();
  return { area_id: row!.id, area_name: row!.name, floor_id: row!.floorId, is_default: row!.isDefault ? 1 : 0 };
};

/** The last area and the floor's only default area stay (spec 001 §5); an area with devices stays too. */
export const deleteArea = async (db: Db, scope: Scope, areaId: number) => {
  const area = await findAreaInScope(db, scope, areaId);
  const isLast = (await countAreas(db, area.floorId)) <= 1;
  if (isLast || (area.isDefault && !(await otherDefaultArea(db, area.floorId, area.id)))) {
    throw new AppError(ErrorCodes.cannotDelete, { detail: floorMessages.lastDefaultArea });
  }
  if (await hasDevicesOn(db, { areaId: area.id }))
    throw new AppError(ErrorCodes.cannotDelete, { detail: floorMessages.areaHasDevices });
  await db.delete(areas).where(eq(areas.id, area.id));
  return { area_id: area.id };
};
