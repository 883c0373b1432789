import { api, formValues } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

/** Hydrant calls (docs/archives.md "Municipal hydrants"). */
export const fetchHydrants = (query: Query) => api.get('/api_proxy/firecock/list/', query);
export const fetchHydrant = (id: number) => api.get('/api_proxy/firecock/info/', { equipment_id: id });
export const createHydrant = (body: unknown) => api.post('/api_proxy/firecock/info/', formValues(body));
export const updateHydrant = (body: unknown) => api.put('/api_proxy/firecock/info/', formValues(body));
export const deleteHydrant = (id: number) => api.delete('/api_proxy/firecock/info/', { equipment_id: id });
export const fetchHydrantOverview = () => api.get('/api_proxy/firecock/overview/');
export const fetchHydrantAlarms = (query: Query) => api.get('/api_proxy/firecock/alarm_list/', query);
export const fetchHydrantAddresses = (query: Query) => api.get('/api_proxy/firecock/address_list/', query);
export const createHydrantAddress = (body: unknown) => api.post('/api_proxy/firecock/address_info/', formValues(body));
export const updateHydrantAddress = (body: unknown) => api.put('/api_proxy/firecock/address_info/', formValues(body));
export const deleteHydrantAddress = (id: number) => api.delete('/api_proxy/firecock/address_info/', { address_id: id });
export const fetchHydrantPoints = (query: Query) => api.get('/api_proxy/firecock/map_list/', query);
