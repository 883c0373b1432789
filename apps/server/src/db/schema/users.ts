import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
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

/**
 * A role grants permission-catalogue ids (packages/shared/src/permissions.ts). A role without `org_id` is built in: a
 * preset of its organisation kind (`org_kind`), held as it is or copied by an organisation's administrator as the start
 * of its own role (`org_id` set, `preset_code` naming the preset). Data migrations granting a later release's nodes
 * follow the presets (docs/architecture.md "Permission catalogue").
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    engName: text('eng_name').notNull(),
    orgKind: text('org_kind'),
    orgId: integer('org_id').references(() => organisations.id),
    presetCode: text('preset_code'),
    permissionIds: text('permission_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_org_name_uq').on(sql`coalesce(${t.orgId}, 0)`, t.name)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    username: text('username').notNull(),
    realName: text('real_name').notNull().default(''),
    /** Answered as `phone_num` (spec 001 §3). */
    mobile: text('mobile'),
    email: text('email'),
    /** National ID (18 characters, upper-case X). */
    idCode: text('id_code'),
    /** WeChat official-account openid, for alarm notifications. */
    wechatOpenid: text('wechat_openid'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** departments.id; people without one hang at the top of their organisation's tree. */
    departmentId: integer('department_id'),
    /** posts.id (the posts table is the departments' and posts' work); stored as given. */
    postId: integer('post_id'),
    /** The person's duty (code table enum_user_role), not the permission role (`role_id`). */
    dutyId: integer('duty_id'),
    /** 1: the unit's liable person (责任人). */
    isLiable: boolean('is_liable').notNull().default(false),
    /** enum_user_staff: 1 on the job, 0 left. */
    staffStatus: integer('staff_status').notNull().default(1),
    /** The last day the account may log in (site date); null: no end. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** 1 CPC member, 2 CYL member, 3 democratic party member, 4 no affiliation (shared users.ts). */
    politicalStatus: integer('political_status'),
    nation: text('nation'),
    address: text('address'),
    /** 1 personal account, 2 shared duty account (shared users.ts). */
    accountNature: integer('account_nature'),
    /** files.id of the cropped 150×150 png. */
    avatar: text('avatar'),
    joinedOn: date('joined_on', { mode: 'string' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Soft delete: the row stays (logs and handled alarms name it), is_active is false, the name stays taken. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_uq').on(sql`lower(${t.username})`), index('users_org_idx').on(t.orgId)],
);

/** A person's certificates (spec 001 §3 "Certificates are a separate entity with a certificate type enum"). */
export const userCertificates = pgTable(
  'user_certificates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** enum_certificate_type. */
    typeId: integer('type_id').notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    /** files.id of the certificate's pictures. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_certificates_user_idx').on(t.userId)],
);

/** One live session per user and platform: the partial unique index makes a second live one impossible. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    agent: text('agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout, replaced (a newer login), expired, deactivated, deleted. */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    uniqueIndex('sessions_live_uq')
      .on(t.userId, t.platform)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    orgId: integer('org_id'),
    username: text('username').notNull(),
    platform: text('platform').notNull(),
    ip: text('ip'),
    agent: text('agent'),
    /** login, logout, replaced. */
    operation: text('operation').notNull(),
    /** success, failure. */
    status: text('status').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_time_idx').on(t.createdAt), index('login_logs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed-login counters (docs/architecture.md "Sessions and login"): one row per (lowercased name, source IP) and one
 * per name with source '*' for the account's ceiling over all sources. Keyed by name, not user id, so an unknown name
 * is counted and answered exactly like a known one.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    name: text('name').notNull(),
    source: text('source').notNull(),
    attempts: integer('attempts').notNull(),
    /** The window's end: counting restarts after it; from the limit-th attempt on it is the lock's end. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.source] }), index('login_throttles_window_idx').on(t.windowEndsAt)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
