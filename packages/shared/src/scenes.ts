import { z } from 'zod';
import { graphSchema } from './equipment';
import { zId, zIdNumber, zName } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/** Scenes (场景) of a cared unit, bound to devices and to equipment (spec 001 §3 "Scene"). */

const id = zId;
const optionalId = zId.optional();
// A name people tell scenes apart by: one line, no zero-width or text-direction character.
const name = (max: number) => zName(max).min(1);

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

export const sceneItemSchema = z.object({
  scene_id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  scene_name: z.string(),
  enum_scene_type: z.number(),
  building_id: z.number().nullable(),
  building_name: z.string().nullable(),
  scene_graph: z.array(z.string()),
  remark: z.string(),
  device_count: z.number(),
  equipment_count: z.number(),
  create_time: z.number(),
  update_time: z.number(),
});
export type SceneItem = z.infer<typeof sceneItemSchema>;
export const scenePageSchema = pageSchema(sceneItemSchema);

/** Equipment bound to a scene. */
export const sceneBoundEquipmentSchema = z.object({
  equipment_id: z.number(),
  equipment_number: z.string(),
  equipment_name: z.string(),
  enum_equipment_type: z.number(),
});
export type SceneBoundEquipment = z.infer<typeof sceneBoundEquipmentSchema>;

/** DELETE scene/info: the scene deleted. */
export const deletedSceneSchema = z.object({ scene_id: z.number() });
export type DeletedScene = z.infer<typeof deletedSceneSchema>;

/** Message texts of spec 001 §5/§8, kept as written. */
export const sceneMessages = {
  selectDevice: { zh: '请至少选择一个设备', en: 'please select at least one device' },
  selectEquipment: { zh: '场景设施需选择设施', en: 'scene equipment requires an equipment selection' },
  sceneNameExists: { zh: '场景名称已存在', en: 'scene name already exists' },
} as const;

export const sceneBoundEquipmentListSchema = z.array(sceneBoundEquipmentSchema);
