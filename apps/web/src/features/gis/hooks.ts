import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLiveStats } from '../stats/hooks';
import { fetchMapUnits, type MapUnitQuery } from './api';

/** Query keys of the map's units start with this, so a pushed alarm refreshes every map on screen. */
export const MAP_UNITS_KEY = 'gis-units';

/** The units of a map; the previous answer stays on screen while a filter's answer loads. */
export const useMapUnits = (query: MapUnitQuery, options: { silent?: boolean; enabled?: boolean } = {}) =>
  useQuery({
    queryKey: [MAP_UNITS_KEY, query],
    queryFn: () => fetchMapUnits(query, { silent: options.silent }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

/**
 * Live maps: a pushed alarm (or its handling) fetches the units on screen again, at most once per 2 s however many
 * arrive (useLiveStats' throttle), so a unit turns red without a reload; the statistics on screen follow with them.
 */
export const useLiveMap = (extraKeys: readonly (readonly unknown[])[] = []) =>
  useLiveStats([[MAP_UNITS_KEY], ...extraKeys]);
