import type {
  DeletedHydrant,
  DeletedHydrantAddress,
  HydrantAddressItem,
  HydrantAlarmItem,
  HydrantItem,
  HydrantMapPoint,
  HydrantOverview,
  Page,
} from '@fireline/shared';
import { api } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

/** Hydrant calls (docs/archives.md "Municipal hydrants"). */
export const fetchHydrants = (query: Query) => api.get<Page<HydrantItem>>('/api_proxy/firecock/list/', query);
export const fetchHydrant = (id: number) => api.get<HydrantItem>('/api_proxy/firecock/info/', { equipment_id: id });
export const createHydrant = (body: unknown) => api.post<HydrantItem>('/api_proxy/firecock/info/', body);
export const updateHydrant = (body: unknown) => api.put<HydrantItem>('/api_proxy/firecock/info/', body);
export const deleteHydrant = (id: number) =>
  api.delete<DeletedHydrant>('/api_proxy/firecock/info/', { equipment_id: id });
export const fetchHydrantOverview = () => api.get<HydrantOverview>('/api_proxy/firecock/overview/');
export const fetchHydrantAlarms = (query: Query) =>
  api.get<Page<HydrantAlarmItem>>('/api_proxy/firecock/alarm_list/', query);
export const fetchHydrantAddresses = (query: Query) =>
  api.get<Page<HydrantAddressItem>>('/api_proxy/firecock/address_list/', query);
export const createHydrantAddress = (body: unknown) =>
  api.post<HydrantAddressItem>('/api_proxy/firecock/address_info/', body);
export const updateHydrantAddress = (body: unknown) =>
  api.put<HydrantAddressItem>('/api_proxy/firecock/address_info/', body);
export const deleteHydrantAddress = (id: number) =>
  api.delete<DeletedHydrantAddress>('/api_proxy/firecock/address_info/', { address_id: id });
export const fetchHydrantPoints = (query: Query) => api.get<HydrantMapPoint[]>('/api_proxy/firecock/map_list/', query);
