/** Every query of home starts with `all`, so invalidating it refreshes them all. */
export const homeKeys = {
  all: ['home'] as const,
  engineer: () => [...homeKeys.all, 'engineer'] as const,
  eventsAll: () => [...homeKeys.all, 'events'] as const,
  events: (companyId: number | null, viaHistory: boolean) =>
    [...homeKeys.all, 'events', companyId, viaHistory] as const,
  maint: (companyId: number | undefined) => [...homeKeys.all, 'maint', companyId] as const,
  patrol: (companyId: number | undefined) => [...homeKeys.all, 'patrol', companyId] as const,
};
