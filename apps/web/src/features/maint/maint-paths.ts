import type { UserInfo } from '@fireline/shared';

/**
 * Where the contract pages live: under /vyborg (the maintenance area, 合同管理) or under one unit's page
 * (/company/maint, its 维保 tab), the unit's company_id carried so its tabs stay.
 */
export type MaintArea = 'vyborg' | 'unit';

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return query ? `${path}?${query}` : path;
};

export const maintPaths = (area: MaintArea, companyId?: number) => {
  const base = area === 'unit' ? '/company/maint' : '/vyborg';
  const unit = area === 'unit' ? companyId : undefined;
  return {
    list: area === 'unit' ? withQuery('/company/maint', { company_id: unit }) : '/vyborg/contract',
    create: withQuery(`${base}/contractnew`, { company_id: unit }),
    edit: (id: number) => withQuery(`${base}/contractnew`, { company_id: unit, type: 'edit', id }),
    detail: (id: number) => withQuery(`${base}/contractdetail`, { company_id: unit, id }),
    building: (contractId: number, buildingId?: number) =>
      withQuery(`${base}/building`, { company_id: unit, contract_id: contractId, building_id: buildingId }),
  };
};

/**
 * Who may make contracts (docs/maintenance.md "Who reads, who writes"): the administrator, a centre's people and a
 * maintenance company's; the server still decides each contract (can_edit).
 */
export const canMakeContracts = (user: Pick<UserInfo, 'role_code' | 'company_type'> | undefined) =>
  user !== undefined &&
  (user.role_code === 'admin_system' ||
    user.company_type === 'info_center' ||
    user.company_type === 'info_company_maint');
