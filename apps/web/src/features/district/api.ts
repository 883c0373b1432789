import type { DistrictKind } from '@fireline/shared';
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

export const fetchDistrictList = (query: Record<string, string | number>) => api.get<Paged<DistrictOrg>>('/api_proxy/company/district_list/', query);
export const fetchDistrictOrg = (kind: DistrictKind, companyId: number) => api.get<DistrictOrg>(districtInfoPaths[kind], { company_id: companyId });
export const createDistrictOrg = (kind: DistrictKind, body: Record<string, unknown>) => api.post<DistrictOrg>(districtInfoPaths[kind], body);
export const updateDistrictOrg = (kind: DistrictKind, body: Record<string, unknown> & { company_id: number }) => api.put<DistrictOrg>(districtInfoPaths[kind], body);
