import type { CompanyRecord, DistrictKind } from '@fireline/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { hasPermissionId } from '../../lib/permissions';
import { loadSession } from '../../lib/session';
import { createDistrictOrg, fetchDistrictOrg, updateDistrictOrg } from './api';
import { districtKeys } from './keys';

/** The info call of one district organisation by its kind; waits until both are known. */
export const districtOrgQuery = (kind: DistrictKind | undefined, companyId: number | undefined) => ({
  queryKey: districtKeys.org(kind, companyId),
  queryFn: () => fetchDistrictOrg(kind!, companyId!),
  enabled: kind !== undefined && companyId !== undefined,
});

/** One district organisation by its kind's info call; waits until both are known. */
export const useDistrictOrg = (kind: DistrictKind | undefined, companyId: number | undefined) =>
  useQuery(districtOrgQuery(kind, companyId));

/** Creates (no companyId) or changes an organisation. */
export const saveDistrictOrg = (kind: DistrictKind, companyId: number | undefined, body: Record<string, unknown>) =>
  companyId === undefined ? createDistrictOrg(kind, body) : updateDistrictOrg(kind, { ...body, company_id: companyId });

/** After a save the record's details are cached and the lists refreshed. */
export const cacheSavedDistrictOrg = (kind: DistrictKind, saved: CompanyRecord, queryClient: QueryClient) =>
  queryClient.setQueryData(districtKeys.org(kind, saved.company_id), saved);

/** Creating and changing centres, maintenance companies and authorities is the server's `systemmanage-manage`. */
export const useCanManageDistrict = () => {
  const session = loadSession();
  return session ? hasPermissionId(session.control, 'systemmanage-manage', session.user.role_code) : false;
};
