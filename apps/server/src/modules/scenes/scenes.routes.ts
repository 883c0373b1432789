import {
  answers,
  codeTableSchema,
  deletedSceneSchema,
  sceneCreateSchema,
  sceneIdQuerySchema,
  sceneItemSchema,
  sceneListQuerySchema,
  scenePageSchema,
  sceneUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { listShownEnum } from '../equipment';
import { sceneBindingRoutes } from './scene-bindings.routes';
import * as service from './scenes.service';

const read = 'company-scene_list';
const tags = ['scene'];

/** Scenes of a unit with their devices and equipment (spec 001 §2 /company/scene_list, §7 scene/*). */
export const sceneRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/scene/list/',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: 'Scenes in scope, paged',
        querystring: sceneListQuerySchema,
        response: answers(scenePageSchema),
      },
    },
    async (request) => ok(request, await service.listScenes(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/scene/info/',
    {
      config: { permission: read },
      schema: { tags, summary: 'One scene', querystring: sceneIdQuerySchema, response: answers(sceneItemSchema) },
    },
    async (request) => ok(request, await service.getScene(db, await callerOf(request), request.query.scene_id)),
  );
  api.post(
    '/api_proxy/scene/info/',
    {
      config: { permission: 'networkcompany-scene-info-new' },
      schema: { tags, summary: 'Add a scene', body: sceneCreateSchema, response: answers(sceneItemSchema) },
    },
    async (request) => ok(request, await service.createScene(db, await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/scene/info/',
    {
      config: { permission: 'networkcompany-scene-info-edit' },
      schema: { tags, summary: 'Change a scene', body: sceneUpdateSchema, response: answers(sceneItemSchema) },
    },
    async (request) => ok(request, await service.updateScene(db, await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/scene/info/',
    {
      config: { permission: 'networkcompany-scene-info-del' },
      schema: {
        tags,
        summary: 'Delete a scene and its bindings',
        querystring: sceneIdQuerySchema,
        response: answers(deletedSceneSchema),
      },
    },
    async (request) => ok(request, await service.deleteScene(db, await callerOf(request), request.query.scene_id)),
  );
  await sceneBindingRoutes(app);
  api.get(
    '/api_proxy/enum/enum_scene_model_type/info/',
    { schema: { tags: ['enum'], summary: 'Scene model types', response: answers(codeTableSchema) } },
    async (request) => ok(request, await listShownEnum(db, 'enum_scene_model_type')),
  );
};
