import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { areas, buildings, floors } from '../../db/schema';

/** The unit a building belongs to; undefined when there is no such building. */
export const findBuildingCompany = async (db: DbOrTx, buildingId: number) => {
  const [building] = await db
    .select({ companyId: buildings.companyId })
    .from(buildings)
    .where(eq(buildings.id, buildingId));
  return building?.companyId;
};

/** The building a floor is in; undefined when there is no such floor. */
export const findFloorBuilding = async (db: DbOrTx, floorId: number) => {
  const [floor] = await db.select({ buildingId: floors.buildingId }).from(floors).where(eq(floors.id, floorId));
  return floor?.buildingId;
};

/** The floor an area is on; undefined when there is no such area. */
export const findAreaFloor = async (db: DbOrTx, areaId: number) => {
  const [area] = await db.select({ floorId: areas.floorId }).from(areas).where(eq(areas.id, areaId));
  return area?.floorId;
};
