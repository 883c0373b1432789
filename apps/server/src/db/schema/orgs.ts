import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Every organisation kind in one table with a kind column (docs/architecture.md "Organisations"). */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Sub-kind of a cared unit: key_unit, small_venue, family, micro_station, control_room, nine_type. */
    category: text('category'),
    name: text('name').notNull(),
    regionCode: text('region_code'),
    address: text('address'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    maxBuildings: integer('max_buildings'),
    maxDevices: integer('max_devices'),
    maxUsers: integer('max_users'),
    isActive: boolean('is_active').notNull().default(true),
    /** Worst active state of the unit's devices, kept by ingest. */
    state: text('state').notNull().default('normal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Archive fields of spec 001 §3 "Company / unit" (every kind shares them; see docs/archives.md).
    companyCode: text('company_code'),
    accountSource: text('account_source'),
    networkingDate: date('networking_date'),
    setupTime: date('setup_time'),
    parentId: integer('parent_id'),
    /** Percent of the archive fields filled, recomputed on every create and update. */
    integrityScore: smallint('integrity_score').notNull().default(0),
    createrId: integer('creater_id'),
    enumCompanyType: integer('enum_company_type'),
    enumCompanyRegulatorLevel: integer('enum_company_regulator_level'),
    enumCompanyEconomic: integer('enum_company_economic'),
    enumAuthorityLevel: integer('enum_authority_level'),
    enumCenterLevel: integer('enum_center_level'),
    enumMaintCompanyLevel: integer('enum_maint_company_level'),
    postCode: text('post_code'),
    controlRoomPhone: text('control_room_phone'),
    staffTotal: integer('staff_total'),
    /** 10K yuan. */
    permanentAssets: doublePrecision('permanent_assets'),
    /** Square metres. */
    siteArea: doublePrecision('site_area'),
    buildingArea: doublePrecision('building_area'),
    legalRepresentativeName: text('legal_representative_name'),
    legalRepresentativeCode: text('legal_representative_code'),
    legalRepresentativePhone: text('legal_representative_phone'),
    safetyResponsibilityName: text('safety_responsibility_name'),
    safetyResponsibilityCode: text('safety_responsibility_code'),
    safetyResponsibilityPhone: text('safety_responsibility_phone'),
    safetyManagerName: text('safety_manager_name'),
    safetyManagerCode: text('safety_manager_code'),
    safetyManagerPhone: text('safety_manager_phone'),
    parttimeResponsibilityName: text('parttime_responsibility_name'),
    parttimeResponsibilityCode: text('parttime_responsibility_code'),
    parttimeResponsibilityPhone: text('parttime_responsibility_phone'),
    dominateCompanyName: text('dominate_company_name'),
    /** File ids of uploaded pictures. */
    businessLicenseGraph: text('business_license_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    companyGraph: text('company_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    levelProveGraph: text('level_prove_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('organisations_kind_idx').on(t.kind, t.id),
    uniqueIndex('organisations_kind_name_uq').on(t.kind, t.name),
    index('organisations_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
    index('organisations_kind_region_idx').on(t.kind, t.regionCode),
    // The unit list is newest first and searched by a contained name.
    index('organisations_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('organisations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * A centre, authority, fire station or maintenance company bound to a cared unit, or asking to be (status = stu:
 * 0 pending, 1 bound, 2 rejected, 3 ignored; shared `bindingStatus`). Only status 1 widens a scope.
 */
export const orgBindings = pgTable(
  'org_bindings',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    unitId: integer('cared_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    /**
     * What made the binding: 'request' (asked and accepted, an import, a seed: independent of contracts) or 'contract'
     * (a live maintenance contract; removed when no live contract of that company covers the unit any more,
     * docs/maintenance.md "Scope"). Contracts never touch a bound 'request' row.
     */
    origin: text('origin').notNull().default('request'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed (requested again, accepted, rejected, ignored). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('org_bindings_org_cared_uq').on(t.orgId, t.unitId),
    index('org_bindings_cared_idx').on(t.unitId),
    index('org_bindings_bound_idx')
      .on(t.orgId)
      .where(sql`${t.status} = 1`),
  ],
);
