import {
  allPermissionIds,
  buildUserControl,
  companyTypeByKind,
  type LoginAnswer,
  type OrgKind,
} from '@fireline/shared';
import type { SessionUser } from '../../core/session';
import type { DbOrTx } from '../../db/client';
import { findBoundCenterId } from './auth.repo';

/** The centre a user answers to: a centre user's own organisation, else the centre bound to their unit. */
const findCenterId = async (db: DbOrTx, orgId: number, orgKind: OrgKind) => {
  if (orgKind === 'center') return orgId;
  return (await findBoundCenterId(db, orgId)) ?? 0;
};

type AnswerUser = Pick<
  SessionUser,
  | 'userId'
  | 'username'
  | 'realName'
  | 'orgId'
  | 'orgKind'
  | 'orgName'
  | 'roleCode'
  | 'isAdmin'
  | 'permissionIds'
  | 'language'
>;

/** User info of spec 000 §3 plus the user_control permission tree and the site's UTC offset (login and user/info). */
export const buildLoginAnswer = async ({
  db,
  user,
  token,
  utcOffsetMinutes,
}: {
  db: DbOrTx;
  user: AnswerUser;
  token: string;
  utcOffsetMinutes: number;
}): Promise<LoginAnswer> => {
  const granted = user.isAdmin ? new Set(allPermissionIds()) : user.permissionIds;
  return {
    uid: user.userId,
    user_name: user.username,
    real_name: user.realName,
    company_id: user.orgId,
    company_type: companyTypeByKind[user.orgKind],
    center_id: await findCenterId(db, user.orgId, user.orgKind),
    companyOrCenter_id: user.orgId,
    company_name: user.orgName,
    user_token: token,
    role_code: user.roleCode,
    language: user.language === 'en' || user.language === 'zh' ? user.language : null,
    utc_offset_minutes: utcOffsetMinutes,
    user_control: buildUserControl(new Set(granted)),
  };
};
