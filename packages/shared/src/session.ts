import { z } from 'zod';
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

export const permissionNodeTypes = ['left-nav', 'header-nav', 'company-list', 'button'] as const;
export type PermissionNodeType = (typeof permissionNodeTypes)[number];

/** A node of user_control, the permission tree the login answers with. */
export type UserControlNode = {
  id: string;
  route: string;
  auth: 0 | 1;
  is_active: 0 | 1;
  type: PermissionNodeType;
  children: UserControlNode[];
};

/** User info of spec 000 §3, stored (encrypted) by the client. */
export type UserInfo = {
  uid: number;
  user_name: string;
  real_name: string;
  company_id: number;
  company_type: string;
  center_id: number;
  companyOrCenter_id: number;
  company_name: string;
  user_token: string;
  role_code: string;
  language: 'zh' | 'en' | null;
  /** Ours, not the spec's: the site's offset from UTC in minutes (GB_UTC_OFFSET_MINUTES), so the client shows and filters times on the site's clock. */
  utc_offset_minutes: number;
};

export type LoginAnswer = UserInfo & { user_control: UserControlNode[] };

export type CaptchaAnswer = { captcha_id: string; svg: string };
