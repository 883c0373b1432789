import { api, formValues } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

export const fetchEquipmentList = (query: Query) => api.get('/api_proxy/equipment/list/', query);
export const fetchEquipment = (id: number) => api.get('/api_proxy/equipment/info/', { equipment_id: id });
export const createEquipment = (body: unknown) => api.post('/api_proxy/equipment/info/', formValues(body));
export const updateEquipment = (body: unknown) => api.put('/api_proxy/equipment/info/', formValues(body));
export const deleteEquipment = (id: number) => api.delete('/api_proxy/equipment/info/', { equipment_id: id });
export const fetchEquipmentAttrs = (type: number) => api.get('/api_proxy/equipment/equipment_attr/', { type });
export const fetchBoundDevices = (id: number) => api.get('/api_proxy/equipment/bindDevice/', { equipment_id: id });
export const bindDevice = (body: { equipment_id: number; device_id: number; bind_type: number }) =>
  api.post('/api_proxy/equipment/bindDevice/', body);
export const replaceBoundDevices = (body: { equipment_id: number; list: { device_id: number; bind_type: number }[] }) =>
  api.put('/api_proxy/equipment/bindDevice/', body);
export const fetchBindTypes = () => api.get('/api_proxy/enum/enum_equipment_bind_device_type/info/');
/** The unit's devices (the device list's first tab), for choosing what to bind. */
export const fetchCompanyDevices = (companyId: number, search?: string) =>
  api.get('/api_proxy/device/device_list_by_mulit_params/', {
    company_id: companyId,
    search,
    page_size: 100,
  });
