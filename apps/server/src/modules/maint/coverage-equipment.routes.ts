import {
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
import { requestLang } from '../../core/envelope';
import { envelopeRoutes } from '../../core/envelope-routes';
import {
  addEquipment,
  getEquipment,
  listChecks,
  listEquipment,
  removeEquipment,
  updateCheckList,
} from './coverage.service';
import { maintRead, maintWrite } from './permissions';

/** Equipment under contract and its check lists (spec 002 §7 contract_related, contract_equip_check). */
export const equipmentCoverageRoutes = (app: FastifyInstance) => {
  const { db } = app.deps;
  const route = envelopeRoutes(app, { tags: ['maint'] });
  route.get('/api_proxy/maint/contract_related/list/', {
    permission: maintRead,
    summary: "The contract's equipment, or (in_contract=0) equipment that may be put under it",
    input: contractRelatedListQuerySchema,
    answer: contractRelatedPageSchema,
    act: (caller, query) => listEquipment(db, caller, query),
  });
  route.get('/api_proxy/maint/contract_related/info/', {
    permission: maintRead,
    summary: 'One piece of equipment under contract with its check list',
    input: contractRelatedIdQuerySchema,
    answer: contractRelatedSchema,
    act: (caller, query) => getEquipment(db, caller, query.id),
  });
  route.post('/api_proxy/maint/contract_related/info/', {
    permission: maintWrite,
    summary: "Put equipment under the contract, each with its type's check list",
    input: contractRelatedAddSchema,
    answer: contractRelatedChangeSchema,
    act: (caller, body, request) => addEquipment(db, caller, body, requestLang(request)),
  });
  route.put('/api_proxy/maint/contract_related/info/', {
    permission: maintWrite,
    summary: "Replace an equipment's check list under the contract",
    input: contractRelatedUpdateSchema,
    answer: contractRelatedSchema,
    act: (caller, body) => updateCheckList(db, caller, body),
  });
  route.delete('/api_proxy/maint/contract_related/info/', {
    permission: maintWrite,
    summary: 'Take equipment out of the contract',
    input: contractRelatedIdQuerySchema,
    answer: contractRelatedChangeSchema,
    act: (caller, query) => removeEquipment(db, caller, query.id),
  });
  route.get('/api_proxy/maint/contract_equip_check/list/', {
    permission: maintRead,
    summary: "Every check item of the contract's equipment, one row each",
    input: equipCheckListQuerySchema,
    answer: equipCheckPageSchema,
    act: (caller, query) => listChecks(db, caller, query),
  });
};
