import { ErrorCodes } from '@fireline/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { areas, components, deviceDots, devices, floorPlans, floors } from '../../db/schema';
import { DEFAULT_AREA_NAME } from './floor-labels';

export type FloorRow = typeof floors.$inferSelect;

export const findFloor = async (db: DbOrTx, floorId: number) =>
  (await db.select().from(floors).where(eq(floors.id, floorId)))[0];

export const findArea = async (db: DbOrTx, areaId: number) =>
  (await db.select().from(areas).where(eq(areas.id, areaId)))[0];

/** A building's floors bottom up (B2, B1, F1, M1, F2 ...), with area counts and whether a plan exists. */
export const listFloorsOf = async (db: DbOrTx, buildingId: number, page?: { page_no: number; page_size: number }) => {
  const base = db
    .select({ floor: floors, planFileId: floorPlans.fileId })
    .from(floors)
    .leftJoin(floorPlans, eq(floorPlans.floorId, floors.id))
    .where(eq(floors.buildingId, buildingId))
    .orderBy(asc(floors.floorNo), asc(floors.isMezzanine));
  const rows = page ? await base.limit(page.page_size).offset(page.page_no * page.page_size) : await base;
  const ids = rows.map((row) => row.floor.id);
  const [areaCounts, [total]] = await Promise.all([
    ids.length
      ? db
          .select({ floorId: areas.floorId, value: count() })
          .from(areas)
          .where(inArray(areas.floorId, ids))
          .groupBy(areas.floorId)
      : [],
    db.select({ value: count() }).from(floors).where(eq(floors.buildingId, buildingId)),
  ]);
  return { rows, total: total?.value ?? 0, areaCounts: new Map(areaCounts.map((row) => [row.floorId, row.value])) };
};

export const listAreasOf = async (db: DbOrTx, floorId: number) =>
  db.select().from(areas).where(eq(areas.floorId, floorId)).orderBy(asc(areas.id));

/** Whether any device or component is placed on these floors or areas. */
export const hasDevicesOn = async (db: DbOrTx, where: { floorId?: number; areaId?: number }) => {
  const deviceWhere =
    where.areaId !== undefined ? eq(devices.areaId, where.areaId) : eq(devices.floorId, where.floorId!);
  const componentWhere =
    where.areaId !== undefined ? eq(components.areaId, where.areaId) : eq(components.floorId, where.floorId!);
  const [device] = await db.select({ id: devices.id }).from(devices).where(deviceWhere).limit(1);
  if (device) return true;
  const [component] = await db.select({ id: components.id }).from(components).where(componentWhere).limit(1);
  return component !== undefined;
};

export const countAreas = async (db: DbOrTx, floorId: number) => {
  const [row] = await db.select({ value: count() }).from(areas).where(eq(areas.floorId, floorId));
  return row?.value ?? 0;
};

export const otherDefaultArea = async (db: DbOrTx, floorId: number, areaId: number) => {
  const rows = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.floorId, floorId), eq(areas.isDefault, true)));
  return rows.some((row) => row.id !== areaId);
};

/** A floor with its default area (in the caller's transaction). */
export const insertFloorWithDefaultArea = async (tx: DbOrTx, values: typeof floors.$inferInsert) => {
  const inserted = firstRow(await tx.insert(floors).values(values).returning());
  await tx
    .insert(areas)
    .values({ companyId: values.companyId, floorId: inserted.id, name: DEFAULT_AREA_NAME, isDefault: true });
  return inserted;
};

/** 9995 when the floor is gone (deleted since the caller read it). */
export const updateFloorRow = async (db: DbOrTx, id: number, values: Partial<typeof floors.$inferInsert>) => {
  const [row] = await db.update(floors).set(values).where(eq(floors.id, id)).returning();
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

/** A floor with its areas, plan and dots (in the caller's transaction). */
export const deleteFloorWithPlan = async (tx: DbOrTx, floorId: number) => {
  await tx.delete(deviceDots).where(eq(deviceDots.floorId, floorId));
  await tx.delete(floorPlans).where(eq(floorPlans.floorId, floorId));
  await tx.delete(areas).where(eq(areas.floorId, floorId));
  await tx.delete(floors).where(eq(floors.id, floorId));
};

export const insertArea = async (db: DbOrTx, values: typeof areas.$inferInsert) =>
  firstRow(await db.insert(areas).values(values).returning());

/** 9995 when the area is gone (deleted since the caller read it). */
export const renameArea = async (db: DbOrTx, id: number, name: string) => {
  const [row] = await db.update(areas).set({ name }).where(eq(areas.id, id)).returning();
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

export const deleteAreaRow = (db: DbOrTx, id: number) => db.delete(areas).where(eq(areas.id, id));

/** A building's floors bottom up, without counts: the shared floor picker. */
export const listFloorRows = (db: DbOrTx, buildingId: number) =>
  db
    .select()
    .from(floors)
    .where(eq(floors.buildingId, buildingId))
    .orderBy(asc(floors.floorNo), asc(floors.isMezzanine));
