import {
  answers,
  deviceDotBodySchema,
  deviceDotDeleteQuerySchema,
  deviceDotListSchema,
  deviceMapBodySchema,
  floorIdQuerySchema,
  floorPlanAnswerSchema,
  placedDotSchema,
  removedDotSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { changeDeviceMap, getDeviceMap, listDots, placeDot, removeDot } from './device-map.service';

/** Floor plans and the device dots on them (spec 001 §2 "floor-plan upload, replace, reset and delete"). */
export const deviceMapRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['floors'];
  const read = { permission: 'company-building_list' };
  const write = { permission: 'networkcompany-building-info-new' };

  api.get(
    '/api_proxy/device_map/info/',
    {
      config: read,
      schema: {
        tags,
        summary: "A floor's plan (null when none)",
        querystring: floorIdQuerySchema,
        response: answers(floorPlanAnswerSchema),
      },
    },
    async (request) => ok(request, await getDeviceMap(db, await callerOf(request), request.query.floor_id)),
  );
  api.post(
    '/api_proxy/device_map/info/',
    {
      config: { ...write, audit: { action: 'modify' } },
      schema: {
        tags,
        summary: 'Upload, replace, reset or delete a floor plan',
        body: deviceMapBodySchema,
        response: answers(floorPlanAnswerSchema),
      },
    },
    async (request) => ok(request, await changeDeviceMap(db, await callerOf(request), request.body)),
  );
  api.get(
    '/api_proxy/device_map/dots/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Devices placed on a floor plan',
        querystring: floorIdQuerySchema,
        response: answers(deviceDotListSchema),
      },
    },
    async (request) => ok(request, await listDots(db, await callerOf(request), request.query.floor_id)),
  );
  api.post(
    '/api_proxy/device_map/dots/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Place or move a device on the plan',
        body: deviceDotBodySchema,
        response: answers(placedDotSchema),
      },
    },
    async (request) => ok(request, await placeDot(db, await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/device_map/dots/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Take a device off the plan',
        querystring: deviceDotDeleteQuerySchema,
        response: answers(removedDotSchema),
      },
    },
    async (request) => ok(request, await removeDot(db, await callerOf(request), request.query.dot_id)),
  );
};
