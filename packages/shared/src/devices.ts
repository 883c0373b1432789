import { z } from 'zod';
import { zId, zIdNumber, zName } from './field-schemas';
import { gbComponentTypes } from './gb26875-codes';
import { groupTransmissions, transmissionModes } from './enums';
import { pageQuerySchema } from './paging';
import { patterns } from './validation';

/** Classes of device archive: the devices table holds all but components, which live in the ingest components table. */
export const deviceClasses = ['dtu', 'alonedevice', 'alarmer', 'component', 'video'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * The device header tabs (spec 000 §2, 001 §2) and the device filter: which class each shows and the permission id
 * that gates it. `all` shows every class of the devices table; the video filter has no tab of its own.
 */
export const deviceTabs = {
  all: {
    classes: ['dtu', 'alonedevice', 'alarmer', 'video'],
    permission: 'company-device',
    path: '/company/device/all_device_list',
  },
  alonedevice: {
    classes: ['alonedevice'],
    permission: 'networkcompany-device-info-alonedevice',
    path: 'device_independent_list',
  },
  dtu: { classes: ['dtu'], permission: 'networkcompany-device-info-dtu', path: 'device_dtu_list' },
  component: { classes: ['component'], permission: 'networkcompany-device-info-component', path: 'component_list' },
  alarmer: { classes: ['alarmer'], permission: 'networkcompany-device-info-alarm', path: 'device_alarm_list' },
  video: { classes: ['video'], permission: 'company-device', path: 'video' },
} as const satisfies Record<string, { classes: readonly DeviceClass[]; permission: string; path: string }>;
export type DeviceTab = keyof typeof deviceTabs;
export const deviceTabNames = Object.keys(deviceTabs) as DeviceTab[];

/** Sleep options of an independent device (spec 001 §9): id → minutes. */
export const sleepOptions = [
  { id: 0, minutes: 10 },
  { id: 1, minutes: 20 },
  { id: 2, minutes: 30 },
] as const;

/** Ranges and steps of the independent-device settings (spec 001 §9); temperature is not given by the spec. */
export const deviceSettingRanges = {
  sensing_frequency: { min: 1, max: 30, step: 1, unit: 'min' },
  sending_frequency: { min: 1, max: 24, step: 1, unit: 'h' },
  pressure_upper_limit: { min: 0.8, max: 1.5, step: 0.1, unit: 'MPa' },
  pressure_lower_limit: { min: 0.03, max: 0.2, step: 0.01, unit: 'MPa' },
  level_upper_limit: { min: 1, max: 20, step: 0.01, unit: 'm' },
  level_lower_limit: { min: 0.1, max: 4, step: 0.01, unit: 'm' },
  electric_upper_limit: { min: 200, max: 1000, step: 100, unit: 'mA' },
  temperature_upper_limit: { min: -40, max: 150, step: 0.1, unit: '℃' },
  temperature_lower_limit: { min: -40, max: 150, step: 0.1, unit: '℃' },
} as const;
export type DeviceSettingName = keyof typeof deviceSettingRanges;
export const deviceSettingNames = Object.keys(deviceSettingRanges) as DeviceSettingName[];

/** Lower/upper pairs: the lower limit must stay below the upper one. */
export const deviceLimitPairs = [
  ['pressure_lower_limit', 'pressure_upper_limit'],
  ['level_lower_limit', 'level_upper_limit'],
  ['temperature_lower_limit', 'temperature_upper_limit'],
] as const;

const isOnStep = (value: number, step: number) => Math.abs(Math.round(value / step) * step - value) < 1e-9;

const settingSchema = (name: DeviceSettingName) => {
  const { min, max, step } = deviceSettingRanges[name];
  return z
    .number()
    .min(min, `range limited to ${min}~${max}`)
    .max(max, `range limited to ${min}~${max}`)
    .refine((value) => isOnStep(value, step), `step ${step}`);
};

export const deviceSettingsSchema = z.object({
  ...(Object.fromEntries(deviceSettingNames.map((name) => [name, settingSchema(name).nullish()])) as Record<
    DeviceSettingName,
    z.ZodOptional<z.ZodNullable<ReturnType<typeof settingSchema>>>
  >),
  sleep_time: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullish(),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

const deviceCode = z.string().trim().regex(patterns.deviceCode, '1-30 letters or digits');
const text = (max: number) => z.string().trim().max(max).nullish();
const fk = zIdNumber.nullish();
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
  .nullish();

/** The company in a device payload (spec 001 §3). */
export const infoCompanySchema = z.object({ company_id: zIdNumber, company_type: z.string().max(40) });

const commonFields = {
  device_code: deviceCode,
  name: zName(50).min(1),
  info_company: infoCompanySchema,
  enum_device_brand: text(50),
  enum_device_type: z.number().int().nullish(),
  enum_device_model: text(50),
  manufacturer: text(100),
  display_name: zName(50).nullish(),
  account: text(50),
  device_num: text(50),
  version_id: text(50),
  system_id: fk,
  building_id: fk,
  floor_id: fk,
  area_id: fk,
  specific: text(100),
  enum_position_type: z.number().int().min(0).max(99).nullish(),
  /** Position on the floor plan, "x,y". */
  point: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'x,y')
    .nullish(),
  networking_date: dateText,
  remark: text(200),
};

const linkFields = {
  sim_number: z.string().trim().regex(patterns.simCode, '1-30 letters or digits').nullish(),
  mac_address: z.string().trim().regex(patterns.mac, 'XX-XX-XX-XX-XX-XX, uppercase hex').nullish(),
  enum_device_transmit_mode: z.enum(transmissionModes).nullish(),
  device_link_way: z.enum(groupTransmissions).nullish(),
  link_port: text(20),
};

export const dtuFieldsSchema = z.object({
  ...commonFields,
  ...linkFields,
  enum_device_class: z.literal('dtu'),
  device_thing_type: z.union([z.literal(10001), z.literal(10009), z.literal(10010)]),
  /** GB/T 26875.3 source address (decimal) the gateway knows the device by. */
  gb_address: z
    .string()
    .regex(/^\d{1,15}$/, 'decimal address')
    .nullish(),
  /** Networks (comma-separated CIDRs) the gateway accepts this device's frames from; empty = any. */
  allowed_networks: z
    .string()
    .trim()
    .max(500)
    .regex(
      /^([0-9A-Fa-f:.]+(\/\d{1,3})?(\s*,\s*[0-9A-Fa-f:.]+(\/\d{1,3})?)*)?$/,
      'comma-separated CIDRs, e.g. 10.0.0.0/8',
    )
    .nullish(),
  alive_time: z.number().int().min(30).max(86_400).nullish(),
});

export const alonedeviceFieldsSchema = z.object({
  ...commonFields,
  ...linkFields,
  ...deviceSettingsSchema.shape,
  enum_device_class: z.literal('alonedevice'),
  device_dtu_id: fk,
  alive_time: z.number().int().min(30).max(86_400).nullish(),
});

export const alarmerFieldsSchema = z.object({
  ...commonFields,
  enum_device_class: z.literal('alarmer'),
  alarmer_name: zName(50).nullish(),
  alarmhost_brand: text(50),
  alarmhost_model: text(50),
  /** The controller's number on its DTU (GB/T 26875.3 system address, 0-255). */
  alarmhost_alarmer_no: z.number().int().min(0).max(255).nullish(),
  install_time: dateText,
  device_dtu_id: fk,
});

export const componentTypeCodes = gbComponentTypes.map(([code]) => code);

export const componentFieldsSchema = z.object({
  ...commonFields,
  enum_device_class: z.literal('component'),
  /** Components reported by a controller need no ID of their own. */
  device_code: deviceCode.nullish(),
  loop_number: z.number().int().min(0).max(65_535),
  component_number: z.number().int().min(0).max(65_535),
  enum_component_type: z
    .number()
    .int()
    .refine((value) => componentTypeCodes.includes(value), 'choose a valid value'),
  /** The controller the component hangs on; it gives the DTU and the system address. */
  alarm_host_id: zIdNumber,
  install_time: dateText,
});

export const videoFieldsSchema = z.object({
  ...commonFields,
  enum_device_class: z.literal('video'),
  ip: z.union([z.ipv4(), z.ipv6()]).nullish(),
  port: z.number().int().min(1).max(65_535).nullish(),
  user: text(50),
  /** Stored encrypted; the masked '********' means "unchanged". */
  password: z.string().max(64).nullish(),
  serial: text(64),
  verification_code: z.string().max(64).nullish(),
  desc: text(200),
  enum_video_type: z.number().int().min(0).max(99).nullish(),
  enum_video_coding: z.number().int().min(0).max(99).nullish(),
  play_url: z.string().trim().max(500).nullish(),
  trademark_url: z.string().trim().max(500).nullish(),
  upper_camera: z.number().int().min(0).max(1).nullish(),
  lower_camera: z.number().int().min(0).max(1).nullish(),
  visible_light: z.number().int().min(0).max(1).nullish(),
  bottom_area: text(100),
  volume: z.number().int().min(0).max(100).nullish(),
  /** Devices this camera watches. */
  monitor_device_ids: z.array(zIdNumber).max(200).nullish(),
});

export const deviceCreateSchema = z.discriminatedUnion('enum_device_class', [
  dtuFieldsSchema,
  alonedeviceFieldsSchema,
  alarmerFieldsSchema,
  componentFieldsSchema,
  videoFieldsSchema,
]);
export type DeviceCreate = z.infer<typeof deviceCreateSchema>;

/** PUT sends only the fields the edit form shows (spec 001 §5 "form behaviour"): all optional but the id and class. */
const updateKeys = { device_id: zIdNumber };
export const deviceUpdateSchema = z.discriminatedUnion('enum_device_class', [
  dtuFieldsSchema
    .omit({ info_company: true })
    .partial()
    .extend({ ...updateKeys, enum_device_class: z.literal('dtu') }),
  alonedeviceFieldsSchema
    .omit({ info_company: true })
    .partial()
    .extend({ ...updateKeys, enum_device_class: z.literal('alonedevice') }),
  alarmerFieldsSchema
    .omit({ info_company: true })
    .partial()
    .extend({ ...updateKeys, enum_device_class: z.literal('alarmer') }),
  componentFieldsSchema
    .omit({ info_company: true })
    .partial()
    .extend({ ...updateKeys, enum_device_class: z.literal('component') }),
  videoFieldsSchema
    .omit({ info_company: true })
    .partial()
    .extend({ ...updateKeys, enum_device_class: z.literal('video') }),
]);
export type DeviceUpdate = z.infer<typeof deviceUpdateSchema>;

const id = zId;
const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma separated ids')
  .transform((value) => [...new Set(value.split(',').map(Number))]);

export const deviceInfoQuerySchema = z.object({
  device_id: id,
  enum_device_class: z.enum(deviceClasses).default('dtu'),
});
export const deviceDeleteQuerySchema = z.object({ device_ids: idList, enum_device_class: z.enum(deviceClasses) });

export const deviceFilterSchema = z.object({
  tab: z.enum(deviceTabNames as [DeviceTab, ...DeviceTab[]]).default('all'),
  company_id: id.optional(),
  system_id: id.optional(),
  building_id: id.optional(),
  floor_id: id.optional(),
  /** enum_device_status id: 0 normal, 1 alarm, 2 fault, 3 start, 4 shield, 5 feedback. */
  status: z.coerce.number().int().min(0).max(5).optional(),
  /** 1 online, 0 offline. */
  online: z.coerce.number().int().min(0).max(1).optional(),
  /** Contained in the name or the device code. */
  search: z.string().trim().max(50).optional(),
  enum_device_model: z.string().trim().max(50).optional(),
});
export const deviceListQuerySchema = pageQuerySchema.extend(deviceFilterSchema.shape);
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

export const deviceAnyIdsQuerySchema = z.object({
  device_ids: idList,
  enum_device_class: z.enum(deviceClasses).default('dtu'),
});

/** Device states as stored by ingest, in the order of enum_device_status ids. */
export const deviceStatusStates = ['normal', 'alarm', 'fault', 'start', 'shield', 'feedback'] as const;
export const deviceStatusId = (state: string) =>
  Math.max(0, deviceStatusStates.indexOf(state as (typeof deviceStatusStates)[number]));

/** Commands POST /send_cmd/ records, per class; parameters follow the settings ranges. */
export const sendCmdSchema = z.discriminatedUnion('cmd', [
  z.object({ device_id: zIdNumber, cmd: z.literal('set_params'), params: deviceSettingsSchema }),
  z.object({ device_id: zIdNumber, cmd: z.literal('mute'), params: z.object({}).default({}) }),
  z.object({ device_id: zIdNumber, cmd: z.literal('reset'), params: z.object({}).default({}) }),
  z.object({ device_id: zIdNumber, cmd: z.literal('self_check'), params: z.object({}).default({}) }),
]);
export type SendCmd = z.infer<typeof sendCmdSchema>;

/** GB/T 26875.3 commands POST device/gb_command sends down to a transmission device (用传). */
export const gbCommands = [
  'read_status',
  'read_time',
  'read_version',
  'sync_clock',
  'check_post',
  'initialise',
] as const;
export type GbCommand = (typeof gbCommands)[number];

/** What each class can be sent: GB/T 26875.3 downlink for transmission devices, recorded commands for the others. */
export const deviceModelCommands: Record<DeviceClass, readonly string[]> = {
  dtu: gbCommands,
  alonedevice: ['set_params', 'mute', 'reset', 'self_check'],
  alarmer: ['reset', 'mute'],
  component: [],
  video: [],
};

export const deviceCodeExists = { zh: '设备ID已存在', en: 'the device ID already exists' } as const;

/** GET device/sync_device_event: read a transmission device's state through the GB/T 26875.3 gateway. */
export const deviceSyncQuerySchema = z.object({ device_id: id });

/** One read the sync sent: device status (81) or a system's status (61); `result` is what the device answered. */
export const deviceSyncCommandSchema = z.object({
  command: z.enum(['read_device_status', 'read_system_status']),
  adu_type: z.union([z.literal(81), z.literal(61)]),
  system_type: z.number().optional(),
  system_address: z.number().optional(),
  answered: z.union([z.literal(0), z.literal(1)]),
  result: z.array(z.unknown()).nullable(),
});
export type DeviceSyncCommand = z.infer<typeof deviceSyncCommandSchema>;

export const deviceSyncAnswerSchema = z.object({
  device_id: z.number(),
  /** How long each read waited for the device (the standard's reply timeout). */
  timeout_s: z.number(),
  sent: z.array(deviceSyncCommandSchema),
  /** The device's state (enum_device_status id) and online flag after what it answered was stored. */
  enum_device_status: z.number(),
  enum_device_online_status: z.union([z.literal(0), z.literal(1)]),
  sync_time: z.number(),
});
export type DeviceSyncAnswer = z.infer<typeof deviceSyncAnswerSchema>;

export const gbCommandBodySchema = z.object({
  device_id: zIdNumber,
  command: z.enum(gbCommands),
  /** Check-post (查岗) answer timeout in minutes. */
  timeout_minutes: z.number().int().min(1).max(255).default(10),
});
export type GbCommandBody = z.infer<typeof gbCommandBodySchema>;

/** The device's Confirm, or its Response with the information objects it carried. */
export const gbCommandAnswerSchema = z.object({
  answer: z.enum(['confirm', 'response']),
  data: z.array(z.unknown()).nullable(),
});
export type GbCommandAnswer = z.infer<typeof gbCommandAnswerSchema>;

export const deviceCompanyQuerySchema = z.object({ company_id: zId });
export const optionalCompanyQuerySchema = z.object({ company_id: zId.optional() });
export const alarmerQuerySchema = z.object({ alarmer_id: zId });
export const systemDevicesQuerySchema = z.object({ system_id: zId });
export const dtuQuerySchema = z.object({ dtu_id: zId });
export const deviceIdOnlyQuerySchema = z.object({ device_id: zId });
export const videoQuerySchema = z.object({ video_id: zId });
export const videoDeviceQuerySchema = z.object({ video_id: zId, device_id: zId });
export const deviceModelNamesSchema = z.array(z.string());
