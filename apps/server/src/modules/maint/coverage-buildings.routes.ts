import {
  answers,
  mtBuildingAddSchema,
  mtBuildingChangeSchema,
  mtBuildingListQuerySchema,
  mtBuildingQuerySchema,
  mtBuildingRowSchema,
  mtBuildingSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import type { CoverageService } from './coverage.service';
import { maintRead, maintWrite } from './permissions';

const tags = ['maint'];
const read = { permission: maintRead };
const write = { permission: maintWrite };

/** Buildings under contract (spec 002 §7 mt_building_list, mt_building; docs/maintenance.md). */
export const buildingCoverageRoutes = (app: FastifyInstance, service: CoverageService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api_proxy/maint/mt_building_list/',
    {
      config: read,
      schema: {
        tags,
        summary: "The contract's buildings, or (in_contract=0) its units' buildings not under it",
        querystring: mtBuildingListQuerySchema,
        response: answers(z.array(mtBuildingRowSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await service.listBuildings(
          await callerOf(request),
          request.query.contract_id,
          request.query.in_contract === 1,
        ),
      ),
  );
  api.get(
    '/api_proxy/maint/mt_building/',
    {
      config: read,
      schema: {
        tags,
        summary: 'One building under contract with its equipment and their check lists',
        querystring: mtBuildingQuerySchema,
        response: answers(mtBuildingSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await service.getBuilding(await callerOf(request), request.query.contract_id, request.query.building_id),
      ),
  );
  api.post(
    '/api_proxy/maint/mt_building/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Take buildings of the covered units under the contract',
        body: mtBuildingAddSchema,
        response: answers(mtBuildingChangeSchema),
      },
    },
    async (request) => ok(request, await service.addBuildings(await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/maint/mt_building/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Take a building out of the contract, with its equipment under contract',
        querystring: mtBuildingQuerySchema,
        response: answers(mtBuildingChangeSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await service.removeBuilding(await callerOf(request), request.query.contract_id, request.query.building_id),
      ),
  );
};
