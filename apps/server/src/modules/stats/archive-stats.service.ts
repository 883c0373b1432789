import {
  deviceClassLabels,
  unitTypeLabels,
  type Breakdown,
  type BuildingBreakdown,
  type BuildingStatQuery,
  type CompanyStatQuery,
  type DeviceStatQuery,
  type DeviceStatus,
  type DeviceStatusQuery,
  type SystemStatQuery,
} from '@fireline/shared';
import {
  countBuildingsBy,
  countDeviceStates,
  countDevicesBy,
  countSystemsByType,
  countUnitsBy,
  selectEnumNames,
} from './archive-stats.repo';
import { otherDeviceTypeName, presentGroups, statScope, type StatsCtx } from './stat-context';

/** Units by type (category, or kind without one: key unit, small venue, …, household) or class (enum_company_type). */
export const unitStats = async (ctx: StatsCtx, query: CompanyStatQuery): Promise<Breakdown> => {
  const scope = await statScope(ctx, query.company_id);
  const rows = await countUnitsBy(ctx.db, scope, query.by);
  const names = query.by === 'class' ? await selectEnumNames(ctx.db, 'enum_company_type') : undefined;
  const nameOf = (key: string) => (names ? names.get(key) : unitTypeLabels[key]);
  return { by: query.by, ...presentGroups(rows, nameOf, ctx.lang) };
};

/** Each building grouping's remote enum table (the names the building form shows). */
const buildingEnums: Record<BuildingBreakdown, string> = {
  type: 'enum_building_type',
  property: 'enum_building_property',
  fire_resistance: 'enum_building_fire_resistance',
  structure: 'enum_building_structure',
  fire_level: 'enum_building_fire_level',
};

export const buildingStats = async (ctx: StatsCtx, query: BuildingStatQuery): Promise<Breakdown> => {
  const scope = await statScope(ctx, query.company_id);
  const [rows, names] = await Promise.all([
    countBuildingsBy(ctx.db, scope, query.by),
    selectEnumNames(ctx.db, buildingEnums[query.by]),
  ]);
  return { by: query.by, ...presentGroups(rows, (key) => names.get(key), ctx.lang) };
};

/** Fire systems by GB/T 26875.3 system type. */
export const systemStats = async (ctx: StatsCtx, query: SystemStatQuery): Promise<Breakdown> => {
  const scope = await statScope(ctx, query.company_id);
  const [rows, names] = await Promise.all([
    countSystemsByType(ctx.db, scope),
    selectEnumNames(ctx.db, 'enum_system_type'),
  ]);
  return { by: query.by, ...presentGroups(rows, (key) => names.get(key), ctx.lang) };
};

/**
 * Devices (transmission devices, independent devices, controllers, cameras; not their components) by type
 * (enum_device_type), class, brand or model (both stored as their names).
 */
export const deviceStats = async (ctx: StatsCtx, query: DeviceStatQuery): Promise<Breakdown> => {
  const scope = await statScope(ctx, query.company_id);
  const [rows, names] = await Promise.all([
    countDevicesBy(ctx.db, scope, query.by),
    query.by === 'type' ? selectEnumNames(ctx.db, 'enum_device_type') : undefined,
  ]);
  const nameOf = (key: string) =>
    query.by === 'type'
      ? (names?.get(key) ?? otherDeviceTypeName(key))
      : query.by === 'class'
        ? deviceClassLabels[key]
        : undefined;
  return { by: query.by, ...presentGroups(rows, nameOf, ctx.lang) };
};

/** The home page's device-status card: devices online, offline, in alarm, in fault. */
export const deviceStatus = async (ctx: StatsCtx, query: DeviceStatusQuery): Promise<DeviceStatus> => {
  const scope = await statScope(ctx, query.company_id);
  const counted = await countDeviceStates(ctx.db, scope);
  return { ...counted, offline: counted.total - counted.online };
};
