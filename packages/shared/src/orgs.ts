/** Organisation kinds of spec 001 §1 and the company_type each answers with (spec 000 §3, 001 §6). */
export const orgKinds = [
  'cared',
  'maint',
  'authority',
  'control_room',
  'firestation',
  'nine_type',
  'household',
  'center',
] as const;
export type OrgKind = (typeof orgKinds)[number];

export const companyTypeByKind = {
  cared: 'info_company_cared',
  maint: 'info_company_maint',
  authority: 'info_company_authority',
  control_room: 'info_company_control_room',
  firestation: 'info_company_firestation',
  nine_type: 'info_company_nine_type',
  household: 'info_company_household',
  center: 'info_center',
} as const satisfies Record<OrgKind, string>;
export type CompanyType = (typeof companyTypeByKind)[OrgKind];

/** Sub-kinds of a cared (networked) unit, the left-nav "networked unit" entries. */
export const caredCategories = [
  'key_unit',
  'small_venue',
  'family',
  'micro_station',
  'control_room',
  'nine_type',
] as const;
export type CaredCategory = (typeof caredCategories)[number];

/** Kinds whose users see their own unit only; the others see the units bound to them. */
export const unitOwnKinds: readonly OrgKind[] = ['cared', 'household', 'control_room', 'nine_type'];
