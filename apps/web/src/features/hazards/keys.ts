/** Every query of hazards starts with `all`, so invalidating it refreshes them all. */
export const hazardKeys = {
  all: ['hazards'] as const,
  byEvent: (eventId: number | undefined) => [...hazardKeys.all, 'by-event', eventId] as const,
  designateOptions: (hazardId: number) => [...hazardKeys.all, 'designate-options', hazardId] as const,
  examine: (query: Record<string, string | number>) => [...hazardKeys.all, 'examine', query] as const,
  full: (id: number | undefined) => [...hazardKeys.all, 'full', id] as const,
  info: (id: number | undefined) => [...hazardKeys.all, 'info', id] as const,
  list: (query: Record<string, string | number>) => [...hazardKeys.all, 'list', query] as const,
  unitOptions: () => [...hazardKeys.all, 'unit-options'] as const,
  units: () => [...hazardKeys.all, 'units'] as const,
};
