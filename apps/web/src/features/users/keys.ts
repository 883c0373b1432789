/** Every query of users starts with `all`, so invalidating it refreshes them all. */
export const userKeys = {
  all: ['users'] as const,
  alarmAll: () => [...userKeys.all, 'alarm'] as const,
  alarm: (query: { with_push_setting: number }) => [...userKeys.all, 'alarm', query] as const,
  certificates: (userId: number | undefined) => [...userKeys.all, 'certificates', userId] as const,
  formOptions: (companyId: number) => [...userKeys.all, 'form-options', companyId] as const,
  info: (uid: number | undefined) => [...userKeys.all, 'info', uid] as const,
  listAll: () => [...userKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...userKeys.all, 'list', query] as const,
  pushSetting: (userId: number | undefined) => [...userKeys.all, 'push-setting', userId] as const,
  scopeUnitsAll: () => [...userKeys.all, 'scope-units'] as const,
  scopeUnits: (unitSearch: string) => [...userKeys.all, 'scope-units', unitSearch] as const,
};
