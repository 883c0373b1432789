/** Every query of roles starts with `all`, so invalidating it refreshes them all. */
export const roleKeys = {
  all: ['roles'] as const,
  info: (id: number | undefined) => [...roleKeys.all, 'info', id] as const,
  list: () => [...roleKeys.all, 'list'] as const,
};
