import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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

/**
 * One row per alarm occurrence (spec 000 §3 "Alarm event record"), never folded into a current state.
 * Time-ordered and indexed for the list screens; the id is a bigserial so the table can later be
 * partitioned by month on receive_time.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Idempotency key: the same frame, message or pushed uuid is stored once. */
    uuid: text('uuid').notNull(),
    source: text('source').notNull(),
    companyId: integer('company_id').notNull(),
    deviceId: integer('device_id').notNull(),
    componentId: integer('component_id'),
    buildingId: integer('building_id'),
    floorId: integer('floor_id'),
    areaId: integer('area_id'),
    /** fire, fault, abnormal, operation, yinhuan (hidden danger), video, firecock (hydrant). */
    statusCategory: text('status_category').notNull(),
    /** alarm, fault, abnormal, normal, yinhuan: picks the detail page. */
    alarmStatus: text('alarm_status').notNull(),
    /** What happened in words of the code tables (e.g. "fire alarm", "mains power fault"). */
    alarmType: text('alarm_type').notNull(),
    systemType: smallint('system_type'),
    deviceCode: text('device_code').notNull(),
    deviceName: text('device_name').notNull(),
    deviceType: text('device_type'),
    deviceModel: text('device_model'),
    deviceThingType: integer('device_thing_type'),
    location: text('location'),
    installAddress: text('install_address'),
    alarmValue: text('alarm_value'),
    /** When the device says it happened. */
    acceptTime: timestamp('accept_time', { withTimezone: true }).notNull(),
    /** When the centre committed it. */
    receiveTime: timestamp('receive_time', { withTimezone: true }).notNull().defaultNow(),
    /** When the component recovered (status bit cleared); null while active. */
    restoreTime: timestamp('restore_time', { withTimezone: true }),
    enumConfirmType: smallint('enum_confirm_type').notNull().default(0),
    /** The one person the distribution rules chose to handle it (everyone in scope still sees it). */
    assigneeId: integer('assignee_id'),
    /** How many times an unhandled alarm was escalated to the next recipients. */
    escalationLevel: smallint('escalation_level').notNull().default(0),
    isShielded: boolean('is_shielded').notNull().default(false),
    raw: jsonb('raw'),
    /** The latest handling (the whole history is in event_handlings): handler, when, reason, remark, images, way. */
    confirmUserId: integer('confirm_user_id'),
    acceptEndTime: timestamp('accept_end_time', { withTimezone: true }),
    confirmReasonId: integer('confirm_reason_id'),
    confirmDesc: text('confirm_desc'),
    annexIds: text('annex_ids').array(),
    /** enum_process_way: 1 manual, 2 timeout auto, 3 AI verification, 4 device auto verification. */
    processWay: smallint('process_way'),
  },
  (t) => [
    uniqueIndex('events_uuid_uq').on(t.uuid),
    index('events_company_category_time_idx').on(t.companyId, t.statusCategory, t.receiveTime),
    index('events_category_time_idx').on(t.statusCategory, t.receiveTime),
    index('events_device_time_idx').on(t.deviceId, t.receiveTime),
    index('events_assignee_open_idx')
      .on(t.assigneeId)
      .where(sql`${t.enumConfirmType} = 0`),
    // The alarm list's default question (a scope, a category, unprocessed = never handled, newest first) walks one of
    // these newest-first; they hold only unhandled events, so they stay small (docs/performance.md "Alarm lists").
    index('events_unprocessed_cat_time_idx')
      .on(t.statusCategory, t.receiveTime.desc(), t.id.desc())
      .where(sql`${t.enumConfirmType} = 0 and not ${t.isShielded}`),
    index('events_company_unprocessed_idx')
      .on(t.companyId, t.statusCategory, t.receiveTime.desc(), t.id.desc())
      .where(sql`${t.enumConfirmType} = 0 and not ${t.isShielded}`),
    index('events_company_time_idx').on(t.companyId, t.receiveTime.desc(), t.id.desc()),
    // The timeout job's question: events nobody handled, oldest first.
    index('events_unhandled_time_idx')
      .on(t.receiveTime)
      .where(sql`${t.enumConfirmType} = 0`),
    index('events_shielded_time_idx')
      .on(t.companyId, t.receiveTime.desc())
      .where(sql`${t.isShielded}`),
  ],
);

/**
 * The occurrences still open (restore_time null), one narrow row each: a recovery finds its event here and deletes the
 * row. Kept apart from events so that setting restore_time touches no index of events (the update can be HOT) instead
 * of rewriting its eleven index entries, as a partial index on restore_time would.
 */
export const openEvents = pgTable(
  'open_events',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    componentId: integer('component_id'),
    alarmType: text('alarm_type').notNull(),
  },
  (t) => [index('open_events_key_idx').on(t.deviceId, t.componentId, t.alarmType)],
);

/** Analog values (GB/T 26875.3 type 3): the source of a device's sense lines and history. */
export const readings = pgTable(
  'readings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull(),
    companyId: integer('company_id').notNull(),
    deviceId: integer('device_id').notNull(),
    componentId: integer('component_id'),
    analogType: smallint('analog_type').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    receiveTime: timestamp('receive_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('readings_uuid_uq').on(t.uuid),
    index('readings_device_time_idx').on(t.deviceId, t.measuredAt),
    // Sense lines and their history (issue 3): latest value per line, history per device and type.
    index('readings_device_type_time_idx').on(t.deviceId, t.analogType, t.measuredAt),
    index('readings_company_line_idx').on(t.companyId, t.deviceId, t.componentId, t.analogType, t.measuredAt),
  ],
);

/** Frames from addresses no registered device claims: kept for administrators, never thrown away. */
export const unregisteredFrames = pgTable(
  'unregistered_frames',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    address: text('address').notNull(),
    remote: text('remote'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unregistered_frames_address_idx').on(t.address, t.receivedAt)],
);

/** Per-user alarm push settings (spec 000 §6 "push per alarm category"; distribution rules). */
export const pushSettings = pgTable('push_settings', {
  userId: integer('user_id').primaryKey(),
  /** Categories switched off for this user. */
  mutedCategories: text('muted_categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  receiveAllFire: boolean('receive_all_fire').notNull().default(false),
  /** When set, only these units' events reach the user (besides all fire alarms when receiveAllFire). */
  designatedUnitIds: integer('designated_unit_ids').array(),
  priority: smallint('priority').notNull().default(0),
  /** Channels besides the console this user wants alarms on: app, sms, voice, email, wechat, webhook. */
  channels: text('channels')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shield (屏蔽) records of spec 000 §3 info_things_shilter; the alarm-handling issue adds the calls. */
export const shields = pgTable(
  'shields',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    /** device or component. */
    thingType: text('thing_type').notNull(),
    thingId: integer('thing_id').notNull(),
    scheduleStart: timestamp('schedule_start', { withTimezone: true }).notNull(),
    scheduleEnd: timestamp('schedule_end', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(-1),
    reason: text('reason').notNull(),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('shields_thing_idx').on(t.thingType, t.thingId, t.scheduleEnd),
    // One shield in force per thing: a new one ends the old one in the same transaction.
    uniqueIndex('shields_thing_live_uq')
      .on(t.thingType, t.thingId)
      .where(sql`${t.status} = -1`),
    index('shields_live_company_idx')
      .on(t.companyId, t.scheduleEnd)
      .where(sql`${t.status} = -1`),
  ],
);

/** Item uuids already ingested: a repeated frame or message is recognised by this key, also concurrently. */
export const ingestReceipts = pgTable(
  'ingest_receipts',
  {
    uuid: text('uuid').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ingest_receipts_time_idx').on(t.receivedAt)],
);

/** Keys integrations push alarms with (HTTP alarm_push, MQTT); limited to one unit or, without one, to all. */
export const integrationKeys = pgTable('integration_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  companyId: integer('company_id'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
