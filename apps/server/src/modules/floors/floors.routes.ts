import {
  answers,
  areaCreateSchema,
  areaIdQuerySchema,
  areaListSchema,
  areaRecordSchema,
  areaUpdateSchema,
  buildingIdQuerySchema,
  deletedAreaSchema,
  deletedFloorSchema,
  floorCreateSchema,
  floorIdQuerySchema,
  floorListQuerySchema,
  floorPageSchema,
  floorRecordSchema,
  floorUpdateSchema,
  simpleFloorListSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import {
  createArea,
  createFloor,
  deleteArea,
  deleteFloor,
  floorAreaList,
  listFloors,
  simpleFloorList,
  updateArea,
  updateFloor,
} from './floors.service';

/** Floors and their areas (spec 001 §3 "Floor"); editing them is part of editing the building. */
export const floorRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['floors'];
  const read = { permission: 'company-building_list' };
  const write = { permission: 'networkcompany-building-info-new' };
  const remove = { permission: 'networkcompany-building-info-del' };
  const floor = answers(floorRecordSchema);
  const area = answers(areaRecordSchema);

  api.get(
    '/api_proxy/floor/floor_list/',
    {
      config: read,
      schema: {
        tags,
        summary: "A building's floors, paged",
        querystring: floorListQuerySchema,
        response: answers(floorPageSchema),
      },
    },
    async (request) => ok(request, await listFloors(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/floor/simple_floor_list/',
    {
      config: read,
      schema: {
        tags,
        summary: "A building's floor names",
        querystring: buildingIdQuerySchema,
        response: answers(simpleFloorListSchema),
      },
    },
    async (request) => ok(request, await simpleFloorList(db, await callerOf(request), request.query.building_id)),
  );
  api.get(
    '/api_proxy/floor/floor_area_list/',
    {
      config: read,
      schema: { tags, summary: "A floor's areas", querystring: floorIdQuerySchema, response: answers(areaListSchema) },
    },
    async (request) => ok(request, await floorAreaList(db, await callerOf(request), request.query.floor_id)),
  );
  api.post(
    '/api_proxy/floor/floor_info/',
    {
      config: write,
      schema: { tags, summary: 'New floor with its default area', body: floorCreateSchema, response: floor },
    },
    async (request) => ok(request, await createFloor(db, await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/floor/floor_info/',
    { config: write, schema: { tags, summary: 'Change a floor', body: floorUpdateSchema, response: floor } },
    async (request) => ok(request, await updateFloor(db, await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/floor/floor_info/',
    {
      config: remove,
      schema: {
        tags,
        summary: 'Delete a floor without devices',
        querystring: floorIdQuerySchema,
        response: answers(deletedFloorSchema),
      },
    },
    async (request) => ok(request, await deleteFloor(db, await callerOf(request), request.query.floor_id)),
  );
  api.post(
    '/api_proxy/floor/floor_area_info/',
    { config: write, schema: { tags, summary: 'New area of a floor', body: areaCreateSchema, response: area } },
    async (request) => ok(request, await createArea(db, await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/floor/floor_area_info/',
    { config: write, schema: { tags, summary: 'Rename an area', body: areaUpdateSchema, response: area } },
    async (request) => ok(request, await updateArea(db, await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/floor/floor_area_info/',
    {
      config: remove,
      schema: {
        tags,
        summary: 'Delete an area (the last default area stays)',
        querystring: areaIdQuerySchema,
        response: answers(deletedAreaSchema),
      },
    },
    async (request) => ok(request, await deleteArea(db, await callerOf(request), request.query.area_id)),
  );
};
