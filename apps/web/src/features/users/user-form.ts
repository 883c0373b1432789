import {
  accountNatures,
  MASKED_PASSWORD,
  politicalStatuses,
  type UserFormOptions,
  type UserRecord,
} from '@fireline/shared';
import type { FieldOption, FormField, FormMode, FormSection } from '../../components/form-fields';
import type { UploadValue } from '../../components/upload';
import type { MessageKey } from '../../locales/en-US';
import type { Translate } from '../../locales/translate';

/** The code tables the user form offers. */
export const USER_ENUMS = ['enum_user_role', 'enum_certificate_type'] as const;

/** Departments as choices, each indented under its parent (the tree in one list). */
export const departmentOptions = (departments: UserFormOptions['departments']): FieldOption[] => {
  const children = new Map<number | null, UserFormOptions['departments']>();
  for (const item of departments) children.set(item.parent_id, [...(children.get(item.parent_id) ?? []), item]);
  const known = new Set(departments.map((item) => item.id));
  const options: FieldOption[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const item of children.get(parent) ?? []) {
      options.push({ value: item.id, label: `${'\u3000'.repeat(depth)}${item.name}` });
      visit(item.id, depth + 1);
    }
  };
  visit(null, 0);
  // A department whose parent is not in the list (should not happen) still shows, at the top.
  for (const item of departments)
    if (item.parent_id !== null && !known.has(item.parent_id)) options.push({ value: item.id, label: item.name });
  return options;
};

/**
 * Every field of spec 001 §3 "User" as form definitions. The account name is fixed once created; in edit mode the
 * password shows the masked placeholder, which the server reads as "unchanged".
 */
export const userSections = (
  t: Translate,
  options: {
    roles: UserFormOptions['roles'];
    departments: UserFormOptions['departments'];
    posts: UserFormOptions['posts'];
    enumOptions: (name: string) => FieldOption[];
    lang: 'zh' | 'en';
  },
): FormSection[] => {
  const field = (id: string, rest: Omit<FormField, 'id' | 'name'>): FormField => ({
    id,
    name: t(`users.field.${id}` as MessageKey),
    ...rest,
  });
  const yesNo = [
    { value: 1, label: t('users.yes') },
    { value: 0, label: t('users.no') },
  ];
  return [
    {
      id: 'account',
      title: t('users.section.account'),
      fields: [
        field('account', { type: 'input', check_type: 'required|username', disabled: true, slot: 'account' }),
        field('password', {
          type: 'input',
          check_type: 'required|password',
          slot: 'password',
          expand: { help: t('users.help.password'), mode: 'edit' },
        }),
        field('password', {
          type: 'input',
          check_type: 'required|password',
          slot: 'password',
          expand: { mode: 'new' },
        }),
        field('confirm_password', {
          type: 'input',
          check_type: 'required',
          slot: 'password',
          expand: { confirm_of: 'password' },
        }),
        field('role_id', {
          type: 'select',
          check_type: 'required',
          options: options.roles.map((role) => ({
            value: role.id,
            label: options.lang === 'en' ? role.eng_name : role.name,
          })),
        }),
        field('is_active', { type: 'select_radio', check_type: 'required', options: yesNo }),
        field('expired_time', { type: 'date', expand: { help: t('users.help.expired_time') } }),
        field('account_nature', {
          type: 'select',
          options: accountNatures.map((value) => ({ value, label: t(`users.nature.${value}` as MessageKey) })),
        }),
      ],
    },
    {
      id: 'person',
      title: t('users.section.person'),
      fields: [
        field('name', { type: 'input', check_type: 'required|maxLength:30' }),
        field('phone_num', { type: 'input', check_type: 'mobile' }),
        field('email', { type: 'input', check_type: 'email|maxLength:100' }),
        field('id_code', { type: 'input', check_type: 'idCard' }),
        field('political_status', {
          type: 'select',
          options: politicalStatuses.map((value) => ({ value, label: t(`users.political.${value}` as MessageKey) })),
        }),
        field('nation', { type: 'input', check_type: 'maxLength:20' }),
        field('address', { type: 'input', check_type: 'maxLength:100', expand: { wide: true } }),
        field('avatar', { type: 'img', expand: { upload_kind: 'image_single', limit: 1 } }),
      ],
    },
    {
      id: 'work',
      title: t('users.section.work'),
      fields: [
        field('department_id', { type: 'select_pick', options: departmentOptions(options.departments) }),
        field('post_id', {
          type: 'select',
          options: options.posts.map((post) => ({ value: post.id, label: post.name })),
        }),
        field('enum_user_role', { type: 'select', options: options.enumOptions('enum_user_role') }),
        field('is_liable', { type: 'select_radio', options: yesNo }),
        field('enum_user_staff', {
          type: 'select_radio',
          check_type: 'required',
          options: [1, 0].map((value) => ({ value, label: t(`users.staff.${value}` as MessageKey) })),
        }),
        field('joined_time', { type: 'date' }),
      ],
    },
  ];
};

/** What a new person's form starts with: enabled, on the job, not the liable person. */
export const newUserDefaults = { is_active: 1, enum_user_staff: 1, is_liable: 0 };

/** A record → form values: the avatar as an upload value, the confirmation masked like the password. */
export const fromUser = (record: UserRecord): Record<string, unknown> => ({
  ...record,
  confirm_password: MASKED_PASSWORD,
  avatar: record.avatar
    ? [{ file_id: record.avatar, static_url: `/files/${record.avatar}` } satisfies UploadValue]
    : [],
});

/**
 * Form values → the create / update body: the avatar as its file id, the confirmation left out (the form checked it),
 * everything else as the form collected it (the server reads '' and the empty date 2000-01-01 as none).
 */
export const toUserBody = (values: Record<string, unknown>, mode: FormMode) => {
  const { confirm_password: _confirm, avatar, ...rest } = values;
  const files = (avatar as UploadValue[] | undefined) ?? [];
  const body: Record<string, unknown> = { ...rest, avatar: files[0]?.file_id ?? null };
  if (mode === 'edit') delete body.account;
  return body;
};
