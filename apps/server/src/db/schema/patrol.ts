import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { areas, buildings, floors } from './buildings';
import { equipment } from './equipment';
import { organisations } from './orgs';

/** What check_require_json holds (shared patrol.ts checkRequireSchema). */
export type CheckRequireJson = {
  kind: 'pass_fail' | 'reading';
  min?: number;
  max?: number;
  unit?: string;
  photo_required: boolean;
  hint?: string;
};

const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::int[]`);

/**
 * A patrol site (巡查点): a place of a unit a patrol worker checks, with a label (its QR code encodes `label_code`).
 * Removed sites are kept (`is_deleted`) so their records still name them.
 */
export const patrolSites = pgTable(
  'patrol_sites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    siteCode: text('site_code').notNull(),
    siteName: text('site_name').notNull(),
    /** enum_site_position_type: 1 indoor (point = x / y percent of the floor plan), 2 outdoor (longitude / latitude). */
    positionType: smallint('position_type').notNull().default(1),
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    point: jsonb('point').$type<{ x: number; y: number } | null>(),
    location: text('location').notNull().default(''),
    remark: text('remark').notNull().default(''),
    labelCode: text('label_code').notNull(),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patrol_sites_label_uq').on(t.labelCode),
    uniqueIndex('patrol_sites_code_uq')
      .on(t.companyId, t.siteCode)
      .where(sql`not ${t.isDeleted}`),
    index('patrol_sites_company_idx').on(t.companyId, t.id),
  ],
);

/** A check item (巡查项) of a site: what the worker answers there. At most 10 a site (spec 002 §5). */
export const patrolItems = pgTable(
  'patrol_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => patrolSites.id, { onDelete: 'cascade' }),
    itemCode: text('item_code').notNull(),
    name: text('name').notNull(),
    /** enum_pt_item_type. */
    itemType: smallint('item_type').notNull(),
    checkRequire: jsonb('check_require').$type<CheckRequireJson>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    remark: text('remark').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patrol_items_site_idx').on(t.siteId), index('patrol_items_company_idx').on(t.companyId, t.id)],
);

/** A route (巡查路线): a unit's sites in walking order. */
export const patrolRoutes = pgTable(
  'patrol_routes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    siteIds: intArray('site_ids'),
    remark: text('remark').notNull().default(''),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patrol_routes_company_idx').on(t.companyId, t.id)],
);

/** A patrol plan (巡查计划): its sites (or a route's), period and time span; running while startup_status is 1. */
export const patrolPlans = pgTable(
  'patrol_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    /** task_type: 1 daily, 2 weekly, 3 monthly, 4 yearly. */
    taskType: smallint('task_type').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 0 stopped (new or ended), 1 running. */
    startupStatus: smallint('startup_status').notNull().default(0),
    routeId: integer('route_id').references(() => patrolRoutes.id, { onDelete: 'set null' }),
    siteIds: intArray('site_ids'),
    planAttr: jsonb('plan_attr').$type<{ require: string; in_order: boolean }>().notNull(),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patrol_plans_company_idx').on(t.companyId, t.id),
    index('patrol_plans_running_idx')
      .on(t.id)
      .where(sql`${t.startupStatus} = 1`),
  ],
);

/** The cycle task of a plan: who executes its tasks and whether generation is enabled (1) or paused (0). */
export const patrolCycleTasks = pgTable(
  'patrol_cycle_tasks',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => patrolPlans.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    executorId: integer('executor_id'),
    partUserIds: intArray('part_user_ids'),
    startupStatus: smallint('startup_status').notNull().default(1),
  },
  (t) => [uniqueIndex('patrol_cycle_tasks_plan_uq').on(t.planId)],
);

/**
 * A task (巡查任务) of one plan period. (plan_id, period_start) is unique: the generator inserts with ON CONFLICT DO
 * NOTHING, so two scheduler runs (or processes) never make a period's task twice.
 */
export const patrolTasks = pgTable(
  'patrol_tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => patrolPlans.id, { onDelete: 'cascade' }),
    ctaskId: integer('ctask_id').references(() => patrolCycleTasks.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** enum_task_status: 1 pending, 2 in progress, 3 completed, 4 overdue, 5 terminated. */
    status: smallint('status').notNull().default(1),
    executorId: integer('executor_id'),
    partUserIds: intArray('part_user_ids'),
    /** The plan's sites when the task was made. */
    siteIds: intArray('site_ids'),
    checkedSiteIds: intArray('checked_site_ids'),
    fitCount: integer('fit_count').notNull().default(0),
    unfitCount: integer('unfit_count').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    terminatedBy: integer('terminated_by'),
    terminateReason: text('terminate_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patrol_tasks_plan_period_uq').on(t.planId, t.periodStart),
    index('patrol_tasks_company_idx').on(t.companyId, t.startTime),
    index('patrol_tasks_open_idx')
      .on(t.endTime)
      .where(sql`${t.status} in (1, 2)`),
  ],
);

/**
 * A check-in (打卡) at a site: who, when, where, and its items' answers (patrol_record_items). `client_key` is the
 * worker page's idempotency key: a resend after a lost answer finds the first record instead of making another.
 */
export const patrolRecords = pgTable(
  'patrol_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => patrolSites.id),
    taskId: integer('task_id').references(() => patrolTasks.id, { onDelete: 'set null' }),
    checkedBy: integer('checked_by').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** 1 normal (all fit), 2 abnormal. */
    punchStatus: smallint('punch_status').notNull(),
    fitCount: integer('fit_count').notNull().default(0),
    unfitCount: integer('unfit_count').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    remark: text('remark').notNull().default(''),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patrol_records_client_key_uq').on(t.checkedBy, t.clientKey),
    index('patrol_records_company_time_idx').on(t.companyId, t.checkedAt),
    // Newest first across units: a centre's list without a day reads the newest entries and stops at the page.
    index('patrol_records_time_idx').on(t.checkedAt, t.id),
    index('patrol_records_site_idx').on(t.siteId, t.checkedAt),
    // Abnormal check-ins (an item unfit, ~1 in 25) newest first: a centre's month filtered by them reads only these.
    index('patrol_records_abnormal_time_idx')
      .on(t.checkedAt, t.id)
      .where(sql`${t.punchStatus} = 2`),
    index('patrol_records_task_idx').on(t.taskId),
  ],
);

/** One item's answer in a check-in, with the item's name and type as they were. */
export const patrolRecordItems = pgTable(
  'patrol_record_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => patrolRecords.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    itemType: smallint('item_type').notNull(),
    /** 1 fit, 2 unfit. */
    result: smallint('result').notNull(),
    reading: doublePrecision('reading'),
    remark: text('remark').notNull().default(''),
    photoFileIds: text('photo_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('patrol_record_items_record_idx').on(t.recordId)],
);

/**
 * Check-ins per unit, kept by statement triggers on patrol_records (migrations 0039, 0040): a list's exact total without a
 * day or other filter sums these instead of counting a centre's hundreds of thousands of check-ins.
 */
export const patrolRecordUnitCounts = pgTable('patrol_record_unit_counts', {
  companyId: integer('company_id').primaryKey(),
  records: bigint('records', { mode: 'number' }).notNull().default(0),
});

/**
 * Check-ins per site and site day (the day on site_clock's offset), kept by the statement triggers of migration
 * `0045_patrol_record_day_triggers` in the check-in's own transaction: what tells whether a check-in is its site's
 * first of the day, so the unit's day counts its sites exactly.
 */
export const patrolRecordSiteDays = pgTable(
  'patrol_record_site_days',
  {
    siteId: integer('site_id').notNull(),
    siteDay: date('site_day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    records: integer('records').notNull().default(0),
    unfit: integer('unfit').notNull().default(0),
    /** Check-ins with an item unfit (punch_status 2). */
    abnormal: integer('abnormal').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.siteDay] })],
);

/**
 * Per unit and site day: check-ins, sites checked, unfit items (same triggers). check_data_by_date sums these: a
 * centre's month is ~15 000 rows here against ~60 000 check-ins grouped by day and site (docs/performance.md "Patrol").
 */
export const patrolRecordUnitDays = pgTable(
  'patrol_record_unit_days',
  {
    companyId: integer('company_id').notNull(),
    siteDay: date('site_day', { mode: 'string' }).notNull(),
    records: integer('records').notNull().default(0),
    sites: integer('sites').notNull().default(0),
    unfit: integer('unfit').notNull().default(0),
    /** Check-ins with an item unfit (punch_status 2): a list filtered by them totals from here too. */
    abnormal: integer('abnormal').notNull().default(0),
  },
  // Also `patrol_record_unit_days_day_cover_idx (site_day, company_id) INCLUDE (records, sites, unfit, abnormal)`,
  // written by hand in migration 0045 (drizzle declares no INCLUDE): a centre's month is read from the index.
  (t) => [primaryKey({ columns: [t.companyId, t.siteDay] })],
);
