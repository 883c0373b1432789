import {
  companyTypeByKind,
  unitOwnKinds,
  type CheckInInput,
  type ItemInput,
  type PlanCreateInput,
  type RouteCreateInput,
  type SiteCreateInput,
  type SiteUpdateInput,
} from '@fireline/shared';
import { api, formValues } from '../../lib/api';
import { currentLang } from '../../lib/i18n';
import { loadSession } from '../../lib/session';

type Query = Record<string, string | number | undefined>;
const path = <N extends string>(name: N) => `/api_proxy/patrol/${name}/` as const;

/** Whether the signed-in person belongs to a unit (their own unit is the default of every patrol call). */
export const isUnitUser = () => {
  const type = loadSession()?.user.company_type;
  return unitOwnKinds.some((kind) => companyTypeByKind[kind] === type);
};

/** The caller's own unit when they belong to one. */
export const ownUnitId = () => (isUnitUser() ? loadSession()?.user.company_id : undefined);

export const fetchUnits = (name?: string) =>
  api.get('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 50 });
export const fetchPeople = (companyId?: number) =>
  api.get('/api_proxy/department/department_user_tree_list/', { company_id: companyId });

export const fetchSites = (query: Query) => api.get(path('site/list_by_company_cared'), query);
/** patrol/archive/list_by_company_id: the unit's facilities with the points that are them (the facility picker). */
export const fetchArchive = (query: Query) => api.get(path('archive/list_by_company_id'), query);
export const fetchSite = (id: number) => api.get(path('site/info'), { site_id: id });
export const fetchSiteByLabel = (labelCode: string) =>
  api.get(path('site/list_by_label_code'), { label_code: labelCode });
export const createSite = (body: SiteCreateInput) => api.post(path('site/info'), body);
export const updateSite = (body: SiteUpdateInput) => api.put(path('site/info'), body);
export const deleteSite = (id: number) => api.delete(path('site/info'), { site_id: id });
export const genNumber = (kind: 'site' | 'item') => api.get(path('common/gen_number'), { kind });
export const fetchQrPicture = (id: number) => api.get(path('site/qrcode_picture'), { site_id: id });

export const fetchItems = (query: Query) => api.get(path('item/list_by_company_cared'), query);
export const fetchItem = (id: number) => api.get(path('item/info'), { item_id: id });
export const createItem = (body: ItemInput & { site_id: number }) => api.post(path('item/info'), body);
export const updateItem = (body: ItemInput & { item_id: number }) => api.put(path('item/info'), body);
export const deleteItem = (id: number) => api.delete(path('item/info'), { item_id: id });

export const fetchRoutes = (query: Query) => api.get(path('route/route_list_by_company'), query);
export const fetchRoute = (id: number) => api.get(path('route/route_site_list'), { route_id: id });
export const saveRoute = (body: RouteCreateInput) => api.post(path('route/info'), body);
export const deleteRoute = (id: number) => api.delete(path('route/info'), { route_id: id });

export const fetchPlans = (query: Query) => api.get(path('plan/list_by_company_and_type'), query);
export const fetchPlan = (id: number) => api.get(path('plan/info'), { plan_id: id });
export const createPlan = (body: PlanCreateInput) => api.post(path('plan/info'), body);
export const deletePlan = (id: number) => api.delete(path('plan/info'), { plan_id: id });
export const startOrEndPlan = (id: number, status: number) =>
  api.post(path('plan/start_or_end_patrol_plan'), { plan_id: id, startup_status: status });
export const setExecutor = (ctaskId: number, executorId: number) =>
  api.post(path('cycleTask/set_executor'), { ctask_id: ctaskId, executor_id: executorId });
export const setPartUsers = (ctaskId: number, ids: number[]) =>
  api.post(path('cycleTask/set_part_user'), { ctask_id: ctaskId, part_user_ids: ids });
export const enablePause = (ctaskId: number, status: number) =>
  api.post(path('cycleTask/enable_pause_ctask'), { ctask_id: ctaskId, startup_status: status });

export const fetchTasks = (query: Query) => api.get(path('task/list_by_company'), query);
export const fetchTask = (id: number) => api.get(path('task/info'), { task_id: id });
export const terminateTask = (id: number) => api.post(path('task/terminate_task'), { task_id: id });
export const fetchTaskSites = (id: number) => api.get(path('record/list_record_site_by_task'), { task_id: id });

export const fetchRecords = (query: Query) => api.get(path('record/list_by_day_person_site'), query);
export const fetchSiteRecords = (query: Query) => api.get(path('record/list_by_site_id'), formValues(query));
export const fetchRecord = (id: number) => api.get(path('details/info'), { record_id: id });
/** 报修: the repair task of an unfit answer (once per answer; asking again answers the same task). */
export const raiseRecordItemRepair = (recordItemId: number, companyMaintId?: number) =>
  api.put(path('record/item_repair'), {
    record_item_id: recordItemId,
    company_maint_id: companyMaintId,
  });
export const fetchCheckData = (query: Query) => api.get(path('record/check_data_by_date'), formValues(query));
export const recordExportLink = (query: Query) => api.get(path('record/down_reocrd_by_date'), formValues(query));
export const fetchReports = (query: Query) => api.get(path('report/list_by_company_id'), formValues(query));
export const fetchReportPic = (query: Query) => api.get(path('report/git_pic'), formValues(query));

/** POST patrol/details/info: silent, the worker page says itself what happened (it may be offline). */
export const sendCheckIn = (body: CheckInInput) => api.post(path('details/info'), body, { silent: true });

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
  api.get('/api_proxy/other/GetBuildingList', { company_id: companyId });
export const fetchFloors = (buildingId: number) =>
  api.get('/api_proxy/other/GetFloorList', { building_id: buildingId });
export const fetchFloorPlan = (floorId: number) => api.get('/api_proxy/device_map/info/', { floor_id: floorId });
