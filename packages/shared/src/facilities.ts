import { z } from 'zod';
import { zId, zIdNumber, zName } from './field-schemas';
import { pageQuerySchema } from './paging';

/** Facilities (消防设施, "equipment") and scenes of a cared unit (spec 001 §3 Facility, Scene). */

const id = zId;
const optionalId = zId.optional();
// Names and numbers people tell records apart by: one line, no zero-width or text-direction character.
const name = (max: number) => zName(max).min(1);
/** File ids returned by /upload/jupiter/{kind}; at most 5 images per field (spec 001 §5 Uploads). */
export const graphSchema = z.array(z.string().trim().min(1).max(64)).max(5).default([]);

/** Facility check cycle (enum_check_cycle): 3 month, 2 quarter, 1 year. */
export const equipmentCheckCycles = [3, 2, 1] as const;

/** Position type: 1 indoor (point on the floor plan, percent of its width/height), 2 outdoor (point on the map, lng/lat). */
export const positionTypes = [1, 2] as const;
export const pointSchema = z.object({ x: z.number().min(0).max(180), y: z.number().min(0).max(100) });

/** Attribute values per facility, keyed by the type's attribute definitions (equipment/equipment_attr). */
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

export type EquipmentAttrDef = {
  key: string;
  name: string;
  eng_name: string;
  /** text, number, select or date (yyyy-MM-dd). */
  value_type: 'text' | 'number' | 'select' | 'date';
  unit: string | null;
  options: { id: string; name: string; eng_name: string }[];
  required: boolean;
};

export type EquipmentItem = {
  equipment_id: number;
  company_id: number;
  company_name: string;
  equipment_number: string;
  equipment_name: string;
  enum_equipment_type: number;
  enum_position_type: number;
  point: { x: number; y: number } | null;
  building_id: number | null;
  building_name: string | null;
  floor_id: number | null;
  floor_name: string | null;
  area_id: number | null;
  area_name: string | null;
  position_desc: string;
  equipment_graph: string[];
  check_cycle: number;
  equipment_attr: Record<string, string | number | null>;
  device_count: number;
  create_time: number;
  update_time: number;
};

export type BoundDevice = {
  device_id: number;
  device_code: string;
  name: string;
  device_type: string | null;
  device_thing_type: number;
  is_online: boolean;
  state: string;
};

export type EquipmentBoundDevice = BoundDevice & { bind_type: number };

export const sceneListQuerySchema = pageQuerySchema.extend({
  company_id: optionalId,
  enum_scene_type: optionalId,
  scene_name: z.string().trim().max(50).optional(),
});

const sceneFields = {
  scene_name: name(50),
  enum_scene_type: zIdNumber,
  building_id: zIdNumber.nullable().default(null),
  scene_graph: graphSchema,
  remark: z.string().trim().max(200).default(''),
};
export const sceneCreateSchema = z.object({ company_id: zIdNumber, ...sceneFields });
export const sceneUpdateSchema = z.object({ scene_id: zIdNumber, ...sceneFields });
export const sceneIdQuerySchema = z.object({ scene_id: id });
/** POST replaces the scene's set; the spec asks for at least one (messages in sceneMessages). */
export const sceneBindDevicesSchema = z.object({ scene_id: zIdNumber, device_ids: z.array(zIdNumber).max(500) });
export const sceneBindEquipmentSchema = z.object({ scene_id: zIdNumber, equipment_ids: z.array(zIdNumber).max(500) });

export type SceneCreate = z.infer<typeof sceneCreateSchema>;
export type SceneUpdate = z.infer<typeof sceneUpdateSchema>;
export type SceneListQuery = z.infer<typeof sceneListQuerySchema>;

export type SceneItem = {
  scene_id: number;
  company_id: number;
  company_name: string;
  scene_name: string;
  enum_scene_type: number;
  building_id: number | null;
  building_name: string | null;
  scene_graph: string[];
  remark: string;
  device_count: number;
  equipment_count: number;
  create_time: number;
  update_time: number;
};

export type SceneBoundEquipment = {
  equipment_id: number;
  equipment_number: string;
  equipment_name: string;
  enum_equipment_type: number;
};

/** Message texts of spec 001 §5/§8, kept as written. */
export const facilityMessages = {
  selectDevice: { zh: '请至少选择一个设备', en: 'please select at least one device' },
  selectEquipment: { zh: '场景设施需选择设施', en: 'scene equipment requires an equipment selection' },
  bindRequired: { zh: '设备绑定需要设备ID和绑定类型', en: 'device bind requires device id and bind type' },
  chooseValid: { zh: '请选择有效的值', en: 'choose a valid value' },
  alreadyBound: { zh: '该设备已绑定', en: 'this device is already bound' },
  numberExists: { zh: '设施编号已存在', en: 'equipment number already exists' },
  sceneNameExists: { zh: '场景名称已存在', en: 'scene name already exists' },
  fieldRequired: { zh: '此项为必填项', en: 'this field is required' },
  mustBeNumber: { zh: '必须为数字', en: 'must be a number' },
} as const;
