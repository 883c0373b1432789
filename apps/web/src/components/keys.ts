/** The query keys of the shared components, one factory so a query and the invalidations that refresh it cannot drift apart. */
export const componentKeys = {
  /** The key of a record form that loads no record (its query stays disabled without `load`). */
  recordFormNone: () => ['record-form', 'none'] as const,
  associateWord: (keyword: string, regionCode: string) => ['associate-word', keyword, regionCode] as const,
  buildingOptions: (companyId: number) => ['buildings', companyId] as const,
  enum: (name: string) => ['enum', name] as const,
  floorOptions: (buildingId: number | null | undefined) => ['floors', buildingId] as const,
  region: (prefix: string) => ['region', prefix] as const,
};
