import type { AddressSuggestion } from '@fireline/shared';
import type { DbOrTx } from '../../db/client';
import { selectArchiveAddresses } from './address-suggest.repo';
import { withRegionPrefix, type AddressSuggester } from './suggester';

/**
 * The offline source: addresses already on file that the caller may see — their units' and their own organisation's,
 * their buildings', the hydrant addresses they keep — containing the typed text. Needs no network.
 */
export const createArchiveSuggester = (db: DbOrTx): AddressSuggester => ({
  name: 'archive',
  suggest: async (input, caller) => {
    const rows = await selectArchiveAddresses(db, caller, input);
    const seen = new Set<string>();
    const suggestions: AddressSuggestion[] = [];
    for (const row of rows) {
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
    return suggestions.slice(0, input.limit);
  },
});
