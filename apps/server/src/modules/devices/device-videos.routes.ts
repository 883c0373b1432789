import { answers, deviceSchema, unlinkedVideoSchema, videoBrandCountSchema, zId } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createDeviceDeleteService } from './device-delete.service';
import { createDeviceReadService } from './device-read.service';

const read = { permission: 'company-device' };
const tags = ['device'];

/** Cameras (video) and the devices they watch. */
export const deviceVideoRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reader = createDeviceReadService({ db: app.deps.db });
  const remover = createDeviceDeleteService({ db: app.deps.db });

  api.get(
    '/api_proxy/device/video_list_by_device/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Cameras watching a device',
        querystring: z.object({ device_id: zId }),
        response: answers(z.array(deviceSchema)),
      },
    },
    async (request) => ok(request, await reader.videosOfDevice(await callerOf(request), request.query.device_id)),
  );
  api.get(
    '/api_proxy/device/device_video_by_monitor_list/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Devices a camera watches',
        querystring: z.object({ video_id: zId }),
        response: answers(z.array(deviceSchema)),
      },
    },
    async (request) => ok(request, await reader.devicesOfVideo(await callerOf(request), request.query.video_id)),
  );
  api.delete(
    '/api_proxy/device/device_video_by_monitor/',
    {
      config: { permission: 'networkcompany-device-info-edit' },
      schema: {
        tags,
        summary: 'Stop a camera watching a device',
        querystring: z.object({ video_id: zId, device_id: zId }),
        response: answers(unlinkedVideoSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await remover.unlinkVideo(await callerOf(request), {
          videoId: request.query.video_id,
          deviceId: request.query.device_id,
        }),
      ),
  );
  api.get(
    '/api_proxy/device/device_video_brand_statistics/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Cameras per brand',
        querystring: z.object({ company_id: zId.optional() }),
        response: answers(z.array(videoBrandCountSchema)),
      },
    },
    async (request) => ok(request, await reader.videoBrands(await callerOf(request), request.query.company_id)),
  );
};
