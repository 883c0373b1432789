import { api, formValues } from '../../lib/api';

export const fetchCompanies = (query: Record<string, string | number>) =>
  api.get('/api_proxy/company_cared/list/', query);
export const fetchCompany = (companyId: number) => api.get('/api_proxy/company_cared/info/', { company_id: companyId });
export const createCompany = (body: Record<string, unknown>) =>
  api.post('/api_proxy/company_cared/info/', formValues(body));
export const updateCompany = (body: Record<string, unknown>) =>
  api.put('/api_proxy/company_cared/info/', formValues(body));
export const deleteCompany = (companyId: number) =>
  api.delete('/api_proxy/company_cared/info/delete/', { company_id: companyId });

/** Fire control rooms (organisations of kind control_room): the list, one room, new, change, delete a selection. */
export const fetchControlRooms = (query: Record<string, string | number>) =>
  api.get('/api_proxy/company_control_room/list/', query);
export const fetchControlRoom = (companyId: number) =>
  api.get('/api_proxy/company_control_room/info/', { company_id: companyId });
export const createControlRoom = (body: Record<string, unknown>) =>
  api.post('/api_proxy/company_control_room/info/', formValues(body));
export const updateControlRoom = (body: Record<string, unknown>) =>
  api.put('/api_proxy/company_control_room/info/', formValues(body));
export const deleteControlRooms = (ids: number[]) =>
  api.delete('/api_proxy/company_control_room/info/', { company_ids: ids.join(',') });
/** Units of the scope by name: the unit a control room belongs to (other/GetCompanyList). */
export const fetchUnitOptions = (name?: string) =>
  api.get('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 50 });
