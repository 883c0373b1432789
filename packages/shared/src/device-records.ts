import { z } from 'zod';
import { deviceClasses, deviceSettingNames, deviceTabNames, type DeviceSettingName, type DeviceTab } from './devices';
import { pageSchema } from './responses';

/**
 * What the device calls answer (spec 001 §3 "Device"): a record of the devices table (transmission device, independent
 * device, controller, camera) or a component (部件) of the components table, with the names the lists join in.
 */

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

/** The unit a device belongs to, as the spec's payloads carry it. */
export const infoCompanyAnswerSchema = z.object({ company_id: z.number(), company_type: z.string() });

/** Fields of a device and a component alike: who owns it, where it is, its state. */
const placedFields = {
  device_id: z.number(),
  name: z.string(),
  info_company: infoCompanyAnswerSchema,
  company_name: nullableText,
  enum_device_brand: nullableText,
  enum_device_model: nullableText,
  system_id: nullableNumber,
  system_name: nullableText,
  device_dtu_id: nullableNumber,
  dtu_name: nullableText,
  building_id: nullableNumber,
  building_name: nullableText,
  floor_id: nullableNumber,
  floor_name: nullableText,
  area_id: nullableNumber,
  /** Where it is installed. */
  specific: nullableText,
  enum_position_type: nullableNumber,
  /** Position on the floor plan, "x,y". */
  point: nullableText,
  /** 1 online, 0 offline (a component is online while its transmission device is). */
  enum_device_online_status: z.number(),
  /** enum_device_status id: 0 normal, 1 alarm, 2 fault, 3 start, 4 shield, 5 feedback. */
  enum_device_status: z.number(),
  /** Unix seconds. */
  last_active_time: nullableNumber,
  remark: nullableText,
  create_time: z.number(),
  update_time: z.number(),
};

/** The settings of an independent device (null where unset), the ranges of deviceSettingRanges. */
const settingAnswerFields = Object.fromEntries(
  deviceSettingNames.map((name) => [name, nullableNumber.optional()]),
) as Record<DeviceSettingName, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>;

/**
 * A record of the devices table. The class decides which optional fields it carries: an independent device its
 * settings and sleep_time; a controller alarmer_name, alarmhost_* and install_time; a camera its video fields (the
 * password and verification code only ever as the masked placeholder) and, on device/info, monitor_device_ids.
 */
export const deviceSchema = z.object({
  ...placedFields,
  enum_device_class: z.enum(deviceClasses).exclude(['component']),
  device_code: z.string(),
  device_thing_type: z.number(),
  enum_device_type: nullableNumber,
  manufacturer: nullableText,
  display_name: nullableText,
  account: nullableText,
  device_num: nullableText,
  version_id: nullableText,
  /** 1 important focus, -1 shielded, 0 normal. */
  focus_level: z.number(),
  networking_date: nullableText,
  /** Seconds without a frame before the device counts as offline. */
  alive_time: z.number(),
  signal_strength: nullableNumber,
  electricity: nullableNumber,
  sim_number: nullableText,
  mac_address: nullableText,
  enum_device_transmit_mode: nullableText,
  device_link_way: nullableText,
  link_port: nullableText,
  /** GB/T 26875.3 source address of a transmission device. */
  gb_address: nullableText,
  allowed_networks: nullableText,
  ...settingAnswerFields,
  sleep_time: nullableNumber.optional(),
  alarmer_name: z.string().optional(),
  alarmhost_brand: nullableText.optional(),
  alarmhost_model: nullableText.optional(),
  alarmhost_alarmer_no: nullableNumber.optional(),
  install_time: nullableText.optional(),
  ip: nullableText.optional(),
  port: nullableNumber.optional(),
  user: nullableText.optional(),
  password: nullableText.optional(),
  serial: nullableText.optional(),
  verification_code: nullableText.optional(),
  desc: nullableText.optional(),
  enum_video_type: nullableNumber.optional(),
  enum_video_coding: nullableNumber.optional(),
  play_url: nullableText.optional(),
  trademark_url: nullableText.optional(),
  upper_camera: nullableNumber.optional(),
  lower_camera: nullableNumber.optional(),
  visible_light: nullableNumber.optional(),
  bottom_area: nullableText.optional(),
  volume: nullableNumber.optional(),
  /** Devices a camera watches (device/info of a camera). */
  monitor_device_ids: z.array(z.number()).optional(),
});
export type DeviceRecord = z.infer<typeof deviceSchema>;

/** A component (部件): its GB/T 26875.3 address under its transmission device, and the controller it hangs on. */
export const componentSchema = z.object({
  ...placedFields,
  enum_device_class: z.literal('component'),
  device_code: nullableText,
  device_dtu_id: z.number(),
  enum_component_type: z.number(),
  system_type: z.number(),
  system_address: z.number(),
  component_address: z.number(),
  loop_number: nullableNumber,
  component_number: nullableNumber,
  alarm_host_id: nullableNumber,
  alarmer_name: nullableText,
  install_time: nullableText,
});
export type ComponentRecord = z.infer<typeof componentSchema>;

/** A device of any class, component included: what device/info and the device tabs answer. */
export const anyDeviceSchema = z
  .discriminatedUnion('enum_device_class', [deviceSchema, componentSchema])
  .meta({ id: 'AnyDevice' });
export type AnyDevice = z.infer<typeof anyDeviceSchema>;

export const anyDevicePageSchema = pageSchema(anyDeviceSchema);
export const componentPageSchema = pageSchema(componentSchema);

/** device_count_by_mulit_params: the count of each tab the caller may open. */
export const deviceTabCountsSchema = z.object(
  Object.fromEntries(deviceTabNames.map((tab) => [tab, z.number().optional()])) as Record<
    DeviceTab,
    z.ZodOptional<z.ZodNumber>
  >,
);
export type DeviceTabCounts = z.infer<typeof deviceTabCountsSchema>;

/** get_enum_device_status_by_company: a unit's devices by online state and by status. */
export const deviceStatusSummarySchema = z.object({
  total: z.number(),
  online: z.number(),
  offline: z.number(),
  status: z.array(z.object({ id: z.number(), state: z.string(), count: z.number() })),
});

/** device_model_cmd: the commands a device accepts (deviceModelCommands of its class). */
export const deviceModelCommandsSchema = z.object({
  device_id: z.number(),
  enum_device_class: z.enum(deviceClasses),
  enum_device_model: nullableText,
  cmds: z.array(z.string()),
});

/** device_video_brand_statistics: cameras per brand, the most first; null for cameras without a brand. */
export const videoBrandCountSchema = z.object({ enum_device_brand: nullableText, count: z.number() });

/** What the delete and unlink calls of devices answer: the ids they acted on. */
export const deletedDevicesSchema = z.object({ device_ids: z.array(z.number()) });
export const unlinkedAlarmerSchema = z.object({ alarmer_id: z.number() });
export const unlinkedVideoSchema = z.object({ video_id: z.number(), device_id: z.number() });

/** A device as equipment and scenes list the devices bound to them. */
export const boundDeviceSchema = z.object({
  device_id: z.number(),
  device_code: z.string(),
  name: z.string(),
  device_type: nullableText,
  device_thing_type: z.number(),
  is_online: z.boolean(),
  state: z.string(),
});
export type BoundDevice = z.infer<typeof boundDeviceSchema>;

export const anyDevicesSchema = z.array(anyDeviceSchema);
export const deviceListSchema = z.array(deviceSchema);
export const videoBrandCountsSchema = z.array(videoBrandCountSchema);
export const sceneBoundDevicesSchema = z.array(boundDeviceSchema);
