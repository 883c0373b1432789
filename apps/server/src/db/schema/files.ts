import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploaderId: integer('uploader_id'),
    /**
     * The organisation the file belongs to: the unit it was uploaded for, else the uploader's. It decides who may
     * read it (core/file-access.ts) and whose storage quota it counts against. Null only for files older than owners.
     */
    orgId: integer('org_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_org_idx').on(table.orgId)],
);

/**
 * One-time download tickets: a link (export, template, file) that a browser opens without our header carries one
 * instead of the session token. Stored as a hash; deleted when used, so a second use finds nothing.
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    /** The path it opens and the exact query it opens it with (ticket excluded), as sorted pairs. */
    path: text('path').notNull(),
    params: jsonb('params').$type<[string, string][]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('download_tickets_expires_idx').on(table.expiresAt)],
);
