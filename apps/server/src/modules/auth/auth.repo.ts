import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orgBindings, organisations, roles, sessions, users } from '../../db/schema';

/** A user by login name (case-insensitive), with what the login checks and answers: organisation and role. */
export const findUserForLogin = async (db: DbOrTx, username: string) => {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      realName: users.realName,
      language: users.language,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      staffStatus: users.staffStatus,
      expiresOn: users.expiresOn,
      orgId: organisations.id,
      orgKind: organisations.kind,
      orgName: organisations.name,
      orgIsActive: organisations.isActive,
      roleCode: roles.code,
      permissionIds: roles.permissionIds,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
};

/**
 * One live session per user and platform: ends the live one (`replaced`) and opens the new one in the caller's transaction.
 * Answers the ids of the sessions it ended.
 */
export const openSession = async (
  tx: DbOrTx,
  values: { userId: number; platform: string; tokenHash: string; ip: string; agent: string },
) => {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: 'replaced' })
    .where(and(eq(sessions.userId, values.userId), eq(sessions.platform, values.platform), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  await tx.insert(sessions).values(values);
  await tx
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, values.userId));
  return ended;
};

/** The centre bound (status 1) to a unit; undefined when none. */
export const findBoundCenterId = async (db: DbOrTx, unitId: number) => {
  const [row] = await db
    .select({ id: organisations.id })
    .from(orgBindings)
    .innerJoin(organisations, eq(organisations.id, orgBindings.orgId))
    .where(and(eq(orgBindings.unitId, unitId), eq(organisations.kind, 'center'), eq(orgBindings.status, 1)))
    .limit(1);
  return row?.id;
};
