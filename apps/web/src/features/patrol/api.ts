import {
  companyTypeByKind,
  unitOwnKinds,
  type BuildingPickerRow,
  type CheckData,
  type FloorPickerRow,
  type FloorPlan,
  type CheckInInput,
  type CycleTask,
  type DownloadTicketAnswer,
  type ItemInput,
  type Page,
  type PatrolArchive,
  type PatrolItem,
  type PatrolPlan,
  type PatrolPlanDetail,
  type PatrolRecord,
  type PatrolRecordDetail,
  type PatrolReport,
  type PatrolRoute,
  type PatrolRouteDetail,
  type PatrolSite,
  type PatrolSiteDetail,
  type PatrolTask,
  type PeopleTreeNode,
  type PlanCreateInput,
  type ReportPic,
  type RouteCreateInput,
  type SiteCreateInput,
  type SiteUpdateInput,
  type TaskSite,
  type UnitPickerRow,
} from '@fireline/shared';
import { api } from '../../lib/api';
import { currentLang } from '../../lib/i18n';
import { loadSession } from '../../lib/session';

type Query = Record<string, string | number | undefined>;
const path = (name: string) => `/api_proxy/patrol/${name}/`;

/** Whether the signed-in person belongs to a unit (their own unit is the default of every patrol call). */
export const isUnitUser = () => {
  const type = loadSession()?.user.company_type;
  return unitOwnKinds.some((kind) => companyTypeByKind[kind] === type);
};

/** The caller's own unit when they belong to one. */
export const ownUnitId = () => (isUnitUser() ? loadSession()?.user.company_id : undefined);

export const fetchUnits = (name?: string) =>
  api.get<Page<UnitPickerRow>>('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 50 });
export const fetchPeople = (companyId?: number) =>
  api.get<PeopleTreeNode[]>('/api_proxy/department/department_user_tree_list/', { company_id: companyId });

export const fetchSites = (query: Query) => api.get<Page<PatrolSite>>(path('site/list_by_company_cared'), query);
/** patrol/archive/list_by_company_id: the unit's facilities with the points that are them (the facility picker). */
export const fetchArchive = (query: Query) => api.get<Page<PatrolArchive>>(path('archive/list_by_company_id'), query);
export const fetchSite = (id: number) => api.get<PatrolSiteDetail>(path('site/info'), { site_id: id });
export const fetchSiteByLabel = (labelCode: string) =>
  api.get<PatrolSiteDetail>(path('site/list_by_label_code'), { label_code: labelCode });
export const createSite = (body: SiteCreateInput) => api.post<PatrolSiteDetail>(path('site/info'), body);
export const updateSite = (body: SiteUpdateInput) => api.put<PatrolSiteDetail>(path('site/info'), body);
export const deleteSite = (id: number) => api.delete<{ id: number }>(path('site/info'), { site_id: id });
export const genNumber = (kind: 'site' | 'item') => api.get<{ number: string }>(path('common/gen_number'), { kind });
export const fetchQrPicture = (id: number) =>
  api.get<{ site_id: number; url: string; data_url: string }>(path('site/qrcode_picture'), { site_id: id });

export const fetchItems = (query: Query) => api.get<Page<PatrolItem>>(path('item/list_by_company_cared'), query);
export const fetchItem = (id: number) => api.get<PatrolItem>(path('item/info'), { item_id: id });
export const createItem = (body: ItemInput & { site_id: number }) => api.post<PatrolItem>(path('item/info'), body);
export const updateItem = (body: ItemInput & { item_id: number }) => api.put<PatrolItem>(path('item/info'), body);
export const deleteItem = (id: number) => api.delete<{ id: number }>(path('item/info'), { item_id: id });

export const fetchRoutes = (query: Query) => api.get<Page<PatrolRoute>>(path('route/route_list_by_company'), query);
export const fetchRoute = (id: number) => api.get<PatrolRouteDetail>(path('route/route_site_list'), { route_id: id });
export const saveRoute = (body: RouteCreateInput) => api.post<PatrolRouteDetail>(path('route/info'), body);
export const deleteRoute = (id: number) => api.delete<{ id: number }>(path('route/info'), { route_id: id });

export const fetchPlans = (query: Query) => api.get<Page<PatrolPlan>>(path('plan/list_by_company_and_type'), query);
export const fetchPlan = (id: number) => api.get<PatrolPlanDetail>(path('plan/info'), { plan_id: id });
export const createPlan = (body: PlanCreateInput) => api.post<PatrolPlanDetail>(path('plan/info'), body);
export const deletePlan = (id: number) => api.delete<{ id: number }>(path('plan/info'), { plan_id: id });
export const startOrEndPlan = (id: number, status: number) =>
  api.post<PatrolPlanDetail>(path('plan/start_or_end_patrol_plan'), { plan_id: id, startup_status: status });
export const setExecutor = (ctaskId: number, executorId: number) =>
  api.post<CycleTask>(path('cycleTask/set_executor'), { ctask_id: ctaskId, executor_id: executorId });
export const setPartUsers = (ctaskId: number, ids: number[]) =>
  api.post<CycleTask>(path('cycleTask/set_part_user'), { ctask_id: ctaskId, part_user_ids: ids });
export const enablePause = (ctaskId: number, status: number) =>
  api.post<CycleTask>(path('cycleTask/enable_pause_ctask'), { ctask_id: ctaskId, startup_status: status });

export const fetchTasks = (query: Query) => api.get<Page<PatrolTask>>(path('task/list_by_company'), query);
export const fetchTask = (id: number) => api.get<PatrolTask>(path('task/info'), { task_id: id });
export const terminateTask = (id: number) => api.post<PatrolTask>(path('task/terminate_task'), { task_id: id });
export const fetchTaskSites = (id: number) =>
  api.get<TaskSite[]>(path('record/list_record_site_by_task'), { task_id: id });

export const fetchRecords = (query: Query) =>
  api.get<Page<PatrolRecord>>(path('record/list_by_day_person_site'), query);
export const fetchSiteRecords = (query: Query) => api.get<Page<PatrolRecord>>(path('record/list_by_site_id'), query);
export const fetchRecord = (id: number) => api.get<PatrolRecordDetail>(path('details/info'), { record_id: id });
/** 报修: the repair task of an unfit answer (once per answer; asking again answers the same task). */
export const raiseRecordItemRepair = (recordItemId: number, companyMaintId?: number) =>
  api.put<{ repair_task_id: number; created: boolean }>(path('record/item_repair'), {
    record_item_id: recordItemId,
    company_maint_id: companyMaintId,
  });
export const fetchCheckData = (query: Query) => api.get<CheckData>(path('record/check_data_by_date'), query);
export const recordExportLink = (query: Query) =>
  api.get<DownloadTicketAnswer>(path('record/down_reocrd_by_date'), query);
export const fetchReports = (query: Query) => api.get<PatrolReport[]>(path('report/list_by_company_id'), query);
export const fetchReportPic = (query: Query) => api.get<ReportPic>(path('report/git_pic'), query);

/** POST patrol/details/info: silent, the worker page says itself what happened (it may be offline). */
export const sendCheckIn = (body: CheckInInput) =>
  api.post<PatrolRecordDetail>(path('details/info'), body, { silent: true });

/** POST /codeTwo/zip/download with the session header: the labels' zip as a blob. */
export const downloadLabelsZip = async (siteIds: number[]) => {
  const session = loadSession();
  const response = await fetch(`/codeTwo/zip/download${currentLang() === 'en' ? '?lang=eng' : ''}`, {
    method: 'POST',
    body: JSON.stringify({ site_ids: siteIds }),
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `token ${session.user.user_token}` } : {}),
    },
  });
  if (response.status !== 200 || response.headers.get('content-type') !== 'application/zip') {
    const text = await response.text();
    let msg = '';
    try {
      msg = (JSON.parse(text) as { msg?: string }).msg ?? '';
    } catch {
      msg = '';
    }
    throw new Error(msg);
  }
  return response.blob();
};

export const fetchBuildings = (companyId?: number) =>
  api.get<BuildingPickerRow[]>('/api_proxy/other/GetBuildingList', { company_id: companyId });
export const fetchFloors = (buildingId: number) =>
  api.get<FloorPickerRow[]>('/api_proxy/other/GetFloorList', { building_id: buildingId });
export const fetchFloorPlan = (floorId: number) =>
  api.get<FloorPlan | null>('/api_proxy/device_map/info/', { floor_id: floorId });
