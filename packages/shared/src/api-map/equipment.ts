import { codeTableSchema } from '../code-tables';
import {
  deletedEquipmentSchema,
  equipmentAttrDefsSchema,
  equipmentAttrQuerySchema,
  equipmentBindDeviceSchema,
  equipmentBindSetSchema,
  equipmentBoundDevicesSchema,
  equipmentCreateSchema,
  equipmentIdQuerySchema,
  equipmentItemSchema,
  equipmentListQuerySchema,
  equipmentPageSchema,
  equipmentUpdateSchema,
} from '../equipment';
import type { ApiEntries } from './entry';

/** The calls of the server's `equipment` module: the schema objects its routes register. */
export const equipmentApi = {
  'GET /api_proxy/equipment/list/': { query: equipmentListQuerySchema, answer: equipmentPageSchema },
  'GET /api_proxy/equipment/info/': { query: equipmentIdQuerySchema, answer: equipmentItemSchema },
  'POST /api_proxy/equipment/info/': { body: equipmentCreateSchema, answer: equipmentItemSchema },
  'PUT /api_proxy/equipment/info/': { body: equipmentUpdateSchema, answer: equipmentItemSchema },
  'DELETE /api_proxy/equipment/info/': { query: equipmentIdQuerySchema, answer: deletedEquipmentSchema },
  'GET /api_proxy/equipment/equipment_attr/': { query: equipmentAttrQuerySchema, answer: equipmentAttrDefsSchema },
  'GET /api_proxy/equipment/bindDevice/': { query: equipmentIdQuerySchema, answer: equipmentBoundDevicesSchema },
  'POST /api_proxy/equipment/bindDevice/': { body: equipmentBindDeviceSchema, answer: equipmentBoundDevicesSchema },
  'PUT /api_proxy/equipment/bindDevice/': { body: equipmentBindSetSchema, answer: equipmentBoundDevicesSchema },
  'GET /api_proxy/enum/enum_equipment_bind_device_type/info/': { answer: codeTableSchema },
} satisfies ApiEntries;
