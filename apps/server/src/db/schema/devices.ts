import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { areas, buildings, floors } from './buildings';
import { organisations } from './orgs';
import { fireSystems } from './systems';

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
    /** Comma-separated CIDRs the gateway accepts this device's frames from; null = any (docs/ingest.md). */
    allowedNetworks: text('allowed_networks'),
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
    // Archive fields of spec 001 §3 "Device" (issue 3). The ingest columns above keep their meaning.
    /** dtu (transmission device), alonedevice (independent), alarmer (controller), video (camera). */
    deviceClass: text('device_class').notNull().default('dtu'),
    systemId: integer('system_id').references(() => fireSystems.id),
    displayName: text('display_name'),
    brand: text('brand'),
    manufacturer: text('manufacturer'),
    account: text('account'),
    deviceNum: text('device_num'),
    versionId: text('version_id'),
    specific: text('specific'),
    positionType: smallint('position_type'),
    point: text('point'),
    networkingDate: date('networking_date'),
    signalStrength: smallint('signal_strength'),
    electricity: smallint('electricity'),
    simNumber: text('sim_number'),
    macAddress: text('mac_address'),
    transmitMode: text('transmit_mode'),
    /** Group transmission (组网方式): RF433, LORA, ZIGBEE. */
    linkWay: text('link_way'),
    linkPort: text('link_port'),
    /** A controller's or independent device's transmission device. */
    dtuId: integer('dtu_id'),
    alarmhostBrand: text('alarmhost_brand'),
    alarmhostModel: text('alarmhost_model'),
    /** The controller's number on its DTU: the GB/T 26875.3 system address its components report under. */
    alarmhostAlarmerNo: smallint('alarmhost_alarmer_no'),
    installTime: date('install_time'),
    /** Independent-device settings: sensing/sending frequency, limits, sleep option (spec 001 §9 ranges). */
    settings: jsonb('settings').$type<Record<string, number>>(),
    videoIp: text('video_ip'),
    videoPort: integer('video_port'),
    videoUser: text('video_user'),
    /** AES-256-GCM ciphertext (core/secret-box.ts); never returned in clear. */
    videoPasswordEnc: text('video_password_enc'),
    videoSerial: text('video_serial'),
    videoVerifyCodeEnc: text('video_verify_code_enc'),
    videoType: smallint('video_type'),
    videoCoding: smallint('video_coding'),
    playUrl: text('play_url'),
    trademarkUrl: text('trademark_url'),
    /** Camera extras: upper/lower camera, visible light, bottom_area, volume. */
    videoOptions: jsonb('video_options').$type<Record<string, unknown>>(),
    remark: text('remark'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('devices_company_idx').on(t.companyId, t.id),
    uniqueIndex('devices_code_uq').on(t.deviceThingType, t.deviceCode),
    uniqueIndex('devices_gb_address_uq')
      .on(t.gbAddress)
      .where(sql`${t.gbAddress} is not null`),
    index('devices_online_idx').on(t.isOnline, t.lastSeenAt),
    // Roll-ups ask "is any device here in state X?": one index probe each, however many devices there are.
    index('devices_floor_state_idx').on(t.floorId, t.state),
    index('devices_building_state_idx').on(t.buildingId, t.state),
    index('devices_company_state_idx').on(t.companyId, t.state),
    // A device ID is unique across classes ('the device ID already exists').
    uniqueIndex('devices_device_code_all_uq').on(t.deviceCode),
    index('devices_company_class_idx').on(t.companyId, t.deviceClass, t.id),
    index('devices_system_idx').on(t.systemId),
    index('devices_dtu_idx').on(t.dtuId),
    // Keyword search of the device tabs is a contains match: trigram indexes (pg_trgm) keep it off a full scan.
    index('devices_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('devices_code_trgm_idx').using('gin', t.deviceCode.op('gin_trgm_ops')),
    // "Is any device of the unit online?" for the unit list's online filter and column.
    index('devices_online_company_idx')
      .on(t.companyId)
      .where(sql`${t.isOnline}`),
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
    // Archive fields (issue 3): the ingest row is the component's archive.
    code: text('code'),
    systemId: integer('system_id').references(() => fireSystems.id),
    /** The controller (alarmer) the component hangs on. */
    alarmerId: integer('alarmer_id'),
    loopNumber: integer('loop_number'),
    componentNumber: integer('component_number'),
    brand: text('brand'),
    model: text('model'),
    specific: text('specific'),
    positionType: smallint('position_type'),
    point: text('point'),
    installTime: date('install_time'),
    remark: text('remark'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('components_address_uq').on(t.deviceId, t.systemType, t.systemAddress, t.componentAddress),
    index('components_company_idx').on(t.companyId, t.id),
    index('components_device_state_idx').on(t.deviceId, t.state),
    index('components_floor_state_idx').on(t.floorId, t.state),
    index('components_building_state_idx').on(t.buildingId, t.state),
    index('components_system_idx').on(t.systemId),
    index('components_alarmer_idx').on(t.alarmerId),
    uniqueIndex('components_code_uq')
      .on(t.code)
      .where(sql`${t.code} is not null`),
    // The component tab's status filter and its count, across the units of a scope.
    index('components_state_company_idx').on(t.state, t.companyId),
  ],
);

/**
 * The component tab's keyword text, one narrow row per component: name, code and location lowered and joined by
 * newlines (so a keyword never matches across two of them), kept by triggers on components (migration
 * 0015_component_search_triggers). A keyword's count and page recheck these small rows with a plain LIKE instead of
 * every wide component row with ILIKE, and the alarm writer's per-alarm updates of components touch no trigram index.
 */
export const componentSearch = pgTable(
  'component_search',
  {
    /** The component's id. */
    id: integer('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('component_search_company_idx').on(t.companyId, t.id),
    index('component_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Cameras watching a device (摄像机关联设备). */
export const deviceVideoLinks = pgTable(
  'device_video_links',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.deviceId] }), index('device_video_links_device_idx').on(t.deviceId)],
);

/** Commands for a device (POST /send_cmd/): recorded pending, delivered later by the device's gateway. */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    cmd: text('cmd').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** pending, sent, done, failed. */
    status: text('status').notNull().default('pending'),
    createrId: integer('creater_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('device_commands_device_idx').on(t.deviceId, t.id),
    index('device_commands_pending_idx').on(t.status, t.id),
  ],
);

/**
 * Devices per unit and class ('component' for components) as signed deltas, written by statement triggers on devices
 * and components (migration 0011_unit_device_counts) and summed on read: the unfiltered totals of the device tabs
 * without counting 100 000s of rows. Deltas are inserted, never updated, so a long import never holds a counter row
 * lock that ingest would wait on; compactUnitDeviceCounts folds them.
 */
export const unitDeviceCounts = pgTable(
  'unit_device_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    deviceClass: text('device_class').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('unit_device_counts_company_idx').on(t.companyId, t.deviceClass, t.delta)],
);
