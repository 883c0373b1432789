import {
  deviceClasses,
  deviceModelCommands,
  deviceStatusStates,
  deviceTabNames,
  deviceTabs,
  ErrorCodes,
  type DeviceClass,
  type DeviceListQuery,
  type DeviceTab,
  type DeviceTabCounts,
} from '@fireline/shared';
import { AppError } from '../../core/app-error';
import { requireUnitInScope, type Scope } from '../../core/scope';
import type { Db, DbOrTx } from '../../db/client';
import { countUnitDevicesByState, findDeviceModel, findSystemCompany, listDistinctModels } from './device-facts.repo';
import { presentComponent, presentDevice } from './device-present';
import { countVideosByBrand, listWatchedDeviceIds, listWatchingVideoIds } from './device-videos.repo';
import {
  componentOwners,
  componentWhere,
  countByClass,
  countUnitDevices,
  deviceOwners,
  deviceWhere,
  findComponents,
  findDevices,
  isUnitOnlyFilter,
  isKeywordOnlyFilter,
  listComponentKeywordPage,
  listComponentPage,
  listDevicePage,
  listDtuAlarmers,
  listSystemAlarmers,
  listUnitDevicesOfClass,
  type DeviceFilter,
  type JoinedComponent,
  type JoinedDevice,
} from './devices.repo';

export type CanSee = (permission: string) => boolean;

const showDevice = ({ device, ...joined }: JoinedDevice) => presentDevice(device, joined);
const showComponent = ({ component, ...joined }: JoinedComponent) => presentComponent(component, joined);

/**
 * Ids the caller may read: every id must exist (9995) and be of a unit in scope (9993), so another unit's record is
 * never answered piecemeal.
 */
export const requireOwned = async (db: Db, scope: Scope, ids: number[], deviceClass: DeviceClass | 'device') => {
  const owners = deviceClass === 'component' ? await componentOwners(db, ids) : await deviceOwners(db, ids);
  if (owners.length !== ids.length) throw new AppError(ErrorCodes.noData);
  for (const owner of owners) requireUnitInScope(scope, owner.companyId);
  if (
    deviceClass !== 'component' &&
    deviceClass !== 'device' &&
    owners.some((owner) => 'deviceClass' in owner && owner.deviceClass !== deviceClass)
  )
    throw new AppError(ErrorCodes.noData);
  return owners;
};

const requireTab = (canSee: CanSee, tab: DeviceTab) => {
  if (!canSee(deviceTabs[tab].permission)) throw new AppError(ErrorCodes.noPermission);
};

/** A filter naming a unit or a system must stay inside the scope (9993); an unknown system is 9995. */
const checkFilterUnits = async (db: DbOrTx, scope: Scope, filter: DeviceFilter) => {
  if (filter.company_id) requireUnitInScope(scope, filter.company_id);
  if (filter.system_id) {
    const system = await findSystemCompany(db, filter.system_id);
    if (!system) throw new AppError(ErrorCodes.noData);
    requireUnitInScope(scope, system.companyId);
  }
};

/** What reading one device tab with these filters needs: the tab's permission and filters within the scope. */
export const checkDeviceTabAccess = async (options: {
  db: DbOrTx;
  scope: Scope;
  canSee: CanSee;
  tab: DeviceTab;
  filter: DeviceFilter;
}) => {
  requireTab(options.canSee, options.tab);
  await checkFilterUnits(options.db, options.scope, options.filter);
};

export const createDeviceReadService = ({ db }: { db: Db }) => {
  const getDevice = async (scope: Scope, deviceId: number, deviceClass: DeviceClass) => {
    if (deviceClass === 'component') {
      await requireOwned(db, scope, [deviceId], 'component');
      const [row] = await findComponents(db, scope, [deviceId]);
      return showComponent(row!);
    }
    await requireOwned(db, scope, [deviceId], 'device');
    const [row] = await findDevices(db, scope, [deviceId]);
    const shown = showDevice(row!);
    if (row!.device.deviceClass !== 'video') return shown;
    return { ...shown, monitor_device_ids: await listWatchedDeviceIds(db, deviceId) };
  };

  /** One tab of the device list: the tab's permission, the filters, one page. */
  const listDevices = async (scope: Scope, canSee: CanSee, query: DeviceListQuery) => {
    await checkDeviceTabAccess({ db, scope, canSee, tab: query.tab, filter: query });
    const classes: readonly string[] = deviceTabs[query.tab].classes;
    const unitTotal = async () =>
      [...(await countUnitDevices(db, scope, query, classes)).values()].reduce((sum, value) => sum + value, 0);
    const total = isUnitOnlyFilter(query) ? unitTotal : undefined;
    if (query.tab === 'component') {
      const { rows, total: value } = isKeywordOnlyFilter(query)
        ? await listComponentKeywordPage(db, scope, query, query)
        : await listComponentPage(db, componentWhere(scope, query), query, total);
      return { list: rows.map(showComponent), total: value };
    }
    const { rows, total: value } = await listDevicePage(
      db,
      deviceWhere(scope, query, deviceTabs[query.tab].classes),
      query,
      total,
    );
    return { list: rows.map(showDevice), total: value };
  };

  /** The tab badges: counts per tab the caller may open, under the same filters. */
  const countDevices = async (scope: Scope, canSee: CanSee, filter: DeviceFilter) => {
    await checkFilterUnits(db, scope, filter);
    const byClass = await countByClass(db, scope, filter);
    const counts: DeviceTabCounts = {};
    for (const tab of deviceTabNames) {
      if (!canSee(deviceTabs[tab].permission)) continue;
      counts[tab] = deviceTabs[tab].classes.reduce(
        (sum: number, deviceClass: string) => sum + (byClass.get(deviceClass) ?? 0),
        0,
      );
    }
    return counts;
  };

  const listByIds = async (scope: Scope, ids: number[], deviceClass: DeviceClass) => {
    if (deviceClass === 'component') {
      await requireOwned(db, scope, ids, 'component');
      return (await findComponents(db, scope, ids)).map(showComponent);
    }
    await requireOwned(db, scope, ids, 'device');
    return (await findDevices(db, scope, ids)).map(showDevice);
  };

  const listOfUnit = async (scope: Scope, companyId: number, deviceClass: DeviceClass) => {
    requireUnitInScope(scope, companyId);
    return (await listUnitDevicesOfClass(db, scope, companyId, deviceClass)).map(showDevice);
  };

  const alarmersOfSystem = async (scope: Scope, systemId: number) => {
    await checkFilterUnits(db, scope, { system_id: systemId });
    return (await listSystemAlarmers(db, scope, systemId)).map(showDevice);
  };

  const alarmersOfDtu = async (scope: Scope, dtuId: number) => {
    await requireOwned(db, scope, [dtuId], 'dtu');
    return (await listDtuAlarmers(db, scope, dtuId)).map(showDevice);
  };

  /** Devices of a unit by status and by online state, in one grouped query. */
  const statusSummary = async (scope: Scope, companyId: number) => {
    requireUnitInScope(scope, companyId);
    const rows = await countUnitDevicesByState(db, scope, companyId);
    const byState = (state: string) =>
      rows.filter((row) => row.state === state).reduce((sum, row) => sum + row.value, 0);
    return {
      total: rows.reduce((sum, row) => sum + row.value, 0),
      online: rows.filter((row) => row.isOnline).reduce((sum, row) => sum + row.value, 0),
      offline: rows.filter((row) => !row.isOnline).reduce((sum, row) => sum + row.value, 0),
      status: deviceStatusStates.map((state, id) => ({ id, state, count: byState(state) })),
    };
  };

  /** Models in use, devices and components together, for the model filter. */
  const distinctModels = async (scope: Scope, companyId: number | undefined) => {
    if (companyId) requireUnitInScope(scope, companyId);
    return (await listDistinctModels(db, scope, companyId)).sort((a, b) => a.localeCompare(b));
  };

  const modelCommands = async (scope: Scope, deviceId: number) => {
    await requireOwned(db, scope, [deviceId], 'device');
    const row = (await findDeviceModel(db, deviceId))!;
    const deviceClass = deviceClasses.find((item) => item === row.deviceClass) ?? 'dtu';
    return {
      device_id: deviceId,
      enum_device_class: deviceClass,
      enum_device_model: row.model,
      cmds: [...deviceModelCommands[deviceClass]],
    };
  };

  /** Cameras watching a device. */
  const videosOfDevice = async (scope: Scope, deviceId: number) => {
    await requireOwned(db, scope, [deviceId], 'device');
    const videoIds = await listWatchingVideoIds(db, deviceId);
    if (!videoIds.length) return [];
    return (await findDevices(db, scope, videoIds)).map(showDevice);
  };

  /** Devices a camera watches. */
  const devicesOfVideo = async (scope: Scope, videoId: number) => {
    await requireOwned(db, scope, [videoId], 'video');
    const deviceIds = await listWatchedDeviceIds(db, videoId);
    if (!deviceIds.length) return [];
    return (await findDevices(db, scope, deviceIds)).map(showDevice);
  };

  const videoBrands = async (scope: Scope, companyId: number | undefined) => {
    if (companyId) requireUnitInScope(scope, companyId);
    const rows = await countVideosByBrand(db, scope, companyId);
    return rows.map((row) => ({ enum_device_brand: row.brand || null, count: row.value }));
  };

  return {
    getDevice,
    listDevices,
    countDevices,
    listByIds,
    listOfUnit,
    alarmersOfSystem,
    alarmersOfDtu,
    statusSummary,
    distinctModels,
    modelCommands,
    videosOfDevice,
    devicesOfVideo,
    videoBrands,
  };
};
