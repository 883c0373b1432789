import type { StatQuery } from './api';

/** Every query of stats starts with `all`, so invalidating it refreshes them all. */
export const statKeys = {
  all: ['stats'] as const,
  stat: (name: string, query: StatQuery, language: string) => [...statKeys.all, name, query, language] as const,
};
