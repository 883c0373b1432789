import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { floors } from './buildings';
import { components, devices } from './devices';
import { files } from './files';
import { organisations } from './orgs';

/** The floor plan (平面图) of a floor: one uploaded image and its description. */
export const floorPlans = pgTable('floor_plans', {
  floorId: integer('floor_id')
    .primaryKey()
    .references(() => floors.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => organisations.id),
  fileId: text('file_id')
    .notNull()
    .references(() => files.id),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A device or a component placed on its floor's plan, at x/y as fractions (0–1) of the image's width and height,
 * so a dot stays put whatever size the plan is drawn at. A device or component has at most one dot.
 */
export const deviceDots = pgTable(
  'device_dots',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    componentId: integer('component_id').references(() => components.id, { onDelete: 'cascade' }),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_dots_floor_idx').on(t.floorId),
    uniqueIndex('device_dots_device_uq')
      .on(t.deviceId)
      .where(sql`${t.deviceId} is not null`),
    uniqueIndex('device_dots_component_uq')
      .on(t.componentId)
      .where(sql`${t.componentId} is not null`),
    check('device_dots_one_thing', sql`(${t.deviceId} is null) <> (${t.componentId} is null)`),
    check('device_dots_x_range', sql`${t.x} >= 0 and ${t.x} <= 1`),
    check('device_dots_y_range', sql`${t.y} >= 0 and ${t.y} <= 1`),
  ],
);
