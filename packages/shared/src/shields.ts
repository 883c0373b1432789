import { z } from 'zod';
import { idLike, langQueryField, zBigId, zId } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';

/** Shields (屏蔽) of spec 000 §3 / §7: a device or component silenced for some hours. */
export const shieldThingTypes = ['info_device', 'info_device_component'] as const;

export const SHIELD_REASON_MAX = 50;
export const SHIELD_HOURS_PRESETS = [12, 24, 36] as const;
export const SHIELD_HOURS_CUSTOM_DEFAULT = 999;
export type ShieldThingType = (typeof shieldThingTypes)[number];

/** POST shilter/info. */
export const createShieldBodySchema = z.object({
  shield_thing_id: idLike,
  shield_thing_type: z.enum(shieldThingTypes),
  desc: z.string().trim().max(10_000).default(''),
  shield_hours: z.number().int().min(1).max(SHIELD_HOURS_CUSTOM_DEFAULT).default(SHIELD_HOURS_CUSTOM_DEFAULT),
  schedule_start: z.number().int().positive().optional(),
  shield_flag: z.number().int().optional(),
});
export type CreateShieldBody = z.infer<typeof createShieldBodySchema>;
/** What a client sends (before defaults). */
export type CreateShieldInput = z.input<typeof createShieldBodySchema>;

/** DELETE shilter/info: by the shield's id, or the shield in force of a thing. */
export const deleteShieldQuerySchema = z.object({
  ...langQueryField,
  // A shield's id is a bigserial.
  id: zBigId.optional(),
  shield_thing_id: zId.optional(),
  shield_thing_type: z.enum(shieldThingTypes).optional(),
});

/** GET shilter/list: shields in force, optionally one unit's or one kind of thing's. */
export const shieldListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_id: zId.optional(),
  shield_thing_type: z.enum(shieldThingTypes).optional(),
});

/** The shield record (info_things_shilter): who set it (`thing_id`), on what, from when until when. */
export const shieldRecordSchema = z.object({
  id: z.number(),
  thing_id: z.number().nullable(),
  thing_type: z.string(),
  shield_thing_id: z.number(),
  shield_thing_type: z.enum(shieldThingTypes),
  shield_thing_name: z.string(),
  company_id: z.number(),
  /** Unix seconds. */
  schedule_start: z.number(),
  schedule_end: z.number(),
  /** 1 while in force. */
  shield_flag: z.number(),
  desc: z.string(),
  enum_shield_status: z.object({ id: z.number() }),
});
export type ShieldRecord = z.infer<typeof shieldRecordSchema>;

/** A shield in force as shilter/list answers it: the record with its thing's device, unit, place and who set it. */
export const activeShieldSchema = shieldRecordSchema.extend({
  device_id: z.number().nullable(),
  device_name: z.string(),
  company_name: z.string(),
  building_name: z.string(),
  floor_name: z.string(),
  location: z.string(),
  creater_name: z.string(),
});
export type ActiveShield = z.infer<typeof activeShieldSchema>;

export const activeShieldPageSchema = pageSchema(activeShieldSchema);
