import {
  answers,
  codeTableSchema,
  deletedEquipmentSchema,
  equipmentAttrDefsSchema,
  equipmentAttrQuerySchema,
  equipmentCreateSchema,
  equipmentIdQuerySchema,
  equipmentItemSchema,
  equipmentListQuerySchema,
  equipmentPageSchema,
  equipmentUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { listShownEnum } from './code-tables';
import { equipmentDeviceRoutes } from './equipment-devices.routes';
import * as service from './equipment.service';

const read = 'company-equipment_list';
const tags = ['equipment'];

/** Equipment (消防设施) of a unit (spec 001 §2 /company/equipment_list, §7 equipment/*). */
export const equipmentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/equipment/list/',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: 'Equipment in scope, paged',
        querystring: equipmentListQuerySchema,
        response: answers(equipmentPageSchema),
      },
    },
    async (request) => ok(request, await service.listEquipment(db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/equipment/info/',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: 'One piece of equipment',
        querystring: equipmentIdQuerySchema,
        response: answers(equipmentItemSchema),
      },
    },
    async (request) => ok(request, await service.getEquipment(db, await callerOf(request), request.query.equipment_id)),
  );
  api.post(
    '/api_proxy/equipment/info/',
    {
      config: { permission: 'networkcompany-equipment-info-new' },
      schema: { tags, summary: 'Add equipment', body: equipmentCreateSchema, response: answers(equipmentItemSchema) },
    },
    async (request) => ok(request, await service.createEquipment(db, await callerOf(request), request.body)),
  );
  api.put(
    '/api_proxy/equipment/info/',
    {
      config: { permission: 'networkcompany-equipment-info-edit' },
      schema: {
        tags,
        summary: 'Change equipment',
        body: equipmentUpdateSchema,
        response: answers(equipmentItemSchema),
      },
    },
    async (request) => ok(request, await service.updateEquipment(db, await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/equipment/info/',
    {
      config: { permission: 'networkcompany-equipment-info-del' },
      schema: {
        tags,
        summary: 'Delete equipment and its bindings',
        querystring: equipmentIdQuerySchema,
        response: answers(deletedEquipmentSchema),
      },
    },
    async (request) =>
      ok(request, await service.deleteEquipment(db, await callerOf(request), request.query.equipment_id)),
  );
  api.get(
    '/api_proxy/equipment/equipment_attr/',
    {
      config: { permission: read },
      schema: {
        tags,
        summary: "An equipment type's attribute definitions",
        querystring: equipmentAttrQuerySchema,
        response: answers(equipmentAttrDefsSchema),
      },
    },
    async (request) => ok(request, await service.listEquipmentAttrs(db, request.query.type)),
  );
  await equipmentDeviceRoutes(app);
  api.get(
    '/api_proxy/enum/enum_equipment_bind_device_type/info/',
    {
      schema: {
        tags: ['enum'],
        summary: 'Bind types of a device bound to equipment',
        response: answers(codeTableSchema),
      },
    },
    async (request) => ok(request, await listShownEnum(db, 'enum_equipment_bind_device_type')),
  );
};
