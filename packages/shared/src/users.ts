import { z } from 'zod';
import { usernameSchema } from './session';
import { patterns, ruleMessages } from './validation';

/** Messages about users' login accounts (spec 001 §8), zh and en. */
export const userMessages = {
  usernameTaken: { zh: '账号已存在，请重新输入', en: 'account already exists, please re-enter' },
  passwordMismatch: ruleMessages.passwordMismatch,
  centerUserFixed: {
    zh: '该监管中心已有平台账号，不能在此修改；密码请在账号管理中修改',
    en: 'this centre already has a platform account, which is not changed here; change its password in account management',
  },
} as const;

/** A new user's password: 6-20 letters, digits or . ! @ # $ ^ (spec 001 §5); the masked placeholder is not a password. */
export const newPasswordSchema = z.string().regex(patterns.password, ruleMessages.invalidPassword.en);

/**
 * The login user of spec 001 §3 "Regulatory centre account": with is_platform 1 the organisation gets a user whose
 * login name is `account`; account, password and confirm_password are required; confirm_password must equal password.
 */
export const platformUserFields = {
  is_platform: z.union([z.literal(0), z.literal(1)]).optional(),
  account: usernameSchema.optional(),
  password: newPasswordSchema.optional(),
  confirm_password: z.string().max(20).optional(),
} as const;

type PlatformUser = { is_platform?: 0 | 1; account?: string; password?: string; confirm_password?: string };

/** The cross-field rules of the account section, as zod issues naming the field (8998 missing, 8996 mismatch). */
export const checkPlatformUser = (value: PlatformUser, context: z.RefinementCtx) => {
  if (value.is_platform !== 1) return;
  for (const field of ['account', 'password', 'confirm_password'] as const) {
    if (value[field] === undefined || value[field] === '') {
      context.addIssue({
        code: 'invalid_type',
        expected: 'string',
        input: undefined,
        path: [field],
        message: ruleMessages.required.en,
      });
    }
  }
  if (
    value.password !== undefined &&
    value.confirm_password !== undefined &&
    value.password !== value.confirm_password
  ) {
    context.addIssue({ code: 'custom', path: ['confirm_password'], message: ruleMessages.passwordMismatch.en });
  }
};

/** GET user/check_account: whether a login name (`account`) is already taken (spec 001 §5 "An account that already exists is refused"). */
export const usernameCheckQuerySchema = z.object({ account: usernameSchema });
export const usernameCheckSchema = z.object({ account: z.string(), is_exist: z.union([z.literal(0), z.literal(1)]) });
export type UsernameCheck = z.infer<typeof usernameCheckSchema>;
