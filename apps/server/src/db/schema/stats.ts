import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The roll-up of events the statistics and the home counts read instead of the events (docs/statistics.md "The
 * roll-up"). Triggers on events (migration 0023_event_roll_up) insert signed deltas into event_day_deltas for every
 * insert, counted change and delete, whatever code path made it; the scheduler's `fold-event-counts` job moves them
 * into event_day_counts (per site day) and event_unit_counts (all time). Readers add the deltas not folded yet, so a
 * count is exact at any moment. A missing value is stored as 0 (system type, process way, confirm reason): key columns
 * cannot be null.
 */
const keyColumns = () => ({
  /** The day of receive_time on the site's clock (site_clock's offset). */
  siteDay: date('site_day', { mode: 'string' }).notNull(),
  companyId: integer('company_id').notNull(),
  statusCategory: text('status_category').notNull(),
  alarmType: text('alarm_type').notNull(),
  systemType: smallint('system_type').notNull(),
  enumConfirmType: smallint('enum_confirm_type').notNull(),
  processWay: smallint('process_way').notNull(),
  confirmReasonId: integer('confirm_reason_id').notNull(),
  isShielded: boolean('is_shielded').notNull(),
});

/** Events per site day and key, folded: one row per key, never zero (the fold deletes rows that drop to 0). */
export const eventDayCounts = pgTable(
  'event_day_counts',
  { ...keyColumns(), events: integer('events').notNull() },
  (t) => [
    primaryKey({
      name: 'event_day_counts_pk',
      columns: [
        t.companyId,
        t.siteDay,
        t.statusCategory,
        t.alarmType,
        t.systemType,
        t.enumConfirmType,
        t.processWay,
        t.confirmReasonId,
        t.isShielded,
      ],
    }),
    // The administrator's windows are not narrowed by unit.
    index('event_day_counts_day_idx').on(t.siteDay),
  ],
);

/** All-time events per unit, category, confirm type and shielded flag: the home counts without a time filter. */
export const eventUnitCounts = pgTable(
  'event_unit_counts',
  {
    companyId: integer('company_id').notNull(),
    statusCategory: text('status_category').notNull(),
    enumConfirmType: smallint('enum_confirm_type').notNull(),
    isShielded: boolean('is_shielded').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'event_unit_counts_pk',
      columns: [t.companyId, t.statusCategory, t.enumConfirmType, t.isShielded],
    }),
  ],
);

/**
 * Events per site day and key as an organisation sees them (`org_id`: the centre, authority, fire station or
 * maintenance company whose scope is the units bound to it; 0: every unit, the administrator's scope), shielded events
 * left out as every statistic leaves them. A centre's year is then a few thousand rows instead of (units × days × keys).
 * Folded from the deltas with the bindings in force (org_bindings status 1); a binding made or ended adds or takes
 * away the unit's folded days (trigger on org_bindings, migration 0025).
 */
export const eventOrgDayCounts = pgTable(
  'event_org_day_counts',
  {
    orgId: integer('org_id').notNull(),
    siteDay: date('site_day', { mode: 'string' }).notNull(),
    statusCategory: text('status_category').notNull(),
    alarmType: text('alarm_type').notNull(),
    systemType: smallint('system_type').notNull(),
    enumConfirmType: smallint('enum_confirm_type').notNull(),
    processWay: smallint('process_way').notNull(),
    confirmReasonId: integer('confirm_reason_id').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'event_org_day_counts_pk',
      columns: [
        t.orgId,
        t.siteDay,
        t.statusCategory,
        t.alarmType,
        t.systemType,
        t.enumConfirmType,
        t.processWay,
        t.confirmReasonId,
      ],
    }),
  ],
);

/**
 * Events per unit, site month (its first day) and category, shielded ones left out: the ranking over a long window
 * reads whole months here and only the days of the months it cuts from event_day_counts.
 */
export const eventUnitMonthCounts = pgTable(
  'event_unit_month_counts',
  {
    companyId: integer('company_id').notNull(),
    siteMonth: date('site_month', { mode: 'string' }).notNull(),
    statusCategory: text('status_category').notNull(),
    events: integer('events').notNull(),
    /** Of them, never handled (confirm type 0). */
    unprocessed: integer('unprocessed').notNull(),
  },
  (t) => [primaryKey({ name: 'event_unit_month_counts_pk', columns: [t.companyId, t.siteMonth, t.statusCategory] })],
);

/**
 * Signed deltas written by the triggers, insert-only: two writer lanes or a batch confirm beside ingest never wait on
 * each other for a counter row. Folded (and emptied) by the scheduler every minute.
 */
export const eventDayDeltas = pgTable('event_day_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...keyColumns(),
  events: integer('events').notNull(),
});

/**
 * The site's offset from UTC the roll-up's days were computed with (one row). The triggers read it; at start the
 * server compares it with GB_UTC_OFFSET_MINUTES and rebuilds the roll-up when they differ (syncRollUpOffset).
 */
export const siteClock = pgTable(
  'site_clock',
  {
    id: smallint('id').primaryKey().default(1),
    utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
  },
  (t) => [check('site_clock_one_row', sql`${t.id} = 1`)],
);
