import {
  mtBuildingAddSchema,
  mtBuildingChangeSchema,
  mtBuildingListQuerySchema,
  mtBuildingQuerySchema,
  mtBuildingRowsSchema,
  mtBuildingSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../core/envelope-routes';
import { addBuildings, getBuilding, listBuildings, removeBuilding } from './coverage.service';
import { maintRead, maintWrite } from './permissions';

/** Buildings under contract (spec 002 §7 mt_building_list, mt_building; docs/maintenance.md). */
export const buildingCoverageRoutes = (app: FastifyInstance) => {
  const { db } = app.deps;
  const route = envelopeRoutes(app, { tags: ['maint'] });

  route.get('/api_proxy/maint/mt_building_list/', {
    permission: maintRead,
    summary: "The contract's buildings, or (in_contract=0) its units' buildings not under it",
    input: mtBuildingListQuerySchema,
    answer: mtBuildingRowsSchema,
    act: (caller, query) => listBuildings(db, caller, query.contract_id, query.in_contract === 1),
  });
  route.get('/api_proxy/maint/mt_building/', {
    permission: maintRead,
    summary: 'One building under contract with its equipment and their check lists',
    input: mtBuildingQuerySchema,
    answer: mtBuildingSchema,
    act: (caller, query) => getBuilding(db, caller, query.contract_id, query.building_id),
  });
  route.post('/api_proxy/maint/mt_building/', {
    permission: maintWrite,
    summary: 'Take buildings of the covered units under the contract',
    input: mtBuildingAddSchema,
    answer: mtBuildingChangeSchema,
    act: (caller, body) => addBuildings(db, caller, body),
  });
  route.delete('/api_proxy/maint/mt_building/', {
    permission: maintWrite,
    summary: 'Take a building out of the contract, with its equipment under contract',
    input: mtBuildingQuerySchema,
    answer: mtBuildingChangeSchema,
    act: (caller, query) => removeBuilding(db, caller, query.contract_id, query.building_id),
  });
};
