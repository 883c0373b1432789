import { accountMessages, ErrorCodes, expandGrants } from '@fireline/shared';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { assertUserLimit } from '../../core/limits';
import { hashPassword } from '../../core/passwords';
import { isUniqueViolation } from '../../core/pg-errors';
import type { DbOrTx } from '../../db/client';
import { roles, users } from '../../db/schema';
import type { RoleDefinition } from '../../db/seed/roles';

/** Whether a login account is taken; accounts compare case-insensitively, as login finds them (users_username_uq). */
export const isAccountTaken = async (db: DbOrTx, account: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, account.trim().toLowerCase()))
    .limit(1);
  return row !== undefined;
};

/**
 * The id of a built-in role, created on first use with its permission tree. A role that exists already keeps its
 * permissions: an administrator may have changed them.
 */
export const ensureRole = async (db: DbOrTx, role: RoleDefinition) => {
  const permissionIds = [...expandGrants(role.grants, role.except ?? [])];
  await db
    .insert(roles)
    .values({ code: role.code, name: role.name, engName: role.engName, orgKind: role.orgKind, permissionIds })
    .onConflictDoNothing({ target: roles.code });
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, role.code));
  return row!.id;
};

const accountExists = () =>
  new AppError(ErrorCodes.alreadyExists, { detail: accountMessages.accountExists, data: { field: 'account' } });

/**
 * Adds a login account to an organisation inside the caller's transaction: the organisation's account limit is held
 * (7993), a taken account is refused (7995 'account already exists, please re-enter'), the password is stored hashed.
 */
export const createAccount = async (
  tx: DbOrTx,
  options: { orgId: number; roleId: number; account: string; password: string; realName?: string },
) => {
  const account = options.account.trim();
  await assertUserLimit(tx, options.orgId);
  if (await isAccountTaken(tx, account)) throw accountExists();
  const [row] = await tx
    .insert(users)
    .values({
      orgId: options.orgId,
      roleId: options.roleId,
      username: account,
      realName: options.realName ?? account,
      passwordHash: await hashPassword(options.password),
    })
    .returning({ id: users.id, username: users.username })
    .catch((error: unknown) => {
      // Two creations of the same account at once: the unique index decides.
      if (isUniqueViolation(error)) throw accountExists();
      throw error;
    });
  return row!;
};
