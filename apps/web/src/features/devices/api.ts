import type { DeviceSyncAnswer, DeviceTab } from '@fireline/shared';
import { api } from '../../app/api';

export type DeviceItem = {
  device_id: number;
  enum_device_class: string;
  device_code: string | null;
  name: string;
  company_name: string | null;
  building_name: string | null;
  floor_name: string | null;
  specific: string | null;
  system_name: string | null;
  enum_device_model?: string | null;
  enum_device_online_status: 0 | 1;
  enum_device_status: number;
  last_active_time: number | null;
  loop_number?: number | null;
  component_number?: number | null;
  alarmer_name?: string | null;
  dtu_name?: string | null;
};

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
  api.get<{ list: DeviceItem[]; total: number }>('/api_proxy/device/device_list_by_mulit_params/', query, options);
export const fetchDeviceCounts = (query: Omit<DeviceListQuery, 'tab' | 'page_no' | 'page_size'>) =>
  api.get<Partial<Record<DeviceTab, number>>>('/api_proxy/device/device_count_by_mulit_params/', query, {
    silent: true,
  });

export type DeviceDetail = DeviceItem & Record<string, unknown>;
export const fetchDevice = (deviceId: string, deviceClass: string) =>
  api.get<DeviceDetail>('/api_proxy/device/info/', { device_id: deviceId, enum_device_class: deviceClass });

export type GbCommand = 'read_status' | 'read_time' | 'read_version' | 'sync_clock' | 'check_post' | 'initialise';
export const sendGbCommand = (deviceId: number, command: GbCommand) =>
  api.post<{ answer: 'confirm' | 'response'; data: unknown }>('/api_proxy/device/gb_command/', {
    device_id: deviceId,
    command,
  });

/** Reads a transmission device's state through the gateway; each read may wait the reply timeout, so allow a minute. */
export const syncDevice = (deviceId: number) =>
  api.get<DeviceSyncAnswer>('/api_proxy/device/sync_device_event/', { device_id: deviceId }, { timeoutMs: 60_000 });

/** The unit's records the device form picks from (silent: a picker without data just offers nothing). */
export type PickerBuilding = { building_id: number; building_name: string };
export type PickerFloor = { floor_id: number; floor_name: string; floor_type: 'F' | 'M' | 'B'; floor_number: number };
export type PickerSystem = { system_id: number; alias_system_name: string };
export const fetchUnitBuildings = (companyId: number) =>
  api.get<PickerBuilding[]>(
    '/api_proxy/building/format_list_by_company_id/',
    { company_id: companyId },
    { silent: true },
  );
export const fetchBuildingFloors = (buildingId: number) =>
  api.get<PickerFloor[]>('/api_proxy/floor/simple_floor_list/', { building_id: buildingId }, { silent: true });
export const fetchUnitSystems = (companyId: number) =>
  api.get<PickerSystem[]>('/api_proxy/system/system_list/', { company_id: companyId }, { silent: true });
export const fetchUnitDtus = (companyId: number) =>
  api.get<DeviceDetail[]>('/api_proxy/device/dtu_list_by_company/', { company_id: companyId }, { silent: true });
export const fetchDtuAlarmers = (dtuId: number) =>
  api.get<DeviceDetail[]>('/api_proxy/device/alarmer_by_dtu_id/', { dtu_id: dtuId }, { silent: true });
