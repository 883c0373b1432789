import type { BindAction, BindingRow, BindingStatus, DistrictBatchKind, DistrictKind } from '@fireline/shared';
import { api } from '../../app/api';
import type { Company, Paged } from '../companies/api';

/** A district organisation as the info calls answer it; a centre also carries is_platform (1 when it has an account). */
export type DistrictOrg = Company & { is_platform?: 0 | 1; account: string | null; update_time?: number };

/** The info call of each district kind (docs/archives.md "Organisations"): GET reads, POST creates, PUT changes. */
export const districtInfoPaths: Record<DistrictKind, string> = {
  center: '/api_proxy/center/info/',
  maint: '/api_proxy/company_maint/info/',
  cared: '/api_proxy/company_cared/info/',
  authority: '/api_proxy/company_authority/info/',
};

export const fetchDistrictList = (query: Record<string, string | number>) =>
  api.get<Paged<DistrictOrg>>('/api_proxy/company/district_list/', query);
export const fetchDistrictOrg = (kind: DistrictKind, companyId: number) =>
  api.get<DistrictOrg>(districtInfoPaths[kind], { company_id: companyId });
export const createDistrictOrg = (kind: DistrictKind, body: Record<string, unknown>) =>
  api.post<DistrictOrg>(districtInfoPaths[kind], body);
export const updateDistrictOrg = (kind: DistrictKind, body: Record<string, unknown> & { company_id: number }) =>
  api.put<DistrictOrg>(districtInfoPaths[kind], body);

/** A unit of the binding dialog: `status` 1 when it cannot be ticked (bound or in process), `stu` its binding state (null: none). */
export type BindingCandidate = {
  company_id: number;
  name: string;
  company_type: string;
  status: 0 | 1;
  stu: BindingStatus | null;
};

export const fetchBindList = (query: Record<string, string | number | undefined>) =>
  api.get<Paged<BindingRow>>('/api_proxy/bind/list/', query);
export const fetchBindingCandidates = (query: Record<string, string | number | undefined>) =>
  api.get<Paged<BindingCandidate>>('/api_proxy/company/circular_bound_list/', query);
export const requestBindings = (body: { company_id: number; cared_ids: number[] }) =>
  api.post<{ company_id: number }>('/api_proxy/bind/info/', body);
export const answerBinding = (body: { bind_id: number; action: BindAction }) =>
  api.put<{ bind_id: number; stu: BindingStatus }>('/api_proxy/bind/info/', body);
export const removeBinding = (bindId: number) =>
  api.delete<{ bind_id: number }>('/api_proxy/bind/info/', { bind_id: bindId });
/** Several organisations of one kind; a refusal carries `data.errors` [{row, field, code, msg}] (silent: the page shows them by row). */
export const addDistrictOrgs = (body: { kind: DistrictBatchKind; list: Record<string, unknown>[] }) =>
  api.post<{ list: DistrictOrg[] }>('/api_proxy/company/more_add/', body, { silent: true });
