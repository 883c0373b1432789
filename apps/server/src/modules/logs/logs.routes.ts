import { answers, operationLogPageSchema, operationLogQuerySchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { listOperationLog } from './logs.service';

/** The operation log's list (/logList and system management's log tab); the login log's is modules/auth's. */
export const logRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, siteTime } = app.deps;

  api.get(
    '/api_proxy/log/operation_log_list/',
    {
      config: { permission: ['operationLog', 'systemmanage-log'] },
      schema: {
        tags: ['log'],
        summary:
          'Operation log: what happened (in the reader’s language), module, action, time, IP, operator, record ids',
        querystring: operationLogQuerySchema,
        response: answers(operationLogPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listOperationLog(db, {
          caller: await callerOf(request),
          query: request.query,
          reader: { lang: requestLang(request), utcOffsetMinutes: siteTime.utcOffsetMinutes },
        }),
      ),
  );
};
