import type { AddressSuggestion } from '@fireline/shared';
import { and, eq, isNotNull, like, or, sql, type AnyColumn } from 'drizzle-orm';
import { inScope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { ilikeContains } from '../../db/like';
import { buildings, hydrantAddresses, organisations } from '../../db/schema';
import { hydrantVisible } from '../hydrants';
import { withRegionPrefix, type AddressSuggester } from './suggester';

const underRegion = (column: AnyColumn, regionCode: string | undefined) =>
  regionCode ? like(column, `${regionCode}%`) : undefined;

type Row = { address: string | null; regionCode: string | null; longitude: number | null; latitude: number | null };

/**
 * The offline source: addresses already on file that the caller may see — their units' and their own organisation's,
 * their buildings', the hydrant addresses they keep — containing the typed text. Needs no network.
 */
export const createArchiveSuggester = (db: DbOrTx): AddressSuggester => ({
  name: 'archive',
  suggest: async (input, caller) => {
    const { keyword, regionCode, limit } = input;
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
            or(inScope(caller.scope, organisations.id), eq(organisations.id, caller.orgId)),
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
            hydrantVisible(caller, hydrantAddresses.companyId),
            ilikeContains(hydrantAddresses.address, keyword),
            underRegion(hydrantAddresses.regionCode, regionCode),
          ),
        )
        .limit(limit),
    ]);
    const seen = new Set<string>();
    const suggestions: AddressSuggestion[] = [];
    for (const row of [...orgRows, ...buildingRows, ...hydrantRows] as Row[]) {
      const address = row.address?.trim();
      if (!address || seen.has(address)) continue;
      seen.add(address);
      suggestions.push({
        value: withRegionPrefix(input.regionName, address),
        name: address,
        address,
        region_code: row.regionCode,
        points: row.longitude !== null && row.latitude !== null ? { lng: row.longitude, lat: row.latitude } : null,
        source: 'archive',
      });
    }
    return suggestions.slice(0, limit);
  },
});
