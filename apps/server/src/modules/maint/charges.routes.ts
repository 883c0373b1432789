import {
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
import { envelopeRoutes } from '../../core/envelope-routes';
import {
  countCharges,
  deleteCharge,
  generateSchedule,
  getCharge,
  listCharges,
  recordPayment,
  updateCharge,
} from './charges.service';
import { chargeCount, chargeRead, chargeWrite } from './permissions';

/** Charges of contracts and their counts (spec 002 §2 charge, chargecount; docs/maintenance.md "Charges"). */
export const chargeRoutes = (app: FastifyInstance) => {
  const { db } = app.deps;
  const route = envelopeRoutes(app, { tags: ['maint'] });

  route.get('/api_proxy/maint/charge/list/', {
    permission: chargeRead,
    summary: 'Charges of the contracts the caller reads, with each state’s count and the sums',
    input: chargeListQuerySchema,
    answer: chargePageSchema,
    act: (caller, query) => listCharges(app.deps, caller, query),
  });
  route.get('/api_proxy/maint/charge/info/', {
    permission: chargeRead,
    summary: 'One charge',
    input: chargeIdQuerySchema,
    answer: chargeSchema,
    act: (caller, query) => getCharge(app.deps, caller, query.id),
  });
  route.post('/api_proxy/maint/charge/generate/', {
    permission: chargeWrite,
    summary: 'Generate a contract’s charge schedule from its amount by a cycle (periods already there are kept)',
    input: chargeGenerateSchema,
    answer: chargeGeneratedSchema,
    act: (caller, body) => generateSchedule(db, caller, body),
  });
  route.put('/api_proxy/maint/charge/info/', {
    permission: chargeWrite,
    summary: 'Change a charge',
    input: chargeUpdateSchema,
    answer: chargeSchema,
    act: (caller, body) => updateCharge(app.deps, caller, body),
  });
  route.put('/api_proxy/maint/charge/pay/', {
    permission: chargeWrite,
    summary: 'Record what was received',
    input: chargePaySchema,
    answer: chargeSchema,
    act: (caller, body) => recordPayment(app.deps, caller, body),
  });
  route.delete('/api_proxy/maint/charge/info/', {
    permission: chargeWrite,
    summary: 'Delete a charge nothing was received for',
    input: chargeIdQuerySchema,
    answer: deletedChargeSchema,
    act: (caller, query) => deleteCharge(app.deps, caller, query.id),
  });
  route.get('/api_proxy/maint/charge/count/', {
    permission: chargeCount,
    summary: 'Charge counts per contract, maintenance company or unit and per month, quarter or year',
    input: chargeCountQuerySchema,
    answer: chargeCountSchema,
    act: (caller, query) => countCharges(app.deps, caller, query),
  });
};
