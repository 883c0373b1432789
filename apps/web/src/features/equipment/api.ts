import type {
  AnyDevice,
  BuildingPickerRow,
  DeletedEquipment,
  EquipmentAttrDef,
  EquipmentBoundDevice,
  EquipmentItem,
  FloorPickerRow,
  Page,
  RemoteEnumItem,
} from '@fireline/shared';
import { api } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

export const fetchEquipmentList = (query: Query) => api.get<Page<EquipmentItem>>('/api_proxy/equipment/list/', query);
export const fetchEquipment = (id: number) =>
  api.get<EquipmentItem>('/api_proxy/equipment/info/', { equipment_id: id });
export const createEquipment = (body: unknown) => api.post<EquipmentItem>('/api_proxy/equipment/info/', body);
export const updateEquipment = (body: unknown) => api.put<EquipmentItem>('/api_proxy/equipment/info/', body);
export const deleteEquipment = (id: number) =>
  api.delete<DeletedEquipment>('/api_proxy/equipment/info/', { equipment_id: id });
export const fetchEquipmentAttrs = (type: number) =>
  api.get<EquipmentAttrDef[]>('/api_proxy/equipment/equipment_attr/', { type });
export const fetchBoundDevices = (id: number) =>
  api.get<EquipmentBoundDevice[]>('/api_proxy/equipment/bindDevice/', { equipment_id: id });
export const bindDevice = (body: { equipment_id: number; device_id: number; bind_type: number }) =>
  api.post<EquipmentBoundDevice[]>('/api_proxy/equipment/bindDevice/', body);
export const replaceBoundDevices = (body: { equipment_id: number; list: { device_id: number; bind_type: number }[] }) =>
  api.put<EquipmentBoundDevice[]>('/api_proxy/equipment/bindDevice/', body);
export const fetchBindTypes = () => api.get<RemoteEnumItem[]>('/api_proxy/enum/enum_equipment_bind_device_type/info/');
export const fetchBuildings = (companyId: number) =>
  api.get<BuildingPickerRow[]>('/api_proxy/other/GetBuildingList', { company_id: companyId });
export const fetchFloors = (buildingId: number) =>
  api.get<FloorPickerRow[]>('/api_proxy/other/GetFloorList', { building_id: buildingId });
/** The unit's devices (the device list's first tab), for choosing what to bind. */
export const fetchCompanyDevices = (companyId: number, search?: string) =>
  api.get<Page<AnyDevice>>('/api_proxy/device/device_list_by_mulit_params/', {
    company_id: companyId,
    search,
    page_size: 100,
  });
