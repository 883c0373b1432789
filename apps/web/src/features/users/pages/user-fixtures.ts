import type { UserRecord } from '@fireline/shared';

/** A person as user/info answers them. */
export const buildUserRecord = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  user_id: 31,
  name: '张三',
  account: 'zhangsan',
  password: '********',
  phone_num: '13912345678',
  email: null,
  id_code: null,
  role_id: 4,
  role_name: '单位消防安全管理人',
  role_eng_name: 'Unit safety manager',
  enum_user_role: null,
  enum_user_status: 1,
  user_type: 'info_company_cared',
  is_liable: 0,
  post_id: null,
  department_id: null,
  department_name: null,
  post_name: null,
  expired_time: null,
  is_active: 1,
  enum_user_staff: 1,
  political_status: null,
  nation: null,
  address: null,
  account_nature: null,
  avatar: null,
  joined_time: null,
  last_login_time: 1_763_000_000,
  create_time: 1_762_000_000,
  company_id: 2,
  company_name: '华鼎国际大厦',
  ...overrides,
});

/** What user/form_options answers. */
export const formOptions = {
  roles: [{ id: 4, name: '单位消防安全管理人', eng_name: 'Unit safety manager' }],
  departments: [
    { id: 1, name: '安保部', parent_id: null },
    { id: 2, name: '消控室', parent_id: 1 },
  ],
  posts: [{ id: 3, name: '消控室值班员' }],
};
