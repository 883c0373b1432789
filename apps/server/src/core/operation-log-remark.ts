import { OPERATION_REMARK_MAX } from '@fireline/shared';

/** Query keys of the signed-call envelope (spec 000 §7), not the operation's own input. */
const envelopeKeys = new Set(['uid', 'view_type', 'cc', 'cv', 'sign_time', 'sign_random', 'sign', 'lang', 'ticket']);

/** Fields whose value never reaches the log: passwords, tokens, signatures, keys and other secrets. */
const secretKey =
  /password|passwd|pwd|^pass$|token|secret|captcha|credential|signature|^sign$|_sign$|api_?key|private_?key|access_?key|^key$/i;
export const MASK = '******';
const VALUE_MAX = 120;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with every secret field (at any depth) replaced by the mask. */
const masked = (value: unknown, depth = 0): unknown => {
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, secretKey.test(key) ? MASK : masked(item, depth + 1)]),
  );
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const show = (value: unknown): string => {
  if (typeof value === 'string') return clip(value, VALUE_MAX);
  if (value === undefined) return '';
  return clip(JSON.stringify(value) ?? String(value), VALUE_MAX);
};

/** The fields of a call's input, the envelope's keys left out: the query's, then the body's (a body that is an object). */
const inputFields = (input: { query?: unknown; body?: unknown }): [string, unknown][] => [
  ...(isObject(input.query) ? Object.entries(input.query).filter(([key]) => !envelopeKeys.has(key)) : []),
  ...(isObject(input.body)
    ? Object.entries(input.body)
    : input.body === undefined
      ? []
      : [['body', input.body] as [string, unknown]]),
];

/**
 * What a call changed, as its remark: the field names and the values sent (`name: value; …`), secrets masked, each
 * value clipped and the whole at most OPERATION_REMARK_MAX characters.
 */
export const describeInput = (input: { query?: unknown; body?: unknown }) =>
  clip(
    inputFields(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: ${secretKey.test(key) ? MASK : show(masked(value))}`)
      .join('; '),
    OPERATION_REMARK_MAX,
  );

const MAX_IDS = 50;

const idValues = (value: unknown): string[] => {
  if (typeof value === 'number' && Number.isInteger(value)) return [String(value)];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^[\w-]{1,64}$/.test(part));
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'object' ? [] : idValues(item)));
  return [];
};

/**
 * The changed records' ids found in `sources` (an answer's data, a transaction's result, the input), under `id`,
 * `ids` or one of the module's own keys (`building_id`, `device_ids`); a list of records gives each one's. At most 50.
 */
export const recordIdsOf = (idKeys: readonly string[], sources: unknown[]): string[] => {
  const keys = ['id', 'ids', ...idKeys];
  const found = new Set<string>();
  const visit = (source: unknown, depth: number) => {
    if (Array.isArray(source) && depth === 0) {
      for (const item of source.slice(0, MAX_IDS)) visit(item, depth + 1);
      return;
    }
    if (!isObject(source)) return;
    for (const key of keys) for (const id of idValues(source[key])) found.add(id);
  };
  for (const source of sources) visit(source, 0);
  return [...found].slice(0, MAX_IDS);
};
