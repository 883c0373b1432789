import {
  answers,
  chargeCountQuerySchema,
  chargeCountSchema,
  chargeGeneratedSchema,
  chargeGenerateSchema,
  chargeIdQuerySchema,
  chargeListQuerySchema,
  chargePageSchema,
  chargePaySchema,
  chargeSchema,
  chargeUpdateSchema,
  deletedChargeSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { ChargeService } from './charges.service';
import { chargeCount, chargeRead, chargeWrite } from './permissions';

const tags = ['maint'];

/** Charges of contracts and their counts (spec 002 §2 charge, chargecount; docs/maintenance.md "Charges"). */
export const chargeRoutes = (app: FastifyInstance, charges: ChargeService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api_proxy/maint/charge/list/',
    {
      config: { permission: chargeRead },
      schema: {
        tags,
        summary: 'Charges of the contracts the caller reads, with each state’s count and the sums',
        querystring: chargeListQuerySchema,
        response: answers(chargePageSchema),
      },
    },
    async (request) => ok(request, await charges.listCharges(await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/maint/charge/info/',
    {
      config: { permission: chargeRead },
      schema: { tags, summary: 'One charge', querystring: chargeIdQuerySchema, response: answers(chargeSchema) },
    },
    async (request) => ok(request, await charges.getCharge(await callerOf(request), request.query.id)),
  );
  api.post(
    '/api_proxy/maint/charge/generate/',
    {
      config: { permission: chargeWrite },
      schema: {
        tags,
        summary: 'Generate a contract’s charge schedule from its amount by a cycle (periods already there are kept)',
        body: chargeGenerateSchema,
        response: answers(chargeGeneratedSchema),
      },
    },
    async (request) => ok(request, await charges.generateSchedule(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/charge/info/',
    {
      config: { permission: chargeWrite },
      schema: { tags, summary: 'Change a charge', body: chargeUpdateSchema, response: answers(chargeSchema) },
    },
    async (request) => ok(request, await charges.updateCharge(await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/maint/charge/pay/',
    {
      config: { permission: chargeWrite },
      schema: { tags, summary: 'Record what was received', body: chargePaySchema, response: answers(chargeSchema) },
    },
    async (request) => ok(request, await charges.recordPayment(await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/maint/charge/info/',
    {
      config: { permission: chargeWrite },
      schema: {
        tags,
        summary: 'Delete a charge nothing was received for',
        querystring: chargeIdQuerySchema,
        response: answers(deletedChargeSchema),
      },
    },
    async (request) => ok(request, await charges.deleteCharge(await callerOf(request), request.query.id)),
  );
  api.get(
    '/api_proxy/maint/charge/count/',
    {
      config: { permission: chargeCount },
      schema: {
        tags,
        summary: 'Charge counts per contract, maintenance company or unit and per month, quarter or year',
        querystring: chargeCountQuerySchema,
        response: answers(chargeCountSchema),
      },
    },
    async (request) => ok(request, await charges.countCharges(await callerOf(request), request.query)),
  );
};
