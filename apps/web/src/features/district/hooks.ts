import type { CompanyRecord, DistrictKind } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasPermissionId } from '../../app/permissions';
import { loadSession } from '../../app/session';
import { createDistrictOrg, fetchDistrictOrg, updateDistrictOrg } from './api';

const orgKey = (kind: DistrictKind | undefined, companyId: number | undefined) => ['district', 'org', kind, companyId];

/** One district organisation by its kind's info call; waits until both are known. */
export const useDistrictOrg = (kind: DistrictKind | undefined, companyId: number | undefined) =>
  useQuery({
    queryKey: orgKey(kind, companyId),
    queryFn: () => fetchDistrictOrg(kind!, companyId!),
    enabled: kind !== undefined && companyId !== undefined,
  });

/** Creates (no companyId) or changes an organisation; the lists and the record's details are refreshed after. */
export const useSaveDistrictOrg = (kind: DistrictKind | undefined, companyId: number | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      companyId === undefined
        ? createDistrictOrg(kind!, body)
        : updateDistrictOrg(kind!, { ...body, company_id: companyId }),
    onSuccess: (saved: CompanyRecord) => {
      queryClient.setQueryData(orgKey(kind, saved.company_id), saved);
      void queryClient.invalidateQueries({ queryKey: ['district'] });
    },
  });
};

/** Creating and changing centres, maintenance companies and authorities is the server's `systemmanage-manage`. */
export const useCanManageDistrict = () => {
  const session = loadSession();
  return session ? hasPermissionId(session.control, 'systemmanage-manage', session.user.role_code) : false;
};
