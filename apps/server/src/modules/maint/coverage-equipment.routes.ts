import {
  answers,
  contractRelatedAddSchema,
  contractRelatedChangeSchema,
  contractRelatedIdQuerySchema,
  contractRelatedListQuerySchema,
  contractRelatedPageSchema,
  contractRelatedSchema,
  contractRelatedUpdateSchema,
  equipCheckListQuerySchema,
  equipCheckPageSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { CoverageService } from './coverage.service';
import { maintRead, maintWrite } from './permissions';

const tags = ['maint'];
const read = { permission: maintRead };
const write = { permission: maintWrite };

/** Equipment under contract and its check lists (spec 002 §7 contract_related, contract_equip_check). */
export const equipmentCoverageRoutes = (app: FastifyInstance, service: CoverageService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api_proxy/maint/contract_related/list/',
    {
      config: read,
      schema: {
        tags,
        summary: "The contract's equipment, or (in_contract=0) equipment that may be put under it",
        querystring: contractRelatedListQuerySchema,
        response: answers(contractRelatedPageSchema),
      },
    },
    async (request) => ok(request, await service.listEquipment(await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/maint/contract_related/info/',
    {
      config: read,
      schema: {
        tags,
        summary: 'One piece of equipment under contract with its check list',
        querystring: contractRelatedIdQuerySchema,
        response: answers(contractRelatedSchema),
      },
    },
    async (request) => ok(request, await service.getEquipment(await callerOf(request), request.query.id)),
  );
  api.post(
    '/api_proxy/maint/contract_related/info/',
    {
      config: write,
      schema: {
        tags,
        summary: "Put equipment under the contract, each with its type's check list",
        body: contractRelatedAddSchema,
        response: answers(contractRelatedChangeSchema),
      },
    },
    async (request) =>
      ok(request, await service.addEquipment(await callerOf(request), request.body, requestLang(request))),
  );
  api.put(
    '/api_proxy/maint/contract_related/info/',
    {
      config: write,
      schema: {
        tags,
        summary: "Replace an equipment's check list under the contract",
        body: contractRelatedUpdateSchema,
        response: answers(contractRelatedSchema),
      },
    },
    async (request) => ok(request, await service.updateCheckList(await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/maint/contract_related/info/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Take equipment out of the contract',
        querystring: contractRelatedIdQuerySchema,
        response: answers(contractRelatedChangeSchema),
      },
    },
    async (request) => ok(request, await service.removeEquipment(await callerOf(request), request.query.id)),
  );
  api.get(
    '/api_proxy/maint/contract_equip_check/list/',
    {
      config: read,
      schema: {
        tags,
        summary: "Every check item of the contract's equipment, one row each",
        querystring: equipCheckListQuerySchema,
        response: answers(equipCheckPageSchema),
      },
    },
    async (request) => ok(request, await service.listChecks(await callerOf(request), request.query)),
  );
};
