import { zId } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { createDeviceDeleteService } from './device-delete.service';
import { createDeviceReadService } from './device-read.service';
import { canSee } from './devices.routes';

const read = { permission: 'company-device' };
const tags = ['device'];
const id = zId;
const companyQuery = z.object({ company_id: id });
const optionalCompanyQuery = z.object({ company_id: id.optional() });

/** Links between devices: controllers on DTUs and systems, cameras on devices; status and model pickers. */
export const deviceLinkRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reader = createDeviceReadService({ db: app.deps.db });
  const remover = createDeviceDeleteService({ db: app.deps.db });
  const dtuWrite = { permission: 'networkcompany-device-info-dtu' };
  const alarmerWrite = { permission: 'networkcompany-device-info-alarm' };

  api.get(
    '/api_proxy/device/dtu_list_by_company/',
    { config: read, schema: { tags, summary: "A unit's transmission devices", querystring: companyQuery } },
    async (request) => ok(request, await reader.listOfUnit(await request.scope(), request.query.company_id, 'dtu')),
  );
  api.get(
    '/api_proxy/device/alarmer_by_company_id/',
    { config: read, schema: { tags, summary: "A unit's controllers", querystring: companyQuery } },
    async (request) => ok(request, await reader.listOfUnit(await request.scope(), request.query.company_id, 'alarmer')),
  );
  api.get(
    '/api_proxy/device/alarmer_by_system_id/',
    { config: read, schema: { tags, summary: "A system's controllers", querystring: z.object({ system_id: id }) } },
    async (request) => ok(request, await reader.alarmersOfSystem(await request.scope(), request.query.system_id)),
  );
  api.get(
    '/api_proxy/device/alarmer_by_dtu_id/',
    {
      config: read,
      schema: { tags, summary: 'Controllers on a transmission device', querystring: z.object({ dtu_id: id }) },
    },
    async (request) => ok(request, await reader.alarmersOfDtu(await request.scope(), request.query.dtu_id)),
  );
  api.get(
    '/api_proxy/device/get_enum_device_status_by_company/',
    {
      config: read,
      schema: { tags, summary: "A unit's devices by status and online state", querystring: companyQuery },
    },
    async (request) => ok(request, await reader.statusSummary(await request.scope(), request.query.company_id)),
  );
  api.get(
    '/api_proxy/device/get_distinct_model_list/',
    { config: read, schema: { tags, summary: 'Device models in use', querystring: optionalCompanyQuery } },
    async (request) => ok(request, await reader.distinctModels(await request.scope(), request.query.company_id)),
  );
  api.get(
    '/api_proxy/device/device_model_cmd/',
    { config: read, schema: { tags, summary: 'Commands a device accepts', querystring: z.object({ device_id: id }) } },
    async (request) => ok(request, await reader.modelCommands(await request.scope(), request.query.device_id)),
  );
  api.get(
    '/api_proxy/device/video_list_by_device/',
    { config: read, schema: { tags, summary: 'Cameras watching a device', querystring: z.object({ device_id: id }) } },
    async (request) => ok(request, await reader.videosOfDevice(await request.scope(), request.query.device_id)),
  );
  api.get(
    '/api_proxy/device/device_video_by_monitor_list/',
    { config: read, schema: { tags, summary: 'Devices a camera watches', querystring: z.object({ video_id: id }) } },
    async (request) => ok(request, await reader.devicesOfVideo(await request.scope(), request.query.video_id)),
  );
  api.delete(
    '/api_proxy/device/device_video_by_monitor/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Stop a camera watching a device',
        querystring: z.object({ video_id: id, device_id: id }),
      },
    },
    async (request) =>
      ok(
        request,
        await remover.unlinkVideo(await request.scope(), {
          videoId: request.query.video_id,
          deviceId: request.query.device_id,
          canSee: canSee(request),
        }),
      ),
  );
  api.get(
    '/api_proxy/device/device_video_brand_statistics/',
    { config: read, schema: { tags, summary: 'Cameras per brand', querystring: optionalCompanyQuery } },
    async (request) => ok(request, await reader.videoBrands(await request.scope(), request.query.company_id)),
  );
  api.delete(
    '/api_proxy/device/del_alarmer_and_system/',
    {
      config: alarmerWrite,
      schema: { tags, summary: 'Take a controller out of its system', querystring: z.object({ alarmer_id: id }) },
    },
    async (request) =>
      ok(request, await remover.unlinkAlarmerFromSystem(await request.scope(), request.query.alarmer_id)),
  );
  api.delete(
    '/api_proxy/device/del_dtu_and_alarmer/',
    {
      config: alarmerWrite,
      schema: { tags, summary: 'Detach a controller from its DTU', querystring: z.object({ alarmer_id: id }) },
    },
    async (request) => ok(request, await remover.unlinkAlarmerFromDtu(await request.scope(), request.query.alarmer_id)),
  );
  api.delete(
    '/api_proxy/device/delete_transmission_device/',
    {
      config: dtuWrite,
      schema: {
        tags,
        summary: 'Delete a transmission device and its components',
        querystring: z.object({ device_id: id }),
      },
    },
    async (request) =>
      ok(request, await remover.deleteTransmissionDevice(await request.scope(), request.query.device_id)),
  );
  api.delete(
    '/api_proxy/device/alarmer_info/',
    {
      config: alarmerWrite,
      schema: { tags, summary: 'Delete a controller', querystring: z.object({ alarmer_id: id }) },
    },
    async (request) => ok(request, await remover.deleteAlarmer(await request.scope(), request.query.alarmer_id)),
  );
};
