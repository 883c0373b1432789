import {
  answers,
  sceneBindDevicesSchema,
  sceneBindEquipmentSchema,
  sceneBoundDevicesSchema,
  sceneBoundEquipmentListSchema,
  sceneIdQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import * as service from './scenes.service';

const read = { permission: 'company-scene_list' };
const edit = { permission: 'networkcompany-scene-info-edit' };
const tags = ['scene'];
const sceneDevices = answers(sceneBoundDevicesSchema);
const sceneEquipment = answers(sceneBoundEquipmentListSchema);

/** What a scene is bound to: its devices and its equipment, each set as a whole. */
export const sceneBindingRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/scene/scene_bind_device/',
    {
      config: read,
      schema: { tags, summary: "A scene's devices", querystring: sceneIdQuerySchema, response: sceneDevices },
    },
    async (request) => ok(request, await service.listSceneDevices(db, await callerOf(request), request.query.scene_id)),
  );
  api.post(
    '/api_proxy/scene/scene_bind_device/',
    {
      config: edit,
      schema: { tags, summary: "Set a scene's devices", body: sceneBindDevicesSchema, response: sceneDevices },
    },
    async (request) => ok(request, await service.bindSceneDevices(db, await callerOf(request), request.body)),
  );
  api.get(
    '/api_proxy/scene/scene_bind_equipment/',
    {
      config: read,
      schema: { tags, summary: "A scene's equipment", querystring: sceneIdQuerySchema, response: sceneEquipment },
    },
    async (request) =>
      ok(request, await service.listSceneEquipment(db, await callerOf(request), request.query.scene_id)),
  );
  api.post(
    '/api_proxy/scene/scene_bind_equipment/',
    {
      config: edit,
      schema: { tags, summary: "Set a scene's equipment", body: sceneBindEquipmentSchema, response: sceneEquipment },
    },
    async (request) => ok(request, await service.bindSceneEquipment(db, await callerOf(request), request.body)),
  );
};
