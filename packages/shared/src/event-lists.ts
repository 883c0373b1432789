import { z } from 'zod';
import { eventActionRecordSchema, eventPersonRefSchema } from './event-handling';
import { statusCategories } from './events';
import { langQueryField, zBigId, zId } from './field-schemas';
import { pageQuerySchema } from './paging';
import { namedSchema, pageSchema } from './responses';
import { shieldRecordSchema } from './shields';

/**
 * The alarm lists, counts and records of spec 000 §7 (docs/alarms.md "Lists and counts"): the filters every list and
 * count takes, and what they answer. Times are "YYYY-MM-DD HH:mm:ss" on the site's clock.
 */

const boolQuery = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const optionalId = zId.optional();

/** Filters every event list and count takes (docs/alarms.md "Lists and counts"). */
export const eventFilterSchema = z.object({
  ...langQueryField,
  company_id: optionalId,
  building_id: optionalId,
  floor_id: optionalId,
  device_id: optionalId,
  component_id: optionalId,
  device_type: z.string().trim().max(50).optional(),
  status_category: z.enum(statusCategories).optional(),
  status: boolQuery.optional(),
  enum_confirm_type: z.coerce.number().int().min(0).max(99).optional(),
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type EventFilter = z.infer<typeof eventFilterSchema>;

export const eventListQuerySchema = eventFilterSchema.extend(pageQuerySchema.shape).extend({
  status_categories: z
    .string()
    .max(200)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(statusCategories)))
    .optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** GET event/event_list_home_page: the unprocessed events of the home page card, ten a page by default. */
export const homePageEventQuerySchema = eventListQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

/** GET event/list_by_device: one device's events. */
export const deviceEventListQuerySchema = eventListQuerySchema.extend({ device_id: zId });

/** GET event/event_count_with_7days. */
export const deviceEventStatsQuerySchema = z.object({ ...langQueryField, device_id: zId });

/** GET event/info: by event_id (or id, as the spec's older client sends it). */
export const eventDetailQuerySchema = z.object({
  ...langQueryField,
  event_id: zBigId.optional(),
  id: zBigId.optional(),
});

/** GET event/info_by_uuid. */
export const eventByUuidQuerySchema = z.object({ ...langQueryField, uuid: z.string().min(1).max(200) });

/** An uploaded image of an event (screenshot, handling image). */
const eventFileSchema = z.object({ file_id: z.string(), absolute_path: z.string() });
/** A code table's entry as the record names it (enum_confirm_type, enum_process_result). */
const codeNameSchema = z.object({ id: z.number(), name: z.string() });
const processingWaySchema = z.object({ id: z.string(), name: z.string() });
const confirmReasonRefSchema = z.object({ id: z.number(), reason: z.string() });

/** The alarm event record of spec 000 §3, field names as the spec writes them (docs/alarms.md). */
export const eventRecordSchema = z
  .object({
    id: z.number(),
    event_id: z.number(),
    uuid: z.string(),
    device_id: z.number(),
    device_code: z.string(),
    /** The component's name when one raised the event, else the device's. */
    device_name: z.string(),
    device_type: z.string().nullable(),
    enum_device_model: z.string().nullable(),
    device_thing_type: z.number().nullable(),
    /** The reporting device as itself. */
    device: z.object({
      id: z.number(),
      name: z.string(),
      code: z.string(),
      type: z.string().nullable(),
      type_name: z.string().nullable(),
    }),
    /** The component that raised the event: its GB/T 26875.3 type, loop and number; null for the device's own events. */
    component: z
      .object({
        id: z.number(),
        name: z.string(),
        type: z.number(),
        type_name: z.string(),
        loop: z.number(),
        number: z.number(),
      })
      .nullable(),
    component_id: z.number().nullable(),
    thing_id: z.number(),
    thing_type: z.string(),
    company: namedSchema,
    building: namedSchema.nullable(),
    floor: namedSchema.nullable(),
    area: namedSchema.nullable(),
    company_id: z.number(),
    building_id: z.number().nullable(),
    floor_id: z.number().nullable(),
    area_id: z.number().nullable(),
    location: z.string().nullable(),
    anzhuang_address: z.string().nullable(),
    status_category: z.string(),
    alarm_status: z.string(),
    alarm_type: z.string(),
    alarm_type_name: z.string(),
    alarm_value: z.string().nullable(),
    system_type: z.number().nullable(),
    receive_time: z.string(),
    accept_time: z.string(),
    /** When it was handled; null while unhandled. */
    accept_end_time: z.string().nullable(),
    /** When the component recovered; null while active. */
    restore_time: z.string().nullable(),
    enum_confirm_type: codeNameSchema,
    /** Processed: handled by anybody, or by the timeout job. */
    status: z.boolean(),
    confirm_user: eventPersonRefSchema.nullable(),
    deal_result: codeNameSchema.nullable(),
    processing_way: processingWaySchema.nullable(),
    enum_confirm_reason: confirmReasonRefSchema.nullable(),
    confirm_desc: z.string(),
    screenshot_list: z.array(eventFileSchema),
    annex_list: z.array(eventFileSchema),
    focus_level: z.number(),
    is_shielded: z.boolean(),
    /** The shield (屏蔽) in force on its device or component. */
    shield: shieldRecordSchema.nullable(),
  })
  .meta({ id: 'EventRecord' });
export type EventRecord = z.infer<typeof eventRecordSchema>;

export const eventRecordPageSchema = pageSchema(eventRecordSchema);
export type EventRecordPage = z.infer<typeof eventRecordPageSchema>;

/** One handling of an event, kept as history (no handling is ever overwritten). */
export const eventHandlingRecordSchema = z.object({
  id: z.number(),
  enum_confirm_type: codeNameSchema,
  deal_result: codeNameSchema.nullable(),
  processing_way: processingWaySchema.nullable(),
  enum_confirm_reason: confirmReasonRefSchema.nullable(),
  confirm_desc: z.string(),
  annex_list: z.array(eventFileSchema),
  confirm_user: eventPersonRefSchema.nullable(),
  operator: eventPersonRefSchema.nullable(),
  accept_end_time: z.string(),
  created_at: z.string(),
  is_confirm_history: z.number(),
});
export type EventHandlingRecord = z.infer<typeof eventHandlingRecordSchema>;

/** GET event/info and info_by_uuid: the record with its handlings and actions (oldest first) and its report to 119. */
export const eventDetailSchema = eventRecordSchema.extend({
  handlings: z.array(eventHandlingRecordSchema),
  actions: z.array(eventActionRecordSchema),
  report_119: z.object({ time: z.string(), operator: eventPersonRefSchema.nullable() }).nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** PUT event/info: the event as handled, and every event the handling covered (is_confirm_history). */
export const handledEventSchema = eventDetailSchema.extend({ handled_ids: z.array(z.number()) });
export type HandledEvent = z.infer<typeof handledEventSchema>;

const categoryCountSchema = z.object({
  status_category: z.string(),
  total: z.number(),
  unprocessed: z.number(),
  processed: z.number(),
});

/** How many events match: all, processed and not. */
export const eventCountSchema = z.object({ total: z.number(), processed: z.number(), unprocessed: z.number() });

/** The same, with one entry per category that has events. */
export const eventTotalsSchema = eventCountSchema.extend({ list: z.array(categoryCountSchema) });

/** Events received today (on the site's clock), in the last 7 and the last 30 days. */
export const recentEventCountsSchema = z.object({ today: z.number(), week: z.number(), month: z.number() });

/**
 * Tab counts of event_list_headers, every category of the lists: unprocessed over all time, total since the filter's
 * start_time or over the last 24 hours.
 */
export const headerCountSchema = z.object({ status_category: z.string(), total: z.number(), unprocessed: z.number() });
export type HeaderCount = z.infer<typeof headerCountSchema>;
export const headerCountsSchema = z.object({ list: z.array(headerCountSchema) });
export type HeaderCounts = z.infer<typeof headerCountsSchema>;

/** One row of the merged-per-device view (list_merge_treats_v2): the device as itself, its counts and newest event. */
export const deviceMergedRowSchema = z.object({
  device_id: z.number(),
  device_code: z.string(),
  device_name: z.string(),
  device_type: z.string().nullable(),
  company: namedSchema,
  building: namedSchema.nullable(),
  total: z.number(),
  unprocessed: z.number(),
  last_receive_time: z.string(),
  last_event: eventRecordSchema,
});
export type DeviceMergedRow = z.infer<typeof deviceMergedRowSchema>;
export const deviceMergedPageSchema = pageSchema(deviceMergedRowSchema);
export type DeviceMergedPage = z.infer<typeof deviceMergedPageSchema>;

/** A device's last 7 days (one entry per site day, oldest first) and its 30-day false-alarm rate. */
export const deviceEventStatsSchema = z.object({
  device_id: z.number(),
  count_7days: z.number(),
  days: z.array(z.object({ date: z.string(), count: z.number() })),
  count_30days: z.number(),
  false_alarm_30days: z.number(),
  false_alarm_rate_30days: z.number(),
});
export type DeviceEventStats = z.infer<typeof deviceEventStatsSchema>;

/** GET device/getDeviceByGraduallyParams: a unit's devices narrowed by building, floor, type and keyword. */
export const pickerDeviceQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_id: zId,
  building_id: zId.optional(),
  floor_id: zId.optional(),
  device_type: z.string().max(50).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const pickerDeviceSchema = z.object({
  id: z.number(),
  device_id: z.number(),
  device_code: z.string(),
  device_name: z.string(),
  device_type: z.string().nullable(),
  enum_device_model: z.string().nullable(),
  device_thing_type: z.number(),
  company_id: z.number(),
  building_id: z.number().nullable(),
  floor_id: z.number().nullable(),
  state: z.string(),
  is_online: z.boolean(),
  focus_level: z.number(),
  anzhuang_address: z.string().nullable(),
});
export const pickerDevicePageSchema = pageSchema(pickerDeviceSchema);
