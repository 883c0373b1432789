/** Every query of systems starts with `all`, so invalidating it refreshes them all. */
export const systemKeys = {
  all: ['systems'] as const,
  list: (companyId: string) => [...systemKeys.all, companyId] as const,
  info: (systemId: number) => [...systemKeys.all, 'info', systemId] as const,
};
