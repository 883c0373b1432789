import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { requireUnitInScope, type Scope } from '../../core/scope';
import { AppError } from '../../core/app-error';
import { ErrorCodes } from '@fireline/shared';
import type { DbOrTx } from '../../db/client';
import { areas, buildings, floors, organisations } from '../../db/schema';
import { DEFAULT_AREA_NAME } from '../floors';

export type BuildingRow = typeof buildings.$inferSelect;

/** One building of the scope: 9995 when it does not exist, 9993 when it belongs to a unit outside the scope. */
export const findBuildingInScope = async (db: DbOrTx, scope: Scope, buildingId: number) => {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, buildingId));
  if (!row) throw new AppError(ErrorCodes.noData);
  requireUnitInScope(scope, row.companyId);
  return row;
};

export const companyName = async (db: DbOrTx, companyId: number) =>
  (await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, companyId)))[0]?.name;

export const listBuildingsOf = async (
  db: DbOrTx,
  scope: Scope,
  companyId: number,
  page: { page_no: number; page_size: number },
) => {
  requireUnitInScope(scope, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(buildings)
      .where(eq(buildings.companyId, companyId))
      .orderBy(asc(buildings.id))
      .limit(page.page_size)
      .offset(page.page_no * page.page_size),
    db.select({ value: count() }).from(buildings).where(eq(buildings.companyId, companyId)),
  ]);
  const ids = rows.map((row) => row.id);
  const floorCounts = ids.length
    ? await db
        .select({ buildingId: floors.buildingId, value: count() })
        .from(floors)
        .where(inArray(floors.buildingId, ids))
        .groupBy(floors.buildingId)
    : [];
  return {
    rows,
    total: total?.value ?? 0,
    floorCounts: new Map(floorCounts.map((row) => [row.buildingId, row.value])),
  };
};

/** A unit's buildings with their floors, in two queries: the navigation strip and the floor chooser. */
export const buildingsWithFloors = async (db: DbOrTx, scope: Scope, companyId: number) => {
  requireUnitInScope(scope, companyId);
  const [buildingRows, floorRows] = await Promise.all([
    db
      .select({ id: buildings.id, name: buildings.name, state: buildings.state })
      .from(buildings)
      .where(eq(buildings.companyId, companyId))
      .orderBy(asc(buildings.id)),
    db
      .select()
      .from(floors)
      .where(eq(floors.companyId, companyId))
      .orderBy(asc(floors.floorNo), asc(floors.isMezzanine)),
  ]);
  return { buildingRows, floorRows };
};

/** Floors F1..Fn and B1..Bm of a new building, each with its default area, in the caller's transaction. */
export const insertFloors = async (
  tx: DbOrTx,
  building: { id: number; companyId: number },
  ongrounder: number,
  underground: number,
) => {
  const plan = [
    ...Array.from({ length: underground }, (_, index) => ({ floorNo: -(index + 1), name: `B${index + 1}` })),
    ...Array.from({ length: ongrounder }, (_, index) => ({ floorNo: index + 1, name: `F${index + 1}` })),
  ];
  if (plan.length === 0) return;
  const inserted = await tx
    .insert(floors)
    .values(plan.map((floor) => ({ ...floor, companyId: building.companyId, buildingId: building.id })))
    .returning({ id: floors.id });
  await tx.insert(areas).values(
    inserted.map((floor) => ({
      companyId: building.companyId,
      floorId: floor.id,
      name: DEFAULT_AREA_NAME,
      isDefault: true,
    })),
  );
};

export const isUnitKind = async (db: DbOrTx, companyId: number) => {
  const [row] = await db
    .select({ kind: organisations.kind })
    .from(organisations)
    .where(and(eq(organisations.id, companyId)));
  return row ? ['cared', 'household', 'control_room', 'nine_type'].includes(row.kind) : undefined;
};
