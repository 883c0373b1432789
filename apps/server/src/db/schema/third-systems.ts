import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from './orgs';
import { users } from './users';

/**
 * Third-party systems (docs/third-party.md): an external system a centre (or the platform administrator) lets read the
 * units it grants, with an API key stored as its SHA-256 only; a third_enter system also signs entry links with a
 * secret kept sealed (HMAC needs the secret itself), and its users enter as its one entry account.
 */
export const thirdSystems = pgTable(
  'third_systems',
  {
    id: serial('id').primaryKey(),
    /** The keeping organisation (the creator's): its administrator and centre people see and change the system. */
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Made by the platform administrator: its units are not limited to the keeping organisation's bound units. */
    isPlatform: boolean('is_platform').notNull().default(false),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    remark: text('remark'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** SHA-256 (hex) of the API key in force; null: revoked. */
    keyHash: text('key_hash'),
    keyHint: text('key_hint'),
    keyCreatedAt: timestamp('key_created_at', { withTimezone: true }),
    /** third_enter: the entry links' HMAC key, sealed with core/secret-box.ts; null when revoked or another kind. */
    enterSecretSealed: text('enter_secret_sealed'),
    /** third_enter: the account its users' sessions belong to. */
    enterUserId: integer('enter_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('third_systems_org_idx').on(t.orgId, t.kind, t.id),
    uniqueIndex('third_systems_key_uq').on(t.keyHash),
    uniqueIndex('third_systems_name_uq').on(t.orgId, t.kind, sql`lower(${t.name})`),
    uniqueIndex('third_systems_enter_user_uq').on(t.enterUserId),
  ],
);

/** The units a system may see (companyList). */
export const thirdSystemUnits = pgTable(
  'third_system_units',
  {
    systemId: integer('system_id')
      .notNull()
      .references(() => thirdSystems.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.systemId, t.unitId] }), index('third_system_units_unit_idx').on(t.unitId)],
);

/** Nonces of entry links already used, kept until the link would have expired: a link opens one session. */
export const thirdEnterNonces = pgTable(
  'third_enter_nonces',
  {
    systemId: integer('system_id')
      .notNull()
      .references(() => thirdSystems.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.systemId, t.nonce] }), index('third_enter_nonces_expiry_idx').on(t.expiresAt)],
);

/** One-time codes an accepted entry link hands the browser, exchanged once for the session (stored as SHA-256). */
export const thirdEnterCodes = pgTable(
  'third_enter_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    systemId: integer('system_id')
      .notNull()
      .references(() => thirdSystems.id, { onDelete: 'cascade' }),
    externalUser: text('external_user').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('third_enter_codes_expiry_idx').on(t.expiresAt)],
);
