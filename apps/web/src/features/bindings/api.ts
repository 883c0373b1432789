import type { BindAction } from '@fireline/shared';
import { api, formValues } from '../../lib/api';

/**
 * Bindings between organisations and units (server modules/bindings; spec 001 §3 "Binding"): the district pages ask
 * units to bind, a unit's page answers; both show the same table.
 */
export const fetchBindList = (query: Record<string, string | number | undefined>) =>
  api.get('/api_proxy/bind/list/', formValues(query));
export const fetchBindingCandidates = (query: Record<string, string | number | undefined>) =>
  api.get('/api_proxy/company/circular_bound_list/', query);
export const requestBindings = (body: { company_id: number; cared_ids: number[] }) =>
  api.post('/api_proxy/bind/info/', body);
export const answerBinding = (body: { bind_id: number; action: BindAction }) => api.put('/api_proxy/bind/info/', body);
export const removeBinding = (bindId: number) => api.delete('/api_proxy/bind/info/', { bind_id: bindId });
