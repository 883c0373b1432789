import { ErrorCodes, expandGrants, userMessages, type UsernameCheck } from '@fireline/shared';
import { AppError } from '../../core/app-error';
import { assertUserLimit } from '../../core/limits';
import { hashPassword } from '../../core/passwords';
import { isUniqueViolation } from '../../core/pg-errors';
import type { DbOrTx } from '../../db/client';
import type { RoleDefinition } from '../../db/seed/roles';
import { insertRoleIfMissing, insertUser, isUsernameTaken } from './users.repo';

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
 */
export const createUser = async (
  tx: DbOrTx,
  options: { orgId: number; roleId: number; username: string; password: string; realName?: string },
) => {
  const username = options.username.trim();
  await assertUserLimit(tx, options.orgId);
  if (await isUsernameTaken(tx, username)) throw usernameTaken();
  return insertUser(tx, {
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
