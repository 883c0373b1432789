/** Every query of third-systems starts with `all`, so invalidating it refreshes them all. */
export const thirdSystemKeys = {
  all: ['third-systems'] as const,
  list: (query: {
    kind:
      | 'company'
      | 'regulatory_center'
      | 'maint_company'
      | 'company_control_room'
      | 'fire_manage'
      | 'fire_center'
      | 'third_enter';
  }) => [...thirdSystemKeys.all, 'list', query] as const,
  system: (id: number | undefined) => [...thirdSystemKeys.all, 'system', id] as const,
  unitOptions: (search: string) => [...thirdSystemKeys.all, 'unit-options', search] as const,
  units: (query: { id: number }) => [...thirdSystemKeys.all, 'units', query] as const,
};
