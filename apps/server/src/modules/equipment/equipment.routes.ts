import {
  equipmentAttrQuerySchema,
  equipmentBindDeviceSchema,
  equipmentBindSetSchema,
  equipmentCreateSchema,
  equipmentIdQuerySchema,
  equipmentListQuerySchema,
  equipmentUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { listShownEnum } from './enum-info';
import * as service from './equipment.service';

const read = 'company-equipment_list';

/** Fire facilities of a unit (spec 001 §2 /company/equipment_list, §7 equipment/*). */
export const equipmentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['equipment'];

  api.get(
    '/api_proxy/equipment/list/',
    {
      config: { permission: read },
      schema: { tags, summary: 'Facilities in scope, paged', querystring: equipmentListQuerySchema },
    },
    async (request) => ok(request, await service.listEquipment(db, await request.scope(), request.query)),
  );
  api.get(
    '/api_proxy/equipment/info/',
    { config: { permission: read }, schema: { tags, summary: 'One facility', querystring: equipmentIdQuerySchema } },
    async (request) => ok(request, await service.getEquipment(db, await request.scope(), request.query.equipment_id)),
  );
  api.post(
    '/api_proxy/equipment/info/',
    {
      config: { permission: 'networkcompany-equipment-info-new' },
      schema: { tags, summary: 'Add a facility', body: equipmentCreateSchema },
    },
    async (request) => ok(request, await service.createEquipment(db, await request.scope(), request.body)),
  );
  api.put(
    '/api_proxy/equipment/info/',
    {
      config: { permission: 'networkcompany-equipment-info-edit' },
      schema: { tags, summary: 'Change a facility', body: equipmentUpdateSchema },
    },
    async (request) => ok(request, await service.updateEquipment(db, await request.scope(), request.body)),
  );
  api.delete(
    '/api_proxy/equipment/info/',
    {
      config: { permission: 'networkcompany-equipment-info-del' },
      schema: { tags, summary: 'Delete a facility and its bindings', querystring: equipmentIdQuerySchema },
    },
    async (request) =>
      ok(request, await service.deleteEquipment(db, await request.scope(), request.query.equipment_id)),
  );
  api.get(
    '/api_proxy/equipment/equipment_attr/',
    {
      config: { permission: read },
      schema: { tags, summary: "A facility type's attribute definitions", querystring: equipmentAttrQuerySchema },
    },
    async (request) => ok(request, await service.listEquipmentAttrs(db, request.query.type)),
  );
  api.get(
    '/api_proxy/equipment/bindDevice/',
    {
      config: { permission: read },
      schema: { tags, summary: "A facility's bound devices", querystring: equipmentIdQuerySchema },
    },
    async (request) =>
      ok(request, await service.listEquipmentDevices(db, await request.scope(), request.query.equipment_id)),
  );
  api.post(
    '/api_proxy/equipment/bindDevice/',
    {
      config: { permission: 'networkcompany-equipment-info-edit' },
      schema: { tags, summary: 'Bind one device to a facility', body: equipmentBindDeviceSchema },
    },
    async (request) => ok(request, await service.bindEquipmentDevice(db, await request.scope(), request.body)),
  );
  api.put(
    '/api_proxy/equipment/bindDevice/',
    {
      config: { permission: 'networkcompany-equipment-info-edit' },
      schema: { tags, summary: "Replace a facility's bound devices", body: equipmentBindSetSchema },
    },
    async (request) => ok(request, await service.replaceEquipmentDevices(db, await request.scope(), request.body)),
  );
  api.get(
    '/api_proxy/enum/enum_equipment_bind_device_type/info/',
    { schema: { tags: ['enum'], summary: 'Bind types of a facility device' } },
    async (request) => ok(request, await listShownEnum(db, 'enum_equipment_bind_device_type')),
  );
};
