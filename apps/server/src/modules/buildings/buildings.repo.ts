import { asc, count, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { areas, buildings, components, deviceDots, devices, floorPlans, floors, organisations } from '../../db/schema';
import { DEFAULT_AREA_NAME } from '../floors';

export type BuildingRow = typeof buildings.$inferSelect;

export const findBuilding = async (db: DbOrTx, buildingId: number) =>
  (await db.select().from(buildings).where(eq(buildings.id, buildingId)))[0];

export const companyName = async (db: DbOrTx, companyId: number) =>
  (await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, companyId)))[0]?.name;

export const listBuildingsOf = async (db: DbOrTx, companyId: number, page: { page_no: number; page_size: number }) => {
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
export const buildingsWithFloors = async (db: DbOrTx, companyId: number) => {
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
    .where(eq(organisations.id, companyId));
  return row ? ['cared', 'household', 'control_room', 'nine_type'].includes(row.kind) : undefined;
};

export const countFloorsOf = async (db: DbOrTx, buildingId: number) =>
  (await db.select({ value: count() }).from(floors).where(eq(floors.buildingId, buildingId)))[0]?.value ?? 0;

export const insertBuilding = async (tx: DbOrTx, values: typeof buildings.$inferInsert) =>
  firstRow(await tx.insert(buildings).values(values).returning());

export const updateBuildingRow = (db: DbOrTx, id: number, values: Partial<typeof buildings.$inferInsert>) =>
  db
    .update(buildings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(buildings.id, id));

/** Whether a device or component is in the building or on one of its floors. */
export const hasDevicesIn = async (db: DbOrTx, buildingId: number) => {
  const floorIds = (await db.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, buildingId))).map(
    (floor) => floor.id,
  );
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(or(eq(devices.buildingId, buildingId), floorIds.length ? inArray(devices.floorId, floorIds) : undefined))
    .limit(1);
  const [component] = await db
    .select({ id: components.id })
    .from(components)
    .where(
      or(eq(components.buildingId, buildingId), floorIds.length ? inArray(components.floorId, floorIds) : undefined),
    )
    .limit(1);
  return device !== undefined || component !== undefined;
};

/** A building with its floors, areas, plans and dots (in the caller's transaction). */
export const deleteBuildingWithFloors = async (tx: DbOrTx, buildingId: number) => {
  const floorIds = (await tx.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, buildingId))).map(
    (floor) => floor.id,
  );
  if (floorIds.length > 0) {
    await tx.delete(deviceDots).where(inArray(deviceDots.floorId, floorIds));
    await tx.delete(floorPlans).where(inArray(floorPlans.floorId, floorIds));
    await tx.delete(areas).where(inArray(areas.floorId, floorIds));
    await tx.delete(floors).where(inArray(floors.id, floorIds));
  }
  await tx.delete(buildings).where(eq(buildings.id, buildingId));
};

/** A unit's buildings, oldest first: the shared building picker. */
export const listUnitBuildings = (db: DbOrTx, companyId: number) =>
  db.select().from(buildings).where(eq(buildings.companyId, companyId)).orderBy(asc(buildings.id));

/** A unit with its buildings, floors and areas, in four queries whatever the size; undefined when the unit is unknown. */
export const findUnitPlaces = async (db: DbOrTx, companyId: number) => {
  const [company] = await db.select().from(organisations).where(eq(organisations.id, companyId));
  if (!company) return undefined;
  const [buildingRows, floorRows, areaRows] = await Promise.all([
    db.select().from(buildings).where(eq(buildings.companyId, companyId)).orderBy(asc(buildings.id)),
    db.select().from(floors).where(eq(floors.companyId, companyId)).orderBy(asc(floors.floorNo)),
    db.select().from(areas).where(eq(areas.companyId, companyId)).orderBy(asc(areas.id)),
  ]);
  return { company, buildingRows, floorRows, areaRows };
};
