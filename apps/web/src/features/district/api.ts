import type { DistrictKind } from '@fireline/shared';
import { api } from '../../app/api';
import type { Company, Paged } from '../companies/api';

export type DistrictOrg = Company & { is_platform?: 0 | 1; account: string | null };

/** The info call that creates an organisation of each district kind (docs/archives.md "Organisations"). */
export const districtInfoPaths: Record<DistrictKind, string> = {
  center: '/api_proxy/center/info/',
  maint: '/api_proxy/company_maint/info/',
  cared: '/api_proxy/company_cared/info/',
  authority: '/api_proxy/company_authority/info/',
};

export const fetchDistrictList = (query: Record<string, string | number>) => api.get<Paged<DistrictOrg>>('/api_proxy/company/district_list/', query);
export const createDistrictOrg = (kind: DistrictKind, body: Record<string, unknown>) => api.post<DistrictOrg>(districtInfoPaths[kind], body);
