import { z } from 'zod';
import { zId, zIdNumber, zName } from './field-schemas';
import { archivePatterns, fileIdsSchema, pointsSchema } from './companies';

const text = (max: number) => z.string().trim().max(max);
const enumId = z.number().int().min(0).max(1_000_000);
const measure = z.number().min(0).max(1e9).multipleOf(0.01);
const count = z.number().int().min(0).max(1_000_000);
/** Floors above and below ground a building may be created with. */
export const MAX_FLOORS_PER_SIDE = 200;

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

/** Floor labels of spec 001 §3: F floor, M mezzanine, B basement, Arabic numerals. */
export const floorLabels = ['F', 'M', 'B'] as const;
export type FloorLabel = (typeof floorLabels)[number];
export const floorName = (label: FloorLabel, number: number) => `${label}${number}`;

export const floorCreateSchema = z.object({
  building_id: zIdNumber,
  floor_type: z.enum(floorLabels),
  floor_number: z.number().int().min(1).max(MAX_FLOORS_PER_SIDE),
  description: text(200).nullable().optional(),
});
export const floorUpdateSchema = z.object({
  floor_id: zIdNumber,
  floor_type: z.enum(floorLabels).optional(),
  floor_number: z.number().int().min(1).max(MAX_FLOORS_PER_SIDE).optional(),
  description: text(200).nullable().optional(),
});
export const floorIdQuerySchema = z.object({ floor_id: zId });
export const areaCreateSchema = z.object({ floor_id: zIdNumber, area_name: zName(50).min(1) });
export const areaUpdateSchema = z.object({ area_id: zIdNumber, area_name: zName(50).min(1) });
export const areaIdQuerySchema = z.object({ area_id: zId });

/** device_map/info POST: upload or replace the plan (file_id), reset its dots, or delete it. */
export const deviceMapActions = ['upload', 'replace', 'reset', 'delete'] as const;
export const deviceMapBodySchema = z.object({
  floor_id: zIdNumber,
  action: z.enum(deviceMapActions).default('upload'),
  file_id: z.string().min(1).max(64).optional(),
  description: text(200).nullable().optional(),
});
export type DeviceMapBody = z.infer<typeof deviceMapBodySchema>;

/** A dot's position: fractions of the plan image's width and height. */
const fraction = z.number().min(0).max(1);
export const deviceDotBodySchema = z
  .object({
    floor_id: zIdNumber,
    device_id: zIdNumber.optional(),
    component_id: zIdNumber.optional(),
    x: fraction,
    y: fraction,
  })
  .refine((value) => (value.device_id === undefined) !== (value.component_id === undefined), {
    message: 'give device_id or component_id',
    path: ['device_id'],
  });
export type DeviceDotBody = z.infer<typeof deviceDotBodySchema>;
export const deviceDotDeleteQuerySchema = z.object({ dot_id: zId });
