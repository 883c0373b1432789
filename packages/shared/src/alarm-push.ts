import { z } from 'zod';
import { alarmStatuses, statusCategories } from './events';
import { HYDRANT_SIGNAL_MAX } from './hydrants';

/**
 * Live readings a monitoring device (a hydrant's smart cover or pressure terminal) reports: pressure in MPa,
 * battery in percent, signal quality as the modem's CSQ 0-31 (the hydrant form shows it that way). At least one.
 */
export const pushedReadingsSchema = z
  .object({
    pressure: z.number().min(0).max(10).optional(),
    battery: z.number().int().min(0).max(100).optional(),
    signal: z.number().int().min(0).max(HYDRANT_SIGNAL_MAX).optional(),
  })
  .refine(
    (readings) => readings.pressure !== undefined || readings.battery !== undefined || readings.signal !== undefined,
    {
      message: 'at least one of pressure, battery, signal',
    },
  );
export type PushedReadings = z.infer<typeof pushedReadingsSchema>;

/**
 * One message as integrations push it (HTTP alarm_push, MQTT); docs/ingest.md describes it with examples.
 * An alarm carries `status_category` and `alarm_type`; a report carries `readings`; a message may be both.
 */
export const pushedAlarmSchema = z
  .object({
    /** The sender's unique id of this occurrence: a repeat with the same uuid is stored once. */
    uuid: z.string().trim().min(8).max(100),
    device_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/),
    device_thing_type: z.number().int().optional(),
    status_category: z.enum(statusCategories).optional(),
    alarm_status: z.enum(alarmStatuses).optional(),
    /** A code of the alarm-type table (e.g. fire_alarm, fault, smoke; hydrants: water_pressure_low, impact, water_theft). */
    alarm_type: z.string().trim().min(1).max(50).optional(),
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
    readings: pushedReadingsSchema.optional(),
  })
  .superRefine((message, context) => {
    // Without readings a message is an alarm and needs both; with readings an alarm part is optional but whole.
    const isAlarm =
      message.status_category !== undefined || message.alarm_type !== undefined || message.readings === undefined;
    if (!isAlarm) return;
    if (message.status_category === undefined)
      context.addIssue({ code: 'custom', path: ['status_category'], message: 'required' });
    if (message.alarm_type === undefined)
      context.addIssue({ code: 'custom', path: ['alarm_type'], message: 'required' });
  });
export type PushedAlarm = z.infer<typeof pushedAlarmSchema>;

/** A single message or a batch of at most 500. */
export const alarmPushBodySchema = z.union([
  pushedAlarmSchema,
  z.object({ events: z.array(pushedAlarmSchema).min(1).max(500) }),
]);
export type AlarmPushBody = z.infer<typeof alarmPushBodySchema>;

/** What became of one pushed message: stored, a repeat of a stored uuid, or kept as an unregistered device's frame. */
export const pushOutcomeSchema = z.object({
  uuid: z.string(),
  status: z.enum(['stored', 'duplicate', 'unregistered']),
  event_ids: z.array(z.number()),
});
export type PushOutcome = z.infer<typeof pushOutcomeSchema>;

/** The answer of alarm_push, once everything it stored is committed: one outcome per message, in order. */
export const alarmPushAnswerSchema = z.object({ list: z.array(pushOutcomeSchema) });

export const defaultAlarmStatus = (category: (typeof statusCategories)[number]) =>
  category === 'fire'
    ? 'alarm'
    : category === 'fault'
      ? 'fault'
      : category === 'abnormal'
        ? 'abnormal'
        : category === 'yinhuan'
          ? 'yinhuan'
          : category === 'firecock'
            ? 'alarm'
            : 'normal';
