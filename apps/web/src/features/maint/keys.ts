/** Every query of maint starts with `all`, so invalidating it refreshes them all. */
export const maintKeys = {
  all: ['maint'] as const,
  contractBuildings: (contractId: number) => [...maintKeys.all, 'buildings', contractId] as const,
  buildings: (contractId: number | undefined, inContract: 0 | 1) =>
    [...maintKeys.all, 'buildings', contractId, inContract] as const,
  building: (contractId: number | undefined, buildingId: number | undefined) =>
    [...maintKeys.all, 'building', contractId, buildingId] as const,
  chargeCounts: (query: {
    end_time?: string | undefined;
    start_time?: string | undefined;
    contract_id?: number | undefined;
    period: 'month' | 'quarter' | 'year';
    group_by: 'unit' | 'contract' | 'company_maint';
  }) => [...maintKeys.all, 'charge-counts', query] as const,
  charges: (
    filters: { contract_id: number | undefined; status: 'all' | 'overdue' | 'unpaid' | 'partly_paid' | 'paid' },
    pageNo: number,
  ) => [...maintKeys.all, 'charges', filters, pageNo] as const,
  contractCharges: (contractId: number, pageNo: number) =>
    [...maintKeys.all, 'charges', 'contract', contractId, pageNo] as const,
  checks: (contractId: number, buildingId: number, pageNo: number) =>
    [...maintKeys.all, 'checks', contractId, buildingId, pageNo] as const,
  contractEquipment: (contractId: number | undefined) => [...maintKeys.all, 'contract-equipment', contractId] as const,
  contracts: (query: Record<string, string | number>) => [...maintKeys.all, 'contracts', query] as const,
  contractOptions: () => [...maintKeys.all, 'contracts', 'options'] as const,
  contractReportOptions: () => [...maintKeys.all, 'contracts', 'report-options'] as const,
  contract: (id: number | undefined) => [...maintKeys.all, 'contract', id] as const,
  directorClients: (query: { company_id?: number | undefined }) =>
    [...maintKeys.all, 'director', 'clients', query] as const,
  directorUnits: (query: { filter: 'all' | 'overdue' | 'failed' | 'expiring' | 'uncovered' }) =>
    [...maintKeys.all, 'director', 'units', query] as const,
  directorUnit: (companyId: number | undefined) => [...maintKeys.all, 'director', 'unit', companyId] as const,
  entries: (contractId: number, pageNo: number) => [...maintKeys.all, 'entries', contractId, pageNo] as const,
  equipmentCandidates: (contractId: number | undefined, buildingId: number | undefined) =>
    [...maintKeys.all, 'equipment-candidates', contractId, buildingId] as const,
  options: (kind: string, search: string) => [...maintKeys.all, 'options', kind, search] as const,
  plans: (query: Record<string, string | number>) => [...maintKeys.all, 'plans', query] as const,
  plan: (id: number | undefined) => [...maintKeys.all, 'plan', id] as const,
  projects: (query: Record<string, string | number>) => [...maintKeys.all, 'projects', query] as const,
  reportManage: (query: Record<string, string | number>) => [...maintKeys.all, 'report-manage', query] as const,
  reportTasks: (query: { [x: string]: string | number }) => [...maintKeys.all, 'report-tasks', query] as const,
  reports: (query: { [x: string]: string | number }) => [...maintKeys.all, 'reports', query] as const,
  report: (id: number | undefined) => [...maintKeys.all, 'report', id] as const,
  resp: (maintId: number | undefined) => [...maintKeys.all, 'resp', maintId] as const,
  taskStats: () => [...maintKeys.all, 'task-stats'] as const,
  tasks: (query: { plan_id?: number | undefined }) => [...maintKeys.all, 'tasks', query] as const,
  task: (id: number | undefined) => [...maintKeys.all, 'task', id] as const,
};
