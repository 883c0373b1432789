import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every organisation kind in one table with a kind column (docs/architecture.md "Organisations"). */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Sub-kind of a cared unit: key_unit, small_venue, family, micro_station, control_room, nine_type. */
    category: text('category'),
    name: text('name').notNull(),
    regionCode: text('region_code'),
    address: text('address'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    maxBuildings: integer('max_buildings'),
    maxDevices: integer('max_devices'),
    maxUsers: integer('max_users'),
    isActive: boolean('is_active').notNull().default(true),
    /** Worst active state of the unit's devices, kept by ingest. */
    state: text('state').notNull().default('normal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organisations_kind_idx').on(t.kind, t.id), uniqueIndex('organisations_kind_name_uq').on(t.kind, t.name)],
);

/** A centre, authority, fire station or maintenance company bound to a cared unit (stu: 1 bound, 0 processing). */
export const orgBindings = pgTable(
  'org_bindings',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    caredId: integer('cared_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('org_bindings_org_cared_uq').on(t.orgId, t.caredId),
    index('org_bindings_cared_idx').on(t.caredId),
    index('org_bindings_bound_idx').on(t.orgId).where(sql`${t.status} = 1`),
  ],
);
