import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every handling of an alarm event, append-only: the event row carries the latest, this keeps them all
 * (who submitted it, who is named as handler, when, what). Nothing here is ever updated.
 */
export const eventHandlings = pgTable(
  'event_handlings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    enumConfirmType: smallint('enum_confirm_type').notNull(),
    /** enum_process_way: 1 manual, 2 timeout auto, 3 AI verification, 4 device auto verification. */
    processWay: smallint('process_way').notNull(),
    /** enum_process_result: 1 real fire, 2 fault, 3 abnormal, 4 misreport, 5 test; null when the timeout closed it. */
    processResult: smallint('process_result'),
    confirmReasonId: integer('confirm_reason_id'),
    confirmDesc: text('confirm_desc').notNull().default(''),
    annexIds: text('annex_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The person named as handler (the submitter unless another was chosen); null for automatic handling. */
    confirmUserId: integer('confirm_user_id'),
    /** Who submitted it; null for automatic handling. */
    operatorId: integer('operator_id'),
    acceptEndTime: timestamp('accept_end_time', { withTimezone: true }).notNull(),
    /** 1 when this handling came from is_confirm_history on another event of the same thing. */
    isConfirmHistory: smallint('is_confirm_history').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_handlings_event_idx').on(t.eventId, t.id)],
);

/** Actions taken on an event besides handling it: report to the 119 command centre, with time and operator. */
export const eventActions = pgTable(
  'event_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    action: text('action').notNull(),
    operatorId: integer('operator_id'),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_actions_once_uq').on(t.eventId, t.action)],
);

/** Reasons offered when an alarm is handled (enum_confirm_reason), per category and confirm type, optionally per device type / model. */
export const confirmReasons = pgTable(
  'confirm_reasons',
  {
    id: serial('id').primaryKey(),
    statusCategory: text('status_category').notNull(),
    enumConfirmType: smallint('enum_confirm_type').notNull(),
    deviceType: text('device_type'),
    deviceModel: text('device_model'),
    reason: text('reason').notNull(),
    reasonEn: text('reason_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('confirm_reasons_uq').on(t.statusCategory, t.enumConfirmType, t.reason),
    index('confirm_reasons_lookup_idx').on(t.statusCategory, t.enumConfirmType),
  ],
);
