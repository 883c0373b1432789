import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './orgs';
import { users } from './users';

/**
 * Departments of an organisation, a tree (parent_id; null at the top). users.department_id points here; the person
 * tree of the handling dialog reads it. The manager and the fire safety director (消防安全管理人) are labels: a person
 * of the organisation each (spec 001 §6), cleared when that person is deleted.
 */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    remark: text('remark').notNull().default(''),
    managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
    fireDirectorId: integer('fire_director_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('departments_org_idx').on(t.orgId, t.parentId),
    uniqueIndex('departments_org_parent_name_uq').on(t.orgId, sql`coalesce(${t.parentId}, 0)`, t.name),
  ],
);

/** Posts (岗位) of an organisation: a flat list; users.post_id points here. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('posts_org_name_uq').on(t.orgId, t.name)],
);
