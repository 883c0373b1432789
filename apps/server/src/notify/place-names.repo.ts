import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { buildings, floors, organisations } from '../db/schema';
import type { PlaceNames } from './enqueue';

/** The names of the units, buildings and floors of some events: what their pushes and notifications say. */
export const selectPlaceNames = async (
  db: DbOrTx,
  events: { companyId: number; buildingId: number | null; floorId: number | null }[],
): Promise<PlaceNames> => {
  const ids = (pick: (event: (typeof events)[number]) => number | null) => [
    ...new Set(events.map(pick).filter((id): id is number => id !== null)),
  ];
  const companyIds = ids((event) => event.companyId);
  const buildingIds = ids((event) => event.buildingId);
  const floorIds = ids((event) => event.floorId);
  const [companyRows, buildingRows, floorRows] = await Promise.all([
    companyIds.length
      ? db
          .select({ id: organisations.id, name: organisations.name })
          .from(organisations)
          .where(inArray(organisations.id, companyIds))
      : [],
    buildingIds.length
      ? db.select({ id: buildings.id, name: buildings.name }).from(buildings).where(inArray(buildings.id, buildingIds))
      : [],
    floorIds.length
      ? db.select({ id: floors.id, name: floors.name }).from(floors).where(inArray(floors.id, floorIds))
      : [],
  ]);
  const toMap = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { companies: toMap(companyRows), buildings: toMap(buildingRows), floors: toMap(floorRows) };
};
