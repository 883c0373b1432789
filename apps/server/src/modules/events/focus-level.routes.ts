import { answers, focusLevelBodySchema, focusLevelSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { setFocusLevel } from './focus-level.service';

const tags = ['events'];

/** A device's focus level, set from an alarm's detail: 1 focus, 0 normal, -1 shielded. */
export const focusLevelRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.put(
    '/api_proxy/device/focus_level/',
    {
      config: { permission: 'alarmdeal-handle' },
      schema: {
        tags,
        summary: "Set a device's focus level (1 focus, 0 normal, -1 shielded)",
        body: focusLevelBodySchema,
        response: answers(focusLevelSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await setFocusLevel(db, {
          caller: await callerOf(request),
          deviceId: request.body.device_id,
          focusLevel: request.body.focus_level,
        }),
      ),
  );
};
