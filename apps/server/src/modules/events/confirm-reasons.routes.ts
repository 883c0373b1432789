import { answers, confirmReasonListSchema, confirmReasonQuerySchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { listConfirmReasons } from './confirm-reasons.service';

const tags = ['events'];

/** The handling dialog's reasons (enum_confirm_reason) for a category, confirm type and device. */
export const confirmReasonRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/enum_confirm_reason/info/',
    {
      config: { permission: 'alarmdeal-list' },
      schema: {
        tags,
        summary: 'Handling reasons for a category and type',
        querystring: confirmReasonQuerySchema,
        response: answers(confirmReasonListSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listConfirmReasons(db, {
          lang: requestLang(request),
          category: request.query.status_category,
          confirmType: request.query.enum_confirm_type,
          deviceType: request.query.enum_device_type,
          deviceModel: request.query.enum_device_model,
        }),
      ),
  );
};
