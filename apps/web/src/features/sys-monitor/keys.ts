/** Every query of sys-monitor starts with `all`, so invalidating it refreshes them all. */
export const sysMonitorKeys = {
  all: ['sys-monitor'] as const,
  overview: () => [...sysMonitorKeys.all, 'overview'] as const,
};
