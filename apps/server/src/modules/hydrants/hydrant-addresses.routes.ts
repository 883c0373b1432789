import {
  answers,
  deletedHydrantAddressSchema,
  hydrantAddressCreateSchema,
  hydrantAddressIdQuerySchema,
  hydrantAddressItemSchema,
  hydrantAddressListQuerySchema,
  hydrantAddressPageSchema,
  hydrantAddressUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import * as service from './hydrant-addresses.service';

const read = 'firecock-address';
const edit = 'firecock-address-edit';

/** The hydrant addresses of the Address_list screen (spec 001 §2); paths follow the spec's naming. */
export const hydrantAddressRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['firecock'];

  api.get(
    '/api_proxy/firecock/address_list/',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: 'Hydrant addresses, paged',
        querystring: hydrantAddressListQuerySchema,
        response: answers(hydrantAddressPageSchema),
      },
    },
    async (request) => ok(request, await service.listHydrantAddresses(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/firecock/address_info/',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: 'One hydrant address',
        querystring: hydrantAddressIdQuerySchema,
        response: answers(hydrantAddressItemSchema),
      },
    },
    async (request) =>
      ok(request, await service.getHydrantAddress(db, await callerOf(request), request.query.address_id)),
  );
  api.post(
    '/api_proxy/firecock/address_info/',
    {
      config: { permission: edit },
      schema: {
        tags,
        summary: 'Add a hydrant address',
        body: hydrantAddressCreateSchema,
        response: answers(hydrantAddressItemSchema),
      },
    },
    async (request) => ok(request, await service.createHydrantAddress(db, await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/firecock/address_info/',
    {
      config: { permission: edit },
      schema: {
        tags,
        summary: 'Change a hydrant address',
        body: hydrantAddressUpdateSchema,
        response: answers(hydrantAddressItemSchema),
      },
    },
    async (request) => ok(request, await service.updateHydrantAddress(db, await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/firecock/address_info/',
    {
      config: { permission: edit },
      schema: {
        tags,
        summary: 'Delete an unused hydrant address',
        querystring: hydrantAddressIdQuerySchema,
        response: answers(deletedHydrantAddressSchema),
      },
    },
    async (request) =>
      ok(request, await service.deleteHydrantAddress(db, await callerOf(request), request.query.address_id)),
  );
};
