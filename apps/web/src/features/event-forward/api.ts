import type { ForwardDelivery, ForwardRule, ForwardRuleWithSecret, Page, UnitPickerRow } from '@fireline/shared';
import { api } from '../../lib/api';

const path = (name: string) => `/api_proxy/event_forward/${name}/`;

export const fetchRules = (query: Record<string, string | number>) => api.get<Page<ForwardRule>>(path('list'), query);
export const fetchRule = (id: number) => api.get<ForwardRule>(path('info'), { id });
export const createRule = (body: Record<string, unknown>) => api.post<ForwardRuleWithSecret>(path('info'), body);
export const updateRule = (body: Record<string, unknown> & { id: number }) => api.put<ForwardRule>(path('info'), body);
export const deleteRule = (id: number) => api.delete<{ id: number }>(path('info'), { id });
export const regenerateSecret = (id: number) => api.post<ForwardRuleWithSecret>(path('secret'), { id });
export const sendTestEvent = (id: number) => api.post<{ delivery_id: number }>(path('test'), { id });
export const fetchDeliveries = (query: Record<string, string | number>) =>
  api.get<Page<ForwardDelivery>>(path('deliveries'), query);
/** Units of the user's scope by name (other/GetCompanyList), for a rule's unit choice. */
export const fetchUnitOptions = (name?: string) =>
  api.get<Page<UnitPickerRow>>('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 50 });
