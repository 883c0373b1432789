import { describeError, ErrorCodes, type LoginRequest, type OrgKind } from '@fireline/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { AppDeps } from '../../core/context';
import { verifyPassword } from '../../core/passwords';
import { ADMIN_ROLE_CODE, hashToken, newToken, type SessionUser } from '../../core/session';
import { loginLogs, organisations, roles, sessions, users } from '../../db/schema';
import { consumeCaptcha } from './captcha';
import { buildLoginAnswer } from './user-info';

type Client = { ip: string; agent: string };

const findUserForLogin = async (deps: AppDeps, username: string) => {
  const [row] = await deps.db
    .select({
      userId: users.id,
      username: users.username,
      realName: users.realName,
      language: users.language,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      failedLogins: users.failedLogins,
      lockedUntil: users.lockedUntil,
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

const logLogin = (
  deps: AppDeps,
  entry: { userId?: number; orgId?: number; username: string; platform: string; client: Client; operation: string; status: 'success' | 'failure'; reason?: string },
) =>
  deps.db.insert(loginLogs).values({
    userId: entry.userId,
    orgId: entry.orgId,
    username: entry.username,
    platform: entry.platform,
    ip: entry.client.ip,
    agent: entry.client.agent,
    operation: entry.operation,
    status: entry.status,
    reason: entry.reason,
  });

/** Records a failed password; the Nth failure in a row locks the account for the configured minutes. */
const recordFailure = async (deps: AppDeps, userId: number, failedLogins: number) => {
  const failures = failedLogins + 1;
  const isLocking = failures >= deps.env.LOGIN_MAX_FAILURES;
  await deps.db
    .update(users)
    .set(
      isLocking
        ? { failedLogins: 0, lockedUntil: new Date(Date.now() + deps.env.LOGIN_LOCK_MINUTES * 60_000) }
        : { failedLogins: failures },
    )
    .where(eq(users.id, userId));
  return isLocking;
};

export const login = async (deps: AppDeps, request: LoginRequest, client: Client) => {
  const fail = async (code: (typeof ErrorCodes)[keyof typeof ErrorCodes], reason: string, user?: { userId: number; orgId: number }) => {
    await logLogin(deps, { userId: user?.userId, orgId: user?.orgId, username: request.username, platform: request.platform, client, operation: 'login', status: 'failure', reason });
    return new AppError(code);
  };
  if (deps.env.CAPTCHA_REQUIRED && !(await consumeCaptcha(deps.db, request.captcha_id, request.captcha_code))) {
    throw await fail(ErrorCodes.captchaWrong, 'captcha');
  }
  const user = await findUserForLogin(deps, request.username);
  if (!user) throw await fail(ErrorCodes.wrongPassword, 'unknown user');
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw await fail(ErrorCodes.accountLocked, 'locked', user);
  if (!(await verifyPassword(request.password, user.passwordHash))) {
    const isLocked = await recordFailure(deps, user.userId, user.failedLogins);
    throw await fail(isLocked ? ErrorCodes.accountLocked : ErrorCodes.wrongPassword, 'wrong password', user);
  }
  if (!user.isActive || !user.orgIsActive) throw await fail(ErrorCodes.accountDisabled, 'disabled', user);

  const token = newToken();
  // One live session per user and platform: end the old one and open the new one in one transaction.
  const replaced = await deps.db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: 'replaced' })
      .where(and(eq(sessions.userId, user.userId), eq(sessions.platform, request.platform), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    await tx.insert(sessions).values({ userId: user.userId, platform: request.platform, tokenHash: hashToken(token), ip: client.ip, agent: client.agent });
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.userId));
    return ended;
  });
  const elsewhere = describeError(ErrorCodes.tokenInvalid, 'zh');
  for (const old of replaced) {
    await deps.bus.publish({ kind: 'session_ended', sessionId: old.id, userId: user.userId, reason: 'replaced', msg: elsewhere.msg, engMsg: elsewhere.eng_msg });
  }
  await logLogin(deps, { userId: user.userId, orgId: user.orgId, username: user.username, platform: request.platform, client, operation: 'login', status: 'success' });
  const isAdmin = user.roleCode === ADMIN_ROLE_CODE;
  return buildLoginAnswer({
    db: deps.db,
    user: { ...user, orgKind: user.orgKind as OrgKind, isAdmin, permissionIds: new Set(user.permissionIds) },
    token,
    utcOffsetMinutes: deps.env.GB_UTC_OFFSET_MINUTES,
  });
};

export const logout = async (deps: AppDeps, session: SessionUser, client: Client) => {
  await deps.db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: 'logout' })
    .where(and(eq(sessions.id, session.sessionId), isNull(sessions.endedAt)));
  await deps.bus.publish({ kind: 'session_ended', sessionId: session.sessionId, userId: session.userId, reason: 'logout', msg: '', engMsg: '' });
  await logLogin(deps, { userId: session.userId, orgId: session.orgId, username: session.username, platform: session.platform, client, operation: 'logout', status: 'success' });
};
