/** The error catalogue, in the numbering the platform this one replaces used (ARCHITECTURE §3). */
export const errorCatalogue = {
  0: { zh: '成功', en: 'success' },
  9999: { zh: '系统异常，请稍后重试', en: 'unexpected error, please try again later' },
  9997: { zh: '非法请求', en: 'illegal request' },
  9996: { zh: '此账号已在别处登录，请重新登录', en: 'this account has logged in elsewhere, please log in again' },
  9995: { zh: '暂无数据', en: 'no data' },
  9993: { zh: '没有权限', en: 'no permission' },
  8999: { zh: '参数类型错误', en: 'parameter type error' },
  8998: { zh: '缺少必填参数', en: 'required parameter missing' },
  8997: { zh: '参数格式错误', en: 'parameter format error' },
  8996: { zh: '参数值不合法', en: 'illegal parameter value' },
  7999: { zh: '新增失败', en: 'add failed' },
  7998: { zh: '修改失败', en: 'update failed' },
  7997: { zh: '删除失败', en: 'delete failed' },
  7996: { zh: '数据不唯一', en: 'value is not unique' },
  7995: { zh: '数据已存在', en: 'already exists' },
  7994: { zh: '校验失败', en: 'check failed' },
  7993: { zh: '超出限制', en: 'limit exceeded' },
  7992: { zh: '不能删除', en: 'cannot delete' },
  6999: { zh: '登录失败', en: 'login failed' },
  6998: { zh: '账号已停用', en: 'account disabled' },
  6997: { zh: '修改密码失败', en: 'password change failed' },
  6996: { zh: '用户名或密码错误', en: 'wrong username or password' },
  6995: { zh: '用户不存在', en: 'user does not exist' },
  6994: { zh: '验证码错误或已过期', en: 'wrong or expired verification code' },
  6993: {
    zh: '登录失败次数过多，账号已锁定，请稍后再试',
    en: 'too many failed logins, account locked, try again later',
  },
  /**
   * The spec's login message (001 §8) for an account that may not log in: deactivated, deleted, left the job
   * (enum_user_staff 0) or past its expired_time. Answered only after the password check passed.
   */
  6992: { zh: '账号异常，请联系管理员', en: 'account abnormal, contact administrator' },
} as const satisfies Record<number, { zh: string; en: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const ErrorCodes = {
  ok: 0,
  unexpected: 9999,
  illegalRequest: 9997,
  tokenInvalid: 9996,
  noData: 9995,
  noPermission: 9993,
  paramType: 8999,
  paramRequired: 8998,
  paramFormat: 8997,
  paramValue: 8996,
  addFailed: 7999,
  updateFailed: 7998,
  deleteFailed: 7997,
  notUnique: 7996,
  alreadyExists: 7995,
  checkFailed: 7994,
  limitExceeded: 7993,
  cannotDelete: 7992,
  loginFailed: 6999,
  accountDisabled: 6998,
  passwordChangeFailed: 6997,
  wrongPassword: 6996,
  userNotFound: 6995,
  captchaWrong: 6994,
  accountLocked: 6993,
  accountAbnormal: 6992,
} as const satisfies Record<string, ErrorCode>;

export type Lang = 'zh' | 'en';

/** The texts of a code; `detail` (already localised) is appended, e.g. the offending field. */
export const describeError = (code: ErrorCode, lang: Lang, detail?: { zh: string; en: string }) => {
  const base = errorCatalogue[code];
  const suffix = (l: Lang) => (detail ? `: ${detail[l]}` : '');
  return { msg: (lang === 'en' ? base.en : base.zh) + suffix(lang), eng_msg: base.en + suffix('en') };
};
