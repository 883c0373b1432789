/**
 * Where the repair pages live (spec 002 §2 /vyborg routes edit, new, repair/report; docs/maintenance.md "Screens"):
 * the list is both the 维修任务 header tab and the left-nav 报修 entry; the detail is ours (the spec names none).
 */
export const repairPaths = {
  list: '/vyborg/repair/report',
  create: '/vyborg/new?type=new',
  edit: (id: number) => `/vyborg/edit?type=edit&id=${id}`,
  detail: (id: number) => `/vyborg/repair/detail?id=${id}`,
  /** The repair reports: a view of the list page (the "repair report" header tab of spec 002 §2). */
  reports: '/vyborg/repair/report?view=reports',
  reportDetail: (id: number) => `/vyborg/repair/reportdetail?id=${id}`,
};
