import { z } from 'zod';
import {
  formatRuleMessage,
  hasAtMostDecimals,
  hasControlCharacter,
  hasInvisibleCharacter,
  isIdCard,
  isLandline,
  isMobile,
  isNumeric,
  isPhone,
  patterns,
  ruleMessages,
  type RuleMessageKey,
} from './validation';
import { companyTypeByKind, orgKinds } from './orgs';

/**
 * The field rules of spec 001 §5 as zod schemas for the server's request schemas. Kept apart from `validation.ts` so
 * the client's first load does not pull zod in. Format failures are `invalid_format` issues (catalogue 8997 with the
 * field named); the issue message is the rule's English text.
 */
const en = (key: RuleMessageKey) => ruleMessages[key].en;

const formatCheck = (check: (value: string) => boolean, key: RuleMessageKey) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (!check(value)) context.addIssue({ code: 'invalid_format', format: 'regex', input: value, message: en(key) });
    });

export const zMobile = formatCheck(isMobile, 'mobile');
export const zLandline = formatCheck(isLandline, 'landline');
export const zPhone = formatCheck(isPhone, 'phone');
export const zEmail = z.string().trim().max(254).regex(patterns.email, en('email'));
export const zPassword = z.string().regex(/^(\*{8}|[A-Za-z0-9.!@#$^]{6,20})$/, en('invalidPassword'));
export const zPostalCode = z.string().trim().regex(patterns.postalCode, en('postalCode'));
export const zIdCard = formatCheck(isIdCard, 'idCard').transform((value) => value.toUpperCase());
export const zOrgCode = z.string().trim().regex(patterns.orgCode, en('orgCode'));
export const zDeviceCode = z.string().trim().regex(patterns.deviceCode, en('deviceCode'));
export const zSimCode = z.string().trim().regex(patterns.simCode, en('simCode'));
export const zMac = z.string().trim().regex(patterns.mac, en('mac'));

/** A number given as a number or a numeric string (forms send both). */
const zNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .refine(isNumeric, { message: en('enterNumber') }),
  ])
  .transform(Number);

export const zLongitude = zNumber.pipe(z.number().min(0, en('longitude')).max(180, en('longitude')));
export const zLatitude = zNumber.pipe(z.number().min(0, en('latitude')).max(90, en('latitude')));

/** 'range limited to a~b'. */
export const zRange = (min: number, max: number) => {
  const message = formatRuleMessage({ key: 'range', params: { a: min, b: max } }, 'en');
  return zNumber.pipe(z.number().min(min, message).max(max, message));
};

/** 'minimum is a'. */
export const zMin = (min: number) =>
  zNumber.pipe(z.number().min(min, formatRuleMessage({ key: 'min', params: { a: min } }, 'en')));

/** At most `places` decimal places (2, or 1). */
export const zDecimal = (places: 1 | 2 = 2) =>
  z
    .union([z.number(), z.string().trim()])
    .superRefine((value, context) => {
      if (!hasAtMostDecimals(value, places)) {
        context.addIssue({
          code: 'invalid_format',
          format: 'regex',
          input: String(value),
          message: formatRuleMessage({ key: 'decimals', params: { num: places } }, 'en'),
        });
      }
    })
    .transform(Number);

export const zPositiveInt = z.coerce
  .number({ message: en('positiveInt') })
  .int(en('positiveInt'))
  .min(1, en('positiveInt'));
export const zPositiveInt3 = zPositiveInt.max(999, en('positiveInt3'));

/** Text capped at `max` characters ('cannot exceed {num} characters'); remarks use 200. */
export const zText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, formatRuleMessage({ key: 'maxLength', params: { num: max } }, 'en'));
export const zRemark = zText(200);

/** The largest int4: serial ids, and every integer column that is not a bigint. */
export const INT4_MAX = 2_147_483_647;

/**
 * A serial (int4) id, 1 … 2³¹−1, given as a number or a numeric string (query strings): a larger one is a format
 * error naming the field (8997), never a database failure.
 */
export const zId = z.coerce.number().int().min(1).max(INT4_MAX);
/** The same in a JSON body, where an id is a number. */
export const zIdNumber = z.number().int().min(1).max(INT4_MAX);
/** A bigserial id (events, alarms, logs): 1 … 2⁵³−1, the integers JavaScript holds exactly (zod's int() checks it). */
export const zBigId = z.coerce.number().int().min(1);
export const zBigIdNumber = z.number().int().min(1);
/** An int4 count, code or flag that may be 0. */
export const zInt4 = z.coerce.number().int().min(0).max(INT4_MAX);

/** A format check that reads as a format error (8997) naming the field, like the rules above. */
const refuse = (schema: z.ZodString, isBad: (value: string) => boolean, key: RuleMessageKey) =>
  schema.superRefine((value, context) => {
    if (isBad(value)) context.addIssue({ code: 'invalid_format', format: 'regex', input: value, message: en(key) });
  });

/** Single-line text: no control character at all, tab and line breaks included (the server refuses the others centrally). */
export const zLine = (max: number) =>
  refuse(zText(max), (value) => /[\t\n\r]/.test(value) || hasControlCharacter(value), 'controlCharacter');

/**
 * A name people tell records apart by (unit, building, device, person): one line, and no zero-width or text-direction
 * character that would make it look like another name.
 */
export const zName = (max: number) => refuse(zLine(max), hasInvisibleCharacter, 'invisibleCharacter');

/** An int4 id in a JSON body, as a number or its digits (the spec's clients send both). */
export const idLike = z.union([zIdNumber, z.string().regex(/^\d+$/).transform(Number).pipe(zIdNumber)]);

/** The language switch of signed calls (lang=eng), kept through query validation so answers and errors follow it. */
export const langQueryField = { lang: z.string().max(10).optional() };

/**
 * An organisation's kind and `company_type` as answers carry them. Kept here, not in orgs.ts: the client's first
 * load imports orgs.ts, and a zod call there would pull zod into the login route.
 */
export const companyTypeSchema = z.enum(companyTypeByKind);
export const orgKindSchema = z.enum(orgKinds);

/** A query that takes the language only. */
export const langQuerySchema = z.object(langQueryField);

/** A query that takes nothing. */
export const emptyQuerySchema = z.object({});
