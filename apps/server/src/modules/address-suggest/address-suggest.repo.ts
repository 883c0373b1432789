import { and, isNotNull, like, sql, type AnyColumn } from 'drizzle-orm';
import { inReach, inScope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import { buildings, hydrantAddresses, organisations } from '../../db/schema';
import type { SuggestCaller } from './suggester';

const underRegion = (column: AnyColumn, regionCode: string | undefined) =>
  regionCode ? like(column, `${regionCode}%`) : undefined;

export type ArchiveAddress = {
  address: string | null;
  regionCode: string | null;
  longitude: number | null;
  latitude: number | null;
};

/**
 * Addresses on file the caller may see that contain the keyword, at most `limit` of each source: their units' and
 * their own organisation's, their buildings', the hydrant addresses they keep; in that order.
 */
export const selectArchiveAddresses = async (
  db: DbOrTx,
  caller: SuggestCaller,
  { keyword, regionCode, limit }: { keyword: string; regionCode?: string; limit: number },
): Promise<ArchiveAddress[]> => {
  const [orgRows, buildingRows, hydrantRows] = await Promise.all([
    db
      .select({
        address: organisations.address,
        regionCode: organisations.regionCode,
        longitude: organisations.longitude,
        latitude: organisations.latitude,
      })
      .from(organisations)
      .where(
        and(
          inReach(caller, organisations.id),
          isNotNull(organisations.address),
          ilikeContains(organisations.address, keyword),
          underRegion(organisations.regionCode, regionCode),
        ),
      )
      .limit(limit),
    db
      .select({
        address: buildings.address,
        regionCode: buildings.regionCode,
        longitude: buildings.longitude,
        latitude: buildings.latitude,
      })
      .from(buildings)
      .where(
        and(
          inScope(caller.scope, buildings.companyId),
          isNotNull(buildings.address),
          ilikeContains(buildings.address, keyword),
          underRegion(buildings.regionCode, regionCode),
        ),
      )
      .limit(limit),
    db
      .select({
        address: hydrantAddresses.address,
        regionCode: hydrantAddresses.regionCode,
        longitude: sql<null>`null`,
        latitude: sql<null>`null`,
      })
      .from(hydrantAddresses)
      .where(
        and(
          inReach(caller, hydrantAddresses.companyId),
          ilikeContains(hydrantAddresses.address, keyword),
          underRegion(hydrantAddresses.regionCode, regionCode),
        ),
      )
      .limit(limit),
  ]);
  return [...orgRows, ...buildingRows, ...hydrantRows];
};
