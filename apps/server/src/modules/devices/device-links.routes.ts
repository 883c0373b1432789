import {
  alarmerQuerySchema,
  answers,
  deletedDevicesSchema,
  deviceCompanyQuerySchema,
  deviceIdOnlyQuerySchema,
  deviceListSchema,
  dtuQuerySchema,
  systemDevicesQuerySchema,
  unlinkedAlarmerSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import {
  deleteAlarmer,
  deleteTransmissionDevice,
  unlinkAlarmerFromDtu,
  unlinkAlarmerFromSystem,
} from './device-delete.service';
import { deviceFactRoutes } from './device-facts.routes';
import { alarmersOfDtu, alarmersOfSystem, listOfUnit } from './device-read.service';
import { deviceVideoRoutes } from './device-videos.routes';

const read = { permission: 'company-device' };
const tags = ['device'];
const companyQuery = deviceCompanyQuerySchema;
const alarmerQuery = alarmerQuerySchema;
const deviceList = answers(deviceListSchema);

/** Links between devices: controllers on DTUs and systems, cameras on devices; status and model pickers. */
export const deviceLinkRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Unlinking changes a device, deleting removes it; the class's node is checked in the service (requireClass).
  const edit = { permission: 'networkcompany-device-info-edit' };
  const remove = { permission: 'networkcompany-device-info-del' };

  api.get(
    '/api_proxy/device/dtu_list_by_company/',
    {
      config: read,
      schema: { tags, summary: "A unit's transmission devices", querystring: companyQuery, response: deviceList },
    },
    async (request) =>
      ok(request, await listOfUnit(app.deps.db, await callerOf(request), request.query.company_id, 'dtu')),
  );
  api.get(
    '/api_proxy/device/alarmer_by_company_id/',
    {
      config: read,
      schema: { tags, summary: "A unit's controllers", querystring: companyQuery, response: deviceList },
    },
    async (request) =>
      ok(request, await listOfUnit(app.deps.db, await callerOf(request), request.query.company_id, 'alarmer')),
  );
  api.get(
    '/api_proxy/device/alarmer_by_system_id/',
    {
      config: read,
      schema: {
        tags,
        summary: "A system's controllers",
        querystring: systemDevicesQuerySchema,
        response: deviceList,
      },
    },
    async (request) =>
      ok(request, await alarmersOfSystem(app.deps.db, await callerOf(request), request.query.system_id)),
  );
  api.get(
    '/api_proxy/device/alarmer_by_dtu_id/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Controllers on a transmission device',
        querystring: dtuQuerySchema,
        response: deviceList,
      },
    },
    async (request) => ok(request, await alarmersOfDtu(app.deps.db, await callerOf(request), request.query.dtu_id)),
  );
  api.delete(
    '/api_proxy/device/del_alarmer_and_system/',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Take a controller out of its system',
        querystring: alarmerQuery,
        response: answers(unlinkedAlarmerSchema),
      },
    },
    async (request) =>
      ok(request, await unlinkAlarmerFromSystem(app.deps.db, await callerOf(request), request.query.alarmer_id)),
  );
  api.delete(
    '/api_proxy/device/del_dtu_and_alarmer/',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Detach a controller from its DTU',
        querystring: alarmerQuery,
        response: answers(unlinkedAlarmerSchema),
      },
    },
    async (request) =>
      ok(request, await unlinkAlarmerFromDtu(app.deps.db, await callerOf(request), request.query.alarmer_id)),
  );
  api.delete(
    '/api_proxy/device/delete_transmission_device/',
    {
      config: remove,
      schema: {
        tags,
        summary: 'Delete a transmission device and its components',
        querystring: deviceIdOnlyQuerySchema,
        response: answers(deletedDevicesSchema),
      },
    },
    async (request) =>
      ok(request, await deleteTransmissionDevice(app.deps.db, await callerOf(request), request.query.device_id)),
  );
  api.delete(
    '/api_proxy/device/alarmer_info/',
    {
      config: remove,
      schema: {
        tags,
        summary: 'Delete a controller',
        querystring: alarmerQuery,
        response: answers(deletedDevicesSchema),
      },
    },
    async (request) => ok(request, await deleteAlarmer(app.deps.db, await callerOf(request), request.query.alarmer_id)),
  );
  await deviceFactRoutes(app);
  await deviceVideoRoutes(app);
};
