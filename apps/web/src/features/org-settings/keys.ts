/** Every query of org-settings starts with `all`, so invalidating it refreshes them all. */
export const orgSettingKeys = {
  all: ['org-settings'] as const,
  belongs: () => [...orgSettingKeys.all, 'belongs'] as const,
  own: () => [...orgSettingKeys.all, 'own'] as const,
  units: (query: Record<string, string | number>) => [...orgSettingKeys.all, 'units', query] as const,
};
