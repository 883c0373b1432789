import {
  answers,
  areaListSchema,
  buildingIdQuerySchema,
  floorIdQuerySchema,
  floorPickerSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { floorAreaList, listFloorsForPicker } from './floors.service';

/** The shared pickers' floor and area calls (spec 000 §7 "Other shared calls"), within the caller's scope. */
export const floorPickerRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['other'];

  api.get(
    '/api_proxy/other/GetFloorList',
    {
      schema: {
        tags,
        summary: "A building's floors",
        querystring: buildingIdQuerySchema,
        response: answers(floorPickerSchema),
      },
    },
    async (request) => ok(request, await listFloorsForPicker(db, await callerOf(request), request.query.building_id)),
  );
  api.get(
    '/api_proxy/other/GetAreaList',
    {
      schema: { tags, summary: "A floor's areas", querystring: floorIdQuerySchema, response: answers(areaListSchema) },
    },
    async (request) => ok(request, await floorAreaList(db, await callerOf(request), request.query.floor_id)),
  );
};
