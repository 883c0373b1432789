import { z } from 'zod';
import { zId } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/** GB/T 26875.3 analog value types (§3.5): the sense types of a device's analog lines, with unit and range. */
export const senseTypes = [
  { id: 1, zh: '事件计数', en: 'Event count', unit: '件', min: 0, max: 32000 },
  { id: 2, zh: '高度', en: 'Height', unit: 'm', min: 0, max: 320 },
  { id: 3, zh: '温度', en: 'Temperature', unit: '℃', min: -273, max: 3200 },
  { id: 4, zh: '压力', en: 'Pressure', unit: 'MPa', min: 0, max: 3200 },
  { id: 5, zh: '压力', en: 'Pressure', unit: 'kPa', min: 0, max: 3200 },
  { id: 6, zh: '气体浓度', en: 'Gas concentration', unit: '%LEL', min: 0, max: 100 },
  { id: 7, zh: '时间', en: 'Time', unit: 's', min: 0, max: 32000 },
  { id: 8, zh: '电压', en: 'Voltage', unit: 'V', min: 0, max: 3200 },
  { id: 9, zh: '电流', en: 'Current', unit: 'A', min: 0, max: 3200 },
  { id: 10, zh: '流量', en: 'Flow', unit: 'L/s', min: 0, max: 3200 },
  { id: 11, zh: '风量', en: 'Air volume', unit: 'm³/min', min: 0, max: 3200 },
  { id: 12, zh: '风速', en: 'Wind speed', unit: 'm/s', min: 0, max: 20 },
] as const;

const id = zId;
const epochSeconds = z.coerce.number().int().min(0);

export const senseListQuerySchema = pageQuerySchema.extend({ company_id: id, device_id: id.optional() });
export const senseByDeviceQuerySchema = z.object({ device_id: id });
export const analogLineQuerySchema = z.object({
  device_id: id,
  analog_type: z.coerce.number().int().min(0).max(255),
  component_id: id.optional(),
  start_time: epochSeconds.optional(),
  end_time: epochSeconds.optional(),
});
export const analogHistoryQuerySchema = pageQuerySchema.extend(analogLineQuerySchema.shape);

/** A sense (analog) line of a device: its latest value, range and the device's thresholds for it. */
export const senseLineSchema = z.object({
  device_id: z.number(),
  device_name: z.string(),
  component_id: z.number().nullable(),
  sense_type: z.number(),
  sense_name: z.string(),
  sense_eng_name: z.string(),
  unit: z.string(),
  value: z.number(),
  /** The sense type's range [min, max]; null for a type the standard does not list. */
  range: z.tuple([z.number(), z.number()]).nullable(),
  /** The device's own [lower, upper] alarm limits for the type (spec 001 §9); null where it has none. */
  threshold: z.tuple([z.number().nullable(), z.number().nullable()]).nullable(),
  last_update_time: z.number(),
});
export type SenseLine = z.infer<typeof senseLineSchema>;
export const senseLinePageSchema = pageSchema(senseLineSchema);

/** analog/line_list_device_sense_type: a chart line, oldest point first (times in Unix seconds). */
export const analogLineSchema = z.object({
  device_id: z.number(),
  sense_type: z.number(),
  unit: z.string(),
  list: z.array(z.object({ time: z.number(), receive_time: z.number(), value: z.number() })),
});
export type AnalogLine = z.infer<typeof analogLineSchema>;

/** One stored reading of analog/list_by_device_id_and_analog_type, newest first. */
export const analogReadingSchema = z.object({
  id: z.number(),
  component_id: z.number().nullable(),
  sense_type: z.number(),
  value: z.number(),
  unit: z.string(),
  time: z.number(),
  receive_time: z.number(),
});
export const analogReadingPageSchema = pageSchema(analogReadingSchema);

/** attribute/attr_type_list: the sense types with their unit and range. */
export const attributeTypeSchema = z.object({
  attr_type: z.number(),
  name: z.string(),
  eng_name: z.string(),
  unit: z.string(),
  range: z.tuple([z.number(), z.number()]),
});
export type AttributeType = z.infer<typeof attributeTypeSchema>;

/** POST /send_cmd/: the command as recorded for the device's gateway (status pending until it is sent). */
export const recordedCommandSchema = z.object({
  command_id: z.number(),
  device_id: z.number(),
  cmd: z.string(),
  params: z.record(z.string(), z.unknown()),
  status: z.string(),
  create_time: z.number(),
});

/** Points a chart line carries at most; a longer window is thinned by the client asking a shorter one. */
export const ANALOG_LINE_MAX_POINTS = 2000;

export const senseLinesSchema = z.array(senseLineSchema);
export const attributeTypesSchema = z.array(attributeTypeSchema);
