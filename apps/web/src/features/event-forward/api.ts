import { api, formValues } from '../../lib/api';

const path = <N extends string>(name: N) => `/api_proxy/event_forward/${name}/` as const;

export const fetchRules = (query: Record<string, string | number>) => api.get(path('list'), query);
export const fetchRule = (id: number) => api.get(path('info'), { id });
export const createRule = (body: Record<string, unknown>) => api.post(path('info'), formValues(body));
export const updateRule = (body: Record<string, unknown> & { id: number }) => api.put(path('info'), body);
export const deleteRule = (id: number) => api.delete(path('info'), { id });
export const regenerateSecret = (id: number) => api.post(path('secret'), { id });
export const sendTestEvent = (id: number) => api.post(path('test'), { id });
export const fetchDeliveries = (query: Record<string, string | number>) =>
  api.get(path('deliveries'), formValues(query));
/** Units of the user's scope by name (other/GetCompanyList), for a rule's unit choice. */
export const fetchUnitOptions = (name?: string) =>
  api.get('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 50 });
