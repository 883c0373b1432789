import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { buildings, floorPlans, floors } from '../../../db/schema';

/** The unit's buildings of these names: name → id. */
export const selectBuildingIdsByName = async (db: DbOrTx, companyId: number, names: string[]) => {
  if (names.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(and(eq(buildings.companyId, companyId), inArray(buildings.name, names)));
  return new Map(rows.map((row) => [row.name, row.id]));
};

/** The floors of these buildings. */
export const selectFloorsOf = async (db: DbOrTx, buildingIds: number[]) =>
  buildingIds.length
    ? db
        .select({
          id: floors.id,
          buildingId: floors.buildingId,
          floorNo: floors.floorNo,
          isMezzanine: floors.isMezzanine,
        })
        .from(floors)
        .where(inArray(floors.buildingId, buildingIds))
    : [];

/** Which of these floors have a floor plan. */
export const selectPlannedFloorIds = async (db: DbOrTx, floorIds: number[]) =>
  new Set(
    floorIds.length
      ? (
          await db.select({ floorId: floorPlans.floorId }).from(floorPlans).where(inArray(floorPlans.floorId, floorIds))
        ).map((row) => row.floorId)
      : [],
  );
