/**
 * The queries of hydrants start with `all`, so invalidating it refreshes them all; except those under `'hydrant-map'`,
 * which keep the root they had (invalidating `all` never reached them, and still does not).
 */
export const hydrantKeys = {
  all: ['hydrants'] as const,
  map: (filters: { company_id: number | undefined; state: 'offline' | 'fault' | 'alarm' | 'normal' | undefined }) =>
    ['hydrant-map', filters] as const,
  addresses: (query: Record<string, string | number>) => [...hydrantKeys.all, 'addresses', query] as const,
  allAddresses: () => [...hydrantKeys.all, 'addresses', 'all'] as const,
  alarms: (query: { equipment_id: number | undefined }) => [...hydrantKeys.all, 'alarms', query] as const,
  info: (id: number) => [...hydrantKeys.all, 'info', id] as const,
  list: (query: Record<string, string | number>) => [...hydrantKeys.all, 'list', query] as const,
  overview: () => [...hydrantKeys.all, 'overview'] as const,
};
