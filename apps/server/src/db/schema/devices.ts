import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { areas, buildings, floors } from './buildings';
import { organisations } from './orgs';

/**
 * Devices of a unit: transmission devices (用传, device_thing_type 10001), gateways (10009), base stations (10010)
 * and independent devices. The archives issue grows this with every field of spec 001 §3.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    buildingId: integer('building_id').references(() => buildings.id),
    floorId: integer('floor_id').references(() => floors.id),
    areaId: integer('area_id').references(() => areas.id),
    name: text('name').notNull(),
    deviceCode: text('device_code').notNull(),
    deviceThingType: integer('device_thing_type').notNull().default(10001),
    deviceType: text('device_type'),
    deviceModel: text('device_model'),
    /** GB/T 26875.3 source address (48-bit, decimal text) that identifies a transmission device on the gateway. */
    gbAddress: text('gb_address'),
    /** Key for HTTP alarm_push and MQTT (stored hashed). */
    pushKeyHash: text('push_key_hash'),
    installAddress: text('install_address'),
    /** Seconds without any frame (heartbeats count) before the device is marked offline. */
    aliveSeconds: integer('alive_seconds').notNull().default(180),
    isOnline: boolean('is_online').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Worst active state of the device and its components: normal, alarm, fault, start, shield, feedback. */
    state: text('state').notNull().default('normal'),
    /** 1 important focus, -1 shielded, 0 normal. */
    focusLevel: smallint('focus_level').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('devices_company_idx').on(t.companyId, t.id),
    uniqueIndex('devices_code_uq').on(t.deviceThingType, t.deviceCode),
    uniqueIndex('devices_gb_address_uq').on(t.gbAddress).where(sql`${t.gbAddress} is not null`),
    index('devices_online_idx').on(t.isOnline, t.lastSeenAt),
    // Roll-ups ask "is any device here in state X?": one index probe each, however many devices there are.
    index('devices_floor_state_idx').on(t.floorId, t.state),
    index('devices_building_state_idx').on(t.buildingId, t.state),
    index('devices_company_state_idx').on(t.companyId, t.state),
  ],
);

/** Components (部件) behind a transmission device, addressed as the standard does: system type/address + component address. */
export const components = pgTable(
  'components',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    buildingId: integer('building_id').references(() => buildings.id),
    floorId: integer('floor_id').references(() => floors.id),
    areaId: integer('area_id').references(() => areas.id),
    systemType: smallint('system_type').notNull(),
    systemAddress: smallint('system_address').notNull(),
    componentType: smallint('component_type').notNull().default(0),
    /** Raw 32-bit component address (little-endian on the wire); its halves are vendor-defined. */
    componentAddress: bigint('component_address', { mode: 'number' }).notNull(),
    name: text('name').notNull().default(''),
    location: text('location'),
    /** Status flags currently active (bits of GB/T 26875.3 §3.4) and the worst state they give. */
    activeFlags: integer('active_flags').notNull().default(0),
    state: text('state').notNull().default('normal'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('components_address_uq').on(t.deviceId, t.systemType, t.systemAddress, t.componentAddress),
    index('components_company_idx').on(t.companyId, t.id),
    index('components_device_state_idx').on(t.deviceId, t.state),
    index('components_floor_state_idx').on(t.floorId, t.state),
    index('components_building_state_idx').on(t.buildingId, t.state),
  ],
);
