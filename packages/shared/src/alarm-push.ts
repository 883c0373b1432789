import { z } from 'zod';
import { alarmStatuses, statusCategories } from './events';

/** One alarm as integrations push it (HTTP alarm_push, MQTT); docs/ingest.md describes it with examples. */
export const pushedAlarmSchema = z.object({
  /** The sender's unique id of this occurrence: a repeat with the same uuid is stored once. */
  uuid: z.string().trim().min(8).max(100),
  device_code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/),
  device_thing_type: z.number().int().optional(),
  status_category: z.enum(statusCategories),
  alarm_status: z.enum(alarmStatuses).optional(),
  /** A code of the alarm-type table (e.g. fire_alarm, fault, smoke, water_pressure_low). */
  alarm_type: z.string().trim().min(1).max(50),
  is_recovery: z.boolean().default(false),
  /** When it happened: epoch seconds. */
  occurred_at: z.number().int().positive(),
  alarm_value: z.string().max(100).optional(),
  location: z.string().max(200).optional(),
  component: z
    .object({
      system_type: z.number().int().min(0).max(255),
      system_address: z.number().int().min(0).max(255),
      component_type: z.number().int().min(0).max(255).default(0),
      component_address: z.number().int().min(0).max(0xffffffff),
      description: z.string().max(100).optional(),
    })
    .optional(),
});
export type PushedAlarm = z.infer<typeof pushedAlarmSchema>;

/** A single alarm or a batch of at most 500. */
export const alarmPushBodySchema = z.union([pushedAlarmSchema, z.object({ events: z.array(pushedAlarmSchema).min(1).max(500) })]);
export type AlarmPushBody = z.infer<typeof alarmPushBodySchema>;

export const defaultAlarmStatus = (category: (typeof statusCategories)[number]) =>
  category === 'fire' ? 'alarm' : category === 'fault' ? 'fault' : category === 'abnormal' ? 'abnormal' : category === 'yinhuan' ? 'yinhuan' : 'normal';
