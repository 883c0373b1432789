import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLiveStats } from '../stats';
import { gisKeys } from './keys';
import { fetchMapUnits, type MapUnitQuery } from './api';

/**
 * Query key of the map's units: under the statistics' key, so whatever refreshes the numbers on screen after a pushed
 * alarm (map mode, the monitor screen, a home page's map card) refreshes its map too.
 */

/** The units of a map; the previous answer stays on screen while a filter's answer loads. */
export const useMapUnits = (query: MapUnitQuery, options: { silent?: boolean; enabled?: boolean } = {}) =>
  useQuery({
    queryKey: gisKeys.units(query),
    queryFn: () => fetchMapUnits(query, { silent: options.silent }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

/**
 * Live maps: a pushed alarm (or its handling) fetches the units on screen again, at most once per 2 s however many
 * arrive (useLiveStats' throttle), so a unit turns red without a reload; the statistics on screen follow with them.
 */
export const useLiveMap = (extraKeys: readonly (readonly unknown[])[] = []) => useLiveStats(extraKeys);
