/** Every query of logs starts with `all`, so invalidating it refreshes them all. */
export const logKeys = {
  all: ['logs'] as const,
  login: (query: Record<string, string | number>) => [...logKeys.all, 'login', query] as const,
  operation: (query: Record<string, string | number>) => [...logKeys.all, 'operation', query] as const,
};
