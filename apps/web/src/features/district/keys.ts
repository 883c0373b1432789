/** Every query of district starts with `all`, so invalidating it refreshes them all. */
export const districtKeys = {
  all: ['district'] as const,
  list: (kind: string | undefined, query: Record<string, string | number>) =>
    [...districtKeys.all, kind, query] as const,
  org: (kind: string | undefined, companyId: number | undefined) =>
    [...districtKeys.all, 'org', kind, companyId] as const,
};
