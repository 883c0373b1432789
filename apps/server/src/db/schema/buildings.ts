import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './orgs';

/** Buildings, floors and areas of a cared unit; the archives issue grows these with every field. */
export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    address: text('address'),
    /** Worst active state of the devices inside, kept by ingest (normal, alarm, fault, start, shield, feedback). */
    state: text('state').notNull().default('normal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buildings_company_idx').on(t.companyId, t.id)],
);

export const floors = pgTable(
  'floors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id),
    name: text('name').notNull(),
    floorNo: integer('floor_no').notNull(),
    state: text('state').notNull().default('normal'),
  },
  (t) => [index('floors_building_idx').on(t.buildingId, t.floorNo)],
);

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('areas_floor_idx').on(t.floorId)],
);
