import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  uploaderId: integer('uploader_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
