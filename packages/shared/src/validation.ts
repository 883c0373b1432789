/**
 * Field rules shared by the forms and the server's zod schemas (spec 000 §5, 001 §5). Pure functions only: the client's
 * first load imports this module, so zod stays out of it (the zod versions live in `field-schemas.ts`).
 */
export const patterns = {
  mobile: /^1[3-9]\d{9}$/,
  landline: /^0\d{2,3}-?\d{7,8}$/,
  username: /^(1[3-9]\d{9}|[A-Za-z][A-Za-z0-9_.@-]{0,29})$/,
  password: /^[A-Za-z0-9.!@#$^]{6,20}$/,
  postalCode: /^\d{6}$/,
  mac: /^[0-9A-F]{2}(-[0-9A-F]{2}){5}$/,
  deviceCode: /^[A-Za-z0-9]{1,30}$/,
  simCode: /^[A-Za-z0-9]{1,30}$/,
  orgCode: /^[A-Za-z0-9-]{1,18}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  idCard: /^\d{17}[\dX]$/,
  number: /^-?\d+(\.\d+)?$/,
  positiveInt: /^[1-9]\d*$/,
  positiveInt3: /^[1-9]\d{0,2}$/,
} as const;

/** The masked placeholder a form shows for an unchanged password. */
export const MASKED_PASSWORD = '********';

/** Remarks are capped at 200 characters (spec 001 §5, §9). */
export const REMARK_MAX_LENGTH = 200;

const text = (value: string | number) => String(value).trim();

export const isMobile = (value: string) => patterns.mobile.test(value);
export const isLandline = (value: string) => patterns.landline.test(value);
export const isPhone = (value: string) => isMobile(value) || isLandline(value);
export const isValidUsername = (value: string) => patterns.username.test(value);
export const isValidPassword = (value: string) => value === MASKED_PASSWORD || patterns.password.test(value);
export const isEmail = (value: string) => value.length <= 254 && patterns.email.test(value);
export const isPostalCode = (value: string) => patterns.postalCode.test(value);
export const isOrgCode = (value: string) => patterns.orgCode.test(value);
export const isDeviceCode = (value: string) => patterns.deviceCode.test(value);
export const isSimCode = (value: string) => patterns.simCode.test(value);
export const isMac = (value: string) => patterns.mac.test(value);
export const isNumeric = (value: string | number) => patterns.number.test(text(value));
export const isPositiveInteger = (value: string | number) => patterns.positiveInt.test(text(value));
export const isPositiveInteger3 = (value: string | number) => patterns.positiveInt3.test(text(value));

/** An http or https address with a host and no user name or password in it (where a webhook may point). */
export const isHttpUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !!url.hostname;
  } catch {
    return false;
  }
};

const isInRange = (value: string | number, min: number, max: number) =>
  isNumeric(value) && Number(value) >= min && Number(value) <= max;
export const isLongitude = (value: string | number) => isInRange(value, 0, 180);
export const isLatitude = (value: string | number) => isInRange(value, 0, 90);

/** At most `places` digits after the decimal point (spec 001 §5: 2, or 1 for some fields). */
export const hasAtMostDecimals = (value: string | number, places: number) =>
  isNumeric(value) && (text(value).split('.')[1] ?? '').length <= places;

/** Province-level prefixes of GB 11643 national IDs (mainland provinces, Taiwan, Hong Kong, Macao). */
const ID_PROVINCES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
]);
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** 18-character national ID: valid province prefix and the ISO 7064 MOD 11-2 check character (X in upper or lower case). */
export const isIdCard = (raw: string) => {
  const value = raw.toUpperCase();
  if (!patterns.idCard.test(value) || !ID_PROVINCES.has(value.slice(0, 2))) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return ID_CHECK[sum % 11] === value[17];
};

/**
 * C0 control characters other than tab, line feed and carriage return, DEL and the C1 controls: nobody types them,
 * PostgreSQL refuses NUL, and the others only serve to break a log line, a CSV cell or a terminal.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Zero-width and bidirectional-override characters: they make one name look like another (U+200B–U+200F, U+202A–U+202E, U+2066–U+2069, U+FEFF). */
const INVISIBLE_CHARACTER = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);
export const hasInvisibleCharacter = (value: string) => INVISIBLE_CHARACTER.test(value);

type Message = { zh: string; en: string };

/** Messages the rules raise; `{num}`, `{a}`, `{b}` are filled by `formatRuleMessage`. */
export const ruleMessages = {
  invalidUsername: { zh: '用户名格式不正确', en: 'invalid username format' },
  emptyPassword: { zh: '登录密码不能为空', en: 'login password cannot be empty' },
  invalidPassword: {
    zh: '密码为6-20位字母、数字或符号 . ! @ # $ ^',
    en: 'password must be 6-20 letters, digits or the symbols . ! @ # $ ^',
  },
  emptyCaptcha: { zh: '请输入验证码', en: 'please enter the verification code' },
  required: { zh: '该项为必填项', en: 'this field is required' },
  maxLength: { zh: '不能超过{num}个字符', en: 'cannot exceed {num} characters' },
  minLength: { zh: '不能少于{num}个字符', en: 'cannot be less than {num} characters' },
  in: { zh: '请选择有效的值', en: 'choose a valid value' },
  numeric: { zh: '必须为数字', en: 'must be a number' },
  email: { zh: '请输入正确的邮箱地址', en: 'enter a correct e-mail address' },
  phone: { zh: '请输入正确的电话号码', en: 'enter a correct phone number' },
  mobile: { zh: '请输入正确的手机号码', en: 'enter a correct mobile number' },
  landline: { zh: '请输入正确的固定电话号码', en: 'enter a correct landline number' },
  longitude: { zh: '经度范围为0~180', en: 'longitude must be 0~180' },
  latitude: { zh: '纬度范围为0~90', en: 'latitude must be 0~90' },
  postalCode: { zh: '邮政编码为6位数字', en: 'postal code must be 6 digits' },
  idCard: { zh: '请输入正确的身份证号码', en: 'enter a correct national ID number' },
  orgCode: {
    zh: '组织机构代码为1-18位字母、数字或连字符',
    en: 'organisation code must be 1-18 letters, digits or hyphens',
  },
  deviceCode: { zh: '设备编码为1-30位字母或数字', en: 'device code must be 1-30 letters or digits' },
  simCode: { zh: 'SIM卡号为1-30位字母或数字', en: 'SIM-card code must be 1-30 letters or digits' },
  mac: {
    zh: 'MAC地址格式为XX-XX-XX-XX-XX-XX（大写十六进制）',
    en: 'MAC address must be XX-XX-XX-XX-XX-XX in uppercase hex',
  },
  range: { zh: '范围限制在{a}~{b}', en: 'range limited to {a}~{b}' },
  min: { zh: '最小值为{a}', en: 'minimum is {a}' },
  enterNumber: { zh: '请输入数字', en: 'please enter a number' },
  decimals: { zh: '最多保留{num}位小数', en: 'limited to {num} decimal places' },
  positiveInt: { zh: '请输入正整数', en: 'please enter a positive integer' },
  positiveInt3: { zh: '请输入不超过3位的正整数', en: 'please enter a positive integer of up to 3 digits' },
  textOverSize: { zh: '文字超出长度', en: 'text over size' },
  httpUrl: {
    zh: '请输入正确的 http 或 https 地址（不含用户名和密码）',
    en: 'enter a correct http or https address (without user name or password)',
  },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'the two passwords do not match' },
  controlCharacter: { zh: '不能包含控制字符', en: 'cannot contain control characters' },
  invisibleCharacter: {
    zh: '不能包含零宽或文字方向控制字符',
    en: 'cannot contain zero-width or text-direction characters',
  },
} as const satisfies Record<string, Message>;

export type RuleMessageKey = keyof typeof ruleMessages;
export type RuleParams = Partial<Record<'num' | 'a' | 'b', string | number>>;
/** A failed rule: the message key and the values its text names. */
export type RuleFailure = { key: RuleMessageKey; params: RuleParams };

export const formatRuleMessage = (failure: RuleFailure, lang: 'zh' | 'en') =>
  ruleMessages[failure.key][lang].replace(/\{(num|a|b)\}/g, (_, name: 'num' | 'a' | 'b') =>
    String(failure.params[name] ?? ''),
  );

/** One rule of a `check_type` string, e.g. `maxLength:50` → { name: 'maxLength', args: ['50'] }. */
export type CheckRule = { name: string; args: string[] };

/**
 * Parses a form field's `check_type` (spec 001 §3), rules joined by `|`, arguments after `:` separated by `,`:
 * required, maxLength:n, minLength:n, in:a,b,…, numeric, email, phone, mobile, landline, password, username, longitude,
 * latitude, postalCode, idCard, orgCode, deviceCode, simCode, mac, range:a,b, min:a, decimals:n, positiveInt, positiveInt3,
 * httpUrl.
 */
export const parseCheckType = (checkType: string | undefined): CheckRule[] =>
  (checkType ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', args = ''] = part.split(/:(.*)/s);
      return { name, args: args === '' ? [] : args.split(',').map((arg) => arg.trim()) };
    });

/** A field is required when its check_type contains required (spec 001 §3). */
export const isRequiredCheck = (checkType: string | undefined) =>
  parseCheckType(checkType).some((rule) => rule.name === 'required');

const patternRules: Record<string, [(value: string) => boolean, RuleMessageKey]> = {
  numeric: [isNumeric, 'numeric'],
  email: [isEmail, 'email'],
  phone: [isPhone, 'phone'],
  mobile: [isMobile, 'mobile'],
  landline: [isLandline, 'landline'],
  password: [isValidPassword, 'invalidPassword'],
  username: [isValidUsername, 'invalidUsername'],
  longitude: [isLongitude, 'longitude'],
  latitude: [isLatitude, 'latitude'],
  postalCode: [isPostalCode, 'postalCode'],
  idCard: [isIdCard, 'idCard'],
  orgCode: [isOrgCode, 'orgCode'],
  deviceCode: [isDeviceCode, 'deviceCode'],
  simCode: [isSimCode, 'simCode'],
  mac: [isMac, 'mac'],
  positiveInt: [isPositiveInteger, 'positiveInt'],
  positiveInt3: [isPositiveInteger3, 'positiveInt3'],
  httpUrl: [isHttpUrl, 'httpUrl'],
};

/** Number range: 'please enter a number', then 'range limited to a~b' (or 'minimum is a' without an upper bound). */
export const checkRange = (value: string | number, min: number, max?: number): RuleFailure | null => {
  if (!isNumeric(value)) return { key: 'enterNumber', params: {} };
  const number = Number(value);
  if (max === undefined) return number < min ? { key: 'min', params: { a: min } } : null;
  return number < min || number > max ? { key: 'range', params: { a: min, b: max } } : null;
};

const checkRule = (rule: CheckRule, value: string): RuleFailure | null => {
  const [first, second] = rule.args;
  switch (rule.name) {
    case 'required':
      return null;
    case 'maxLength':
      return value.length > Number(first) ? { key: 'maxLength', params: { num: Number(first) } } : null;
    case 'minLength':
      return value.length < Number(first) ? { key: 'minLength', params: { num: Number(first) } } : null;
    case 'in':
      return rule.args.includes(value) ? null : { key: 'in', params: {} };
    case 'range':
      return checkRange(value, Number(first), second === undefined ? undefined : Number(second));
    case 'min':
      return checkRange(value, Number(first));
    case 'decimals':
      if (!isNumeric(value)) return { key: 'enterNumber', params: {} };
      return hasAtMostDecimals(value, Number(first ?? 2))
        ? null
        : { key: 'decimals', params: { num: Number(first ?? 2) } };
    default: {
      const known = patternRules[rule.name];
      if (!known) return null;
      return known[0](value) ? null : { key: known[1], params: {} };
    }
  }
};

const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks a value against a check_type string and answers the first failure, or null. An empty value fails only
 * `required`; the other rules apply to what was entered. Arrays (multiple choices) are checked for presence only.
 */
export const checkField = (value: unknown, checkType: string | undefined): RuleFailure | null => {
  const rules = parseCheckType(checkType);
  if (isEmptyValue(value))
    return rules.some((rule) => rule.name === 'required') ? { key: 'required', params: {} } : null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const entered = text(value);
  for (const rule of rules) {
    const failure = checkRule(rule, entered);
    if (failure) return failure;
  }
  return null;
};
