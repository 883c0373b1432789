import { z } from 'zod';
import { notificationChannels, statusCategories } from './events';

/** Alarm push switches and distribution rules per user (spec 000 §6): GET / PUT user/push_setting. */

/** Whose settings: one's own by default; an account manager may name one of their users. */
export const pushSettingsQuerySchema = z.object({ target_uid: z.coerce.number().int().positive().optional() });

export const pushSettingsBodySchema = z.object({
  /** Categories whose alarms this user does not want pushed. */
  muted_categories: z.array(z.enum(statusCategories)).max(statusCategories.length).default([]),
  receive_all_fire: z.boolean().default(false),
  /** Only these units' alarms (within the user's scope); empty = every unit in scope. */
  designated_unit_ids: z.array(z.number().int().positive()).max(1000).default([]),
  /** Higher first when an alarm is assigned to one handler. */
  priority: z.number().int().min(0).max(100).default(0),
  /** Channels besides the console. */
  channels: z.array(z.enum(notificationChannels)).max(notificationChannels.length).default([]),
});
export type PushSettingsBody = z.infer<typeof pushSettingsBodySchema>;

/** The settings as stored (the defaults for a user who never saved any). */
export const pushSettingsSchema = z.object({
  uid: z.number(),
  muted_categories: z.array(z.string()),
  receive_all_fire: z.boolean(),
  designated_unit_ids: z.array(z.number()),
  priority: z.number(),
  channels: z.array(z.string()),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;
