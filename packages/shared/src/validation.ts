/** Field rules shared by the forms and the server's zod schemas (spec 000 §5, 001 §5). */
export const patterns = {
  mobile: /^1[3-9]\d{9}$/,
  landline: /^0\d{2,3}-?\d{7,8}$/,
  username: /^(1[3-9]\d{9}|[A-Za-z][A-Za-z0-9_.@-]{0,29})$/,
  password: /^[A-Za-z0-9.!@#$^]{6,20}$/,
  postalCode: /^\d{6}$/,
  mac: /^[0-9A-F]{2}(-[0-9A-F]{2}){5}$/,
  deviceCode: /^[A-Za-z0-9]{1,30}$/,
} as const;

/** The masked placeholder a form shows for an unchanged password. */
export const MASKED_PASSWORD = '********';

export const isMobile = (value: string) => patterns.mobile.test(value);
export const isLandline = (value: string) => patterns.landline.test(value);
export const isPhone = (value: string) => isMobile(value) || isLandline(value);
export const isValidUsername = (value: string) => patterns.username.test(value);
export const isValidPassword = (value: string) => value === MASKED_PASSWORD || patterns.password.test(value);

/** Messages the rules raise; the keys are i18n keys on the client and zh/en pairs on the server. */
export const ruleMessages = {
  invalidUsername: { zh: '用户名格式不正确', en: 'invalid username format' },
  emptyPassword: { zh: '登录密码不能为空', en: 'login password cannot be empty' },
  invalidPassword: {
    zh: '密码为6-20位字母、数字或符号 . ! @ # $ ^',
    en: 'password must be 6-20 letters, digits or the symbols . ! @ # $ ^',
  },
  emptyCaptcha: { zh: '请输入验证码', en: 'please enter the verification code' },
} as const;
