import {
  answers,
  deletedThirdSystemSchema,
  thirdSystemCreateSchema,
  thirdSystemIdBodySchema,
  thirdSystemIdQuerySchema,
  thirdSystemListQuerySchema,
  thirdSystemPageSchema,
  thirdSystemSchema,
  thirdSystemUnitPageSchema,
  thirdSystemUnitQuerySchema,
  thirdSystemUnitsAnswerSchema,
  thirdSystemUnitsBodySchema,
  thirdSystemUpdateSchema,
  thirdSystemWithKeySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createSecretBox } from '../../core/secret-box';
import {
  addUnits,
  createSystem,
  deleteSystem,
  getSystem,
  listSystems,
  listUnits,
  removeUnits,
  revokeKey,
  rotateKey,
  type ThirdSystemDeps,
  updateSystem,
} from './third-systems.service';

const tags = ['third-systems'];
const read = { permission: 'thirdsystem' };
const edit = { permission: 'thirdsystem-edit' };
const keys = { permission: 'thirdsystem-key' };

/** Third-party systems (spec 002 §2 /thirdsystem/*; docs/third-party.md): the registry, its keys and units. */
export const thirdSystemRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, bus, env } = app.deps;
  const deps: ThirdSystemDeps = { db, bus, box: createSecretBox(env.DEVICE_SECRET_KEY) };
  const path = (name: string) => `/api_proxy/third_system/${name}/`;

  api.get(
    path('list'),
    {
      config: read,
      schema: {
        tags,
        summary: "The caller's organisation's third-party systems (every one for the administrator), by kind",
        querystring: thirdSystemListQuerySchema,
        response: answers(thirdSystemPageSchema),
      },
    },
    async (request) => ok(request, await listSystems(db, await callerOf(request), request.query)),
  );
  api.get(
    path('info'),
    {
      config: read,
      schema: {
        tags,
        summary: 'One third-party system (never its key)',
        querystring: thirdSystemIdQuerySchema,
        response: answers(thirdSystemSchema),
      },
    },
    async (request) => ok(request, await getSystem(db, await callerOf(request), request.query.id)),
  );
  api.post(
    path('info'),
    {
      config: edit,
      schema: {
        tags,
        summary: 'New third-party system; its API key (and entry secret for third_enter) is answered this once',
        body: thirdSystemCreateSchema,
        response: answers(thirdSystemWithKeySchema),
      },
    },
    async (request) => ok(request, await createSystem(deps, await callerOf(request), request.body)),
  );
  api.put(
    path('info'),
    {
      config: edit,
      schema: {
        tags,
        summary: 'Change a third-party system (the fields given), enable or disable it',
        body: thirdSystemUpdateSchema,
        response: answers(thirdSystemSchema),
      },
    },
    async (request) => ok(request, await updateSystem(deps, await callerOf(request), request.body)),
  );
  api.delete(
    path('info'),
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a third-party system with its units and entry account',
        querystring: thirdSystemIdQuerySchema,
        response: answers(deletedThirdSystemSchema),
      },
    },
    async (request) => ok(request, await deleteSystem(deps, await callerOf(request), request.query.id)),
  );
  api.post(
    path('rotate_key'),
    {
      config: { ...keys, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: 'A new API key (and entry secret), answered this once; the old ones stop working',
        body: thirdSystemIdBodySchema,
        response: answers(thirdSystemWithKeySchema),
      },
    },
    async (request) => ok(request, await rotateKey(deps, await callerOf(request), request.body.id)),
  );
  api.post(
    path('revoke_key'),
    {
      config: { ...keys, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: 'Revoke the API key and entry secret; entry sessions end',
        body: thirdSystemIdBodySchema,
        response: answers(thirdSystemSchema),
      },
    },
    async (request) => ok(request, await revokeKey(deps, await callerOf(request), request.body.id)),
  );
  api.get(
    path('unit_list'),
    {
      config: read,
      schema: {
        tags,
        summary: 'The units a third-party system may see (companyList)',
        querystring: thirdSystemUnitQuerySchema,
        response: answers(thirdSystemUnitPageSchema),
      },
    },
    async (request) => ok(request, await listUnits(db, await callerOf(request), request.query)),
  );
  api.post(
    path('unit_add'),
    {
      config: { ...edit, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: "Let a third-party system see units (of the caller's scope)",
        body: thirdSystemUnitsBodySchema,
        response: answers(thirdSystemUnitsAnswerSchema),
      },
    },
    async (request) => ok(request, await addUnits(db, await callerOf(request), request.body)),
  );
  api.post(
    path('unit_remove'),
    {
      config: { ...edit, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: 'Stop a third-party system seeing units',
        body: thirdSystemUnitsBodySchema,
        response: answers(thirdSystemUnitsAnswerSchema),
      },
    },
    async (request) => ok(request, await removeUnits(db, await callerOf(request), request.body)),
  );
};
