import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from './orgs';

/** Buildings of a cared unit with every field of spec 001 §3 "Building" (units in the comments). */
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    regionCode: text('region_code'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    propertyManageCompanyName: text('property_manage_company_name'),
    enumDisplayType: integer('enum_display_type'),
    enumBuildingType: integer('enum_building_type'),
    enumBuildingProperty: integer('enum_building_property'),
    enumBuildingFireLevel: integer('enum_building_fire_level'),
    enumBuildingFireResistance: integer('enum_building_fire_resistance'),
    enumBuildingStructure: integer('enum_building_structure'),
    buildTime: date('build_time'),
    /** Square metres. */
    siteArea: doublePrecision('site_area'),
    buildingArea: doublePrecision('building_area'),
    /** Metres. */
    buildingHeight: doublePrecision('building_height'),
    normalFloorArea: doublePrecision('normal_floor_area'),
    ongrounderFloors: integer('ongrounder_floors'),
    ongrounderArea: doublePrecision('ongrounder_area'),
    undergroundFloors: integer('underground_floors'),
    undergroundArea: doublePrecision('underground_area'),
    tunnelHeight: doublePrecision('tunnel_height'),
    tunnelLength: doublePrecision('tunnel_length'),
    workingTimePopulation: integer('working_time_population'),
    maxPopulation: integer('max_population'),
    neighborBuildingDesc: text('neighbor_building_desc'),
    mainStorageName: text('main_storage_name'),
    mainStorageCount: doublePrecision('main_storage_count'),
    /** Cubic metres. */
    mainStorageCapacity: doublePrecision('main_storage_capacity'),
    mainStorageNature: text('main_storage_nature'),
    mainStorageForm: text('main_storage_form'),
    mainStorageMaterial: text('main_storage_material'),
    mainStorageProduct: text('main_storage_product'),
    controlRoomLocation: text('control_room_location'),
    refugeFloorCount: integer('refuge_floor_count'),
    refugeFloorArea: doublePrecision('refuge_floor_area'),
    refugeFloorLocation: text('refuge_floor_location'),
    exitCount: integer('exit_count'),
    exitForm: text('exit_form'),
    exitLocation: text('exit_location'),
    fireElevatorCount: integer('fire_elevator_count'),
    /** Kilograms. */
    fireElevatorWeight: doublePrecision('fire_elevator_weight'),
    /** File ids of uploaded images. */
    building3dGraph: text('building_3d_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    equipment2dGraph: text('equipment_2d_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    buildingOutlookGraph: text('building_outlook_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    building2dGraph: text('building_2d_graph')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('buildings_company_idx').on(t.companyId, t.id),
    uniqueIndex('buildings_company_name_uq').on(t.companyId, t.name),
  ],
);

/**
 * Floors: floor_no is signed (B2 = -2, F3 = 3); a mezzanine (M) is the floor between F<n> and F<n+1>, stored as
 * floor_no n with is_mezzanine, so the existing rows (F and B only) need no backfill.
 */
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
    isMezzanine: boolean('is_mezzanine').notNull().default(false),
    description: text('description'),
  },
  (t) => [
    index('floors_building_idx').on(t.buildingId, t.floorNo),
    uniqueIndex('floors_building_no_uq').on(t.buildingId, t.floorNo, t.isMezzanine),
  ],
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
