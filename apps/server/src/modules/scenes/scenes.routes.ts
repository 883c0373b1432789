import {
  sceneBindDevicesSchema,
  sceneBindEquipmentSchema,
  sceneCreateSchema,
  sceneIdQuerySchema,
  sceneListQuerySchema,
  sceneUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { listShownEnum } from '../equipment';
import * as service from './scenes.service';

const read = 'company-scene_list';
const edit = 'networkcompany-scene-info-edit';

/** Scenes of a unit with their devices and facilities (spec 001 §2 /company/scene_list, §7 scene/*). */
export const sceneRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['scene'];

  api.get(
    '/api_proxy/scene/list/',
    {
      config: { permission: read },
      schema: { tags, summary: 'Scenes in scope, paged', querystring: sceneListQuerySchema },
    },
    async (request) => ok(request, await service.listScenes(db, await request.scope(), request.query)),
  );
  api.get(
    '/api_proxy/scene/info/',
    { config: { permission: read }, schema: { tags, summary: 'One scene', querystring: sceneIdQuerySchema } },
    async (request) => ok(request, await service.getScene(db, await request.scope(), request.query.scene_id)),
  );
  api.post(
    '/api_proxy/scene/info/',
    {
      config: { permission: 'networkcompany-scene-info-new' },
      schema: { tags, summary: 'Add a scene', body: sceneCreateSchema },
    },
    async (request) => ok(request, await service.createScene(db, await request.scope(), request.body)),
  );
  api.put(
    '/api_proxy/scene/info/',
    { config: { permission: edit }, schema: { tags, summary: 'Change a scene', body: sceneUpdateSchema } },
    async (request) => ok(request, await service.updateScene(db, await request.scope(), request.body)),
  );
  api.delete(
    '/api_proxy/scene/info/',
    {
      config: { permission: 'networkcompany-scene-info-del' },
      schema: { tags, summary: 'Delete a scene and its bindings', querystring: sceneIdQuerySchema },
    },
    async (request) => ok(request, await service.deleteScene(db, await request.scope(), request.query.scene_id)),
  );
  api.get(
    '/api_proxy/scene/scene_bind_device/',
    { config: { permission: read }, schema: { tags, summary: "A scene's devices", querystring: sceneIdQuerySchema } },
    async (request) => ok(request, await service.listSceneDevices(db, await request.scope(), request.query.scene_id)),
  );
  api.post(
    '/api_proxy/scene/scene_bind_device/',
    { config: { permission: edit }, schema: { tags, summary: "Set a scene's devices", body: sceneBindDevicesSchema } },
    async (request) => ok(request, await service.bindSceneDevices(db, await request.scope(), request.body)),
  );
  api.get(
    '/api_proxy/scene/scene_bind_equipment/',
    {
      config: { permission: read },
      schema: { tags, summary: "A scene's facilities", querystring: sceneIdQuerySchema },
    },
    async (request) => ok(request, await service.listSceneEquipment(db, await request.scope(), request.query.scene_id)),
  );
  api.post(
    '/api_proxy/scene/scene_bind_equipment/',
    {
      config: { permission: edit },
      schema: { tags, summary: "Set a scene's facilities", body: sceneBindEquipmentSchema },
    },
    async (request) => ok(request, await service.bindSceneEquipment(db, await request.scope(), request.body)),
  );
  api.get(
    '/api_proxy/enum/enum_scene_model_type/info/',
    { schema: { tags: ['enum'], summary: 'Scene model types' } },
    async (request) => ok(request, await listShownEnum(db, 'enum_scene_model_type')),
  );
};
