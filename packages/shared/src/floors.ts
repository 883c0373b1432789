import { z } from 'zod';
import { zId, zIdNumber, zName } from './field-schemas';
import { pageSchema } from './responses';
import { uploadedFileSchema } from './uploads';

/** Floors above and below ground a building may be created with, and the highest floor number. */
export const MAX_FLOORS_PER_SIDE = 200;

const text = (max: number) => z.string().trim().max(max);

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
export type FloorCreate = z.input<typeof floorCreateSchema>;
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

const flag = z.union([z.literal(0), z.literal(1)]);

/** A floor as the floor calls answer it. `area_count` is null where it was not counted (a change). */
export const floorRecordSchema = z.object({
  floor_id: z.number(),
  floor_name: z.string(),
  floor_type: z.enum(floorLabels),
  floor_number: z.number(),
  building_id: z.number(),
  company_id: z.number(),
  description: z.string().nullable(),
  state: z.string(),
  area_count: z.number().nullable(),
  has_plan: flag,
});
export type FloorRecord = z.infer<typeof floorRecordSchema>;
export const floorPageSchema = pageSchema(floorRecordSchema);
export const deletedFloorSchema = z.object({ floor_id: z.number() });
export type DeletedFloor = z.infer<typeof deletedFloorSchema>;

/** floor/simple_floor_list: a building's floor names, bottom up. */
export const simpleFloorListSchema = z.array(
  z.object({ floor_id: z.number(), floor_name: z.string(), floor_type: z.enum(floorLabels), floor_number: z.number() }),
);
export type SimpleFloor = z.infer<typeof simpleFloorListSchema>[number];

export const areaRecordSchema = z.object({
  area_id: z.number(),
  area_name: z.string(),
  floor_id: z.number(),
  is_default: flag,
});
export type AreaRecord = z.infer<typeof areaRecordSchema>;
export const areaListSchema = z.array(areaRecordSchema);
export const deletedAreaSchema = z.object({ area_id: z.number() });
export type DeletedArea = z.infer<typeof deletedAreaSchema>;

/** other/GetFloorList: the shared floor picker's rows; floor_no is signed (B2 = -2). */
export const floorPickerSchema = z.array(
  z.object({
    floor_id: z.number(),
    floor_name: z.string(),
    floor_no: z.number(),
    building_id: z.number(),
    company_id: z.number(),
    state: z.string(),
  }),
);
export type FloorPickerRow = z.infer<typeof floorPickerSchema>[number];

/** device_map/info: a floor's plan image (the calls answer null when it has none). */
export const floorPlanSchema = uploadedFileSchema.extend({
  floor_id: z.number(),
  description: z.string().nullable(),
  update_time: z.number(),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

/** A device or component placed on a floor's plan, at fractions of the plan's width and height. */
export const deviceDotSchema = z.object({
  dot_id: z.number(),
  floor_id: z.number(),
  device_id: z.number().nullable(),
  component_id: z.number().nullable(),
  name: z.string().nullable(),
  state: z.string().nullable(),
  x: z.number(),
  y: z.number(),
});
export type DeviceDot = z.infer<typeof deviceDotSchema>;
export const deviceDotListSchema = z.array(deviceDotSchema);
/** POST device_map/dots: the dot as placed. */
export const placedDotSchema = deviceDotSchema.omit({ name: true, state: true });
export type PlacedDot = z.infer<typeof placedDotSchema>;
export const removedDotSchema = z.object({ dot_id: z.number() });
export type RemovedDot = z.infer<typeof removedDotSchema>;

/** A floor's plan, or null when it has none yet. */
export const floorPlanAnswerSchema = floorPlanSchema.nullable();
