import type { DeviceTab, GbCommand, DeviceClass } from '@fireline/shared';
import { api } from '../../lib/api';

export type DeviceListQuery = {
  tab: DeviceTab;
  company_id?: string;
  system_id?: string;
  building_id?: string;
  floor_id?: string;
  status?: string;
  online?: string;
  search?: string;
  page_no: number;
  page_size: number;
};

export const fetchDevices = (query: DeviceListQuery, options: { silent?: boolean } = {}) =>
  api.get('/api_proxy/device/device_list_by_mulit_params/', query, options);
export const fetchDeviceCounts = (query: Omit<DeviceListQuery, 'tab' | 'page_no' | 'page_size'>) =>
  api.get('/api_proxy/device/device_count_by_mulit_params/', query, {
    silent: true,
  });

export const fetchDevice = (deviceId: string, deviceClass: DeviceClass) =>
  api.get('/api_proxy/device/info/', { device_id: deviceId, enum_device_class: deviceClass });

export const sendGbCommand = (deviceId: number, command: GbCommand) =>
  api.post('/api_proxy/device/gb_command/', {
    device_id: deviceId,
    command,
  });

/** Reads a transmission device's state through the gateway; each read may wait the reply timeout, so allow a minute. */
export const syncDevice = (deviceId: number) =>
  api.get('/api_proxy/device/sync_device_event/', { device_id: deviceId }, { timeoutMs: 60_000 });

/** The unit's records the device form picks from (silent: a picker without data just offers nothing). */
export const fetchUnitBuildings = (companyId: number) =>
  api.get('/api_proxy/building/format_list_by_company_id/', { company_id: companyId }, { silent: true });
export const fetchBuildingFloors = (buildingId: number) =>
  api.get('/api_proxy/floor/simple_floor_list/', { building_id: buildingId }, { silent: true });
export const fetchUnitSystems = (companyId: number) =>
  api.get('/api_proxy/system/system_list/', { company_id: companyId }, { silent: true });
export const fetchUnitDtus = (companyId: number) =>
  api.get('/api_proxy/device/dtu_list_by_company/', { company_id: companyId }, { silent: true });
export const fetchDtuAlarmers = (dtuId: number) =>
  api.get('/api_proxy/device/alarmer_by_dtu_id/', { dtu_id: dtuId }, { silent: true });
