import { codeTableSchema } from '../code-tables';
import { sceneBoundDevicesSchema } from '../device-records';
import {
  deletedSceneSchema,
  sceneBindDevicesSchema,
  sceneBindEquipmentSchema,
  sceneBoundEquipmentListSchema,
  sceneCreateSchema,
  sceneIdQuerySchema,
  sceneItemSchema,
  sceneListQuerySchema,
  scenePageSchema,
  sceneUpdateSchema,
} from '../scenes';
import type { ApiEntries } from './entry';

/** The calls of the server's `scenes` module: the schema objects its routes register. */
export const scenesApi = {
  'GET /api_proxy/scene/list/': { query: sceneListQuerySchema, answer: scenePageSchema },
  'GET /api_proxy/scene/info/': { query: sceneIdQuerySchema, answer: sceneItemSchema },
  'POST /api_proxy/scene/info/': { body: sceneCreateSchema, answer: sceneItemSchema },
  'PUT /api_proxy/scene/info/': { body: sceneUpdateSchema, answer: sceneItemSchema },
  'DELETE /api_proxy/scene/info/': { query: sceneIdQuerySchema, answer: deletedSceneSchema },
  'GET /api_proxy/scene/scene_bind_device/': { query: sceneIdQuerySchema, answer: sceneBoundDevicesSchema },
  'POST /api_proxy/scene/scene_bind_device/': { body: sceneBindDevicesSchema, answer: sceneBoundDevicesSchema },
  'GET /api_proxy/scene/scene_bind_equipment/': { query: sceneIdQuerySchema, answer: sceneBoundEquipmentListSchema },
  'POST /api_proxy/scene/scene_bind_equipment/': {
    body: sceneBindEquipmentSchema,
    answer: sceneBoundEquipmentListSchema,
  },
  'GET /api_proxy/enum/enum_scene_model_type/info/': { answer: codeTableSchema },
} satisfies ApiEntries;
