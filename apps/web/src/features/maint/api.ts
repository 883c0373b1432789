import type {
  Charge,
  ChargeCount,
  ChargeCycle,
  ChargeGenerated,
  ChargePage,
  Contract,
  ContractOption,
  ContractPage,
  ContractRelated,
  ContractRelatedPage,
  DirectorClientPage,
  DirectorUnitDetail,
  DirectorUnitPage,
  Entry,
  EquipCheckRow,
  MtBuilding,
  MtBuildingRow,
  Page,
  ProjectPage,
  MaintPlan,
  MaintPlanPage,
  MaintTaskDetail,
  MaintTaskPage,
  MaintTaskStat,
  RespOption,
  DownloadTicketAnswer,
  MaintReportCandidatePage,
  MaintReportDetail,
  MaintReportManagePage,
  MaintReportPage,
} from '@fireline/shared';
import { api } from '../../lib/api';

/** The maint/ calls of spec 002 §7 (docs/maintenance.md). */
const path = (name: string) => `/api_proxy/maint/${name}/`;
type Query = Record<string, string | number>;

export const fetchContracts = (query: Query) => api.get<ContractPage>(path('contract/list'), query);
export const fetchContract = (id: number) => api.get<Contract>(path('contract/info'), { id });
export const createContract = (body: Record<string, unknown>) => api.post<Contract>(path('contract/info'), body);
export const updateContract = (body: Record<string, unknown> & { id: number }) =>
  api.put<Contract>(path('contract/info'), body);
export const deleteContract = (id: number) => api.delete<{ id: number }>(path('contract/info'), { id });
export const suspendContract = (id: number, reason: string) =>
  api.put<Contract>(path('contract/suspend'), { contract_id: id, reason });
export const resumeContract = (id: number) => api.put<Contract>(path('contract/resume'), { contract_id: id });
export const fetchMaintOptions = (name?: string) =>
  api.get<ContractOption[]>(path('contract/maint_options'), { company_name: name });
export const fetchUnitOptions = (name?: string) =>
  api.get<ContractOption[]>(path('contract/unit_options'), { company_name: name });
export const fetchRespOptions = (maintId: number) =>
  api.get<RespOption[]>(path('contract/resp_options'), { company_maint_id: maintId });

export const fetchContractBuildings = (contractId: number, inContract: 0 | 1) =>
  api.get<MtBuildingRow[]>(path('mt_building_list'), { contract_id: contractId, in_contract: inContract });
export const fetchContractBuilding = (contractId: number, buildingId: number) =>
  api.get<MtBuilding>(path('mt_building'), { contract_id: contractId, building_id: buildingId });
export const addContractBuildings = (contractId: number, buildingIds: number[]) =>
  api.post<{ contract_id: number; building_ids: number[] }>(path('mt_building'), {
    contract_id: contractId,
    building_ids: buildingIds,
  });
export const removeContractBuilding = (contractId: number, buildingId: number) =>
  api.delete<{ contract_id: number }>(path('mt_building'), { contract_id: contractId, building_id: buildingId });

export const fetchEquipmentCandidates = (query: Query) =>
  api.get<ContractRelatedPage>(path('contract_related/list'), { ...query, in_contract: 0 });
export const addContractEquipment = (contractId: number, equipmentIds: number[]) =>
  api.post<{ contract_id: number; ids: number[] }>(path('contract_related/info'), {
    contract_id: contractId,
    equipment_ids: equipmentIds,
  });
export const updateCheckList = (id: number, checkItems: ContractRelated['check_items']) =>
  api.put<ContractRelated>(path('contract_related/info'), { id, check_items: checkItems });
export const removeContractEquipment = (id: number) =>
  api.delete<{ contract_id: number }>(path('contract_related/info'), { id });
export const fetchCheckList = (query: Query) => api.get<Page<EquipCheckRow>>(path('contract_equip_check/list'), query);

export const fetchEntries = (contractId: number, pageNo: number) =>
  api.get<Page<Entry>>(path('entry/list'), { contract_id: contractId, page_no: pageNo, page_size: 10 });
export const saveEntry = (body: Record<string, unknown>) =>
  body.id ? api.put<Entry>(path('entry/info'), body) : api.post<Entry>(path('entry/info'), body);
export const deleteEntry = (id: number) => api.delete<{ id: number }>(path('entry/info'), { id });

export const fetchProjects = (query: Query) => api.get<ProjectPage>(path('project/list'), query);

export const fetchPlans = (query: Query) => api.get<MaintPlanPage>(path('plan/list'), query);
export const fetchPlan = (id: number) => api.get<MaintPlan>(path('plan/info'), { id });
export const savePlan = (body: Record<string, unknown>) =>
  body.id ? api.put<MaintPlan>(path('plan/info'), body) : api.post<MaintPlan>(path('plan/info'), body);
export const deletePlan = (id: number) => api.delete<{ id: number }>(path('plan/info'), { id });
export const fetchContractEquipment = (contractId: number) =>
  api.get<ContractRelatedPage>(path('contract_related/list'), { contract_id: contractId, page_size: 100 });

export const fetchTasks = (query: Query) => api.get<MaintTaskPage>(path('task/list'), query);
export const fetchTaskStats = (query: Query) => api.get<MaintTaskStat>(path('statistic_of_task_type'), query);
export const fetchTask = (id: number) => api.get<MaintTaskDetail>(path('task/info'), { id });
export const createTask = (body: Record<string, unknown>) => api.post<MaintTaskDetail>(path('task/info'), body);
export const updateTask = (body: Record<string, unknown>) => api.put<MaintTaskDetail>(path('task/info'), body);
export const taskAction = (
  action: 'assign' | 'receive' | 'finish' | 'equip' | 'result',
  body: Record<string, unknown>,
) => api.put<MaintTaskDetail>(path(`task/${action}`), body);

export const fetchCharges = (query: Query) => api.get<ChargePage>(path('charge/list'), query);
export const generateCharges = (body: { contract_id: number; cycle: ChargeCycle }) =>
  api.post<ChargeGenerated>(path('charge/generate'), body);
export const updateCharge = (body: Record<string, unknown>) => api.put<Charge>(path('charge/info'), body);
export const payCharge = (body: Record<string, unknown>) => api.put<Charge>(path('charge/pay'), body);
export const deleteCharge = (id: number) => api.delete<{ id: number }>(path('charge/info'), { id });
export const fetchChargeCounts = (query: Query) => api.get<ChargeCount>(path('charge/count'), query);
/** The fire safety director's view (docs/maintenance.md "Fire safety director"). */
export const fetchDirectorUnits = (query: Query) => api.get<DirectorUnitPage>(path('director/units'), query);
export const fetchDirectorUnit = (companyId: number) =>
  api.get<DirectorUnitDetail>(path('director/unit'), { company_id: companyId });
export const askDirectorTask = (body: Record<string, unknown>) => api.post<{ id: number }>(path('director/task'), body);
export const fetchDirectorClients = (query: Query) => api.get<DirectorClientPage>(path('director/client/list'), query);
// Reports (docs/maintenance.md "Reports").
export const fetchReports = (query: Query) => api.get<MaintReportPage>(path('report/list'), query);
export const fetchReport = (id: number) => api.get<MaintReportDetail>(path('report/info'), { id });
export const createReport = (body: { report_name: string; task_ids: number[] }) =>
  api.post<MaintReportDetail>(path('report/info'), body);
export const deleteReport = (id: number) => api.delete<{ id: number }>(path('report/info'), { id });
export const autoCreateReport = (contractId: number) =>
  api.post<MaintReportDetail>(path('report/auto_create_report'), { contract_id: contractId });
export const fetchReportTasks = (query: Query) => api.get<MaintReportCandidatePage>(path('report/tasks'), query);
export const fetchReportManage = (query: Query) => api.get<MaintReportManagePage>(path('report/manage'), query);
export const reportDownloadLink = (id: number, format: 'pdf' | 'xlsx') =>
  api.get<DownloadTicketAnswer>(path('report/download'), { id, format });
/** Raises the repair task of a failed item (once per item; asking again answers the same task). */
export const raiseItemRepair = (itemId: number) =>
  api.put<{ repair_task_id: number; created: boolean }>(path('task/item_repair'), { item_id: itemId });
/** 上报隐患: the hazard of a failed item (once per item; asking again answers the same hazard). */
export const raiseItemHazard = (itemId: number) =>
  api.put<{ hazard_id: number; created: boolean }>(path('task/item_hazard'), { item_id: itemId });
