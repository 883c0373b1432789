/**
 * The query keys of bindings. They sit under the district's root (`districtKeys.all`, not imported: district imports
 * bindings), so a change to the district's records refreshes them too.
 */
export const bindingKeys = {
  candidates: (companyId: number, tab: number, keyword: string) =>
    ['district', 'binding-candidates', companyId, tab, keyword] as const,
  bindingsAll: () => ['district', 'bindings'] as const,
  bindings: (direction: string, companyId: number, status: number | undefined, page: number) =>
    ['district', 'bindings', direction, companyId, status, page] as const,
};
