import type { MapUnitQuery } from './api';
import { statKeys } from '../stats';

/**
 * The query keys of the map and the monitor screen. The statistics they show start with the statistics' `all`, so a
 * pushed alarm refreshes them with the rest of the statistics.
 */
export const gisKeys = {
  units: (query: MapUnitQuery) => [...statKeys.all, 'gis-units', query] as const,
  monitorStat: (name: string, language: string) => [...statKeys.all, 'monitor', name, language] as const,
  monitorFeed: (language: string) => ['monitor', 'feed', language] as const,
};
