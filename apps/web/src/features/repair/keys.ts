/** Every query of repair starts with `all`, so invalidating it refreshes them all. */
export const repairKeys = {
  all: ['repair'] as const,
  contractOptions: (unitId: number | undefined) => [...repairKeys.all, 'contract-options', unitId] as const,
  departments: (unitId: number | undefined) => [...repairKeys.all, 'departments', unitId] as const,
  event: (eventId: number | undefined) => [...repairKeys.all, 'event', eventId] as const,
  list: (query: Record<string, string | number>) => [...repairKeys.all, 'list', query] as const,
  people: (id: number | undefined) => [...repairKeys.all, 'people', id] as const,
  reportCandidates: (taskName: string, page: number) =>
    [...repairKeys.all, 'report-candidates', taskName, page] as const,
  reports: (query: Record<string, string | number>) => [...repairKeys.all, 'reports', query] as const,
  report: (id: number | undefined) => [...repairKeys.all, 'report', id] as const,
  task: (id: number | undefined) => [...repairKeys.all, 'task', id] as const,
  units: (unitName: string | undefined) => [...repairKeys.all, 'units', unitName] as const,
};
