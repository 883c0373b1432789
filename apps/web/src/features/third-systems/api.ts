import { api, formValues } from '../../lib/api';

const path = <N extends string>(name: N) => `/api_proxy/third_system/${name}/` as const;

export const fetchSystems = (query: Record<string, string | number>) => api.get(path('list'), query);
export const fetchSystem = (id: number) => api.get(path('info'), { id });
export const createSystem = (body: Record<string, unknown>) => api.post(path('info'), formValues(body));
export const updateSystem = (body: Record<string, unknown> & { id: number }) => api.put(path('info'), body);
export const deleteSystem = (id: number) => api.delete(path('info'), { id });
export const rotateKey = (id: number) => api.post(path('rotate_key'), { id });
export const revokeKey = (id: number) => api.post(path('revoke_key'), { id });
export const fetchSystemUnits = (query: Record<string, string | number>) =>
  api.get(path('unit_list'), formValues(query));
export const addSystemUnits = (id: number, unitIds: number[]) => api.post(path('unit_add'), { id, unit_ids: unitIds });
export const removeSystemUnits = (id: number, unitIds: number[]) =>
  api.post(path('unit_remove'), { id, unit_ids: unitIds });
/** Units of the user's scope by name (other/GetCompanyList), for granting. */
export const fetchUnitOptions = (name?: string) =>
  api.get('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 50 });
/** The entry landing's one-time code for a session (public: the code is the credential). */
export const exchangeEnterCode = (code: string) => api.post('/api_proxy/third/enter/', { code }, { silent: true });
