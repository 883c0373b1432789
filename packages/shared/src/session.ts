import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { pageSchema } from './responses';
import { patterns, ruleMessages } from './validation';

export const usernameSchema = z
  .string()
  .trim()
  .min(1, ruleMessages.invalidUsername.en)
  .regex(patterns.username, ruleMessages.invalidUsername.en);

export const loginPasswordSchema = z
  .string()
  .min(1, ruleMessages.emptyPassword.en)
  .regex(patterns.password, ruleMessages.invalidPassword.en);

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: loginPasswordSchema,
  captcha_id: z.string().min(1),
  captcha_code: z.string().trim().min(1),
  platform: z.enum(['web', 'app']).default('web'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/** What a client sends (the platform defaults to web). */
export type LoginInput = z.input<typeof loginRequestSchema>;

export const permissionNodeTypes = ['left-nav', 'header-nav', 'company-list', 'button'] as const;
export type PermissionNodeType = (typeof permissionNodeTypes)[number];

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * A node of user_control, the permission tree the login answers with. Named (`meta.id`) because it nests itself: the
 * OpenAPI document describes it once as a component and refers to it.
 */
export const userControlNodeSchema = z
  .object({
    id: z.string(),
    route: z.string(),
    auth: flag,
    is_active: flag,
    type: z.enum(permissionNodeTypes),
    get children(): z.ZodArray<typeof userControlNodeSchema> {
      return z.array(userControlNodeSchema);
    },
  })
  .meta({ id: 'UserControlNode' });
export type UserControlNode = z.infer<typeof userControlNodeSchema>;

/** User info of spec 000 §3, stored (encrypted) by the client. */
export const userInfoSchema = z.object({
  uid: z.number(),
  user_name: z.string(),
  real_name: z.string(),
  company_id: z.number(),
  company_type: z.string(),
  center_id: z.number(),
  companyOrCenter_id: z.number(),
  company_name: z.string(),
  user_token: z.string(),
  role_code: z.string(),
  language: z.enum(['zh', 'en']).nullable(),
  /** Ours, not the spec's: the site's offset from UTC in minutes (GB_UTC_OFFSET_MINUTES), so the client shows and filters times on the site's clock. */
  utc_offset_minutes: z.number(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The login answer and GET user/info: the user info with the permission tree. */
export const loginAnswerSchema = userInfoSchema.extend({ user_control: z.array(userControlNodeSchema) });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET user/captcha: the picture (SVG) and the id its answer is sent back with. */
export const captchaSchema = z.object({ captcha_id: z.string(), svg: z.string() });
export type CaptchaAnswer = z.infer<typeof captchaSchema>;

/** GET log/login_log_list: one login or logout, failures with their reason. */
export const loginLogQuerySchema = pageQuerySchema.extend({
  username: z.string().trim().max(50).optional(),
  start_time: z.coerce.number().int().optional(),
  end_time: z.coerce.number().int().optional(),
});
export const loginLogSchema = z.object({
  id: z.number(),
  uid: z.number().nullable(),
  user_name: z.string(),
  platform: z.string(),
  ip: z.string().nullable(),
  agent: z.string().nullable(),
  operation: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  create_time: z.number(),
});
export type LoginLog = z.infer<typeof loginLogSchema>;
export const loginLogPageSchema = pageSchema(loginLogSchema);
