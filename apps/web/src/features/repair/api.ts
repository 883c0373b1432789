import { api, formValues } from '../../lib/api';

/** The maint/repair/ calls (docs/maintenance.md "Repair tasks"). */
const path = <N extends string>(name: N) => `/api_proxy/maint/repair/${name}/` as const;
type Query = Record<string, string | number | undefined>;
export type RepairStep = 'assign' | 'receive' | 'complete' | 'confirm' | 'cancel';

export const fetchRepairs = (query: Query) => api.get(path('list'), query);
export const fetchRepair = (id: number) => api.get(path('info'), { id });
/** Silent: the form shows the refusal under its field (or the duplicate's message). */
export const createRepair = (body: unknown) => api.post(path('info'), formValues(body));
export const updateRepair = (body: Record<string, unknown>) => api.put(path('info'), formValues(body));
export const repairStep = (step: RepairStep, body: Record<string, unknown>) => api.put(path(step), formValues(body));
export const fetchRepairPeople = (id: number) => api.get(path('resp_options'), { id });
export const fetchRepairExport = (query: Query) => api.get(path('export'), query, { silent: true });
/** Maintenance companies with a contract in force for the unit (the repair request's options). */
export const fetchContractOptions = (companyCaredId: number) =>
  api.get('/api_proxy/maint/contract/list_by_company_cared_id/', {
    company_cared_id: companyCaredId,
  });
/** Units of the caller's scope by name (other/GetCompanyList). */
export const fetchUnits = (name?: string) =>
  api.get('/api_proxy/other/GetCompanyList', { name, page_no: 0, page_size: 100 });

/** The maint/repair/report/ calls (docs/maintenance.md "Repair reports"). */
const reportPath = <N extends string>(name: N) => `/api_proxy/maint/repair/report/${name}/` as const;
export const fetchRepairReports = (query: Query) => api.get(reportPath('list'), query);
export const fetchRepairReport = (id: number) => api.get(reportPath('info'), { id });
/** Completed or closed tasks in no report (the generate dialog). */
export const fetchReportCandidates = (query: Query) => api.get(reportPath('tasks'), query);
/** Silent: the dialog shows the refusal. */
export const createRepairReport = (body: { report_name: string; task_ids: number[] }) =>
  api.post(reportPath('info'), body, { silent: true });
export const deleteRepairReport = (id: number) => api.delete(reportPath('info'), { id });
export const repairReportLink = (id: number, format: 'pdf' | 'xlsx') => api.get(reportPath('download'), { id, format });
/** The unit's departments for the form's department picker. */
export const fetchRepairDepartments = (companyCaredId: number) =>
  api.get(path('department_options'), { company_cared_id: companyCaredId });
/** The fault a repair is asked for (/vyborg/new?event_id=): read here so the repair area needs nothing of the alarms'. */
export const fetchFaultEvent = (eventId: number) => api.get('/api_proxy/event/info/', { event_id: eventId });
