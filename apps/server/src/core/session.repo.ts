import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { organisations, roles, sessions, thirdSystems, users } from '../db/schema';

/** A session by its token's hash or by its id. */
export type SessionKey = { tokenHash: string } | { id: number };

/** A session with its user, organisation and role, whatever its state (the caller checks it). */
export const findSessionUser = async (db: DbOrTx, key: SessionKey) => {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      platform: sessions.platform,
      lastSeenAt: sessions.lastSeenAt,
      endedAt: sessions.endedAt,
      userId: users.id,
      username: users.username,
      realName: users.realName,
      language: users.language,
      isActive: users.isActive,
      orgId: organisations.id,
      orgKind: organisations.kind,
      orgName: organisations.name,
      roleId: roles.id,
      roleCode: roles.code,
      permissionIds: roles.permissionIds,
      thirdSystemId: thirdSystems.id,
      thirdSystemEnabled: thirdSystems.isEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(thirdSystems, eq(thirdSystems.enterUserId, users.id))
    .where('tokenHash' in key ? eq(sessions.tokenHash, key.tokenHash) : eq(sessions.id, key.id))
    .limit(1);
  return row;
};

/** Ends a live session now; an ended one keeps its first end. */
export const endSession = (db: DbOrTx, sessionId: number, reason: 'expired' | 'logout') =>
  db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));

/** Ends every live session of a user now (deactivated, deleted): answers the ids it ended, for the bus. */
export const endUserSessions = (db: DbOrTx, userId: number, reason: 'deactivated' | 'deleted') =>
  db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });

export const touchSession = (db: DbOrTx, sessionId: number) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
