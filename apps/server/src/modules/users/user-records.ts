import { companyTypeByKind, MASKED_PASSWORD, type OrgKind, type PushSettings, type UserRecord } from '@fireline/shared';
import type { users } from '../../db/schema';
import type { UserRecordRow } from './users.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

type StateColumns = Pick<typeof users.$inferSelect, 'isActive' | 'staffStatus' | 'expiresOn' | 'deletedAt'>;

/** enum_user_status, derived (docs/people.md): 2 disabled, else 3 past its last day, else 1 normal. */
export const userStatusOf = (user: Pick<StateColumns, 'isActive' | 'expiresOn'>, siteToday: string) => {
  if (!user.isActive) return 2;
  if (user.expiresOn !== null && user.expiresOn < siteToday) return 3;
  return 1;
};

/** Whether the account may not log in now: its live sessions end when a change makes it so. */
export const isLockedOut = (user: StateColumns, siteToday: string) =>
  user.deletedAt !== null || user.staffStatus === 0 || userStatusOf(user, siteToday) !== 1;

/** A person's record as the user calls answer it (spec 001 §3 "User" names). */
export const presentUser = (row: UserRecordRow, siteToday: string, pushSetting?: PushSettings): UserRecord => {
  const { user } = row;
  return {
    user_id: user.id,
    name: user.realName,
    account: user.username,
    password: MASKED_PASSWORD,
    phone_num: user.mobile,
    email: user.email,
    id_code: user.idCode,
    role_id: user.roleId,
    role_name: row.roleName,
    role_eng_name: row.roleEngName,
    enum_user_role: user.dutyId,
    enum_user_status: userStatusOf(user, siteToday),
    user_type: companyTypeByKind[row.orgKind as OrgKind],
    is_liable: user.isLiable ? 1 : 0,
    post_id: user.postId,
    department_id: user.departmentId,
    department_name: row.departmentName,
    post_name: row.postName,
    expired_time: user.expiresOn,
    is_active: user.isActive ? 1 : 0,
    enum_user_staff: user.staffStatus,
    political_status: user.politicalStatus,
    nation: user.nation,
    address: user.address,
    account_nature: user.accountNature,
    avatar: user.avatar,
    joined_time: user.joinedOn,
    last_login_time: user.lastLoginAt ? epoch(user.lastLoginAt) : null,
    create_time: epoch(user.createdAt),
    company_id: user.orgId,
    company_name: row.orgName,
    ...(pushSetting ? { push_setting: pushSetting } : {}),
  };
};
