import { answers, deviceModelCommandsSchema, deviceStatusSummarySchema, zId } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createDeviceReadService } from './device-read.service';

const read = { permission: 'company-device' };
const tags = ['device'];

/** What the device screens show about a unit's devices: counts by state, models in use, what a device accepts. */
export const deviceFactRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reader = createDeviceReadService({ db: app.deps.db });

  api.get(
    '/api_proxy/device/get_enum_device_status_by_company/',
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's devices by status and online state",
        querystring: z.object({ company_id: zId }),
        response: answers(deviceStatusSummarySchema),
      },
    },
    async (request) => ok(request, await reader.statusSummary(await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/device/get_distinct_model_list/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Device models in use',
        querystring: z.object({ company_id: zId.optional() }),
        response: answers(z.array(z.string())),
      },
    },
    async (request) => ok(request, await reader.distinctModels(await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/device/device_model_cmd/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Commands a device accepts',
        querystring: z.object({ device_id: zId }),
        response: answers(deviceModelCommandsSchema),
      },
    },
    async (request) => ok(request, await reader.modelCommands(await callerOf(request), request.query.device_id)),
  );
};
