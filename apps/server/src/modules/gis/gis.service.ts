import {
  statusCategories,
  unitMapStates,
  type CategoryCounts,
  type GisUnit,
  type GisUnitList,
  type GisUnitListQuery,
  type UnitMapState,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { countOpenEventsByUnit } from '../stats';
import { selectMapUnits, type MapUnitRow } from './gis.repo';

const noCounts = (): CategoryCounts =>
  Object.fromEntries(statusCategories.map((category) => [category, 0])) as CategoryCounts;

/** A region code's prefix of `length` digits, when the code is that long. */
const prefixOf = (code: string | null, length: number) =>
  code && code.length >= length ? code.slice(0, length) : null;

const presentUnit = (row: MapUnitRow, open: CategoryCounts | undefined): GisUnit => {
  const openAlarms = open ?? noCounts();
  return {
    company_id: row.id,
    company_name: row.name,
    kind: row.kind,
    category: row.category,
    region_code: row.regionCode,
    province_code: prefixOf(row.regionCode, 2),
    city_code: prefixOf(row.regionCode, 4),
    district_code: prefixOf(row.regionCode, 6),
    address: row.address,
    lng: row.longitude,
    lat: row.latitude,
    state: row.state as UnitMapState,
    open_alarms: openAlarms,
    open_total: Object.values(openAlarms).reduce((sum, value) => sum + value, 0),
  };
};

/**
 * The map's units (docs/map.md): the caller's scope, or one unit of it (`company_id`: unknown → 9995, outside the
 * scope → 9993), with their state now and their unprocessed events per category from the roll-up.
 */
export const listMapUnits = async (db: DbOrTx, caller: Caller, query: GisUnitListQuery): Promise<GisUnitList> => {
  if (query.company_id) await requireAccess(db, caller, { kind: 'unit', ids: query.company_id, field: 'company_id' });
  const scope = query.company_id ? { isAll: false as const, unitIds: [query.company_id] } : caller.scope;
  const [rows, open] = await Promise.all([selectMapUnits(db, scope, query), countOpenEventsByUnit(db, scope)]);
  const openByUnit = new Map<number, CategoryCounts>();
  for (const row of open) {
    if (!(statusCategories as readonly string[]).includes(row.category)) continue;
    const counts = openByUnit.get(row.companyId) ?? noCounts();
    counts[row.category as keyof CategoryCounts] += row.count;
    openByUnit.set(row.companyId, counts);
  }
  const list = rows.map((row) => presentUnit(row, openByUnit.get(row.id)));
  const states = Object.fromEntries(unitMapStates.map((state) => [state, 0])) as Record<UnitMapState, number>;
  for (const unit of list) states[unit.state] += 1;
  return { total: list.length, states, list };
};
