import {
  activeShieldPageSchema,
  answers,
  createShieldBodySchema,
  deleteShieldQuerySchema,
  shieldListQuerySchema,
  shieldRecordSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createShield, listShields, removeShield } from './shields.service';

const tags = ['shields'];

/** Shield (屏蔽) calls of spec 000 §7: create, remove, and the shields in force. */
export const shieldRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.post(
    '/api_proxy/shilter/info/',
    {
      config: { permission: 'alarmdeal-shield' },
      schema: {
        tags,
        summary: 'Shield a device or component for some hours',
        body: createShieldBodySchema,
        response: answers(shieldRecordSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await createShield(db, {
          caller: await callerOf(request),
          body: request.body,
        }),
      ),
  );
  api.delete(
    '/api_proxy/shilter/info/',
    {
      config: { permission: 'alarmdeal-shield' },
      schema: {
        tags,
        summary: 'Remove a shield',
        querystring: deleteShieldQuerySchema,
        response: answers(shieldRecordSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await removeShield(db, {
          caller: await callerOf(request),
          id: request.query.id,
          thingType: request.query.shield_thing_type,
          thingId: request.query.shield_thing_id,
        }),
      ),
  );
  api.get(
    '/api_proxy/shilter/list/',
    {
      config: { permission: 'alarmdeal-shielded' },
      schema: {
        tags,
        summary: 'Shields in force',
        querystring: shieldListQuerySchema,
        response: answers(activeShieldPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listShields(db, {
          caller: await callerOf(request),
          companyId: request.query.company_id,
          thingType: request.query.shield_thing_type,
          page_no: request.query.page_no,
          page_size: request.query.page_size,
        }),
      ),
  );
};
