import { api } from '../../lib/api';

/** The caller's own organisation (/systemmanage/basic) with what they may change. */
export const fetchOwnOrg = () => api.get('/api_proxy/systemmanage/basic/info/');
export const updateOwnOrg = (body: Record<string, unknown>) => api.put('/api_proxy/systemmanage/basic/info/', body);
/** The centres the caller's organisation belongs to (/systemmanage/belongs). */
export const fetchAffiliations = () => api.get('/api_proxy/systemmanage/belongs/list/');
/** The units tied to the caller's organisation (/systemmanage/internet), by name and binding state. */
export const fetchNetworkedUnits = (query: Record<string, string | number>) =>
  api.get('/api_proxy/company_cared/bond_list_by_account/', query);
