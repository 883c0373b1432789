import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { devices } from './devices';
import { organisations } from './orgs';

/**
 * Addresses of the hydrant list's Address_list screen: region code + text, per owning organisation.
 * Hydrants point at one, so a street's hydrants can be found and renamed together.
 */
export const hydrantAddresses = pgTable(
  'hydrant_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    regionCode: text('region_code').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hydrant_addresses_uq').on(t.companyId, t.regionCode, t.address),
    index('hydrant_addresses_region_idx').on(t.regionCode),
  ],
);

/**
 * Municipal hydrants (市政消火栓). Owned by an organisation: the centre or authority that keeps a district's hydrants,
 * or a cared unit (docs/archives.md). Readings and statuses are the monitoring device's last report.
 */
export const hydrants = pgTable(
  'hydrants',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    equipmentNumber: text('equipment_number').notNull(),
    addressId: integer('address_id').references(() => hydrantAddresses.id),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    positionDesc: text('position_desc').notNull().default(''),
    graph: text('equipment_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remarks: text('remarks').notNull().default(''),
    pipeDiameter: smallint('out_hydrant_pipe_diameter').notNull(),
    waterheadApply: smallint('waterhead_apply'),
    waterlineForm: smallint('waterline_form'),
    placingForm: smallint('placing_form'),
    alarmHost: text('alarm_host').notNull().default(''),
    /** 1 pressure detection terminal, 2 smart cover, 3 smart cover with pressure. */
    type: smallint('type').notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    pressure: doublePrecision('pressure'),
    lowerLimit: doublePrecision('lower_limit').notNull().default(0.1),
    electricity: smallint('electricity'),
    signalQuality: smallint('signal_quality'),
    waterPressureStatus: smallint('water_pressure_status').notNull().default(0),
    impactStatus: smallint('impact_status').notNull().default(0),
    waterTheftStatus: smallint('water_theft_status').notNull().default(0),
    isOnline: boolean('is_online').notNull().default(false),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hydrants_number_uq').on(t.equipmentNumber),
    uniqueIndex('hydrants_device_uq')
      .on(t.deviceId)
      .where(sql`${t.deviceId} is not null`),
    index('hydrants_company_idx').on(t.companyId, t.id),
    index('hydrants_address_idx').on(t.addressId),
  ],
);
