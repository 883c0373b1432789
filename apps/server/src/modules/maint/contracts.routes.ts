import {
  answers,
  contractCreateSchema,
  contractIdQuerySchema,
  contractListQuerySchema,
  contractOptionQuerySchema,
  contractOptionSchema,
  contractPageSchema,
  contractSchema,
  contractUpdateSchema,
  deletedContractSchema,
  respOptionQuerySchema,
  respOptionSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { ContractService } from './contracts.service';
import { maintRead, maintWrite } from './permissions';

const tags = ['maint'];
const path = (name: string) => `/api_proxy/maint/contract/${name}/`;

/** Maintenance contracts (spec 002 §7 maint/contract list and info; docs/maintenance.md). */
export const contractRoutes = (app: FastifyInstance, service: ContractService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    path('list'),
    {
      config: { permission: maintRead },
      schema: {
        tags,
        summary: 'Contracts the caller reads, filtered all / expiring / not started / in progress / finished',
        querystring: contractListQuerySchema,
        response: answers(contractPageSchema),
      },
    },
    async (request) => ok(request, await service.listContracts(await callerOf(request), request.query)),
  );
  api.get(
    path('info'),
    {
      config: { permission: maintRead },
      schema: { tags, summary: 'One contract', querystring: contractIdQuerySchema, response: answers(contractSchema) },
    },
    async (request) => ok(request, await service.getContract(await callerOf(request), request.query.id)),
  );
  api.post(
    path('info'),
    {
      config: { permission: maintWrite },
      schema: {
        tags,
        summary: 'New contract; live today, it binds the maintenance company to its units',
        body: contractCreateSchema,
        response: answers(contractSchema),
      },
    },
    async (request) => ok(request, await service.createContract(await callerOf(request), request.body)),
  );
  api.put(
    path('info'),
    {
      config: { permission: maintWrite },
      schema: { tags, summary: 'Change a contract', body: contractUpdateSchema, response: answers(contractSchema) },
    },
    async (request) => ok(request, await service.updateContract(await callerOf(request), request.body)),
  );
  api.delete(
    path('info'),
    {
      config: { permission: maintWrite },
      schema: {
        tags,
        summary: 'Delete a contract (refused while repair tasks refer to it)',
        querystring: contractIdQuerySchema,
        response: answers(deletedContractSchema),
      },
    },
    async (request) => ok(request, await service.deleteContract(await callerOf(request), request.query.id)),
  );
  api.get(
    path('maint_options'),
    {
      config: { permission: maintWrite },
      schema: {
        tags,
        summary: 'Maintenance companies the caller may make a contract with',
        querystring: contractOptionQuerySchema,
        response: answers(z.array(contractOptionSchema)),
      },
    },
    async (request) => ok(request, await service.maintOptions(await callerOf(request), request.query.company_name)),
  );
  api.get(
    path('unit_options'),
    {
      config: { permission: maintWrite },
      schema: {
        tags,
        summary: 'Units the caller may put under a contract',
        querystring: contractOptionQuerySchema,
        response: answers(z.array(contractOptionSchema)),
      },
    },
    async (request) => ok(request, await service.unitOptions(await callerOf(request), request.query.company_name)),
  );
  api.get(
    path('resp_options'),
    {
      config: { permission: maintWrite },
      schema: {
        tags,
        summary: "The maintenance company's people, for the person in charge",
        querystring: respOptionQuerySchema,
        response: answers(z.array(respOptionSchema)),
      },
    },
    async (request) => ok(request, await service.respOptions(await callerOf(request), request.query.company_maint_id)),
  );
};
