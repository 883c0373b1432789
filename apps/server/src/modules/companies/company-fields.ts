import {
  companyTypeByKind,
  computeIntegrityScore,
  type CompanyCreate,
  type CompanyRecord,
  type CompanyUpdate,
  type OrgBrief,
  type OrgKind,
} from '@fireline/shared';
import type { OrgRow, OrgValues } from './companies.repo';

/** API field → column, for the fields stored as they are sent (the others are mapped by hand below). */
const plainColumns = {
  company_code: 'companyCode',
  account_source: 'accountSource',
  category: 'category',
  networking_date: 'networkingDate',
  setup_time: 'setupTime',
  parent_id: 'parentId',
  enum_company_type: 'enumCompanyType',
  enum_company_regulator_level: 'enumCompanyRegulatorLevel',
  enum_company_economic: 'enumCompanyEconomic',
  enum_authority_level: 'enumAuthorityLevel',
  enum_center_level: 'enumCenterLevel',
  enum_maint_company_level: 'enumMaintCompanyLevel',
  company_address: 'regionCode',
  company_address_specific: 'address',
  post_code: 'postCode',
  contact_name: 'contactName',
  contact_phone: 'contactPhone',
  control_room_phone: 'controlRoomPhone',
  staff_total: 'staffTotal',
  permanent_assets: 'permanentAssets',
  site_area: 'siteArea',
  building_area: 'buildingArea',
  legal_representative_name: 'legalRepresentativeName',
  legal_representative_code: 'legalRepresentativeCode',
  legal_representative_phone: 'legalRepresentativePhone',
  safety_responsibility_name: 'safetyResponsibilityName',
  safety_responsibility_code: 'safetyResponsibilityCode',
  safety_responsibility_phone: 'safetyResponsibilityPhone',
  safety_manager_name: 'safetyManagerName',
  safety_manager_code: 'safetyManagerCode',
  safety_manager_phone: 'safetyManagerPhone',
  parttime_responsibility_name: 'parttimeResponsibilityName',
  parttime_responsibility_code: 'parttimeResponsibilityCode',
  parttime_responsibility_phone: 'parttimeResponsibilityPhone',
  dominate_company_name: 'dominateCompanyName',
  business_license_graph: 'businessLicenseGraph',
  company_graph: 'companyGraph',
  level_prove_graph: 'levelProveGraph',
  limit_building_count: 'maxBuildings',
  limit_device_count: 'maxDevices',
  limit_user_count: 'maxUsers',
} as const satisfies Partial<Record<keyof CompanyCreate, keyof OrgRow>>;

/** The columns a create or update body sets; fields left out of the body are left as they are. */
export const toOrgValues = (body: Partial<CompanyCreate> | Omit<CompanyUpdate, 'company_id'>): OrgValues => {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(plainColumns)) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined) values[column] = typeof value === 'string' && value === '' ? null : value;
  }
  if (body.company_name !== undefined) values.name = body.company_name;
  if (body.points !== undefined) {
    values.longitude = body.points?.lng ?? null;
    values.latitude = body.points?.lat ?? null;
  }
  return values as OrgValues;
};

type PlainFields = { [Field in keyof typeof plainColumns]: OrgRow[(typeof plainColumns)[Field]] };

/** The fields stored as sent, read back under their API names. */
const plainFieldsOf = (row: OrgRow) =>
  // Object.fromEntries cannot keep the keys' types; plainColumns names each key and its column.
  Object.fromEntries(Object.entries(plainColumns).map(([field, column]) => [field, row[column]])) as PlainFields;

const kindOf = (row: OrgRow) => row.kind as OrgKind;

/** Who and where an organisation is, as the short answers (simpleInfo, bind/list) give it. */
export const presentOrgBrief = (row: OrgRow): OrgBrief => ({
  company_id: row.id,
  company_name: row.name,
  company_type: companyTypeByKind[kindOf(row)],
  category: row.category,
  company_address: row.regionCode,
  company_address_specific: row.address,
});

/** The archive record as the API answers it. */
export const presentCompany = (
  row: OrgRow,
  extra: { authorityNames?: string[]; centerNames?: string[]; isOnline?: boolean; account?: string | null } = {},
): CompanyRecord => ({
  company_id: row.id,
  id: row.id,
  company_name: row.name,
  company_kind: kindOf(row),
  company_type: companyTypeByKind[kindOf(row)],
  ...plainFieldsOf(row),
  points: row.longitude !== null && row.latitude !== null ? { lng: row.longitude, lat: row.latitude } : null,
  is_active: row.isActive ? 1 : 0,
  state: row.state,
  integrity_score: row.integrityScore,
  creater_id: row.createrId,
  account: extra.account ?? null,
  // A regulatory centre "is a platform" when it has a login account (spec 001 §3 "Regulatory centre account").
  ...(row.kind === 'center' ? { is_platform: extra.account ? 1 : 0 } : {}),
  authority_company_name: (extra.authorityNames ?? []).join('、') || null,
  center_name: (extra.centerNames ?? []).join('、') || null,
  enum_company_online_status: extra.isOnline ? 1 : 0,
  create_time: Math.floor(row.createdAt.getTime() / 1000),
  update_time: Math.floor(row.updatedAt.getTime() / 1000),
});

/** integrity_score of a stored row. */
export const integrityOf = (row: OrgRow) => computeIntegrityScore(presentCompany(row));
