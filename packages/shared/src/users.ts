import { z } from 'zod';
import {
  idLike,
  langQueryField,
  zEmail,
  zId,
  zIdCard,
  zIdNumber,
  zLine,
  zMobile,
  zName,
  zPassword,
} from './field-schemas';
import { pageQuerySchema } from './paging';
import { pushSettingsSchema } from './push-settings';
import { pageSchema } from './responses';
import { loginAnswerSchema, usernameSchema } from './session';
import { MASKED_PASSWORD, patterns, ruleMessages } from './validation';

/** Messages about users' login accounts (spec 001 §8), zh and en. */
export const userMessages = {
  usernameTaken: { zh: '账号已存在，请重新输入', en: 'account already exists, please re-enter' },
  passwordMismatch: ruleMessages.passwordMismatch,
  centerUserFixed: {
    zh: '该监管中心已有平台账号，不能在此修改；密码请在账号管理中修改',
    en: 'this centre already has a platform account, which is not changed here; change its password in account management',
  },
  notSelf: { zh: '不能对自己的账号执行此操作', en: 'this cannot be done to your own account' },
  aboveCaller: {
    zh: '不能修改权限高于自己的账号',
    en: 'an account with more permissions than yours cannot be changed',
  },
  oldPasswordWrong: { zh: '原密码错误', en: 'the old password is wrong' },
  roleNotAssignable: { zh: '不能分配该角色', en: 'this role cannot be assigned here' },
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

/* ---------------------------------------------------------------------------------------------------------------
 * Account management (spec 001 §2 /systemmanage/account, §3 "User", §4, §5, §7 user/*).
 * ------------------------------------------------------------------------------------------------------------- */

/** enum_user_staff (spec 001 §3): 1 on the job, 0 left. */
export const userStaffStates = [1, 0] as const;
/** enum_user_status (docs/archives.md): 1 normal, 2 disabled (is_active 0), 3 expired (past expired_time); derived, never stored. */
export const userStatuses = [1, 2, 3] as const;
/** Political status (政治面貌): 1 CPC member, 2 CYL member, 3 democratic party member, 4 no affiliation. */
export const politicalStatuses = [1, 2, 3, 4] as const;
/** Account nature (账号性质): 1 personal account, 2 shared duty account (a control room's post). */
export const accountNatures = [1, 2] as const;

/** An optional text a form may send empty: '' clears it like null. */
const orEmpty = <T extends z.ZodType<string | null, string>>(schema: T) =>
  // The rule first: on a bad value, the union reports the rule's issue (8997 format) rather than ''.
  z
    .union([schema, z.literal('')])
    .transform((value) => (value === '' ? null : value))
    .nullable();
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'format yyyy-MM-dd');
/** A date the form sends; its empty placeholder 2000-01-01 (spec 001 §5 Dates) means none. */
const optionalDate = orEmpty(dateText.transform((value) => (value === '2000-01-01' ? null : value)));
const flag = z.union([z.literal(0), z.literal(1)]);
const zeroOrOne = z.coerce.number().pipe(flag);
const fileId = z.string().trim().min(1).max(64);
const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'comma separated ids, at most 100')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(zIdNumber));

/** user/list_by_company_id: the caller's own organisation's people, or those of a unit in scope (`company_id`). */
export const userListQuerySchema = pageQuerySchema.extend({
  ...langQueryField,
  company_id: zId.optional(),
  name: z.string().trim().max(30).optional(),
  account: z.string().trim().max(30).optional(),
  phone_num: z.string().trim().max(20).optional(),
  enum_user_status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  enum_user_staff: zeroOrOne.optional(),
  /** The department and its sub-departments. */
  department_id: zId.optional(),
  /** 1: each row carries the person's alarm push switches and distribution rules (the alarm page). */
  with_push_setting: zeroOrOne.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** GET user/info with `user_id`: one person's record; without it, the caller's own login info (session.ts). */
export const userInfoQuerySchema = z.object({ ...langQueryField, user_id: zId.optional() });
export const userIdQuerySchema = z.object({ ...langQueryField, user_id: zId });
/** DELETE user/info: the people deleted together (at most 100). */
export const userDeleteQuerySchema = z.object({ ...langQueryField, ids: idList });

/**
 * Every writable field of spec 001 §3 "User"; null (or '') clears an optional one. A field left out keeps its value on
 * a change and takes its default on a creation (is_active 1, enum_user_staff 1, is_liable 0, the rest none).
 */
const userFields = {
  name: zName(30).min(1),
  phone_num: orEmpty(zMobile).optional(),
  email: orEmpty(zEmail).optional(),
  id_code: orEmpty(zIdCard).optional(),
  /** The permission role (roles.id): what the person may see and do. */
  role_id: idLike,
  /** The person's duty (code table enum_user_role), not the permission role. */
  enum_user_role: idLike.nullish(),
  is_liable: flag.optional(),
  post_id: idLike.nullish(),
  department_id: idLike.nullish(),
  /** The last day the account may log in (site date); none: no end. */
  expired_time: optionalDate.optional(),
  is_active: flag.optional(),
  enum_user_staff: flag.optional(),
  political_status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullish(),
  nation: orEmpty(zName(20)).optional(),
  address: orEmpty(zLine(100)).optional(),
  account_nature: z.union([z.literal(1), z.literal(2)]).nullish(),
  avatar: orEmpty(fileId).optional(),
  joined_time: optionalDate.optional(),
};

/** POST user/info: a new person of `company_id` (the caller's own organisation by default). */
export const userCreateSchema = z.object({
  company_id: idLike.optional(),
  account: usernameSchema,
  password: newPasswordSchema,
  ...userFields,
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/** PUT user/info: the account name stays; a password of eight asterisks (the form's placeholder) leaves it unchanged. */
export const userUpdateSchema = z.object({
  user_id: idLike,
  password: zPassword.optional(),
  ...userFields,
  name: userFields.name.optional(),
  role_id: idLike.optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** PUT user/update_user_password: one's own (old_password required) or, for an account manager, another's. */
export const passwordChangeSchema = z
  .object({
    user_id: idLike.optional(),
    old_password: z.string().max(20).optional(),
    password: newPasswordSchema,
    confirm_password: z.string().max(20),
  })
  .superRefine((value, context) => {
    if (value.password !== value.confirm_password)
      context.addIssue({ code: 'custom', path: ['confirm_password'], message: ruleMessages.passwordMismatch.en });
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** PUT user/set_active_status: 0 deactivates (the person's live sessions end at once), 1 activates. */
export const activeStatusSchema = z.object({ user_id: idLike, is_active: flag });

/** PUT user/my_info (our addition): what /myhome changes of one's own record. */
export const myInfoSchema = z.object({ name: zName(30).min(1).optional(), avatar: orEmpty(fileId).optional() });

/** A person's record as every user call answers it. */
export const userRecordSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  account: z.string(),
  /** Always the masked placeholder: a form shows it and sends it back for "unchanged". */
  password: z.literal(MASKED_PASSWORD),
  phone_num: z.string().nullable(),
  email: z.string().nullable(),
  id_code: z.string().nullable(),
  role_id: z.number(),
  role_name: z.string(),
  role_eng_name: z.string(),
  enum_user_role: z.number().nullable(),
  enum_user_status: z.number(),
  /** The organisation's company_type: a monitoring-centre user (info_center) or a unit's (info_company_cared …). */
  user_type: z.string(),
  is_liable: z.number(),
  post_id: z.number().nullable(),
  post_name: z.string().nullable(),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  expired_time: z.string().nullable(),
  is_active: z.number(),
  enum_user_staff: z.number(),
  political_status: z.number().nullable(),
  nation: z.string().nullable(),
  address: z.string().nullable(),
  account_nature: z.number().nullable(),
  avatar: z.string().nullable(),
  joined_time: z.string().nullable(),
  last_login_time: z.number().nullable(),
  create_time: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  /** With `with_push_setting=1` only. */
  push_setting: pushSettingsSchema.optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
export const userPageSchema = pageSchema(userRecordSchema);
export const deletedUsersSchema = z.object({ ids: z.array(z.number()) });

/** GET user/form_options (our addition): the roles the caller may give a person of `company_id`, its departments and posts. */
export const userFormOptionsQuerySchema = z.object({ ...langQueryField, company_id: zId.optional() });
export const userFormOptionsSchema = z.object({
  roles: z.array(z.object({ id: z.number(), name: z.string(), eng_name: z.string() })),
  departments: z.array(z.object({ id: z.number(), name: z.string(), parent_id: z.number().nullable() })),
  posts: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type UserFormOptions = z.infer<typeof userFormOptionsSchema>;

/** A certificate (spec 001 §3): its type (enum_certificate_type), number, dates and pictures. */
const certificateFields = {
  enum_certificate_type: idLike,
  certificate_no: zName(50).min(1),
  issue_date: optionalDate.optional(),
  valid_date: optionalDate.optional(),
  images: z.array(fileId).max(5).default([]),
};
export const certificateCreateSchema = z.object({ user_id: idLike, ...certificateFields });
export const certificateUpdateSchema = z.object({ certificate_id: idLike, ...certificateFields });
export type CertificateCreate = z.infer<typeof certificateCreateSchema>;
export type CertificateUpdate = z.infer<typeof certificateUpdateSchema>;
export const certificateIdQuerySchema = z.object({ ...langQueryField, certificate_id: zId });
export const certificateRecordSchema = z.object({
  certificate_id: z.number(),
  user_id: z.number(),
  enum_certificate_type: z.number(),
  certificate_no: z.string(),
  issue_date: z.string().nullable(),
  valid_date: z.string().nullable(),
  images: z.array(z.string()),
});
export type CertificateRecord = z.infer<typeof certificateRecordSchema>;
export const deletedCertificateSchema = z.object({ certificate_id: z.number() });
/** GET user/certificate/info: a person's certificates. */
export const certificateListQuerySchema = userIdQuerySchema;

/** user/info: the caller's own record answers as at login, anyone else's as a user record. */
export const userInfoAnswerSchema = z.union([loginAnswerSchema, userRecordSchema]);
export const certificateRecordsSchema = z.array(certificateRecordSchema);
