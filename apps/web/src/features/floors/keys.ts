/** Every query of floors starts with `all`, so invalidating it refreshes them all. */
export const floorKeys = {
  all: ['floors'] as const,
  areasAll: () => [...floorKeys.all, 'areas'] as const,
  areas: (floorId: number | undefined) => [...floorKeys.all, 'areas', floorId] as const,
  list: (buildingId: number, page: { page_no: number; page_size: number }) =>
    [...floorKeys.all, 'list', buildingId, page] as const,
};
