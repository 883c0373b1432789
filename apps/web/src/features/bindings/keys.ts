/** The query keys of features/bindings, one factory so a query and the invalidations that refresh it cannot drift apart. */
export const bindingKeys = {
  candidates: (companyId: number, tab: number, keyword: string) =>
    ['district', 'binding-candidates', companyId, tab, keyword] as const,
  bindingsAll: () => ['district', 'bindings'] as const,
  bindings: (direction: string, companyId: number, status: number | undefined, page: number) =>
    ['district', 'bindings', direction, companyId, status, page] as const,
};
