import { z } from 'zod';
import { companyTypeSchema, orgKindSchema } from './field-schemas';
import { caredCategories } from './orgs';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
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

const textOrNull = z.string().nullable();
const numberOrNull = z.number().nullable();
const flag = z.union([z.literal(0), z.literal(1)]);
/** A stored map position (the input rules of pointsSchema apply when it is written). */
export const pointsRecordSchema = z.object({ lng: z.number(), lat: z.number() });

/** The archive record as the info calls and the lists answer it (docs/archives.md "Organisations"). */
export const companyRecordSchema = z
  .object({
    company_id: z.number(),
    id: z.number(),
    company_name: z.string(),
    company_kind: orgKindSchema,
    company_type: companyTypeSchema,
    company_code: textOrNull,
    account_source: textOrNull,
    category: textOrNull,
    /** yyyy-MM-dd. */
    networking_date: textOrNull,
    setup_time: textOrNull,
    parent_id: numberOrNull,
    enum_company_type: numberOrNull,
    enum_company_regulator_level: numberOrNull,
    enum_company_economic: numberOrNull,
    enum_authority_level: numberOrNull,
    enum_center_level: numberOrNull,
    enum_maint_company_level: numberOrNull,
    company_address: textOrNull,
    company_address_specific: textOrNull,
    post_code: textOrNull,
    contact_name: textOrNull,
    contact_phone: textOrNull,
    control_room_phone: textOrNull,
    staff_total: numberOrNull,
    permanent_assets: numberOrNull,
    site_area: numberOrNull,
    building_area: numberOrNull,
    legal_representative_name: textOrNull,
    legal_representative_code: textOrNull,
    legal_representative_phone: textOrNull,
    safety_responsibility_name: textOrNull,
    safety_responsibility_code: textOrNull,
    safety_responsibility_phone: textOrNull,
    safety_manager_name: textOrNull,
    safety_manager_code: textOrNull,
    safety_manager_phone: textOrNull,
    parttime_responsibility_name: textOrNull,
    parttime_responsibility_code: textOrNull,
    parttime_responsibility_phone: textOrNull,
    dominate_company_name: textOrNull,
    business_license_graph: z.array(z.string()),
    company_graph: z.array(z.string()),
    level_prove_graph: z.array(z.string()),
    limit_building_count: numberOrNull,
    limit_device_count: numberOrNull,
    limit_user_count: numberOrNull,
    points: pointsRecordSchema.nullable(),
    is_active: flag,
    state: z.string(),
    integrity_score: z.number(),
    creater_id: numberOrNull,
    /** The unit's first login account (its administrator). */
    account: textOrNull,
    /** A regulatory centre only: 1 when it has a login account (spec 001 §3 "Regulatory centre account"). */
    is_platform: flag.optional(),
    authority_company_name: textOrNull,
    center_name: textOrNull,
    enum_company_online_status: flag,
    create_time: z.number(),
    update_time: z.number(),
  })
  .meta({ id: 'CompanyRecord' });
export type CompanyRecord = z.infer<typeof companyRecordSchema>;
export const companyPageSchema = pageSchema(companyRecordSchema);

/** What deleting a unit answers. */
export const deletedCompanySchema = z.object({ company_id: z.number() });
export type DeletedCompany = z.infer<typeof deletedCompanySchema>;

/** Who and where an organisation is, as the short answers (simpleInfo, bind/list) give it. */
export const orgBriefSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  company_type: companyTypeSchema,
  category: textOrNull,
  company_address: textOrNull,
  company_address_specific: textOrNull,
});
export type OrgBrief = z.infer<typeof orgBriefSchema>;

/** GET company_cared/simpleInfo. */
export const companySimpleInfoSchema = orgBriefSchema.extend({
  points: pointsRecordSchema.nullable(),
  state: z.string(),
});

/** GET company_cared/get_admin_user: the unit's first account, or null. */
export const companyAdminUserSchema = z
  .object({ uid: z.number(), account: z.string(), name: z.string(), phone_num: textOrNull, is_active: flag })
  .nullable();
export type CompanyAdminUser = z.infer<typeof companyAdminUserSchema>;

/** GET company_cared/statistical_company_type: unit counts per kind and category within the scope. */
export const companyTypeCountsSchema = z.array(
  z.object({ company_type: companyTypeSchema, category: textOrNull, count: z.number() }),
);

/** GET integrity/info. */
export const integrityRecordSchema = z.object({
  thing_id: z.number(),
  thing_type: companyTypeSchema,
  integrity_score: z.number(),
  creater_id: numberOrNull,
});

/** GET other/GetCompanyList: the shared unit picker's rows. */
export const unitPickerQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  kind: z.enum(['cared', 'household', 'control_room', 'nine_type']).optional(),
  category: z.string().max(30).optional(),
});
export type UnitPickerQuery = z.infer<typeof unitPickerQuerySchema>;
export const unitPickerRowSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  company_kind: orgKindSchema,
  category: textOrNull,
  region_code: textOrNull,
  address: textOrNull,
  longitude: numberOrNull,
  latitude: numberOrNull,
  state: z.string(),
});
export type UnitPickerRow = z.infer<typeof unitPickerRowSchema>;
export const unitPickerPageSchema = pageSchema(unitPickerRowSchema);

/** The child organisations of one (company_list_by_company_id, the control rooms of a company). */
export const childCompaniesQuerySchema = pageQuerySchema.extend({ company_id: zId });
export const authorityUnitsQuerySchema = pageQuerySchema.extend({ authority_id: zId });
export const maintUnitsQuerySchema = pageQuerySchema.extend({ maint_id: zId });
export const centerUnitsQuerySchema = pageQuerySchema.extend({ center_id: zId.optional() });
export const boundToThingQuerySchema = pageQuerySchema.extend({
  thing_id: zId,
  thing_type: z.string().trim().min(1).max(40),
});
