/** Every query of event-forward starts with `all`, so invalidating it refreshes them all. */
export const eventForwardKeys = {
  all: ['event-forward'] as const,
  deliveries: (ruleId: number, query: Record<string, string | number>) =>
    [...eventForwardKeys.all, 'deliveries', ruleId, query] as const,
  list: (query: Record<string, string | number>) => [...eventForwardKeys.all, 'list', query] as const,
  rule: (id: number | undefined) => [...eventForwardKeys.all, 'rule', id] as const,
  units: (search: string) => [...eventForwardKeys.all, 'units', search] as const,
};
