import { alarmPushAnswerSchema, alarmPushBodySchema, answers } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { authenticatePushKey } from '../push-keys';
import { createUnregisteredFireAlerts } from '../unregistered-fire';
import { ingestPushedAlarms } from '../pushed-alarms';

/**
 * POST /api_proxy/extend_service/alarm_push/: integrations push one alarm or a batch. Signed like every
 * /api_proxy/ call (the integration's client code and secret) and authenticated by `X-Push-Key`
 * (an integration key or one device's key) or a third-party system's API key (`X-Push-Key` or `X-Api-Key`). Answers only after the alarms are committed.
 */
export const alarmPushRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const onUnregisteredFire = createUnregisteredFireAlerts(deps);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api_proxy/extend_service/alarm_push/',
    {
      config: { public: true },
      schema: {
        tags: ['ingest'],
        summary: 'Push alarms from an integration (one or a batch); idempotent on uuid',
        body: alarmPushBodySchema,
        response: answers(alarmPushAnswerSchema),
      },
    },
    async (request) => {
      // A third-party system may send its API key in its own header (docs/third-party.md).
      const key = request.headers['x-push-key'] ?? request.headers['x-api-key'];
      const caller = await authenticatePushKey(deps.db, typeof key === 'string' ? key : undefined);
      const alarms = 'events' in request.body ? request.body.events : [request.body];
      const list = await ingestPushedAlarms({
        db: deps.db,
        writer: deps.eventWriter,
        caller,
        alarms,
        source: 'http',
        remote: request.ip,
        onUnregisteredFire,
      });
      return ok(request, { list });
    },
  );
};
