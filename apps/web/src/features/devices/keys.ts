import type { DeviceListQuery } from './api';

/**
 * The queries of devices start with `all`, so invalidating it refreshes them all; except those under `'device'`,
 * `'device-counts'`, `'device-pickers'`, which keep the root they had (invalidating `all` never reached them, and
 * still does not).
 */
export const deviceKeys = {
  all: ['devices'] as const,
  counts: (filters: Omit<DeviceListQuery, 'tab' | 'page_no' | 'page_size'>) => ['device-counts', filters] as const,
  pickerAlarmers: (dtuId: number | null | undefined) => ['device-pickers', 'alarmers', dtuId] as const,
  pickerBuildings: (companyId: number | undefined) => ['device-pickers', 'buildings', companyId] as const,
  pickerDtus: (companyId: number | undefined) => ['device-pickers', 'dtus', companyId] as const,
  pickerFloors: (buildingId: number | null | undefined) => ['device-pickers', 'floors', buildingId] as const,
  pickerSystems: (companyId: number | undefined) => ['device-pickers', 'systems', companyId] as const,
  list: (query: DeviceListQuery) => [...deviceKeys.all, query] as const,
  importParents: (companyId: string | undefined) => [...deviceKeys.all, 'import-parents', companyId] as const,
  options: (companyId: number, deviceSearch: string) =>
    [...deviceKeys.all, 'options', companyId, deviceSearch] as const,
  infoAllClasses: (deviceId: string) => ['device', deviceId] as const,
  info: (deviceId: string, deviceClass: string) => ['device', deviceId, deviceClass] as const,
};
