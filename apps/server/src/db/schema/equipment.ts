import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { devices } from './devices';
import { organisations } from './orgs';

/**
 * Attribute definitions per facility type (equipment/equipment_attr): data, seeded on every start like the enum tables,
 * so a site can add a type's attributes without a release.
 */
export const equipmentAttrDefs = pgTable(
  'equipment_attr_defs',
  {
    equipmentType: integer('equipment_type').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    engName: text('eng_name').notNull(),
    /** text, number, select, date. */
    valueType: text('value_type').notNull(),
    unit: text('unit'),
    /** For select: [{ id, name, eng_name }]. */
    options: jsonb('options').$type<{ id: string; name: string; eng_name: string }[]>().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.equipmentType, t.key] })],
);

/**
 * Fire facilities (消防设施) of a cared unit: extinguishers, hydrant boxes, pumps, doors ... (spec 001 §3 Facility).
 * Removing a building, floor or area keeps its facilities and scenes, with the placement cleared: the spec refuses
 * a building deletion only for devices.
 */
export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    equipmentNumber: text('equipment_number').notNull(),
    equipmentName: text('equipment_name').notNull(),
    equipmentType: integer('equipment_type').notNull(),
    /** 1 indoor (point on the floor plan, percent), 2 outdoor (point = longitude/latitude). */
    positionType: smallint('position_type').notNull().default(1),
    point: jsonb('point').$type<{ x: number; y: number } | null>(),
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    positionDesc: text('position_desc').notNull().default(''),
    graph: text('equipment_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** enum_check_cycle: 3 month, 2 quarter, 1 year. */
    checkCycle: smallint('check_cycle').notNull().default(3),
    /** Values keyed by the type's attribute definitions. */
    attributes: jsonb('attributes').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('equipment_company_number_uq').on(t.companyId, t.equipmentNumber),
    index('equipment_company_type_idx').on(t.companyId, t.equipmentType, t.id),
    index('equipment_building_idx').on(t.buildingId, t.floorId),
  ],
);

/** Devices bound to a facility, with the bind type (enum_equipment_bind_device_type). */
export const equipmentDevices = pgTable(
  'equipment_devices',
  {
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    bindType: integer('bind_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.equipmentId, t.deviceId] }), index('equipment_devices_device_idx').on(t.deviceId)],
);

/** Scenes (场景) of a unit: a kitchen, a pump room ... with the devices and facilities watching it (spec 001 §3 Scene). */
export const scenes = pgTable(
  'scenes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    sceneName: text('scene_name').notNull(),
    /** enum_scene_model_type. */
    sceneType: integer('scene_type').notNull(),
    buildingId: integer('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    graph: text('scene_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scenes_company_name_uq').on(t.companyId, t.sceneName),
    index('scenes_company_type_idx').on(t.companyId, t.sceneType, t.id),
  ],
);

export const sceneDevices = pgTable(
  'scene_devices',
  {
    sceneId: integer('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sceneId, t.deviceId] }), index('scene_devices_device_idx').on(t.deviceId)],
);

export const sceneEquipment = pgTable(
  'scene_equipment',
  {
    sceneId: integer('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sceneId, t.equipmentId] }),
    index('scene_equipment_equipment_idx').on(t.equipmentId),
  ],
);
