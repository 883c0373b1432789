import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { buildings, floors } from './buildings';
import { organisations } from './orgs';

/**
 * Hidden dangers (隐患, spec 002; docs/hazards.md). `status` follows the workflow of packages/shared/src/hazards.ts
 * (1 reported … 6 closed, 7 rejected); every step taken is a row of hazard_nodes. The source is a person (manual), a
 * hidden-danger alarm event (yinhuan, `event_id`) or an unfit patrol item (`patrol_*`): plain columns, no foreign key
 * to the events or patrol tables, whose rows may be pruned or kept elsewhere. One hazard per event and per patrol
 * record item and per failed maintenance task item (`maint_task_*`), kept by unique indexes so a repeated raise finds the first.
 */
export const hazards = pgTable(
  'hazards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    /** The point on the floor's plan, fractions (0–1) of the image, as device dots keep theirs. */
    planX: doublePrecision('plan_x'),
    planY: doublePrecision('plan_y'),
    location: text('location').notNull().default(''),
    /**
     * As reported; for a hazard raised from an alarm (yinhuan) while `alarm_type` is set, only the device and value: the
     * alarm type is named in the reader's language before it (hazardDescription, packages/shared/src/hazards.ts).
     */
    description: text('description').notNull(),
    /** The alarm type of the yinhuan event that raised it, until someone rewrites the description. */
    alarmType: text('alarm_type'),
    /** 1 general (一般隐患), 2 major (重大隐患). */
    level: smallint('level').notNull().default(1),
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** manual, yinhuan, patrol, maint (a failed maintenance task item). */
    source: text('source').notNull(),
    eventId: bigint('event_id', { mode: 'number' }),
    patrolRecordId: bigint('patrol_record_id', { mode: 'number' }),
    patrolSiteId: integer('patrol_site_id'),
    patrolSiteName: text('patrol_site_name'),
    patrolItemId: integer('patrol_item_id'),
    patrolItemName: text('patrol_item_name'),
    /** A failed maintenance task item that raised it (modules/maint): its task and item, no foreign key. */
    maintTaskId: integer('maint_task_id'),
    maintTaskItemId: integer('maint_task_item_id'),
    status: smallint('status').notNull().default(1),
    /** Who reported it; null when raised from an alarm event. */
    reporterId: integer('reporter_id'),
    /** The unit's people responsible for it: told when it is overdue. */
    respUids: integer('resp_uids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** company or user, once designated. */
    designateKind: text('designate_kind'),
    designatedCompanyId: integer('designated_company_id'),
    contractId: integer('contract_id'),
    designatedUserId: integer('designated_user_id'),
    /** Who took the latest dispose step (the rectifier): a major hazard is not reviewed or closed by them. */
    rectifierId: integer('rectifier_id'),
    rejectReason: text('reject_reason'),
    /** Set once by the scheduler when the deadline passed before disposal. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hazards_event_uq')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
    uniqueIndex('hazards_patrol_item_uq')
      .on(t.patrolRecordId, t.patrolItemId)
      .where(sql`${t.patrolRecordId} is not null`),
    // One hazard per failed maintenance item, however often it is raised.
    uniqueIndex('hazards_maint_item_uq')
      .on(t.maintTaskItemId)
      .where(sql`${t.maintTaskItemId} is not null`),
    index('hazards_company_time_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('hazards_designated_company_idx')
      .on(t.designatedCompanyId)
      .where(sql`${t.designatedCompanyId} is not null`),
    // The overdue job's question: open hazards not disposed of yet, not flagged, by deadline.
    index('hazards_overdue_due_idx')
      .on(t.deadline)
      .where(sql`${t.overdueAt} is null and ${t.status} in (1, 2, 3)`),
  ],
);

/** The workflow's nodes: one row per step taken, oldest first, never changed. */
export const hazardNodes = pgTable(
  'hazard_nodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hazardId: integer('hazard_id')
      .notNull()
      .references(() => hazards.id, { onDelete: 'cascade' }),
    /** report, edit, confirm, reject, designate, dispose, review, close. */
    step: text('step').notNull(),
    /** Review only: pass or fail. */
    result: text('result'),
    userId: integer('user_id'),
    comment: text('comment').notNull().default(''),
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the step set, with names as they were then (a designated company's, a person's), for the timeline. */
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hazard_nodes_hazard_idx').on(t.hazardId, t.id)],
);
