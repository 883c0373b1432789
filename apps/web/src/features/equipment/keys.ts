/** Every query of equipment starts with `all`, so invalidating it refreshes them all. */
export const equipmentKeys = {
  all: ['equipment'] as const,
  attrs: (type: number | undefined) => [...equipmentKeys.all, 'attrs', type] as const,
  devices: (id: number) => [...equipmentKeys.all, 'devices', id] as const,
  info: (id: number) => [...equipmentKeys.all, 'info', id] as const,
  list: (query: Record<string, string | number>) => [...equipmentKeys.all, 'list', query] as const,
};
