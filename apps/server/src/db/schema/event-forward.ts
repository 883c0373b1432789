import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { notificationOutbox } from './notifications';
import { organisations } from './orgs';

/**
 * Event forwarding rules (docs/event-forwarding.md): an organisation's rule posts the events it selects (by category,
 * unit, device type) to an external HTTP(S) endpoint, signed with the rule's secret. The ingest writer matches the
 * enabled rules against each committed batch and queues one outbox row per event and rule in the same transaction.
 */
export const eventForwardRules = pgTable(
  'event_forward_rules',
  {
    id: serial('id').primaryKey(),
    /** The owner: its people keep the rule, and the rule sees the units the organisation sees. */
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** The HMAC key, sealed with core/secret-box.ts (AES-256-GCM under DEVICE_SECRET_KEY). */
    secretSealed: text('secret_sealed').notNull(),
    /** The secret's last characters, shown to tell secrets apart. */
    secretHint: text('secret_hint').notNull(),
    categories: text('categories').array().notNull(),
    /** Units selected; empty = every unit the owner sees. */
    unitIds: integer('unit_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** enum_device_type ids; empty = every device type. */
    deviceTypes: integer('device_types')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remark: text('remark'),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_forward_rules_org_idx').on(t.orgId, t.id),
    // What the ingest writer reads for every batch: the enabled rules only.
    index('event_forward_rules_enabled_idx')
      .on(t.id)
      .where(sql`${t.isEnabled}`),
  ],
);

/**
 * The delivery log of a rule: one row per outbox row the rule queued (an event or a test), with what the endpoint
 * answered on the last attempt. Status, attempts, the next attempt and the last error are the outbox row's.
 */
export const eventForwardDeliveries = pgTable(
  'event_forward_deliveries',
  {
    outboxId: bigint('outbox_id', { mode: 'number' })
      .primaryKey()
      .references(() => notificationOutbox.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => eventForwardRules.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The endpoint's HTTP status on the last attempt; null when it did not answer. */
    statusCode: smallint('status_code'),
    /** The first characters of the last answer's body. */
    responseSnippet: text('response_snippet'),
    durationMs: integer('duration_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('event_forward_deliveries_rule_idx').on(t.ruleId, t.outboxId.desc()),
    // The test button's rate limit counts a rule's recent tests.
    index('event_forward_deliveries_test_idx')
      .on(t.ruleId, t.createdAt)
      .where(sql`${t.isTest}`),
  ],
);
