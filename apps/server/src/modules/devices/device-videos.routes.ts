import {
  answers,
  deviceIdOnlyQuerySchema,
  deviceListSchema,
  optionalCompanyQuerySchema,
  unlinkedVideoSchema,
  videoBrandCountsSchema,
  videoDeviceQuerySchema,
  videoQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { unlinkVideo } from './device-delete.service';
import { devicesOfVideo, videoBrands, videosOfDevice } from './device-read.service';

const read = { permission: 'company-device' };
const tags = ['device'];

/** Cameras (video) and the devices they watch. */
export const deviceVideoRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api_proxy/device/video_list_by_device/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Cameras watching a device',
        querystring: deviceIdOnlyQuerySchema,
        response: answers(deviceListSchema),
      },
    },
    async (request) => ok(request, await videosOfDevice(app.deps.db, await callerOf(request), request.query.device_id)),
  );
  api.get(
    '/api_proxy/device/device_video_by_monitor_list/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Devices a camera watches',
        querystring: videoQuerySchema,
        response: answers(deviceListSchema),
      },
    },
    async (request) => ok(request, await devicesOfVideo(app.deps.db, await callerOf(request), request.query.video_id)),
  );
  api.delete(
    '/api_proxy/device/device_video_by_monitor/',
    {
      config: { permission: 'networkcompany-device-info-edit' },
      schema: {
        tags,
        summary: 'Stop a camera watching a device',
        querystring: videoDeviceQuerySchema,
        response: answers(unlinkedVideoSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await unlinkVideo(app.deps.db, await callerOf(request), {
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
        querystring: optionalCompanyQuerySchema,
        response: answers(videoBrandCountsSchema),
      },
    },
    async (request) => ok(request, await videoBrands(app.deps.db, await callerOf(request), request.query.company_id)),
  );
};
