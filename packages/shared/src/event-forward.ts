import { z } from 'zod';
import { statusCategories } from './events';
import { zId, zIdNumber, zName, zText } from './field-schemas';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
import { isHttpUrl, ruleMessages } from './validation';

/**
 * Event forwarding (spec 001 §2 /systemmanage/eventForward; docs/event-forwarding.md): rules an organisation keeps that
 * post selected events to an external HTTP(S) endpoint, signed with the rule's secret.
 */

/** The header carrying the body's signature: `sha256=<hex HMAC-SHA256 of the raw body under the rule's secret>`. */
export const FORWARD_SIGNATURE_HEADER = 'x-fireline-signature';
/** The delivery's id (the same on every retry of it), the rule's id and the kind of body (event or test). */
export const FORWARD_DELIVERY_HEADER = 'x-fireline-delivery';
export const FORWARD_RULE_HEADER = 'x-fireline-rule';
export const FORWARD_KIND_HEADER = 'x-fireline-kind';
/** Test events a rule may send per minute (the "send test event" button). */
export const FORWARD_TESTS_PER_MINUTE = 5;

export const forwardUrlMessages = {
  private: {
    zh: '不能转发到内网、本机或保留地址',
    en: 'private, loopback and reserved addresses are not allowed',
  },
};

/** An endpoint's URL: http(s), a host, no credentials, at most 500 characters (the address is checked by the server). */
export const forwardUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .superRefine((value, context) => {
    if (!isHttpUrl(value))
      context.addIssue({ code: 'invalid_format', format: 'url', input: value, message: ruleMessages.httpUrl.en });
  });

const flag = z.union([z.literal(0), z.literal(1)]);
const enumId = z.number().int().min(0).max(1_000_000);

/** The fields of a rule (POST creates; PUT changes the fields it is given). */
const ruleFields = {
  name: zName(50).min(1),
  url: forwardUrlSchema,
  /** Event categories forwarded; at least one. */
  categories: z.array(z.enum(statusCategories)).min(1).max(statusCategories.length),
  /** Units of the owner's scope; empty = every unit the owner sees. */
  unit_ids: z.array(zIdNumber).max(500),
  /** enum_device_type ids; empty = every device type. */
  device_types: z.array(enumId).max(100),
  is_enabled: flag,
  remark: zText(200).nullable(),
};

export const forwardRuleCreateSchema = z.object({
  ...ruleFields,
  unit_ids: ruleFields.unit_ids.default([]),
  device_types: ruleFields.device_types.default([]),
  is_enabled: ruleFields.is_enabled.default(1),
  remark: ruleFields.remark.optional(),
});
export type ForwardRuleCreate = z.input<typeof forwardRuleCreateSchema>;
export const forwardRuleUpdateSchema = z.object(ruleFields).partial().extend({ id: zIdNumber });
export type ForwardRuleUpdate = z.input<typeof forwardRuleUpdateSchema>;

export const forwardRuleIdQuerySchema = z.object({ id: zId });
export const forwardRuleIdBodySchema = z.object({ id: zIdNumber });
export const forwardRuleListQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(50).optional(),
  is_enabled: z.coerce.number().pipe(flag).optional(),
});

export const forwardDeliveryStatuses = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;
export type ForwardDeliveryStatus = (typeof forwardDeliveryStatuses)[number];

/** The newest delivery of a rule, as its list row shows it. */
const lastDeliverySchema = z
  .object({ time: z.number(), status: z.enum(forwardDeliveryStatuses), status_code: z.number().nullable() })
  .nullable();

/** A rule as the calls answer it; the secret itself is answered only when made (POST, secret). */
export const forwardRuleSchema = z.object({
  id: z.number(),
  /** The organisation that owns the rule. */
  company_id: z.number(),
  company_name: z.string(),
  name: z.string(),
  url: z.string(),
  categories: z.array(z.enum(statusCategories)),
  unit_ids: z.array(z.number()),
  units: z.array(z.object({ company_id: z.number(), company_name: z.string() })),
  device_types: z.array(z.number()),
  is_enabled: flag,
  remark: z.string().nullable(),
  /** The secret's last characters, to tell it apart (`fwd_…a1b2`). */
  secret_hint: z.string(),
  create_time: z.number(),
  update_time: z.number(),
  last_delivery: lastDeliverySchema,
});
export type ForwardRule = z.infer<typeof forwardRuleSchema>;
export const forwardRulePageSchema = pageSchema(forwardRuleSchema);

/** POST info and POST secret: the rule with its new secret, shown this once. */
export const forwardRuleWithSecretSchema = forwardRuleSchema.extend({ secret: z.string() });
export type ForwardRuleWithSecret = z.infer<typeof forwardRuleWithSecretSchema>;

export const deletedForwardRuleSchema = z.object({ id: z.number() });

/** One delivery of a rule (an event, or a test): its outcome so far. */
export const forwardDeliverySchema = z.object({
  id: z.number(),
  rule_id: z.number(),
  event_id: z.number().nullable(),
  is_test: flag,
  status: z.enum(forwardDeliveryStatuses),
  attempts: z.number(),
  /** The endpoint's HTTP status of the last attempt; null when it did not answer. */
  status_code: z.number().nullable(),
  /** The first characters of the last answer's body. */
  response_snippet: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().nullable(),
  create_time: z.number(),
  last_attempt_time: z.number().nullable(),
  /** When the next attempt is due (pending or failed). */
  next_attempt_time: z.number().nullable(),
  sent_time: z.number().nullable(),
});
export type ForwardDelivery = z.infer<typeof forwardDeliverySchema>;
export const forwardDeliveryPageSchema = pageSchema(forwardDeliverySchema);
export const forwardDeliveryQuerySchema = pageQuerySchema.extend({
  id: zId,
  status: z.enum(forwardDeliveryStatuses).optional(),
});

/** POST test: the test delivery queued. */
export const forwardTestAnswerSchema = z.object({ delivery_id: z.number() });
