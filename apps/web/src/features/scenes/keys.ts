/** Every query of scenes starts with `all`, so invalidating it refreshes them all. */
export const sceneKeys = {
  all: ['scenes'] as const,
  bound: (kind: string, id: number) => [...sceneKeys.all, kind, id] as const,
  devices: (id: number) => [...sceneKeys.all, 'devices', id] as const,
  equipment: (id: number) => [...sceneKeys.all, 'equipment', id] as const,
  info: (id: number) => [...sceneKeys.all, 'info', id] as const,
  list: (query: Record<string, string | number>) => [...sceneKeys.all, 'list', query] as const,
  options: (kind: string, companyId: number) => [...sceneKeys.all, 'options', kind, companyId] as const,
};
