import type { DeviceTab } from '@fireline/shared';
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

export const fetchDevices = (query: DeviceListQuery) => api.get<{ list: DeviceItem[]; total: number }>('/api_proxy/device/device_list_by_mulit_params/', query);
export const fetchDeviceCounts = (query: Omit<DeviceListQuery, 'tab' | 'page_no' | 'page_size'>) =>
  api.get<Partial<Record<DeviceTab, number>>>('/api_proxy/device/device_count_by_mulit_params/', query, { silent: true });

export type DeviceDetail = DeviceItem & Record<string, unknown>;
export const fetchDevice = (deviceId: string, deviceClass: string) => api.get<DeviceDetail>('/api_proxy/device/info/', { device_id: deviceId, enum_device_class: deviceClass });

export type GbCommand = 'read_status' | 'read_time' | 'read_version' | 'sync_clock' | 'check_post' | 'initialise';
export const sendGbCommand = (deviceId: number, command: GbCommand) =>
  api.post<{ answer: 'confirm' | 'response'; data: unknown }>('/api_proxy/device/gb_command/', { device_id: deviceId, command });
