import { z } from 'zod';
import { zId, zIdNumber } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
import { graphSchema } from './equipment';

/**
 * Municipal fire hydrants (市政消火栓, spec 001 §3 Hydrant; routes /firecock/*). A hydrant belongs to an organisation:
 * the centre or authority that manages the district's hydrants, or a unit (docs/archives.md "Hydrants").
 */

const optionalId = zId.optional();
const regionCode = z
  .string()
  .trim()
  .regex(/^\d{2,12}$/);

/** 1 pressure detection terminal, 2 smart cover, 3 smart cover with pressure (enum_firecock_type). */
export const hydrantTypes = [1, 2, 3] as const;
/** Outlet pipe diameter in mm (enum_pipe_diameter). */
export const hydrantPipeDiameters = [65, 100, 150] as const;
/** 0 normal, 1 alarm: water pressure (below lower_limit), impact, water theft. */
export const hydrantStatusKeys = ['water_pressure_status', 'impact_status', 'water_theft_status'] as const;
export type HydrantStatusKey = (typeof hydrantStatusKeys)[number];

/**
 * The alarm types of `firecock` events (docs/ingest.md "Hydrant readings"): each sets its status column to 1 and its
 * recovery back to 0. `water_pressure_low` is also opened and restored by the writer when a pressure reading crosses
 * the hydrant's lower_limit.
 */
export const hydrantAlarmTypes = [
  { alarmType: 'water_pressure_low', status: 'water_pressure_status', zh: '水压过低', en: 'Water pressure low' },
  { alarmType: 'impact', status: 'impact_status', zh: '撞击告警', en: 'Impact' },
  { alarmType: 'water_theft', status: 'water_theft_status', zh: '盗水告警', en: 'Water theft' },
] as const satisfies readonly { alarmType: string; status: HydrantStatusKey; zh: string; en: string }[];
export const HYDRANT_LOW_PRESSURE_ALARM = 'water_pressure_low';
/** Signal quality is the modem's CSQ: 0 (none) to 31 (best). */
export const HYDRANT_SIGNAL_MAX = 31;

const typeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const diameterSchema = z.union([z.literal(65), z.literal(100), z.literal(150)]);

export const hydrantListQuerySchema = pageQuerySchema.extend({
  company_id: optionalId,
  equipment_number: z.string().trim().max(30).optional(),
  region_code: regionCode.optional(),
  address_id: optionalId,
  type: z.coerce.number().pipe(typeSchema).optional(),
  /** 1 online, 0 offline. */
  online: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  /** Only hydrants with an active water pressure, impact or water theft alarm. */
  is_alarm: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});

const hydrantFields = {
  equipment_number: z.string().trim().min(1).max(30),
  /** Either an entry of the address list, or region code + text (found or added to the list). */
  address_id: zIdNumber.nullable().default(null),
  region_code: regionCode.nullable().default(null),
  address: z.string().trim().max(100).nullable().default(null),
  longitude: z.number().min(0).max(180),
  latitude: z.number().min(0).max(90),
  position_desc: z.string().trim().max(200).default(''),
  equipment_graph: graphSchema,
  remarks: z.string().trim().max(200).default(''),
  out_hydrant_pipe_diameter: diameterSchema,
  waterhead_apply: zIdNumber.nullable().default(null),
  waterline_form: zIdNumber.nullable().default(null),
  placing_form: zIdNumber.nullable().default(null),
  alarm_host: z.string().trim().max(50).default(''),
  type: typeSchema,
  /** Alarm threshold of the pressure reading, MPa. */
  lower_limit: z.number().min(0).max(2).default(0.1),
  /** The monitoring device (smart cover / pressure terminal) whose events are this hydrant's alarms. */
  device_id: zIdNumber.nullable().default(null),
};

export const hydrantCreateSchema = z.object({ company_id: zIdNumber.optional(), ...hydrantFields });
export const hydrantUpdateSchema = z.object({ equipment_id: zIdNumber, ...hydrantFields });
export const hydrantIdQuerySchema = z.object({ equipment_id: zId });
export const hydrantScopeQuerySchema = z.object({ company_id: optionalId });

/**
 * A hydrant's state on the map, worst first: an active alarm (or a pressure under its threshold), a fault of its
 * monitoring device, no report (offline), normal.
 */
export const hydrantMapStates = ['alarm', 'fault', 'offline', 'normal'] as const;
export type HydrantMapState = (typeof hydrantMapStates)[number];
export const hydrantMapQuerySchema = hydrantScopeQuerySchema.extend({ state: z.enum(hydrantMapStates).optional() });
export type HydrantMapQuery = z.infer<typeof hydrantMapQuerySchema>;

export const hydrantAlarmListQuerySchema = pageQuerySchema.extend({
  equipment_id: optionalId,
  equipment_number: z.string().trim().max(30).optional(),
  /** 0 unprocessed, 1 processed. */
  processed: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
});

export const hydrantAddressListQuerySchema = pageQuerySchema.extend({
  company_id: optionalId,
  region_code: regionCode.optional(),
  address: z.string().trim().max(100).optional(),
});
export const hydrantAddressCreateSchema = z.object({
  company_id: zIdNumber.optional(),
  region_code: regionCode,
  address: z.string().trim().min(1).max(100),
  remark: z.string().trim().max(200).default(''),
});
export const hydrantAddressUpdateSchema = z.object({
  address_id: zIdNumber,
  region_code: regionCode,
  address: z.string().trim().min(1).max(100),
  remark: z.string().trim().max(200).default(''),
});
export const hydrantAddressIdQuerySchema = z.object({ address_id: zId });

export type HydrantCreate = z.infer<typeof hydrantCreateSchema>;
export type HydrantUpdate = z.infer<typeof hydrantUpdateSchema>;
export type HydrantListQuery = z.infer<typeof hydrantListQuerySchema>;
export type HydrantAlarmListQuery = z.infer<typeof hydrantAlarmListQuerySchema>;
export type HydrantAddressCreate = z.infer<typeof hydrantAddressCreateSchema>;
export type HydrantAddressUpdate = z.infer<typeof hydrantAddressUpdateSchema>;
export type HydrantAddressListQuery = z.infer<typeof hydrantAddressListQuerySchema>;

export const hydrantItemSchema = z.object({
  equipment_id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  equipment_number: z.string(),
  equipment_name: z.string(),
  address_id: z.number().nullable(),
  region_code: z.string().nullable(),
  address: z.string().nullable(),
  longitude: z.number(),
  latitude: z.number(),
  position_desc: z.string(),
  equipment_graph: z.array(z.string()),
  remarks: z.string(),
  out_hydrant_pipe_diameter: z.number(),
  waterhead_apply: z.number().nullable(),
  waterline_form: z.number().nullable(),
  placing_form: z.number().nullable(),
  alarm_host: z.string(),
  type: z.number(),
  device_id: z.number().nullable(),
  /** Last reading, MPa. */
  pressure: z.number().nullable(),
  lower_limit: z.number(),
  /** Battery, percent. */
  electricity: z.number().nullable(),
  /** Signal quality, 0-31 (CSQ). */
  signal_quality: z.number().nullable(),
  water_pressure_status: z.number(),
  impact_status: z.number(),
  water_theft_status: z.number(),
  is_online: z.boolean(),
  last_report_time: z.number().nullable(),
  create_time: z.number(),
  update_time: z.number(),
});
export type HydrantItem = z.infer<typeof hydrantItemSchema>;
export const hydrantPageSchema = pageSchema(hydrantItemSchema);

export const hydrantMapPointSchema = z.object({
  equipment_id: z.number(),
  equipment_number: z.string(),
  equipment_name: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  address: z.string().nullable(),
  longitude: z.number(),
  latitude: z.number(),
  type: z.number(),
  /** Last reading, MPa. */
  pressure: z.number().nullable(),
  lower_limit: z.number(),
  is_online: z.boolean(),
  is_alarm: z.boolean(),
  state: z.enum(hydrantMapStates),
});
export type HydrantMapPoint = z.infer<typeof hydrantMapPointSchema>;

export const hydrantOverviewSchema = z.object({
  total: z.number(),
  online: z.number(),
  offline: z.number(),
  by_type: z.array(z.object({ type: z.number(), count: z.number() })),
  water_pressure_alarm: z.number(),
  impact_alarm: z.number(),
  water_theft_alarm: z.number(),
  alarms_today: z.number(),
  unprocessed_alarms: z.number(),
});
export type HydrantOverview = z.infer<typeof hydrantOverviewSchema>;

export const hydrantAddressItemSchema = z.object({
  address_id: z.number(),
  company_id: z.number(),
  region_code: z.string(),
  address: z.string(),
  remark: z.string(),
  hydrant_count: z.number(),
  create_time: z.number(),
});
export type HydrantAddressItem = z.infer<typeof hydrantAddressItemSchema>;
export const hydrantAddressPageSchema = pageSchema(hydrantAddressItemSchema);

export const hydrantAlarmItemSchema = z.object({
  event_id: z.number(),
  uuid: z.string(),
  equipment_id: z.number(),
  equipment_number: z.string(),
  equipment_name: z.string(),
  address: z.string().nullable(),
  company_id: z.number(),
  device_id: z.number(),
  alarm_type: z.string(),
  /** The alarm type's display text in the request's language (water_pressure_low → 水压过低). */
  alarm_type_name: z.string(),
  alarm_status: z.string(),
  alarm_value: z.string().nullable(),
  enum_confirm_type: z.number(),
  accept_time: z.number(),
  receive_time: z.number(),
  restore_time: z.number().nullable(),
});
export type HydrantAlarmItem = z.infer<typeof hydrantAlarmItemSchema>;
export const hydrantAlarmPageSchema = pageSchema(hydrantAlarmItemSchema);

/** DELETE firecock/info and firecock/address_info: what was deleted. */
export const deletedHydrantSchema = z.object({ equipment_id: z.number() });
export type DeletedHydrant = z.infer<typeof deletedHydrantSchema>;
export const deletedHydrantAddressSchema = z.object({ address_id: z.number() });
export type DeletedHydrantAddress = z.infer<typeof deletedHydrantAddressSchema>;

/** The smart hydrant's display name in alarm tips (spec 000 §3). */
export const HYDRANT_EQUIPMENT_NAME = { zh: '智能消火栓', en: 'smart fire hydrant' } as const;

export const hydrantMessages = {
  noneToImport: { zh: '没有可导入的消火栓', en: 'no fire hydrants available for import' },
  numberExists: { zh: '消火栓编号已存在', en: 'hydrant number already exists' },
  addressRequired: { zh: '请选择地址或填写区域与地址', en: 'choose an address or enter region and address' },
  addressInUse: { zh: '该地址下有消火栓，不能删除', en: 'hydrants use this address, it cannot be deleted' },
  addressExists: { zh: '地址已存在', en: 'address already exists' },
  deviceBound: { zh: '该设备已绑定其他消火栓', en: 'this device is bound to another hydrant' },
} as const;

/** One hydrant row of the import sheet (import_firecock); the owner is the import's company_id or the caller's organisation. */
export const hydrantImportRowSchema = z.object({
  equipment_number: z.string().trim().min(1, { error: 'required' }).max(30, { error: 'maxLength' }),
  region_code: z.string().regex(/^\d{6,12}$/, { error: 'regionCode' }),
  address: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'maxLength' }),
  longitude: z.coerce.number({ error: 'numeric' }).min(0, { error: 'minimum' }).max(180, { error: 'maximum' }),
  latitude: z.coerce.number({ error: 'numeric' }).min(0, { error: 'minimum' }).max(90, { error: 'maximum' }),
  type: z.coerce.number({ error: 'numeric' }).pipe(typeSchema),
  out_hydrant_pipe_diameter: z.coerce.number({ error: 'numeric' }).pipe(diameterSchema),
  position_desc: z.string().trim().max(200, { error: 'maxLength' }).optional(),
  lower_limit: z.coerce
    .number({ error: 'numeric' })
    .min(0, { error: 'minimum' })
    .max(2, { error: 'maximum' })
    .optional(),
  alarm_host: z.string().trim().max(50, { error: 'maxLength' }).optional(),
  remarks: z.string().trim().max(200, { error: 'maxLength' }).optional(),
});
export type HydrantImportRow = z.infer<typeof hydrantImportRowSchema>;

export const hydrantMapPointsSchema = z.array(hydrantMapPointSchema);
