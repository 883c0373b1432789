import { z } from 'zod';
import { zId, zIdNumber, zName } from './field-schemas';
import { gbSystemTypes } from './gb26875-codes';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/** GB/T 26875.3 system type codes a fire system may have (spec 001 §3 "System"). */
export const systemTypeCodes = gbSystemTypes.map(([code]) => code);

/** enum_system_status: 1 in use, 2 under maintenance, 3 out of service. */
export const systemStatuses = [
  { id: 1, zh: '使用中', en: 'In use' },
  { id: 2, zh: '维修中', en: 'Under maintenance' },
  { id: 3, zh: '停用', en: 'Out of service' },
] as const;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');
const id = zId;

const systemFields = {
  alias_system_name: zName(50).min(1),
  enum_system_type: z
    .number()
    .int()
    .refine((value) => systemTypeCodes.includes(value), 'choose a valid value'),
  enum_system_status: z.number().int().min(1).max(3).default(1),
  transmission_equipment: z.string().trim().max(100).nullish(),
  /** The location of the system (the spec calls it remark). */
  remark: z.string().trim().max(200).nullish(),
  install_time: dateText.nullish(),
  maint_time: dateText.nullish(),
  /** Maintenance cycle in months. */
  expiration_month: z.number().int().min(1).max(240).nullish(),
  system_img: z.string().trim().max(500).nullish(),
};

export const systemCreateSchema = z.object({ company_id: zIdNumber, ...systemFields });
export type SystemCreate = z.infer<typeof systemCreateSchema>;

export const systemUpdateSchema = z.object({
  system_id: zIdNumber,
  ...systemFields,
  alias_system_name: systemFields.alias_system_name.optional(),
  enum_system_type: systemFields.enum_system_type.optional(),
  enum_system_status: z.number().int().min(1).max(3).optional(),
});
export type SystemUpdate = z.infer<typeof systemUpdateSchema>;

export const systemIdQuerySchema = z.object({ system_id: id });
/** DELETE takes one id or several, comma separated (spec: deleting requires selecting items first). */
export const systemDeleteQuerySchema = z.object({
  system_ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'comma separated ids')
    .transform((value) => [...new Set(value.split(',').map(Number))]),
});

export const systemListQuerySchema = pageQuerySchema.extend({
  company_id: id,
  enum_system_type: z.coerce.number().int().optional(),
  name: z.string().trim().max(50).optional(),
});

export const systemComposQuerySchema = pageQuerySchema.extend({ system_id: id });

/** Remaining validity (spec 001 §4): months, days, or expired; null when no maintenance date or cycle is known. */
export const systemValiditySchema = z
  .union([
    z.object({ kind: z.enum(['months', 'days']), value: z.number() }),
    z.object({ kind: z.literal('expired'), value: z.literal(0) }),
  ])
  .nullable();
export type SystemValidity = z.infer<typeof systemValiditySchema>;

/** A fire system with its device counts and remaining validity. */
export const systemItemSchema = z.object({
  system_id: z.number(),
  company_id: z.number(),
  alias_system_name: z.string(),
  enum_system_type: z.number(),
  enum_system_status: z.number(),
  transmission_equipment: z.string().nullable(),
  /** The location of the system. */
  remark: z.string().nullable(),
  install_time: z.string().nullable(),
  maint_time: z.string().nullable(),
  expiration_month: z.number().nullable(),
  system_img: z.string().nullable(),
  create_time: z.number(),
  update_time: z.number(),
  alarmer_count: z.number(),
  dtu_count: z.number(),
  component_count: z.number(),
  validity: systemValiditySchema,
});
export type SystemItem = z.infer<typeof systemItemSchema>;
export const systemPageSchema = pageSchema(systemItemSchema);

/** system/system_list: a unit's systems for pickers. */
export const systemOptionSchema = z.object({
  system_id: z.number(),
  alias_system_name: z.string(),
  enum_system_type: z.number(),
});
export type SystemOption = z.infer<typeof systemOptionSchema>;

/** DELETE system/info: the systems deleted. */
export const deletedSystemsSchema = z.object({ system_ids: z.array(z.number()) });
export type DeletedSystems = z.infer<typeof deletedSystemsSchema>;

/** The message of a duplicate system name (7995), kept as the spec writes it. */
export const systemNameExists = {
  zh: '系统名称已存在，请修改',
  en: 'system name already exists, please modify it',
} as const;
export const systemHasDevices = {
  zh: '该系统下存在关联设备，不能直接删除',
  en: 'the system has associated devices and cannot be deleted directly',
} as const;

/** Remaining validity from the last maintenance date and the cycle, on `today` (yyyy-MM-dd, the site's date). */
export const computeValidity = (
  maintTime: string | null,
  cycleMonths: number | null,
  today: string,
): SystemValidity => {
  if (!maintTime || !cycleMonths) return null;
  const [y, m, d] = maintTime.split('-').map(Number) as [number, number, number];
  const due = new Date(Date.UTC(y, m - 1 + cycleMonths, 1));
  // Clamp the day so 31 Jan + 1 month is the end of February, not early March.
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(d, lastDay));
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const now = Date.UTC(ty, tm - 1, td);
  const days = Math.round((due.getTime() - now) / 86_400_000);
  if (days <= 0) return { kind: 'expired', value: 0 };
  let months = (due.getUTCFullYear() - ty) * 12 + (due.getUTCMonth() - (tm - 1));
  if (due.getUTCDate() < td) months -= 1;
  return months >= 1 ? { kind: 'months', value: months } : { kind: 'days', value: days };
};

export const systemOptionsQuerySchema = z.object({ company_id: zId });
export const systemOptionsSchema = z.array(systemOptionSchema);
