import { groupLevelDigits, statisticMessages, type GroupStat, type GroupStatQuery } from '@fireline/shared';
import { regionPath } from '../regions';
import { countDevicesByRegion, countUnitsByRegion, selectUnitRegions } from './group-stats.repo';
import { selectUnitTotals } from './roll-up.repo';
import { resolveWindow } from './site-days';
import { statScope, type StatsCtx } from './stat-context';

/**
 * Placeholder levels of the division data (a municipality's 市辖区, a province's directly administered 县): they name
 * no place, so a region's name leaves them out (北京市 海淀区, not 北京市 市辖区 海淀区).
 */
const placeholders = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/** A region's name: its province, city and district as the division data names them (Chinese in both languages). */
const regionName = (code: string) =>
  regionPath(code)
    .filter((name) => !placeholders.has(name))
    .join(' ');

/**
 * The goup page: the scope's units by region (province, city or district: the first 2, 4 or 6 digits of the unit's
 * region code), each region with its units, their devices and their events of the window (in all and never handled).
 * Units without a region code form 'none' (not set); a code shorter than the level stays itself. Regions with most
 * units first, then by code.
 */
export const groupStats = async (ctx: StatsCtx, query: GroupStatQuery): Promise<GroupStat> => {
  const window = resolveWindow(query, ctx.siteTime);
  const scope = await statScope(ctx, query.company_id);
  const digits = groupLevelDigits[query.level];
  const [units, devices, regions, totals] = await Promise.all([
    countUnitsByRegion(ctx.db, scope, digits),
    countDevicesByRegion(ctx.db, scope, digits),
    selectUnitRegions(ctx.db, scope, digits),
    selectUnitTotals(ctx.db, { scope, days: { from: window.start, to: window.end } }),
  ]);
  const devicesOf = new Map(devices.map((row) => [row.key, row.count]));
  const regionOfUnit = new Map(regions.map((row) => [row.id, row.key]));
  const eventsOf = new Map<string, { total: number; unprocessed: number }>();
  for (const row of totals) {
    const key = regionOfUnit.get(row.companyId);
    if (key === undefined) continue;
    const sums = eventsOf.get(key) ?? { total: 0, unprocessed: 0 };
    sums.total += row.total;
    sums.unprocessed += row.unprocessed;
    eventsOf.set(key, sums);
  }
  const list = units
    .map((row) => ({
      key: row.key === '' ? 'none' : row.key,
      name: row.key === '' ? statisticMessages.notSet[ctx.lang] : regionName(row.key) || row.key,
      units: row.count,
      devices: devicesOf.get(row.key) ?? 0,
      total: eventsOf.get(row.key)?.total ?? 0,
      unprocessed: eventsOf.get(row.key)?.unprocessed ?? 0,
    }))
    .sort((a, b) => b.units - a.units || a.key.localeCompare(b.key));
  const sum = (field: 'units' | 'devices' | 'total' | 'unprocessed') => list.reduce((acc, row) => acc + row[field], 0);
  return {
    ...window,
    level: query.level,
    units: sum('units'),
    devices: sum('devices'),
    total: sum('total'),
    unprocessed: sum('unprocessed'),
    list,
  };
};
