import {
  answers,
  enumListParamsSchema,
  enumListQuerySchema,
  enumSearchParamsSchema,
  remoteEnumListSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { listEnum, listKnownEnum, searchEnum } from './enums.service';

/** Remote enum tables (spec 000 §3, §7): shown entries only (is_show = 1), in their order. */
export const enumRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['enum'];
  const response = answers(remoteEnumListSchema);

  api.get(
    '/api_proxy/enum/list/:enum/',
    {
      schema: {
        tags,
        summary: 'Entries of one enum table',
        params: enumListParamsSchema,
        querystring: enumListQuerySchema,
        response,
      },
    },
    async (request) => ok(request, await listKnownEnum(db, request.params.enum, request.query.company_class)),
  );

  api.get(
    '/api_proxy/enum/search/:enum/:key/:value/',
    {
      schema: {
        tags,
        summary: 'Entries of one enum table whose key equals value',
        params: enumSearchParamsSchema,
        response,
      },
    },
    async (request) => ok(request, await searchEnum(db, request.params)),
  );

  api.get(
    '/api_proxy/enum/enum_device_brand/info/',
    { schema: { tags, summary: 'Device brands', response } },
    async (request) => ok(request, await listEnum(db, 'enum_device_brand')),
  );
};
