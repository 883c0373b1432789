import {
  analogHistoryQuerySchema,
  analogLineQuerySchema,
  analogLineSchema,
  analogReadingPageSchema,
  answers,
  attributeTypesSchema,
  recordedCommandSchema,
  sendCmdSchema,
  senseByDeviceQuerySchema,
  senseLinePageSchema,
  senseLinesSchema,
  senseListQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { analogHistory, analogLine, attributeTypes, linesOfDevice, linesOfUnit, sendCommand } from './sense.service';

const read = { permission: 'company-device' };

/** Sense (analog) lines and history from ingest's readings; commands recorded for the gateway. */
export const senseRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api_proxy/sense/list/',
    {
      config: read,
      schema: {
        tags: ['sense'],
        summary: "A unit's sense lines, paged",
        querystring: senseListQuerySchema,
        response: answers(senseLinePageSchema),
      },
    },
    async (request) => ok(request, await linesOfUnit(app.deps.db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/sense/list_by_device_id/',
    {
      config: read,
      schema: {
        tags: ['sense'],
        summary: "A device's sense lines with latest values",
        querystring: senseByDeviceQuerySchema,
        response: answers(senseLinesSchema),
      },
    },
    async (request) => ok(request, await linesOfDevice(app.deps.db, await callerOf(request), request.query.device_id)),
  );
  api.get(
    '/api_proxy/analog/line_list_device_sense_type/',
    {
      config: read,
      schema: {
        tags: ['analog'],
        summary: 'Chart points of one sense line',
        querystring: analogLineQuerySchema,
        response: answers(analogLineSchema),
      },
    },
    async (request) => ok(request, await analogLine(app.deps.db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/analog/list_by_device_id_and_analog_type/',
    {
      config: read,
      schema: {
        tags: ['analog'],
        summary: 'History of one sense line, paged',
        querystring: analogHistoryQuerySchema,
        response: answers(analogReadingPageSchema),
      },
    },
    async (request) => ok(request, await analogHistory(app.deps.db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/attribute/attr_type_list/',
    {
      config: read,
      schema: {
        tags: ['attribute'],
        summary: 'Sense types with unit and range',
        response: answers(attributeTypesSchema),
      },
    },
    async (request) => ok(request, attributeTypes()),
  );
  api.post(
    '/api_proxy/send_cmd/',
    {
      config: { permission: 'networkcompany-device-command', audit: { action: 'other' } },
      schema: {
        tags: ['device'],
        summary: 'Record a command for a device',
        body: sendCmdSchema,
        response: answers(recordedCommandSchema),
      },
    },
    async (request) => ok(request, await sendCommand(app.deps.db, await callerOf(request), request.body)),
  );
};
