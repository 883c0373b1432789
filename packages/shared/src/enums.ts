import { z } from 'zod';

/** Local enumerations of spec 000 §3. Remote enums are served by /api_proxy/enum/list/{enum}/. */
export const deviceThingTypes = [
  { id: 10001, zh: '用户信息传输装置', en: 'User information transmission device' },
  { id: 10009, zh: '网关', en: 'Gateway' },
  { id: 10010, zh: '基站', en: 'Base station' },
] as const;

export const transmissionModes = ['GPRS', 'NB-Iot', '4G', 'WIFI', 'LAN'] as const;
export const groupTransmissions = ['RF433', 'LORA', 'ZIGBEE'] as const;
export const pipeDiameters = ['65mm', '100mm', '150mm'] as const;

/** A remote enum table's name as the enum calls take it. */
export const enumNameSchema = z.string().regex(/^[a-z][a-z0-9_]{1,60}$/);

/** GET enum/list/{enum}: the shown entries of one table, optionally of one company class. */
export const enumListParamsSchema = z.object({ enum: enumNameSchema });
export const enumListQuerySchema = z.object({ company_class: z.string().max(50).optional() });

/** GET enum/search/{enum}/{key}/{value}: the shown entries whose `key` equals `value`. */
export const enumSearchParamsSchema = z.object({
  enum: enumNameSchema,
  key: z.enum(['id', 'name', 'eng_name', 'company_class']),
  value: z.string().min(1).max(100),
});

/** A row of a remote enum table. */
export const remoteEnumItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  eng_name: z.string(),
  company_class: z.string().nullable(),
  is_show: z.union([z.literal(0), z.literal(1)]),
});
export type RemoteEnumItem = z.infer<typeof remoteEnumItemSchema>;
export const remoteEnumListSchema = z.array(remoteEnumItemSchema);
