import {
  ErrorCodes,
  statusCategories,
  unitOwnKinds,
  type CompanyActivity,
  type HomeStatQuery,
  type Personnel,
  type SystemHealth,
  type UnitOverview,
  type UnitOverviewQuery,
} from '@fireline/shared';
import { reachOf, requireAccess } from '../../core/access';
import { AppError } from '../../core/app-error';
import { countDeviceStates, selectEnumNames } from './archive-stats.repo';
import {
  countPersonnel,
  countSystemHealth,
  countUnitActivity,
  selectUnitPlace,
  selectUnitState,
  selectUnitSystems,
  type PeopleOf,
} from './home-stats.repo';
import { selectDayCategoryCounts } from './roll-up.repo';
import { midnightOf, siteDayOf } from './site-days';
import { statScope, type StatsCtx } from './stat-context';

/** healthy / rated (systems with something connected) to 4 places; null when there is nothing to rate. */
const rateOf = (healthy: number, rated: number) =>
  rated === 0 ? null : Math.round((healthy / rated) * 10_000) / 10_000;

/** A system with no device or component is neither healthy nor not: "no devices" (issue 28). */
const systemStateOf = (system: { devices: number; components: number; fault: number; offline: number }) => {
  if (system.devices === 0 && system.components === 0) return 'no_devices' as const;
  return system.fault === 0 && system.offline === 0 ? ('healthy' as const) : ('unhealthy' as const);
};

const todayOf = (ctx: StatsCtx) => siteDayOf(new Date(), ctx.siteTime.utcOffsetMinutes);

/**
 * The systems card: systems of the scope, healthy now (something connected, no device or component in fault or
 * offline), with nothing connected, per type; the rate leaves the systems with nothing connected out.
 */
export const systemHealth = async (ctx: StatsCtx, query: HomeStatQuery): Promise<SystemHealth> => {
  const scope = await statScope(ctx, query.company_id);
  const [rows, names] = await Promise.all([
    countSystemHealth(ctx.db, scope),
    selectEnumNames(ctx.db, 'enum_system_type'),
  ]);
  const types = rows
    .map((row) => ({ ...row, name: names.get(row.key)?.[ctx.lang] ?? row.key }))
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key, 'en', { numeric: true }));
  const total = types.reduce((sum, row) => sum + row.total, 0);
  const healthy = types.reduce((sum, row) => sum + row.healthy, 0);
  const noDevices = types.reduce((sum, row) => sum + row.no_devices, 0);
  const rated = total - noDevices;
  return { total, healthy, unhealthy: rated - healthy, no_devices: noDevices, rate: rateOf(healthy, rated), types };
};

/** The unit-activity card: the scope's units online, offline, in fire alarm, in fault, with events today. */
export const companyActivity = async (ctx: StatsCtx, query: HomeStatQuery): Promise<CompanyActivity> => {
  const scope = await statScope(ctx, query.company_id);
  const counted = await countUnitActivity(ctx.db, scope, todayOf(ctx));
  return {
    total: counted.total,
    online: counted.online,
    offline: counted.total - counted.online,
    alarm: counted.alarm,
    fault: counted.fault,
    events_today: counted.eventsToday,
  };
};

/**
 * The personnel card: the accounts of the caller's own organisation and of the scope's units (the administrator: all),
 * or of one unit's people when `company_id` names a unit of the scope.
 */
export const personnel = async (ctx: StatsCtx, query: HomeStatQuery): Promise<Personnel> => {
  const unitId = query.company_id;
  if (unitId) await statScope(ctx, unitId);
  const people: PeopleOf = unitId ? { unitId } : { reach: reachOf(ctx.caller) };
  const today = todayOf(ctx);
  const counted = await countPersonnel(ctx.db, people, midnightOf(today, ctx.siteTime.utcOffsetMinutes));
  return {
    total: counted.total,
    active: counted.active,
    logged_in_today: counted.loggedInToday,
    online: counted.online,
  };
};

/** One unit's home: its state, devices, systems and their health, today's alarms per category, where it is. */
export const unitOverview = async (ctx: StatsCtx, query: UnitOverviewQuery): Promise<UnitOverview> => {
  const unitId = query.company_id;
  await requireAccess(ctx.db, ctx.caller, { kind: 'unit', ids: unitId, orgKinds: unitOwnKinds, field: 'company_id' });
  const scope = { isAll: false, unitIds: [unitId] } as const;
  const today = todayOf(ctx);
  const [place, state, deviceCounts, systems, names, days] = await Promise.all([
    selectUnitPlace(ctx.db, unitId),
    selectUnitState(ctx.db, unitId),
    countDeviceStates(ctx.db, scope),
    selectUnitSystems(ctx.db, unitId),
    selectEnumNames(ctx.db, 'enum_system_type'),
    selectDayCategoryCounts(ctx.db, { scope, days: { from: today, to: today } }),
  ]);
  if (!place) throw new AppError(ErrorCodes.noData);
  const list = systems.map((system) => {
    const systemState = systemStateOf(system);
    return {
      system_id: system.id,
      name: system.name,
      system_type: system.systemType,
      type_name: names.get(String(system.systemType))?.[ctx.lang] ?? String(system.systemType),
      system_status: system.systemStatus,
      devices: system.devices,
      components: system.components,
      fault: system.fault,
      offline: system.offline,
      healthy: systemState === 'healthy',
      state: systemState,
    };
  });
  const healthy = list.filter((system) => system.healthy).length;
  const noDevices = list.filter((system) => system.state === 'no_devices').length;
  const categories = statusCategories.map((category) => {
    const own = days.filter((row) => row.category === category);
    const total = own.reduce((sum, row) => sum + row.total, 0);
    const unprocessed = own.reduce((sum, row) => sum + row.unprocessed, 0);
    return { status_category: category, total, processed: total - unprocessed, unprocessed };
  });
  return {
    company_id: place.id,
    company_name: place.name,
    region_code: place.regionCode,
    address: place.address,
    lng: place.lng,
    lat: place.lat,
    state,
    devices: { ...deviceCounts, offline: deviceCounts.total - deviceCounts.online },
    systems: {
      total: list.length,
      healthy,
      no_devices: noDevices,
      rate: rateOf(healthy, list.length - noDevices),
      list,
    },
    alarms_today: {
      date: today,
      total: categories.reduce((sum, row) => sum + row.total, 0),
      unprocessed: categories.reduce((sum, row) => sum + row.unprocessed, 0),
      list: categories,
    },
  };
};
