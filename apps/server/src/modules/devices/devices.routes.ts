import {
  deviceAnyIdsQuerySchema,
  deviceCreateSchema,
  deviceDeleteQuerySchema,
  deviceFilterSchema,
  deviceInfoQuerySchema,
  deviceListQuerySchema,
  deviceTabs,
  deviceUpdateSchema,
  ErrorCodes,
  type DeviceClass,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { createSecretBox } from '../../core/secret-box';
import { hasPermission } from '../../core/session';
import { createDeviceDeleteService } from './device-delete.service';
import { createDeviceReadService } from './device-read.service';
import { createDeviceWriteService } from './device-write.service';

const read = { permission: 'company-device' };
const tags = ['device'];

/** The tab permission of a class: writing a device of a class needs the tab that lists it. */
const classPermission: Record<DeviceClass, string> = {
  dtu: deviceTabs.dtu.permission,
  alonedevice: deviceTabs.alonedevice.permission,
  alarmer: deviceTabs.alarmer.permission,
  component: deviceTabs.component.permission,
  video: deviceTabs.video.permission,
};

export const canSee = (request: FastifyRequest) => {
  const session = requireSession(request);
  return (permission: string) => hasPermission(session, permission);
};

const requireClass = (request: FastifyRequest, deviceClass: DeviceClass) => {
  if (!canSee(request)(classPermission[deviceClass])) throw new AppError(ErrorCodes.noPermission);
};

/** Device archives of every class (spec 001 §3 "Device", §7 device/info and the device tabs' lists). */
export const deviceRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.deps;
  const box = createSecretBox(env.DEVICE_SECRET_KEY);
  const reader = createDeviceReadService({ db });
  const writer = createDeviceWriteService({ db, box });
  const remover = createDeviceDeleteService({ db });

  api.get(
    '/api_proxy/device/info/',
    { config: read, schema: { tags, summary: 'One device of any class', querystring: deviceInfoQuerySchema } },
    async (request) =>
      ok(
        request,
        await reader.getDevice(await request.scope(), request.query.device_id, request.query.enum_device_class),
      ),
  );
  api.post(
    '/api_proxy/device/info/',
    { config: read, schema: { tags, summary: 'New device of any class', body: deviceCreateSchema } },
    async (request) => {
      requireClass(request, request.body.enum_device_class);
      const scope = await request.scope();
      const deviceId = await writer.createDevice(scope, request.body);
      return ok(request, await reader.getDevice(scope, deviceId, request.body.enum_device_class));
    },
  );
  api.put(
    '/api_proxy/device/info/',
    { config: read, schema: { tags, summary: 'Change the fields sent of a device', body: deviceUpdateSchema } },
    async (request) => {
      requireClass(request, request.body.enum_device_class);
      const scope = await request.scope();
      await writer.updateDevice(scope, request.body);
      return ok(request, await reader.getDevice(scope, request.body.device_id, request.body.enum_device_class));
    },
  );
  api.delete(
    '/api_proxy/device/info/',
    { config: read, schema: { tags, summary: 'Delete devices of one class', querystring: deviceDeleteQuerySchema } },
    async (request) => {
      requireClass(request, request.query.enum_device_class);
      return ok(
        request,
        await remover.deleteDevices(await request.scope(), request.query.device_ids, request.query.enum_device_class),
      );
    },
  );
  api.get(
    '/api_proxy/device/device_list_by_mulit_params/',
    {
      config: read,
      schema: { tags, summary: 'One device tab, filtered and paged', querystring: deviceListQuerySchema },
    },
    async (request) => ok(request, await reader.listDevices(await request.scope(), canSee(request), request.query)),
  );
  api.get(
    '/api_proxy/device/device_count_by_mulit_params/',
    {
      config: read,
      schema: { tags, summary: 'Counts per device tab under the filters', querystring: deviceFilterSchema },
    },
    async (request) => ok(request, await reader.countDevices(await request.scope(), canSee(request), request.query)),
  );
  api.get(
    '/api_proxy/device/device_list_by_any_ids/',
    { config: read, schema: { tags, summary: 'Devices by ids', querystring: deviceAnyIdsQuerySchema } },
    async (request) =>
      ok(
        request,
        await reader.listByIds(await request.scope(), request.query.device_ids, request.query.enum_device_class),
      ),
  );
};
