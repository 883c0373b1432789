import type { SystemCreate, SystemUpdate } from '@fireline/shared';
import { api } from '../../lib/api';

export const fetchSystems = (companyId: string) =>
  api.get('/api_proxy/system/list/', { company_id: companyId, page_size: 100 });
export const createSystem = (body: SystemCreate) => api.post('/api_proxy/system/info/', body);
export const updateSystem = (body: SystemUpdate) => api.put('/api_proxy/system/info/', body);
/** Silent: a refusal (7992) is answered by the page with the jump offer rather than a toast. */
export const deleteSystem = (systemId: number) =>
  api.delete('/api_proxy/system/info/', { system_ids: String(systemId) }, { silent: true });
export const fetchSystem = (systemId: number) => api.get('/api_proxy/system/info/', { system_id: systemId });
