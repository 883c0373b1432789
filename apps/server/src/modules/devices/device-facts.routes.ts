import {
  answers,
  deviceCompanyQuerySchema,
  deviceIdOnlyQuerySchema,
  deviceModelCommandsSchema,
  deviceModelNamesSchema,
  deviceStatusSummarySchema,
  optionalCompanyQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { distinctModels, modelCommands, statusSummary } from './device-read.service';

const read = { permission: 'company-device' };
const tags = ['device'];

/** What the device screens show about a unit's devices: counts by state, models in use, what a device accepts. */
export const deviceFactRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api_proxy/device/get_enum_device_status_by_company/',
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's devices by status and online state",
        querystring: deviceCompanyQuerySchema,
        response: answers(deviceStatusSummarySchema),
      },
    },
    async (request) => ok(request, await statusSummary(app.deps.db, await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/device/get_distinct_model_list/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Device models in use',
        querystring: optionalCompanyQuerySchema,
        response: answers(deviceModelNamesSchema),
      },
    },
    async (request) =>
      ok(request, await distinctModels(app.deps.db, await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/device/device_model_cmd/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Commands a device accepts',
        querystring: deviceIdOnlyQuerySchema,
        response: answers(deviceModelCommandsSchema),
      },
    },
    async (request) => ok(request, await modelCommands(app.deps.db, await callerOf(request), request.query.device_id)),
  );
};
