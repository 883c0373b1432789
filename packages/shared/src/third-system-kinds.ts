/**
 * Third-party systems' constants (docs/third-party.md), apart from their zod schemas (third-systems.ts): the client's
 * route table reads them, and the login route's bundle must not pull the validation library in (first-load.e2e.ts).
 */

/** The kinds of spec 002 §2, in its order; each has its page /thirdsystem/<kind>. */
export const thirdSystemKinds = [
  'regulatory_center',
  'maint_company',
  'company',
  'company_control_room',
  'fire_manage',
  'fire_center',
  'third_enter',
] as const;
export type ThirdSystemKind = (typeof thirdSystemKinds)[number];

/** What each kind is called on screen and in the template (zh / en). */
export const thirdSystemKindLabels: Record<ThirdSystemKind, { zh: string; en: string }> = {
  regulatory_center: { zh: '监管中心', en: 'Regulatory centre' },
  maint_company: { zh: '维保公司', en: 'Maintenance company' },
  company: { zh: '联网单位', en: 'Networked unit' },
  company_control_room: { zh: '消防控制室', en: 'Fire control room' },
  fire_manage: { zh: '消防主管部门', en: 'Fire authority' },
  fire_center: { zh: '消防指挥中心', en: 'Fire command centre' },
  third_enter: { zh: '第三方接入', en: 'Third-party entry' },
};

/** The header an external system sends its API key in. */
export const THIRD_API_KEY_HEADER = 'x-api-key';
/** Calls a minute one API key may make to the external read calls. */
export const THIRD_API_RATE_PER_MINUTE = 60;
/** An entry link is valid at most this long (its `expires` is at most this far ahead). */
export const THIRD_ENTER_MAX_AGE_S = 300;
/** The one-time code the entry link hands the browser is exchanged within this time. */
export const THIRD_ENTER_CODE_TTL_S = 60;
/** The server's entry-link path (not under /api_proxy/: a browser opens it from another site) and the client's landing. */
export const THIRD_ENTER_PATH = '/api/third_enter';
export const THIRD_ENTER_LANDING = '/third_enter';
/** The landing's `error` values: what went wrong with a link, for the integrator. */
export const thirdEnterErrors = ['invalid', 'expired', 'replayed', 'disabled'] as const;
export type ThirdEnterError = (typeof thirdEnterErrors)[number];
