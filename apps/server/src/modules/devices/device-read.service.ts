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
import { holds, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db, DbOrTx } from '../../db/client';
import { countUnitDevicesByState, findDeviceModel, listDistinctModels } from './device-facts.repo';
import { presentComponent, presentDevice } from './device-present';
import { countVideosByBrand, listWatchedDeviceIds, listWatchingVideoIds } from './device-videos.repo';
import {
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

const showDevice = ({ device, ...joined }: JoinedDevice) => presentDevice(device, joined);
const showComponent = ({ component, ...joined }: JoinedComponent) => presentComponent(component, joined);

/**
 * Ids the caller may read: every id must exist (9995) and be of a unit in scope (9993), so another unit's record is
 * never answered piecemeal; asked for a class, a device of another class counts as unknown (9995).
 */
export const requireOwned = async (db: Db, caller: Caller, ids: number[], deviceClass: DeviceClass | 'device') => {
  await requireAccess(db, caller, { kind: deviceClass === 'component' ? 'component' : 'device', ids });
  if (deviceClass === 'component' || deviceClass === 'device') return;
  const owners = await deviceOwners(db, ids);
  if (owners.length !== ids.length || owners.some((owner) => owner.deviceClass !== deviceClass))
    throw new AppError(ErrorCodes.noData);
};

const requireTab = (caller: Caller, tab: DeviceTab) => {
  if (!holds(caller, deviceTabs[tab].permission)) throw new AppError(ErrorCodes.noPermission);
};

/** A filter naming a unit or a system must stay inside the scope (9993); an unknown one is 9995. */
const checkFilterUnits = async (db: DbOrTx, caller: Caller, filter: DeviceFilter) => {
  if (filter.company_id) await requireAccess(db, caller, { kind: 'unit', ids: filter.company_id });
  if (filter.system_id) await requireAccess(db, caller, { kind: 'system', ids: filter.system_id });
};

/** What reading one device tab with these filters needs: the tab's permission and filters within the scope. */
export const checkDeviceTabAccess = async (options: {
  db: DbOrTx;
  caller: Caller;
  tab: DeviceTab;
  filter: DeviceFilter;
}) => {
  requireTab(options.caller, options.tab);
  await checkFilterUnits(options.db, options.caller, options.filter);
};

export const getDevice = async (db: Db, caller: Caller, deviceId: number, deviceClass: DeviceClass) => {
  if (deviceClass === 'component') {
    await requireOwned(db, caller, [deviceId], 'component');
    const [row] = await findComponents(db, caller.scope, [deviceId]);
    return showComponent(row!);
  }
  await requireOwned(db, caller, [deviceId], 'device');
  const [row] = await findDevices(db, caller.scope, [deviceId]);
  const shown = showDevice(row!);
  if (row!.device.deviceClass !== 'video') return shown;
  return { ...shown, monitor_device_ids: await listWatchedDeviceIds(db, deviceId) };
};

/** One tab of the device list: the tab's permission, the filters, one page. */
export const listDevices = async (db: Db, caller: Caller, query: DeviceListQuery) => {
  await checkDeviceTabAccess({ db, caller, tab: query.tab, filter: query });
  const classes: readonly string[] = deviceTabs[query.tab].classes;
  const unitTotal = async () =>
    [...(await countUnitDevices(db, caller.scope, query, classes)).values()].reduce((sum, value) => sum + value, 0);
  const total = isUnitOnlyFilter(query) ? unitTotal : undefined;
  if (query.tab === 'component') {
    const { rows, total: value } = isKeywordOnlyFilter(query)
      ? await listComponentKeywordPage(db, caller.scope, query, query)
      : await listComponentPage(db, componentWhere(caller.scope, query), query, total);
    return { list: rows.map(showComponent), total: value };
  }
  const { rows, total: value } = await listDevicePage(
    db,
    deviceWhere(caller.scope, query, deviceTabs[query.tab].classes),
    query,
    total,
  );
  return { list: rows.map(showDevice), total: value };
};

/** The tab badges: counts per tab the caller may open, under the same filters. */
export const countDevices = async (db: Db, caller: Caller, filter: DeviceFilter) => {
  await checkFilterUnits(db, caller, filter);
  const byClass = await countByClass(db, caller.scope, filter);
  const counts: DeviceTabCounts = {};
  for (const tab of deviceTabNames) {
    if (!holds(caller, deviceTabs[tab].permission)) continue;
    counts[tab] = deviceTabs[tab].classes.reduce(
      (sum: number, deviceClass: string) => sum + (byClass.get(deviceClass) ?? 0),
      0,
    );
  }
  return counts;
};

export const listByIds = async (db: Db, caller: Caller, ids: number[], deviceClass: DeviceClass) => {
  if (deviceClass === 'component') {
    await requireOwned(db, caller, ids, 'component');
    return (await findComponents(db, caller.scope, ids)).map(showComponent);
  }
  await requireOwned(db, caller, ids, 'device');
  return (await findDevices(db, caller.scope, ids)).map(showDevice);
};

export const listOfUnit = async (db: Db, caller: Caller, companyId: number, deviceClass: DeviceClass) => {
  await requireAccess(db, caller, { kind: 'unit', ids: companyId });
  return (await listUnitDevicesOfClass(db, caller.scope, companyId, deviceClass)).map(showDevice);
};

export const alarmersOfSystem = async (db: Db, caller: Caller, systemId: number) => {
  await checkFilterUnits(db, caller, { system_id: systemId });
  return (await listSystemAlarmers(db, caller.scope, systemId)).map(showDevice);
};

export const alarmersOfDtu = async (db: Db, caller: Caller, dtuId: number) => {
  await requireOwned(db, caller, [dtuId], 'dtu');
  return (await listDtuAlarmers(db, caller.scope, dtuId)).map(showDevice);
};

/** Devices of a unit by status and by online state, in one grouped query. */
export const statusSummary = async (db: Db, caller: Caller, companyId: number) => {
  await requireAccess(db, caller, { kind: 'unit', ids: companyId });
  const rows = await countUnitDevicesByState(db, caller.scope, companyId);
  const byState = (state: string) => rows.filter((row) => row.state === state).reduce((sum, row) => sum + row.value, 0);
  return {
    total: rows.reduce((sum, row) => sum + row.value, 0),
    online: rows.filter((row) => row.isOnline).reduce((sum, row) => sum + row.value, 0),
    offline: rows.filter((row) => !row.isOnline).reduce((sum, row) => sum + row.value, 0),
    status: deviceStatusStates.map((state, id) => ({ id, state, count: byState(state) })),
  };
};

/** Models in use, devices and components together, for the model filter. */
export const distinctModels = async (db: Db, caller: Caller, companyId: number | undefined) => {
  if (companyId) await requireAccess(db, caller, { kind: 'unit', ids: companyId });
  return (await listDistinctModels(db, caller.scope, companyId)).sort((a, b) => a.localeCompare(b));
};

export const modelCommands = async (db: Db, caller: Caller, deviceId: number) => {
  await requireOwned(db, caller, [deviceId], 'device');
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
export const videosOfDevice = async (db: Db, caller: Caller, deviceId: number) => {
  await requireOwned(db, caller, [deviceId], 'device');
  const videoIds = await listWatchingVideoIds(db, deviceId);
  if (!videoIds.length) return [];
  return (await findDevices(db, caller.scope, videoIds)).map(showDevice);
};

/** Devices a camera watches. */
export const devicesOfVideo = async (db: Db, caller: Caller, videoId: number) => {
  await requireOwned(db, caller, [videoId], 'video');
  const deviceIds = await listWatchedDeviceIds(db, videoId);
  if (!deviceIds.length) return [];
  return (await findDevices(db, caller.scope, deviceIds)).map(showDevice);
};

export const videoBrands = async (db: Db, caller: Caller, companyId: number | undefined) => {
  if (companyId) await requireAccess(db, caller, { kind: 'unit', ids: companyId });
  const rows = await countVideosByBrand(db, caller.scope, companyId);
  return rows.map((row) => ({ enum_device_brand: row.brand || null, count: row.value }));
};
