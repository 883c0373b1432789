import {
  answers,
  buildingCreateSchema,
  buildingIdQuerySchema,
  buildingListByCompanyQuerySchema,
  buildingPageSchema,
  buildingPickerSchema,
  buildingRecordSchema,
  buildingStripSchema,
  buildingUpdateSchema,
  companyIdQuerySchema,
  deletedBuildingSchema,
  unitPlaceTreeSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import {
  createBuilding,
  deleteBuilding,
  formatBuildingList,
  getBuilding,
  listBuildings,
  listBuildingsForPicker,
  unitPlaceTree,
  updateBuilding,
} from './buildings.service';

/** Buildings of a unit (spec 001 §3 "Building", §7 building calls) and the shared pickers' building calls. */
export const buildingRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['buildings'];
  const read = { permission: 'company-building_list' };
  // The new and edit forms are one form: both need the new-building button.
  const write = { permission: 'networkcompany-building-info-new' };
  const record = answers(buildingRecordSchema);

  api.get(
    '/api_proxy/building/info/',
    { config: read, schema: { tags, summary: 'One building', querystring: buildingIdQuerySchema, response: record } },
    async (request) => ok(request, await getBuilding(db, await callerOf(request), request.query.building_id)),
  );
  api.post(
    '/api_proxy/building/info/',
    {
      config: write,
      schema: { tags, summary: 'New building with its floors', body: buildingCreateSchema, response: record },
    },
    async (request) => ok(request, await createBuilding(db, await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/building/info/',
    { config: write, schema: { tags, summary: 'Change a building', body: buildingUpdateSchema, response: record } },
    async (request) => ok(request, await updateBuilding(db, await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/building/info/',
    {
      config: { permission: 'networkcompany-building-info-del' },
      schema: {
        tags,
        summary: 'Delete a building without devices',
        querystring: buildingIdQuerySchema,
        response: answers(deletedBuildingSchema),
      },
    },
    async (request) => ok(request, await deleteBuilding(db, await callerOf(request), request.query.building_id)),
  );
  api.get(
    '/api_proxy/building/list_by_company_id/',
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's buildings, paged",
        querystring: buildingListByCompanyQuerySchema,
        response: answers(buildingPageSchema),
      },
    },
    async (request) => ok(request, await listBuildings(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/building/format_list_by_company_id/',
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's buildings with their floors",
        querystring: companyIdQuerySchema,
        response: answers(buildingStripSchema),
      },
    },
    async (request) => ok(request, await formatBuildingList(db, await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/other/GetBuildingList',
    {
      schema: {
        tags: ['other'],
        summary: "A unit's buildings",
        querystring: companyIdQuerySchema,
        response: answers(buildingPickerSchema),
      },
    },
    async (request) => ok(request, await listBuildingsForPicker(db, await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/other/GetCompanyBuildingFloorTree',
    {
      schema: {
        tags: ['other'],
        summary: 'A unit with its buildings, floors and areas',
        querystring: companyIdQuerySchema,
        response: answers(unitPlaceTreeSchema),
      },
    },
    async (request) => ok(request, await unitPlaceTree(db, await callerOf(request), request.query.company_id)),
  );
};
