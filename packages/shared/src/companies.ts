import { z } from 'zod';
import { caredCategories, orgKinds } from './orgs';
import { pageQuerySchema } from './paging';
import { checkPlatformUser, platformUserFields } from './users';
import { zId, zIdCard, zIdNumber, zName, zOrgCode, zPhone, zPostalCode, zText } from './field-schemas';

/** Archive formats the company and building forms share (the field rules themselves are in field-schemas.ts). */
export const archivePatterns = {
  /** yyyy-MM-dd. */
  date: /^\d{4}-\d{2}-\d{2}$/,
  /** Region codes of the address picker: 2, 4, 6 digits or longer (street). */
  regionCode: /^\d{2,12}$/,
} as const;

/** An optional text field a form may send empty: '' clears it like null. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

const phone = orEmpty(zPhone);
const nationalId = orEmpty(zIdCard);
const enumId = z.number().int().min(0).max(1_000_000);
const amount = z.number().min(0).max(1e12).multipleOf(0.01);
const count = z.number().int().min(0).max(1_000_000_000);
const dateText = z.string().regex(archivePatterns.date, { message: 'format yyyy-MM-dd' });
export const fileIdsSchema = z.array(z.string().min(1).max(64)).max(5);
/** A map position; longitude 0-180, latitude 0-90 (spec 001 §5). */
export const pointsSchema = z.object({ lng: z.number().min(0).max(180), lat: z.number().min(0).max(90) });
export type Points = z.infer<typeof pointsSchema>;

/** Every writable field of spec 001 §3 "Company / unit"; null clears a field on update. */
const companyFields = {
  company_code: orEmpty(zOrgCode).nullable(),
  account_source: zText(50).nullable(),
  category: z.enum(caredCategories).nullable(),
  networking_date: dateText.nullable(),
  setup_time: dateText.nullable(),
  parent_id: zIdNumber.nullable(),
  enum_company_type: enumId.nullable(),
  enum_company_regulator_level: enumId.nullable(),
  enum_company_economic: enumId.nullable(),
  enum_authority_level: enumId.nullable(),
  enum_center_level: enumId.nullable(),
  enum_maint_company_level: enumId.nullable(),
  company_address: z.string().trim().regex(archivePatterns.regionCode).nullable(),
  company_address_specific: zText(200).nullable(),
  post_code: orEmpty(zPostalCode).nullable(),
  contact_name: zName(30).nullable(),
  contact_phone: phone.nullable(),
  control_room_phone: phone.nullable(),
  staff_total: count.nullable(),
  permanent_assets: amount.nullable(),
  site_area: amount.nullable(),
  building_area: amount.nullable(),
  legal_representative_name: zName(30).nullable(),
  legal_representative_code: nationalId.nullable(),
  legal_representative_phone: phone.nullable(),
  safety_responsibility_name: zName(30).nullable(),
  safety_responsibility_code: nationalId.nullable(),
  safety_responsibility_phone: phone.nullable(),
  safety_manager_name: zName(30).nullable(),
  safety_manager_code: nationalId.nullable(),
  safety_manager_phone: phone.nullable(),
  parttime_responsibility_name: zName(30).nullable(),
  parttime_responsibility_code: nationalId.nullable(),
  parttime_responsibility_phone: phone.nullable(),
  dominate_company_name: zName(100).nullable(),
  business_license_graph: fileIdsSchema,
  company_graph: fileIdsSchema,
  level_prove_graph: fileIdsSchema,
  points: pointsSchema.nullable(),
  limit_building_count: count.nullable(),
  limit_device_count: count.nullable(),
  limit_user_count: count.nullable(),
} as const;

export const companyCreateSchema = z
  .object(companyFields)
  .partial()
  .extend({ company_name: zName(50).min(1) });
export type CompanyCreate = z.infer<typeof companyCreateSchema>;
export const companyUpdateSchema = companyCreateSchema.partial().extend({ company_id: zIdNumber });
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** A new regulatory centre (监管中心): the archive plus its optional login account (spec 001 §3 "Regulatory centre account"). */
export const centerCreateSchema = companyCreateSchema.extend(platformUserFields).superRefine(checkPlatformUser);
export type CenterCreate = z.infer<typeof centerCreateSchema>;
/**
 * A centre's change: the archive plus the account section, which only a centre without an account may use (the same
 * rules as on creation); a centre with an account keeps it as it is (its password belongs to account management).
 */
export const centerUpdateSchema = companyUpdateSchema.extend(platformUserFields).superRefine(checkPlatformUser);
export type CenterUpdate = z.infer<typeof centerUpdateSchema>;

export const companyIdQuerySchema = z.object({ company_id: zId });

/** company_cared/list: the /new_company_list screen's filters (spec is silent on the call; docs/archives.md). */
export const companyListQuerySchema = pageQuerySchema.extend({
  company_name: z.string().trim().max(50).optional(),
  category: z.enum(caredCategories).optional(),
  /** Province, city, county or street code: units whose region code starts with it. */
  region_code: z.string().trim().regex(archivePatterns.regionCode).optional(),
  enum_company_online_status: z.coerce.number().int().min(0).max(1).optional(),
  /** Created time range, epoch seconds, both ends included. */
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** The district-organisation tabs (spec 001 §2, /systemmanage/manage/{type}): regulatory centre, maintenance company, networked unit, fire authority. */
export const districtTabs = { 1: 'center', 2: 'maint', 3: 'cared', 4: 'authority' } as const satisfies Record<
  number,
  (typeof orgKinds)[number]
>;
export type DistrictKind = (typeof districtTabs)[keyof typeof districtTabs];

/** company/district_list (not named by the spec: the district-organisation tabs' list). */
export const districtListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['center', 'maint', 'cared', 'authority']),
  company_name: z.string().trim().max(50).optional(),
});
export type DistrictListQuery = z.infer<typeof districtListQuerySchema>;

export const integrityQuerySchema = z.object({ thing_id: zId, thing_type: z.string().trim().min(1).max(40) });

/** The archive fields whose filling makes up integrity_score (identity, classification, contact, scale, people, pictures). */
export const integrityFields = [
  'company_name',
  'company_code',
  'networking_date',
  'setup_time',
  'enum_company_type',
  'enum_company_regulator_level',
  'enum_company_economic',
  'company_address',
  'company_address_specific',
  'post_code',
  'contact_name',
  'contact_phone',
  'control_room_phone',
  'staff_total',
  'permanent_assets',
  'site_area',
  'building_area',
  'legal_representative_name',
  'legal_representative_code',
  'legal_representative_phone',
  'safety_responsibility_name',
  'safety_responsibility_code',
  'safety_responsibility_phone',
  'safety_manager_name',
  'safety_manager_code',
  'safety_manager_phone',
  'business_license_graph',
  'company_graph',
  'points',
] as const;

/** Percent of the integrity fields that hold a value (an empty string or list counts as empty). */
export const computeIntegrityScore = (record: Partial<Record<(typeof integrityFields)[number], unknown>>) => {
  const filled = integrityFields.filter((field) => {
    const value = record[field];
    if (value === null || value === undefined) return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.length > 0;
    return true;
  }).length;
  return Math.round((filled * 100) / integrityFields.length);
};

export const orgKindSchema = z.enum(orgKinds);

/** Most rows one more_add call takes. */
export const MORE_ADD_MAX_ROWS = 50;
/** The kinds more_add and the district import create (tabs 1, 2, 4). */
export const districtBatchKinds = ['center', 'maint', 'authority'] as const;
export type DistrictBatchKind = (typeof districtBatchKinds)[number];

/** One row of POST company/more_add: the company_add form's fields (without a centre's account section). */
export const districtRowSchema = companyCreateSchema.pick({
  company_name: true,
  enum_center_level: true,
  enum_maint_company_level: true,
  enum_authority_level: true,
  company_address: true,
  company_address_specific: true,
  points: true,
  contact_name: true,
  contact_phone: true,
});
export type DistrictRow = z.infer<typeof districtRowSchema>;

/** POST company/more_add: several organisations of one kind, created all together or not at all. Rows are checked one by one. */
export const moreAddSchema = z.object({
  kind: z.enum(districtBatchKinds),
  list: z.array(z.record(z.string(), z.unknown())).min(1).max(MORE_ADD_MAX_ROWS),
});
export type MoreAdd = z.infer<typeof moreAddSchema>;

/** A refused more_add row: its index in `list` (0-based), the field, the catalogue code and the message. */
export type MoreAddRowError = { row: number; field: string; code: number; msg: string };
