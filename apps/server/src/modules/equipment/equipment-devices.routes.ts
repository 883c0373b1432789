import {
  answers,
  equipmentBindDeviceSchema,
  equipmentBindSetSchema,
  equipmentBoundDevicesSchema,
  equipmentIdQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import * as service from './equipment-devices.service';

const tags = ['equipment'];
const edit = 'networkcompany-equipment-info-edit';
const boundDevices = answers(equipmentBoundDevicesSchema);

/** The devices bound to equipment (equipment/bindDevice): listed, one bound, or the whole set replaced. */
export const equipmentDeviceRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/equipment/bindDevice/',
    {
      config: { permission: 'company-equipment_list' },
      schema: {
        tags,
        summary: 'The devices bound to equipment',
        querystring: equipmentIdQuerySchema,
        response: boundDevices,
      },
    },
    async (request) =>
      ok(request, await service.listEquipmentDevices(db, await callerOf(request), request.query.equipment_id)),
  );
  api.post(
    '/api_proxy/equipment/bindDevice/',
    {
      config: { permission: edit },
      schema: {
        tags,
        summary: 'Bind one device to equipment',
        body: equipmentBindDeviceSchema,
        response: boundDevices,
      },
    },
    async (request) => ok(request, await service.bindEquipmentDevice(db, await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/equipment/bindDevice/',
    {
      config: { permission: edit },
      schema: {
        tags,
        summary: 'Replace the devices bound to equipment',
        body: equipmentBindSetSchema,
        response: boundDevices,
      },
    },
    async (request) => ok(request, await service.replaceEquipmentDevices(db, await callerOf(request), request.body)),
  );
};
