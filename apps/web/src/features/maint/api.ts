import type { ChargeCycle, ContractRelated } from '@fireline/shared';
import { api, formValues } from '../../lib/api';

/** The maint/ calls of spec 002 §7 (docs/maintenance.md). */
const path = <N extends string>(name: N) => `/api_proxy/maint/${name}/` as const;
type Query = Record<string, string | number>;

export const fetchContracts = (query: Query) => api.get(path('contract/list'), query);
export const fetchContract = (id: number) => api.get(path('contract/info'), { id });
export const createContract = (body: Record<string, unknown>) => api.post(path('contract/info'), formValues(body));
export const updateContract = (body: Record<string, unknown> & { id: number }) =>
  api.put(path('contract/info'), formValues(body));
export const deleteContract = (id: number) => api.delete(path('contract/info'), { id });
export const suspendContract = (id: number, reason: string) =>
  api.put(path('contract/suspend'), { contract_id: id, reason });
export const resumeContract = (id: number) => api.put(path('contract/resume'), { contract_id: id });
export const fetchMaintOptions = (name?: string) => api.get(path('contract/maint_options'), { company_name: name });
export const fetchUnitOptions = (name?: string) => api.get(path('contract/unit_options'), { company_name: name });
export const fetchRespOptions = (maintId: number) =>
  api.get(path('contract/resp_options'), { company_maint_id: maintId });

export const fetchContractBuildings = (contractId: number, inContract: 0 | 1) =>
  api.get(path('mt_building_list'), { contract_id: contractId, in_contract: inContract });
export const fetchContractBuilding = (contractId: number, buildingId: number) =>
  api.get(path('mt_building'), { contract_id: contractId, building_id: buildingId });
export const addContractBuildings = (contractId: number, buildingIds: number[]) =>
  api.post(path('mt_building'), {
    contract_id: contractId,
    building_ids: buildingIds,
  });
export const removeContractBuilding = (contractId: number, buildingId: number) =>
  api.delete(path('mt_building'), { contract_id: contractId, building_id: buildingId });

export const fetchEquipmentCandidates = (query: Query) =>
  api.get(path('contract_related/list'), formValues({ ...query, in_contract: 0 }));
export const addContractEquipment = (contractId: number, equipmentIds: number[]) =>
  api.post(path('contract_related/info'), {
    contract_id: contractId,
    equipment_ids: equipmentIds,
  });
export const updateCheckList = (id: number, checkItems: ContractRelated['check_items']) =>
  api.put(path('contract_related/info'), { id, check_items: checkItems });
export const removeContractEquipment = (id: number) => api.delete(path('contract_related/info'), { id });
export const fetchCheckList = (query: Query) => api.get(path('contract_equip_check/list'), formValues(query));

export const fetchEntries = (contractId: number, pageNo: number) =>
  api.get(path('entry/list'), { contract_id: contractId, page_no: pageNo, page_size: 10 });
export const saveEntry = (body: Record<string, unknown>) =>
  body.id ? api.put(path('entry/info'), formValues(body)) : api.post(path('entry/info'), formValues(body));
export const deleteEntry = (id: number) => api.delete(path('entry/info'), { id });

export const fetchProjects = (query: Query) => api.get(path('project/list'), query);

export const fetchPlans = (query: Query) => api.get(path('plan/list'), query);
export const fetchPlan = (id: number) => api.get(path('plan/info'), { id });
export const savePlan = (body: Record<string, unknown>) =>
  body.id ? api.put(path('plan/info'), formValues(body)) : api.post(path('plan/info'), formValues(body));
export const deletePlan = (id: number) => api.delete(path('plan/info'), { id });
export const fetchContractEquipment = (contractId: number) =>
  api.get(path('contract_related/list'), { contract_id: contractId, page_size: 100 });

export const fetchTasks = (query: Query) => api.get(path('task/list'), query);
export const fetchTaskStats = (query: Query) => api.get(path('statistic_of_task_type'), query);
export const fetchTask = (id: number) => api.get(path('task/info'), { id });
export const createTask = (body: Record<string, unknown>) => api.post(path('task/info'), formValues(body));
export const updateTask = (body: Record<string, unknown>) => api.put(path('task/info'), formValues(body));
export const taskAction = (
  action: 'assign' | 'receive' | 'finish' | 'equip' | 'result',
  body: Record<string, unknown>,
) => api.put(path(`task/${action}`), formValues(body));

export const fetchCharges = (query: Query) => api.get(path('charge/list'), query);
export const generateCharges = (body: { contract_id: number; cycle: ChargeCycle }) =>
  api.post(path('charge/generate'), body);
export const updateCharge = (body: Record<string, unknown>) => api.put(path('charge/info'), formValues(body));
export const payCharge = (body: Record<string, unknown>) => api.put(path('charge/pay'), formValues(body));
export const deleteCharge = (id: number) => api.delete(path('charge/info'), { id });
export const fetchChargeCounts = (query: Query) => api.get(path('charge/count'), query);
/** The fire safety director's view (docs/maintenance.md "Fire safety director"). */
export const fetchDirectorUnits = (query: Query) => api.get(path('director/units'), query);
export const fetchDirectorUnit = (companyId: number) => api.get(path('director/unit'), { company_id: companyId });
export const askDirectorTask = (body: Record<string, unknown>) => api.post(path('director/task'), formValues(body));
export const fetchDirectorClients = (query: Query) => api.get(path('director/client/list'), query);
// Reports (docs/maintenance.md "Reports").
export const fetchReports = (query: Query) => api.get(path('report/list'), query);
export const fetchReport = (id: number) => api.get(path('report/info'), { id });
export const createReport = (body: { report_name: string; task_ids: number[] }) => api.post(path('report/info'), body);
export const deleteReport = (id: number) => api.delete(path('report/info'), { id });
export const autoCreateReport = (contractId: number) =>
  api.post(path('report/auto_create_report'), { contract_id: contractId });
export const fetchReportTasks = (query: Query) => api.get(path('report/tasks'), query);
export const fetchReportManage = (query: Query) => api.get(path('report/manage'), query);
export const reportDownloadLink = (id: number, format: 'pdf' | 'xlsx') =>
  api.get(path('report/download'), { id, format });
/** Raises the repair task of a failed item (once per item; asking again answers the same task). */
export const raiseItemRepair = (itemId: number) => api.put(path('task/item_repair'), { item_id: itemId });
/** 上报隐患: the hazard of a failed item (once per item; asking again answers the same hazard). */
export const raiseItemHazard = (itemId: number) => api.put(path('task/item_hazard'), { item_id: itemId });
