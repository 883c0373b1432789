import { answers, ErrorCodes, regionAnswerSchema, regionQuerySchema } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { regionIndex } from './region-index';

/** GET /address/region/: provinces without a code; with one, the region (`self`) and its children (`childs`). */
export const regionRoutes = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/address/region/',
    {
      config: { public: true },
      schema: {
        tags: ['address'],
        summary: 'China administrative divisions, one level at a time',
        querystring: regionQuerySchema,
        response: answers(regionAnswerSchema),
      },
    },
    async (request, reply) => {
      // Public reference data that changes once a year: let browsers and proxies keep it.
      void reply.header('cache-control', 'public, max-age=86400');
      const { code } = request.query;
      if (!code) return ok(request, regionIndex().provinces);
      const found = regionIndex().byCode.get(code);
      if (!found) throw new AppError(ErrorCodes.noData);
      return ok(request, found);
    },
  );
};
