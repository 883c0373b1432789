import type { DistrictBatchKind, DistrictKind } from '@fireline/shared';
import { api, formValues } from '../../lib/api';

/** The info call of each district kind (docs/archives.md "Organisations"): GET reads, POST creates, PUT changes. */
export const districtInfoPaths = {
  center: '/api_proxy/center/info/',
  maint: '/api_proxy/company_maint/info/',
  cared: '/api_proxy/company_cared/info/',
  authority: '/api_proxy/company_authority/info/',
} as const satisfies Record<DistrictKind, string>;

// A district organisation's record is the archive record every organisation has (a centre's carries is_platform).
export const fetchDistrictList = (query: Record<string, string | number>) =>
  api.get('/api_proxy/company/district_list/', formValues(query));
export const fetchDistrictOrg = (kind: DistrictKind, companyId: number) =>
  api.get(districtInfoPaths[kind], { company_id: companyId });
export const createDistrictOrg = (kind: DistrictKind, body: Record<string, unknown>) =>
  api.post(districtInfoPaths[kind], formValues(body));
export const updateDistrictOrg = (kind: DistrictKind, body: Record<string, unknown> & { company_id: number }) =>
  api.put(districtInfoPaths[kind], body);

/** Several organisations of one kind; a refusal carries `data.errors` [{row, field, code, msg}] (silent: the page shows them by row). */
export const addDistrictOrgs = (body: { kind: DistrictBatchKind; list: Record<string, unknown>[] }) =>
  api.post('/api_proxy/company/more_add/', body, { silent: true });
