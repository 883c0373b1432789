import { z } from 'zod';
import { zId, zIdNumber, zName, zPhone, zText } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
import { thirdSystemKinds } from './third-system-kinds';
import { patterns } from './validation';

/**
 * Third-party systems (spec 002 §2 /thirdsystem/*; docs/third-party.md): the external systems a centre or the platform
 * administrator lets read its units over HTTP with an API key, and whose users may enter this platform through a
 * signed link (kind third_enter).
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const unitIds = z.array(zIdNumber).max(500);

const systemFields = {
  kind: z.enum(thirdSystemKinds),
  name: zName(50).min(1),
  contact_name: zName(30).nullable(),
  contact_phone: zPhone.nullable(),
  remark: zText(200).nullable(),
  is_enabled: flag,
};

export const thirdSystemCreateSchema = z.object({
  ...systemFields,
  contact_name: systemFields.contact_name.optional(),
  contact_phone: systemFields.contact_phone.optional(),
  remark: systemFields.remark.optional(),
  is_enabled: systemFields.is_enabled.default(1),
  /** Units it may see, within the creator's scope. */
  unit_ids: unitIds.default([]),
});
export type ThirdSystemCreate = z.input<typeof thirdSystemCreateSchema>;

/** PUT changes the fields it is given; the kind stays. */
export const thirdSystemUpdateSchema = z
  .object({
    name: systemFields.name,
    contact_name: systemFields.contact_name,
    contact_phone: systemFields.contact_phone,
    remark: systemFields.remark,
    is_enabled: systemFields.is_enabled,
  })
  .partial()
  .extend({ id: zIdNumber });
export type ThirdSystemUpdate = z.input<typeof thirdSystemUpdateSchema>;

export const thirdSystemIdQuerySchema = z.object({ id: zId });
export const thirdSystemIdBodySchema = z.object({ id: zIdNumber });
export const thirdSystemListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(thirdSystemKinds).optional(),
  name: z.string().trim().max(50).optional(),
  is_enabled: z.coerce.number().pipe(flag).optional(),
});
export type ThirdSystemListQuery = z.input<typeof thirdSystemListQuerySchema>;

/** A system as the calls answer it: never its key or secret, only the key's last characters to tell keys apart. */
export const thirdSystemSchema = z.object({
  id: z.number(),
  kind: z.enum(thirdSystemKinds),
  name: z.string(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  remark: z.string().nullable(),
  is_enabled: flag,
  /** The organisation that keeps it (the creator's). */
  company_id: z.number(),
  company_name: z.string(),
  /** How many units it may see. */
  unit_count: z.number(),
  /** active: a key works; revoked: none does until a new one is made. */
  key_status: z.enum(['active', 'revoked']),
  /** `fl3_…a1b2` of the key in force; null when revoked. */
  key_hint: z.string().nullable(),
  key_create_time: z.number().nullable(),
  /** third_enter only: the account its users enter as (one per system, in the keeping organisation). */
  enter_account: z.string().nullable(),
  /** The last call made with its key or the last entry through its link; null: never. */
  last_contact_time: z.number().nullable(),
  create_time: z.number(),
  update_time: z.number(),
});
export type ThirdSystem = z.infer<typeof thirdSystemSchema>;
export const thirdSystemPageSchema = pageSchema(thirdSystemSchema);

/** POST info and POST rotate_key: the system with its new key (and entry secret for third_enter), shown this once. */
export const thirdSystemWithKeySchema = thirdSystemSchema.extend({
  api_key: z.string(),
  /** third_enter only: the HMAC key of its entry links. */
  enter_secret: z.string().nullable(),
});
export type ThirdSystemWithKey = z.infer<typeof thirdSystemWithKeySchema>;
export const deletedThirdSystemSchema = z.object({ id: z.number() });

/** The units a system may see (companyList), with when each was granted. */
export const thirdSystemUnitQuerySchema = pageQuerySchema.extend({
  id: zId,
  company_name: z.string().trim().max(50).optional(),
});
export const thirdSystemUnitSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  address: z.string().nullable(),
  grant_time: z.number(),
});
export type ThirdSystemUnit = z.infer<typeof thirdSystemUnitSchema>;
export const thirdSystemUnitPageSchema = pageSchema(thirdSystemUnitSchema);
export const thirdSystemUnitsBodySchema = z.object({ id: zIdNumber, unit_ids: unitIds.min(1) });
export type ThirdSystemUnitsBody = z.input<typeof thirdSystemUnitsBodySchema>;
export const thirdSystemUnitsAnswerSchema = z.object({ id: z.number(), unit_count: z.number() });

/** GET /api_proxy/third/units/ (X-Api-Key): the units the key's system may see, for the system itself. */
export const thirdUnitsQuerySchema = pageQuerySchema;
export const thirdUnitSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  address: z.string().nullable(),
  region_code: z.string().nullable(),
});
export const thirdUnitsAnswerSchema = pageSchema(thirdUnitSchema).extend({
  system_id: z.number(),
  system_name: z.string(),
});
export type ThirdUnitsAnswer = z.infer<typeof thirdUnitsAnswerSchema>;

/** The entry link's query (docs/third-party.md "Entering the platform"). */
export const thirdEnterLinkSchema = z.object({
  system_id: zId,
  /** The person's name in the external system (recorded in the login log). */
  user: z.string().trim().min(1).max(50),
  /** Epoch seconds; at most THIRD_ENTER_MAX_AGE_S ahead. */
  expires: z.coerce.number().int().min(0),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** Hex HMAC-SHA256 under the system's entry secret of `system_id \n user \n expires \n nonce`. */
  signature: z.string().regex(/^[0-9a-fA-F]{64}$/),
});
export type ThirdEnterLink = z.infer<typeof thirdEnterLinkSchema>;

/** The text an entry link signs. */
export const thirdEnterPayload = (link: { system_id: number; user: string; expires: number; nonce: string }) =>
  `${link.system_id}\n${link.user}\n${link.expires}\n${link.nonce}`;

/** POST /api_proxy/third/enter/: the one-time code of the landing page, exchanged for a session (the login answer). */
export const thirdEnterExchangeSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** One row of the third-party system import (/thirdsystem/import): the systems come without a key (made per system). */
export const thirdSystemImportRowSchema = z.object({
  kind: z.enum(thirdSystemKinds, { error: 'choice' }),
  name: z.string().max(50),
  contact_name: z.string().max(30).optional(),
  contact_phone: z
    .string()
    .refine((value) => patterns.mobile.test(value) || patterns.landline.test(value), { error: 'phone' })
    .optional(),
  remark: z.string().max(200).optional(),
});
export type ThirdSystemImportRow = z.infer<typeof thirdSystemImportRowSchema>;
