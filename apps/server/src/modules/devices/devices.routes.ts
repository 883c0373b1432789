import {
  answers,
  anyDeviceSchema,
  deletedDevicesSchema,
  deviceCreateSchema,
  deviceDeleteQuerySchema,
  deviceInfoQuerySchema,
  deviceUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createSecretBox } from '../../core/secret-box';
import { deleteDevices } from './device-delete.service';
import { deviceListRoutes } from './device-lists.routes';
import { getDevice } from './device-read.service';
import { createDevice, updateDevice, type DeviceWriteDeps } from './device-write.service';

const read = { permission: 'company-device' };
// Each write needs its action's node here and the class's node in the service (requireClass).
const create = { permission: 'networkcompany-device-info-new' };
const edit = { permission: 'networkcompany-device-info-edit' };
const remove = { permission: 'networkcompany-device-info-del' };
const tags = ['device'];

/** Device archives of every class (spec 001 §3 "Device", §7 device/info and the device tabs' lists). */
export const deviceRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.deps;
  const writes: DeviceWriteDeps = { db, box: createSecretBox(env.DEVICE_SECRET_KEY) };

  api.get(
    '/api_proxy/device/info/',
    {
      config: read,
      schema: {
        tags,
        summary: 'One device of any class',
        querystring: deviceInfoQuerySchema,
        response: answers(anyDeviceSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await getDevice(db, await callerOf(request), request.query.device_id, request.query.enum_device_class),
      ),
  );
  api.post(
    '/api_proxy/device/info/',
    {
      config: create,
      schema: {
        tags,
        summary: 'New device of any class',
        body: deviceCreateSchema,
        response: answers(anyDeviceSchema),
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const deviceId = await createDevice(writes, caller, request.body);
      return ok(request, await getDevice(db, caller, deviceId, request.body.enum_device_class));
    },
  );
  api.put(
    '/api_proxy/device/info/',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Change the fields sent of a device',
        body: deviceUpdateSchema,
        response: answers(anyDeviceSchema),
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      await updateDevice(writes, caller, request.body);
      return ok(request, await getDevice(db, caller, request.body.device_id, request.body.enum_device_class));
    },
  );
  api.delete(
    '/api_proxy/device/info/',
    {
      config: remove,
      schema: {
        tags,
        summary: 'Delete devices of one class',
        querystring: deviceDeleteQuerySchema,
        response: answers(deletedDevicesSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await deleteDevices(db, await callerOf(request), request.query.device_ids, request.query.enum_device_class),
      ),
  );
  await deviceListRoutes(app);
};
