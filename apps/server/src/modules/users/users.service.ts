import {
  describeError,
  ErrorCodes,
  expandGrants,
  MASKED_PASSWORD,
  ruleMessages,
  userMessages,
  type OrgKind,
  type PasswordChange,
  type UserCreate,
  type UserFormOptions,
  type UserListQuery,
  type UsernameCheck,
  type UserUpdate,
} from '@fireline/shared';
import type { Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { AppDeps } from '../../core/context';
import { requireUploadedFiles } from '../../core/file-refs';
import { assertUserLimit } from '../../core/limits';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { isUniqueViolation } from '../../core/pg-errors';
import { endUserSessions } from '../../core/session.repo';
import type { DbOrTx } from '../../db/client';
import type { users } from '../../db/schema';
import type { RoleDefinition } from '../roles';
import { requireEnumValue } from '../equipment';
import { pushSettingsOf } from './push-settings.service';
import { canAssignRole, requireNotSelf, requireOrgPeople, requireUser } from './user-access';
import { isLockedOut, presentUser } from './user-records';
import {
  findUserRecord,
  insertRoleIfMissing,
  insertUser,
  isDepartmentOf,
  isPostOf,
  isUsernameTaken,
  markUsersDeleted,
  selectDepartments,
  selectPosts,
  selectOrgKind,
  selectPasswordHash,
  selectRoles,
  selectUserPage,
  updateUserRow,
} from './users.repo';

type UserColumns = Partial<typeof users.$inferInsert>;

/** GET user/check_account: whether a login name is taken, as the spec answers it. */
export const checkUsername = async (db: DbOrTx, account: string): Promise<UsernameCheck> => ({
  account,
  is_exist: (await isUsernameTaken(db, account)) ? 1 : 0,
});

/**
 * The id of a built-in role, created on first use with its permission tree. A role that exists already keeps its
 * permissions: an administrator may have changed them.
 */
export const ensureRole = (db: DbOrTx, role: RoleDefinition) =>
  insertRoleIfMissing(db, {
    code: role.code,
    name: role.name,
    engName: role.engName,
    orgKind: role.orgKind,
    permissionIds: [...expandGrants(role.grants, role.except ?? [])],
  });

const usernameTaken = () =>
  new AppError(ErrorCodes.alreadyExists, { detail: userMessages.usernameTaken, data: { field: 'account' } });

/**
 * Adds a user to an organisation inside the caller's transaction: the organisation's user limit is held (7993), a
 * taken login name is refused (7995 'account already exists, please re-enter'), the password is stored hashed.
 * Every way a user is added goes through here (account management, a centre's platform account).
 */
export const createUser = async (
  tx: DbOrTx,
  options: {
    orgId: number;
    roleId: number;
    username: string;
    password: string;
    realName?: string;
    profile?: UserColumns;
  },
) => {
  const username = options.username.trim();
  await assertUserLimit(tx, options.orgId);
  if (await isUsernameTaken(tx, username)) throw usernameTaken();
  return insertUser(tx, {
    ...options.profile,
    orgId: options.orgId,
    roleId: options.roleId,
    username,
    realName: options.realName ?? username,
    passwordHash: await hashPassword(options.password),
  }).catch((error: unknown) => {
    // Two creations of the same login name at once: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  });
};

const siteTodayOf = (deps: Pick<AppDeps, 'siteTime'>) => deps.siteTime.format(new Date()).slice(0, 10);

const invalid = (field: string, detail: { zh: string; en: string } = ruleMessages.in) =>
  new AppError(ErrorCodes.paramValue, {
    detail: { zh: `${field} ${detail.zh}`, en: `${field} ${detail.en}` },
    data: { field },
  });

/**
 * Ends every live session of these people and tells every process (the session cache drops them, each stream gets
 * force_logout with 'account abnormal, contact administrator'): their next call answers 9996.
 */
const endSessionsOf = async (
  deps: Pick<AppDeps, 'db' | 'bus'>,
  userIds: readonly number[],
  reason: 'deactivated' | 'deleted',
) => {
  const text = describeError(ErrorCodes.accountAbnormal, 'zh');
  for (const userId of userIds) {
    for (const session of await endUserSessions(deps.db, userId, reason)) {
      await deps.bus.publish({
        kind: 'session_ended',
        sessionId: session.id,
        userId,
        reason,
        msg: text.msg,
        engMsg: text.eng_msg,
      });
    }
  }
};

/** The roles the caller may give a person of an organisation of this kind. */
const assignableRoles = async (db: DbOrTx, caller: Caller, orgId: number) => {
  const kind = (await selectOrgKind(db, orgId)) as OrgKind;
  return (await selectRoles(db)).filter((role) => canAssignRole(caller, role, { id: orgId, kind }));
};

/** The body's fields as columns: a field left out is left out (kept on a change); '' and null clear. */
const toColumns = (body: Omit<UserUpdate, 'user_id' | 'password'>): UserColumns => {
  const columns: UserColumns = {
    realName: body.name,
    mobile: body.phone_num,
    email: body.email,
    idCode: body.id_code,
    roleId: body.role_id,
    dutyId: body.enum_user_role,
    isLiable: body.is_liable === undefined ? undefined : body.is_liable === 1,
    postId: body.post_id,
    departmentId: body.department_id,
    expiresOn: body.expired_time,
    isActive: body.is_active === undefined ? undefined : body.is_active === 1,
    staffStatus: body.enum_user_staff,
    politicalStatus: body.political_status,
    nation: body.nation,
    address: body.address,
    accountNature: body.account_nature,
    avatar: body.avatar,
    joinedOn: body.joined_time,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
};

/** What a person's values must satisfy within their organisation beyond the schema. */
const checkValues = async (
  db: DbOrTx,
  caller: Caller,
  options: { orgId: number; body: Omit<UserUpdate, 'user_id' | 'password'> },
) => {
  const { orgId, body } = options;
  if (body.role_id !== undefined) {
    const roles = await assignableRoles(db, caller, orgId);
    if (!roles.some((role) => role.id === body.role_id)) throw invalid('role_id', userMessages.roleNotAssignable);
  }
  if (body.department_id !== undefined && body.department_id !== null)
    if (!(await isDepartmentOf(db, body.department_id, orgId))) throw invalid('department_id');
  if (body.post_id !== undefined && body.post_id !== null)
    if (!(await isPostOf(db, body.post_id, orgId))) throw invalid('post_id');
  if (body.enum_user_role !== undefined)
    await requireEnumValue(db, { enumName: 'enum_user_role', id: body.enum_user_role, field: 'enum_user_role' });
  if (body.avatar) await requireUploadedFiles(db, { avatar: [body.avatar] });
};

export const listUsers = async (deps: AppDeps, caller: Caller, query: UserListQuery) => {
  const orgId = await requireOrgPeople(deps.db, caller, { orgId: query.company_id, mode: 'read' });
  const siteToday = siteTodayOf(deps);
  const { rows, total } = await selectUserPage(deps.db, { orgId, query, siteToday });
  const settings = query.with_push_setting
    ? await pushSettingsOf(
        deps.db,
        rows.map((row) => row.user.id),
      )
    : undefined;
  return { total, list: rows.map((row) => presentUser(row, siteToday, settings?.get(row.user.id))) };
};

export const getUser = async (deps: AppDeps, caller: Caller, userId: number) =>
  presentUser(await requireUser(deps.db, caller, { userId, mode: 'read' }), siteTodayOf(deps));

const presentById = async (deps: AppDeps, userId: number) => {
  const row = await findUserRecord(deps.db, userId);
  if (!row) throw new AppError(ErrorCodes.noData);
  return presentUser(row, siteTodayOf(deps));
};

/** POST user/info: a new person; the organisation's limit_user_count holds, the login name is unique. */
export const addUser = async (deps: AppDeps, caller: Caller, body: UserCreate) => {
  const orgId = await requireOrgPeople(deps.db, caller, { orgId: body.company_id, mode: 'write' });
  await checkValues(deps.db, caller, { orgId, body });
  const { account, password, company_id: _companyId, ...fields } = body;
  const created = await deps.db.transaction((tx) =>
    createUser(tx, {
      orgId,
      roleId: body.role_id,
      username: account,
      password,
      realName: body.name,
      profile: toColumns(fields),
    }),
  );
  return presentById(deps, created.id);
};

/** Fields that decide whether and as whom one logs in: nobody changes their own. */
const selfLockedFields = ['role_id', 'is_active', 'enum_user_staff', 'expired_time'] as const;

/** PUT user/info: the account name stays; the masked password (eight asterisks) leaves the password unchanged. */
export const updateUser = async (deps: AppDeps, caller: Caller, body: UserUpdate) => {
  const { user_id: userId, password, ...fields } = body;
  const row = await requireUser(deps.db, caller, { userId, mode: 'write' });
  if (userId === caller.session.userId) {
    const current = presentUser(row, siteTodayOf(deps));
    for (const field of selfLockedFields)
      if (fields[field] !== undefined && fields[field] !== current[field]) requireNotSelf(caller, userId, field);
  }
  await checkValues(deps.db, caller, { orgId: row.user.orgId, body: fields });
  const columns = toColumns(fields);
  if (password !== undefined && password !== MASKED_PASSWORD) columns.passwordHash = await hashPassword(password);
  await updateUserRow(deps.db, userId, columns);
  const next = { ...row.user, ...columns };
  if (isLockedOut(next, siteTodayOf(deps))) await endSessionsOf(deps, [userId], 'deactivated');
  return presentById(deps, userId);
};

/** DELETE user/info: soft delete of a selection (all or none); their sessions end. Nobody deletes themselves. */
export const deleteUsers = async (deps: AppDeps, caller: Caller, ids: number[]) => {
  for (const id of ids) requireNotSelf(caller, id, 'ids');
  for (const id of ids) await requireUser(deps.db, caller, { userId: id, mode: 'write', field: 'ids' });
  await markUsersDeleted(deps.db, ids);
  await endSessionsOf(deps, ids, 'deleted');
  return { ids };
};

/** PUT user/set_active_status: deactivating ends the person's live sessions at once. */
export const setActiveStatus = async (deps: AppDeps, caller: Caller, body: { user_id: number; is_active: 0 | 1 }) => {
  requireNotSelf(caller, body.user_id, 'user_id');
  await requireUser(deps.db, caller, { userId: body.user_id, mode: 'write' });
  await updateUserRow(deps.db, body.user_id, { isActive: body.is_active === 1 });
  if (body.is_active === 0) await endSessionsOf(deps, [body.user_id], 'deactivated');
  return presentById(deps, body.user_id);
};

/**
 * PUT user/update_user_password: one's own needs the old password (6997 naming old_password when wrong); an account
 * manager resets another's without it.
 */
export const changePassword = async (deps: AppDeps, caller: Caller, body: PasswordChange) => {
  const userId = body.user_id ?? caller.session.userId;
  if (userId === caller.session.userId) {
    if (!body.old_password)
      throw new AppError(ErrorCodes.paramRequired, {
        detail: { zh: 'old_password', en: 'old_password' },
        data: { field: 'old_password' },
      });
    const hash = await selectPasswordHash(deps.db, userId);
    if (!hash || !(await verifyPassword(body.old_password, hash)))
      throw new AppError(ErrorCodes.passwordChangeFailed, {
        detail: userMessages.oldPasswordWrong,
        data: { field: 'old_password' },
      });
  } else {
    await requireUser(deps.db, caller, { userId, mode: 'write' });
  }
  await updateUserRow(deps.db, userId, { passwordHash: await hashPassword(body.password) });
  return presentById(deps, userId);
};

/** PUT user/my_info (/myhome): one's own name and avatar. */
export const updateMyInfo = async (deps: AppDeps, caller: Caller, body: { name?: string; avatar?: string | null }) => {
  if (body.avatar) await requireUploadedFiles(deps.db, { avatar: [body.avatar] });
  const columns: UserColumns = {};
  if (body.name !== undefined) columns.realName = body.name;
  if (body.avatar !== undefined) columns.avatar = body.avatar;
  await updateUserRow(deps.db, caller.session.userId, columns);
  return presentById(deps, caller.session.userId);
};

/** GET user/form_options: the roles the caller may give a person of the organisation, its departments and posts. */
export const getFormOptions = async (
  deps: AppDeps,
  caller: Caller,
  companyId: number | undefined,
): Promise<UserFormOptions> => {
  const orgId = await requireOrgPeople(deps.db, caller, { orgId: companyId, mode: 'read' });
  const [roles, departments, posts] = await Promise.all([
    assignableRoles(deps.db, caller, orgId),
    selectDepartments(deps.db, orgId),
    selectPosts(deps.db, orgId),
  ]);
  return {
    roles: roles.map((role) => ({ id: role.id, name: role.name, eng_name: role.engName })),
    departments: departments.map((row) => ({ id: row.id, name: row.name, parent_id: row.parentId })),
    posts,
  };
};
