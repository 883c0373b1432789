import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { zId, zIdNumber, zName } from './field-schemas';
import { archivePatterns, companyIdQuerySchema, fileIdsSchema, pointsRecordSchema, pointsSchema } from './companies';
import { floorLabels, MAX_FLOORS_PER_SIDE } from './floors';
import { pageSchema } from './responses';

const text = (max: number) => z.string().trim().max(max);
const enumId = z.number().int().min(0).max(1_000_000);
const measure = z.number().min(0).max(1e9).multipleOf(0.01);
const count = z.number().int().min(0).max(1_000_000);

/** Every writable field of spec 001 §3 "Building"; units: m², m, m³, kg (docs/archives.md). */
const buildingFields = {
  address: text(200).nullable(),
  region: z.string().trim().regex(archivePatterns.regionCode).nullable(),
  points: pointsSchema.nullable(),
  property_manage_company_name: text(100).nullable(),
  enum_display_type: enumId.nullable(),
  enum_building_type: enumId.nullable(),
  enum_building_property: enumId.nullable(),
  enum_building_fire_level: enumId.nullable(),
  enum_building_fire_resistance: enumId.nullable(),
  enum_building_structure: enumId.nullable(),
  build_time: z.string().regex(archivePatterns.date, { message: 'format yyyy-MM-dd' }).nullable(),
  site_area: measure.nullable(),
  building_area: measure.nullable(),
  building_height: measure.nullable(),
  normal_floor_area: measure.nullable(),
  ongrounder_floors: z.number().int().min(0).max(MAX_FLOORS_PER_SIDE).nullable(),
  ongrounder_area: measure.nullable(),
  underground_floors: z.number().int().min(0).max(MAX_FLOORS_PER_SIDE).nullable(),
  underground_area: measure.nullable(),
  tunnel_height: measure.nullable(),
  tunnel_length: measure.nullable(),
  working_time_population: count.nullable(),
  max_population: count.nullable(),
  neighbor_building_desc: text(200).nullable(),
  main_storage_name: text(50).nullable(),
  main_storage_count: measure.nullable(),
  main_storage_capacity: measure.nullable(),
  main_storage_nature: text(50).nullable(),
  main_storage_form: text(50).nullable(),
  main_storage_material: text(50).nullable(),
  main_storage_product: text(50).nullable(),
  control_room_location: text(100).nullable(),
  refuge_floor_count: count.nullable(),
  refuge_floor_area: measure.nullable(),
  refuge_floor_location: text(100).nullable(),
  exit_count: count.nullable(),
  exit_form: text(50).nullable(),
  exit_location: text(100).nullable(),
  fire_elevator_count: count.nullable(),
  fire_elevator_weight: measure.nullable(),
  building_3d_graph: fileIdsSchema,
  equipment_2d_graph: fileIdsSchema,
  building_outlook_graph: fileIdsSchema,
  building_2d_graph: fileIdsSchema,
} as const;

export const buildingCreateSchema = z
  .object(buildingFields)
  .partial()
  .extend({ company_id: zIdNumber, building_name: zName(50).min(1) });
export type BuildingCreate = z.infer<typeof buildingCreateSchema>;
/** Changing floor counts later does not add or remove floors: floors are edited one by one (floor/floor_info). */
export const buildingUpdateSchema = z
  .object(buildingFields)
  .partial()
  .extend({ building_id: zIdNumber, building_name: zName(50).min(1).optional() });
export type BuildingUpdate = z.infer<typeof buildingUpdateSchema>;
export const buildingIdQuerySchema = z.object({ building_id: zId });

const textOrNull = z.string().nullable();
const numberOrNull = z.number().nullable();

/** The building record as building/info and the lists answer it; units as in buildingFields. */
export const buildingRecordSchema = z.object({
  building_id: z.number(),
  building_name: z.string(),
  company_id: z.number(),
  /** The unit's name: building/info only. */
  company_name: textOrNull,
  address: textOrNull,
  property_manage_company_name: textOrNull,
  enum_display_type: numberOrNull,
  enum_building_type: numberOrNull,
  enum_building_property: numberOrNull,
  enum_building_fire_level: numberOrNull,
  enum_building_fire_resistance: numberOrNull,
  enum_building_structure: numberOrNull,
  /** yyyy-MM-dd. */
  build_time: textOrNull,
  site_area: numberOrNull,
  building_area: numberOrNull,
  building_height: numberOrNull,
  normal_floor_area: numberOrNull,
  ongrounder_floors: numberOrNull,
  ongrounder_area: numberOrNull,
  underground_floors: numberOrNull,
  underground_area: numberOrNull,
  tunnel_height: numberOrNull,
  tunnel_length: numberOrNull,
  working_time_population: numberOrNull,
  max_population: numberOrNull,
  neighbor_building_desc: textOrNull,
  main_storage_name: textOrNull,
  main_storage_count: numberOrNull,
  main_storage_capacity: numberOrNull,
  main_storage_nature: textOrNull,
  main_storage_form: textOrNull,
  main_storage_material: textOrNull,
  main_storage_product: textOrNull,
  control_room_location: textOrNull,
  refuge_floor_count: numberOrNull,
  refuge_floor_area: numberOrNull,
  refuge_floor_location: textOrNull,
  exit_count: numberOrNull,
  exit_form: textOrNull,
  exit_location: textOrNull,
  fire_elevator_count: numberOrNull,
  fire_elevator_weight: numberOrNull,
  building_3d_graph: z.array(z.string()),
  equipment_2d_graph: z.array(z.string()),
  building_outlook_graph: z.array(z.string()),
  building_2d_graph: z.array(z.string()),
  region: textOrNull,
  points: pointsRecordSchema.nullable(),
  state: z.string(),
  floor_count: numberOrNull,
  create_time: z.number(),
  update_time: z.number(),
});
export type BuildingRecord = z.infer<typeof buildingRecordSchema>;
export const buildingPageSchema = pageSchema(buildingRecordSchema);
export const deletedBuildingSchema = z.object({ building_id: z.number() });
export type DeletedBuilding = z.infer<typeof deletedBuildingSchema>;

/** building/format_list_by_company_id: a unit's buildings with their floors, for the navigation strip and the floor chooser. */
export const buildingWithFloorsSchema = z.object({
  building_id: z.number(),
  building_name: z.string(),
  state: z.string(),
  floors: z.array(
    z.object({
      floor_id: z.number(),
      floor_name: z.string(),
      floor_type: z.enum(floorLabels),
      floor_number: z.number(),
      state: z.string(),
    }),
  ),
});
export type BuildingWithFloors = z.infer<typeof buildingWithFloorsSchema>;
export const buildingStripSchema = z.array(buildingWithFloorsSchema);

/** other/GetBuildingList: the shared building picker's rows. */
export const buildingPickerSchema = z.array(
  z.object({
    building_id: z.number(),
    building_name: z.string(),
    company_id: z.number(),
    address: textOrNull,
    state: z.string(),
  }),
);
export type BuildingPickerRow = z.infer<typeof buildingPickerSchema>[number];

/** other/GetCompanyBuildingFloorTree: a unit with its buildings, floors and areas in one answer. */
export const unitPlaceTreeSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  children: z.array(
    z.object({
      building_id: z.number(),
      building_name: z.string(),
      children: z.array(
        z.object({
          floor_id: z.number(),
          floor_name: z.string(),
          floor_no: z.number(),
          children: z.array(z.object({ area_id: z.number(), area_name: z.string() })),
        }),
      ),
    }),
  ),
});

export const buildingListByCompanyQuerySchema = pageQuerySchema.extend(companyIdQuerySchema.shape);
/** A building's floors (floor/floor_list). */
export const floorListQuerySchema = pageQuerySchema.extend(buildingIdQuerySchema.shape);
