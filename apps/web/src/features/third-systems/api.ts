import type {
  LoginAnswer,
  Page,
  ThirdSystem,
  ThirdSystemUnit,
  ThirdSystemWithKey,
  UnitPickerRow,
} from '@fireline/shared';
import { api } from '../../lib/api';

const path = (name: string) => `/api_proxy/third_system/${name}/`;

export const fetchSystems = (query: Record<string, string | number>) => api.get<Page<ThirdSystem>>(path('list'), query);
export const fetchSystem = (id: number) => api.get<ThirdSystem>(path('info'), { id });
export const createSystem = (body: Record<string, unknown>) => api.post<ThirdSystemWithKey>(path('info'), body);
export const updateSystem = (body: Record<string, unknown> & { id: number }) =>
  api.put<ThirdSystem>(path('info'), body);
export const deleteSystem = (id: number) => api.delete<{ id: number }>(path('info'), { id });
export const rotateKey = (id: number) => api.post<ThirdSystemWithKey>(path('rotate_key'), { id });
export const revokeKey = (id: number) => api.post<ThirdSystem>(path('revoke_key'), { id });
export const fetchSystemUnits = (query: Record<string, string | number>) =>
  api.get<Page<ThirdSystemUnit>>(path('unit_list'), query);
export const addSystemUnits = (id: number, unitIds: number[]) =>
  api.post<{ id: number; unit_count: number }>(path('unit_add'), { id, unit_ids: unitIds });
export const removeSystemUnits = (id: number, unitIds: number[]) =>
  api.post<{ id: number; unit_count: number }>(path('unit_remove'), { id, unit_ids: unitIds });
/** Units of the user's scope by name (other/GetCompanyList), for granting. */
export const fetchUnitOptions = (name?: string) =>
  api.get<Page<UnitPickerRow>>('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 50 });
/** The entry landing's one-time code for a session (public: the code is the credential). */
export const exchangeEnterCode = (code: string) =>
  api.post<LoginAnswer>('/api_proxy/third/enter/', { code }, { silent: true });
