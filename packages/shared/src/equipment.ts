import { z } from 'zod';
import { zId, zIdNumber, zName } from './field-schemas';
import { boundDeviceSchema } from './device-records';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/** Equipment (消防设施, the spec's "Facility (equipment)") of a cared unit (spec 001 §3). */

const id = zId;
const optionalId = zId.optional();
// Names and numbers people tell records apart by: one line, no zero-width or text-direction character.
const name = (max: number) => zName(max).min(1);
/** File ids returned by /upload/jupiter/{kind}; at most 5 images per field (spec 001 §5 Uploads). */
export const graphSchema = z.array(z.string().trim().min(1).max(64)).max(5).default([]);

/** Check cycle of equipment (enum_check_cycle, the spec's facility check cycle): 3 month, 2 quarter, 1 year. */
export const equipmentCheckCycles = [3, 2, 1] as const;

/** Position type: 1 indoor (point on the floor plan, percent of its width/height), 2 outdoor (point on the map, lng/lat). */
export const positionTypes = [1, 2] as const;
export const pointSchema = z.object({ x: z.number().min(0).max(180), y: z.number().min(0).max(100) });

/** Attribute values of a piece of equipment, keyed by the type's attribute definitions (equipment/equipment_attr). */
export const attributeValuesSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  z.union([z.string().trim().max(200), z.number(), z.null()]),
);

export const equipmentListQuerySchema = pageQuerySchema.extend({
  company_id: optionalId,
  building_id: optionalId,
  floor_id: optionalId,
  enum_equipment_type: optionalId,
  equipment_name: z.string().trim().max(50).optional(),
});

const equipmentFields = {
  equipment_number: name(30),
  equipment_name: name(50),
  enum_equipment_type: zIdNumber,
  enum_position_type: z.union([z.literal(1), z.literal(2)]).default(1),
  point: pointSchema.nullable().default(null),
  building_id: zIdNumber.nullable().default(null),
  floor_id: zIdNumber.nullable().default(null),
  area_id: zIdNumber.nullable().default(null),
  position_desc: z.string().trim().max(200).default(''),
  equipment_graph: graphSchema,
  check_cycle: z.union([z.literal(3), z.literal(2), z.literal(1)]).default(3),
  equipment_attr: attributeValuesSchema.default({}),
};

export const equipmentCreateSchema = z.object({ company_id: zIdNumber, ...equipmentFields });
export const equipmentUpdateSchema = z.object({ equipment_id: zIdNumber, ...equipmentFields });
export const equipmentIdQuerySchema = z.object({ equipment_id: id });
export const equipmentAttrQuerySchema = z.object({ type: id });

export const equipmentBindDeviceSchema = z.object({
  equipment_id: zIdNumber,
  device_id: zIdNumber,
  bind_type: zIdNumber,
});
/** PUT replaces the whole set of bindings (an empty list unbinds everything). */
export const equipmentBindSetSchema = z.object({
  equipment_id: zIdNumber,
  list: z.array(z.object({ device_id: zIdNumber, bind_type: zIdNumber })).max(200),
});

export type EquipmentCreate = z.infer<typeof equipmentCreateSchema>;
export type EquipmentUpdate = z.infer<typeof equipmentUpdateSchema>;
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

/** A type's attribute definition (equipment/equipment_attr). */
export const equipmentAttrDefSchema = z.object({
  key: z.string(),
  name: z.string(),
  eng_name: z.string(),
  /** text, number, select or date (yyyy-MM-dd). */
  value_type: z.enum(['text', 'number', 'select', 'date']),
  unit: z.string().nullable(),
  options: z.array(z.object({ id: z.string(), name: z.string(), eng_name: z.string() })),
  required: z.boolean(),
});
export type EquipmentAttrDef = z.infer<typeof equipmentAttrDefSchema>;

export const equipmentItemSchema = z.object({
  equipment_id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  equipment_number: z.string(),
  equipment_name: z.string(),
  enum_equipment_type: z.number(),
  enum_position_type: z.number(),
  point: z.object({ x: z.number(), y: z.number() }).nullable(),
  building_id: z.number().nullable(),
  building_name: z.string().nullable(),
  floor_id: z.number().nullable(),
  floor_name: z.string().nullable(),
  area_id: z.number().nullable(),
  area_name: z.string().nullable(),
  position_desc: z.string(),
  equipment_graph: z.array(z.string()),
  check_cycle: z.number(),
  equipment_attr: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  device_count: z.number(),
  create_time: z.number(),
  update_time: z.number(),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;
export const equipmentPageSchema = pageSchema(equipmentItemSchema);

/** A device bound to equipment, with its bind type (enum_equipment_bind_device_type). */
export const equipmentBoundDeviceSchema = boundDeviceSchema.extend({ bind_type: z.number() });
export type EquipmentBoundDevice = z.infer<typeof equipmentBoundDeviceSchema>;

/** DELETE equipment/info: the equipment deleted. */
export const deletedEquipmentSchema = z.object({ equipment_id: z.number() });
export type DeletedEquipment = z.infer<typeof deletedEquipmentSchema>;

/** Message texts of spec 001 §5/§8, kept as written. */
export const equipmentMessages = {
  bindRequired: { zh: '设备绑定需要设备ID和绑定类型', en: 'device bind requires device id and bind type' },
  chooseValid: { zh: '请选择有效的值', en: 'choose a valid value' },
  alreadyBound: { zh: '该设备已绑定', en: 'this device is already bound' },
  numberExists: { zh: '设施编号已存在', en: 'equipment number already exists' },
  fieldRequired: { zh: '此项为必填项', en: 'this field is required' },
  mustBeNumber: { zh: '必须为数字', en: 'must be a number' },
} as const;

export const equipmentAttrDefsSchema = z.array(equipmentAttrDefSchema);
export const equipmentBoundDevicesSchema = z.array(equipmentBoundDeviceSchema);
