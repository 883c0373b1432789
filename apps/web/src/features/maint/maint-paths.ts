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
 * The fire safety director's pages (spec 002 §2 adim, adimdetail, adim_newtask, adim_newreport, client) and the task
 * pages reached from them: under /vyborg, or on one unit's page (/company/adim…, spec 002 "Under /company": adim/client,
 * adim/taskdetail, adim/edit, adim_newtask, adimdetail, taskdetail/equipedit) with the unit's company_id kept.
 */
export const directorPaths = (area: MaintArea, companyId?: number) => {
  const unit = area === 'unit' ? companyId : undefined;
  const root = area === 'unit' ? '/company' : '/vyborg';
  return {
    list: area === 'unit' ? withQuery('/company/adim', { company_id: unit }) : '/vyborg/adim',
    unit: (id: number) => withQuery(`${root}/adimdetail`, { company_id: id }),
    newTask: (id: number) => withQuery(`${root}/adim_newtask`, { company_id: id }),
    // The report form is the /vyborg page in both areas (its /company twin is not built).
    newReport: (id: number) => withQuery('/vyborg/adim_newreport', { company_id: id }),
    clients: area === 'unit' ? withQuery('/company/adim/client', { company_id: unit }) : '/vyborg/client',
  };
};

/** The task pages: /vyborg's, or those of a unit's page with its company_id (the director's area there). */
export const taskPathsOf = (area: MaintArea, companyId?: number) => {
  if (area === 'vyborg')
    return {
      tasks: '/vyborg/task',
      taskNew: '/vyborg/tasknew',
      taskEdit: (id: number) => `/vyborg/tasknew?type=edit&id=${id}`,
      taskDetail: (id: number) => `/vyborg/taskdetail?id=${id}`,
      taskEquipEdit: (id: number) => `/vyborg/taskequipedit?id=${id}`,
    };
  const unit = { company_id: companyId };
  return {
    tasks: withQuery('/company/adim', unit),
    taskNew: withQuery('/company/adim/edit', unit),
    taskEdit: (id: number) => withQuery('/company/adim/edit', { ...unit, type: 'edit', id }),
    taskDetail: (id: number) => withQuery('/company/adim/taskdetail', { ...unit, id }),
    taskEquipEdit: (id: number) => withQuery('/company/taskdetail/equipedit', { ...unit, id }),
  };
};

/** A page's area from its path: a unit's page (/company/…) or the maintenance area. */
export const areaOfPath = (pathname: string): MaintArea => (pathname.startsWith('/company/') ? 'unit' : 'vyborg');

/**
 * Who may make contracts (docs/maintenance.md "Who reads, who writes"): the administrator, a centre's people and a
 * maintenance company's; the server still decides each contract (can_edit).
 */
export const canMakeContracts = (user: Pick<UserInfo, 'role_code' | 'company_type'> | undefined) =>
  user !== undefined &&
  (user.role_code === 'admin_system' ||
    user.company_type === 'info_center' ||
    user.company_type === 'info_company_maint');
