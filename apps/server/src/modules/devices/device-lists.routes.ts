import {
  answers,
  anyDevicePageSchema,
  anyDevicesSchema,
  deviceAnyIdsQuerySchema,
  deviceFilterSchema,
  deviceListQuerySchema,
  deviceTabCountsSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { countDevices, listByIds, listDevices } from './device-read.service';

const read = { permission: 'company-device' };
const tags = ['device'];

/** The device tabs' lists (spec 001 §2): one tab filtered and paged, the tabs' counts, devices by ids. */
export const deviceListRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api_proxy/device/device_list_by_mulit_params/',
    {
      config: read,
      schema: {
        tags,
        summary: 'One device tab, filtered and paged',
        querystring: deviceListQuerySchema,
        response: answers(anyDevicePageSchema),
      },
    },
    async (request) => ok(request, await listDevices(app.deps.db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/device/device_count_by_mulit_params/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Counts per device tab under the filters',
        querystring: deviceFilterSchema,
        response: answers(deviceTabCountsSchema),
      },
    },
    async (request) => ok(request, await countDevices(app.deps.db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/device/device_list_by_any_ids/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Devices by ids',
        querystring: deviceAnyIdsQuerySchema,
        response: answers(anyDevicesSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listByIds(
          app.deps.db,
          await callerOf(request),
          request.query.device_ids,
          request.query.enum_device_class,
        ),
      ),
  );
};
