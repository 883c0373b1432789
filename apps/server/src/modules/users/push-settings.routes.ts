import { answers, pushSettingsBodySchema, pushSettingsQuerySchema, pushSettingsSchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { getPushSettings, savePushSettings } from './push-settings.service';

const tags = ['user'];

/** Alarm push switches and distribution rules per user (spec 000 §6): one's own, or, for account managers, their users'. */
export const pushSettingsRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/user/push_setting/',
    {
      schema: {
        tags,
        summary: 'Alarm push switches and distribution rules',
        querystring: pushSettingsQuerySchema,
        response: answers(pushSettingsSchema),
      },
    },
    async (request) => ok(request, await getPushSettings(db, await callerOf(request), request.query.target_uid)),
  );

  api.put(
    '/api_proxy/user/push_setting/',
    {
      schema: {
        tags,
        summary: 'Change alarm push switches and distribution rules',
        querystring: pushSettingsQuerySchema,
        body: pushSettingsBodySchema,
        response: answers(pushSettingsSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await savePushSettings(db, await callerOf(request), {
          targetUid: request.query.target_uid,
          body: request.body,
        }),
      ),
  );
};
