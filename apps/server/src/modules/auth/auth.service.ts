import {
  describeError,
  ErrorCodes,
  type LoginAnswer,
  type LoginLog,
  type LoginRequest,
  type OrgKind,
  type PageQuery,
} from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { AppDeps } from '../../core/context';
import { verifyPasswordOrDummy } from '../../core/passwords';
import { reachOf, type Caller } from '../../core/access';
import { ADMIN_ROLE_CODE, hashToken, newToken, type SessionUser } from '../../core/session';
import { endSession } from '../../core/session.repo';
import type { DbOrTx } from '../../db/client';
import { findUserForLogin, openSession } from './auth.repo';
import { consumeCaptcha } from './captcha';
import { insertLoginLog, selectLoginLogs } from './login-logs.repo';
import { ALL_SOURCES, claimLoginAttempt, purgeLoginThrottles, releaseLoginAttempts } from './login-throttles.repo';
import { buildLoginAnswer } from './user-info';

type Client = { ip: string; agent: string };

const logLogin = (
  deps: AppDeps,
  entry: {
    userId?: number;
    orgId?: number;
    username: string;
    platform: string;
    client: Client;
    operation: string;
    status: 'success' | 'failure';
    reason?: string;
  },
) =>
  insertLoginLog(deps.db, {
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

/**
 * Why an account may not log in ('account abnormal, contact administrator', spec 001 §8), or undefined: deactivated,
 * deleted, left the job (enum_user_staff 0) or past its expired_time (the last valid day, on the site's clock).
 */
const accountAbnormality = (
  user: { isActive: boolean; deletedAt: Date | null; staffStatus: number; expiresOn: string | null },
  siteToday: string,
) => {
  if (user.deletedAt) return 'deleted';
  if (!user.isActive) return 'deactivated';
  if (user.staffStatus === 0) return 'left';
  if (user.expiresOn !== null && user.expiresOn < siteToday) return 'expired';
  return undefined;
};

export const login = async (deps: AppDeps, request: LoginRequest, client: Client): Promise<LoginAnswer> => {
  const fail = async (
    code: (typeof ErrorCodes)[keyof typeof ErrorCodes],
    reason: string,
    user?: { userId: number; orgId: number },
  ) => {
    await logLogin(deps, {
      userId: user?.userId,
      orgId: user?.orgId,
      username: request.username,
      platform: request.platform,
      client,
      operation: 'login',
      status: 'failure',
      reason,
    });
    return new AppError(code);
  };
  if (
    deps.env.CAPTCHA_REQUIRED &&
    !(await consumeCaptcha(deps.db, {
      id: request.captcha_id,
      answer: request.captcha_code,
      secret: deps.env.SERVER_SECRET,
    }))
  ) {
    throw await fail(ErrorCodes.captchaWrong, 'captcha');
  }
  // Known and unknown names take the same path to the same answers: counted by name, checked against a hash.
  const name = request.username.toLowerCase();
  const {
    LOGIN_MAX_FAILURES: sourceLimit,
    LOGIN_ACCOUNT_MAX_FAILURES: accountLimit,
    LOGIN_LOCK_MINUTES: lockMinutes,
  } = deps.env;
  await purgeLoginThrottles(deps.db);
  const user = await findUserForLogin(deps.db, request.username);
  const fromSource = await claimLoginAttempt(deps.db, { name, source: client.ip, limit: sourceLimit, lockMinutes });
  if (fromSource > sourceLimit) throw await fail(ErrorCodes.accountLocked, 'locked for this source', user);
  const fromAll = await claimLoginAttempt(deps.db, { name, source: ALL_SOURCES, limit: accountLimit, lockMinutes });
  if (fromAll > accountLimit) throw await fail(ErrorCodes.accountLocked, 'locked for all sources', user);
  if (!(await verifyPasswordOrDummy(request.password, user?.passwordHash)) || !user) {
    const isNowLocked = fromSource >= sourceLimit || fromAll >= accountLimit;
    throw await fail(
      isNowLocked ? ErrorCodes.accountLocked : ErrorCodes.wrongPassword,
      user ? 'wrong password' : 'unknown user',
      user,
    );
  }
  await releaseLoginAttempts(deps.db, { name, source: client.ip, limit: sourceLimit });
  // Only now, after the right password: the answer must not tell a guesser which names exist.
  return startSession(deps, { user, platform: request.platform, client, fail });
};

type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserForLogin>>>;

/**
 * What a successful login does, for a password login and a third-party entry (docs/third-party.md) alike: the account's
 * state is checked, one live session per user and platform is opened (the old one ended and told), the login log
 * written, the login answer built.
 */
const startSession = async (
  deps: AppDeps,
  options: {
    user: LoginUser;
    platform: string;
    client: Client;
    fail: (code: (typeof ErrorCodes)[keyof typeof ErrorCodes], reason: string, user?: LoginUser) => Promise<AppError>;
    /** The name the login log records (default: the account's). */
    logName?: string;
  },
): Promise<LoginAnswer> => {
  const { user, client } = options;
  const abnormal = accountAbnormality(user, deps.siteTime.format(new Date()).slice(0, 10));
  if (abnormal) throw await options.fail(ErrorCodes.accountAbnormal, abnormal, user);
  if (!user.orgIsActive) throw await options.fail(ErrorCodes.accountDisabled, 'organisation disabled', user);

  const token = newToken();
  // One live session per user and platform: the old one ends as the new one opens.
  const replaced = await deps.db.transaction((tx) =>
    openSession(tx, {
      userId: user.userId,
      platform: options.platform,
      tokenHash: hashToken(token),
      ip: client.ip,
      agent: client.agent,
    }),
  );
  const elsewhere = describeError(ErrorCodes.tokenInvalid, 'zh');
  for (const old of replaced) {
    await deps.bus.publish({
      kind: 'session_ended',
      sessionId: old.id,
      userId: user.userId,
      reason: 'replaced',
      msg: elsewhere.msg,
      engMsg: elsewhere.eng_msg,
    });
  }
  await logLogin(deps, {
    userId: user.userId,
    orgId: user.orgId,
    username: options.logName ?? user.username,
    platform: options.platform,
    client,
    operation: 'login',
    status: 'success',
  });
  const isAdmin = user.roleCode === ADMIN_ROLE_CODE;
  return buildLoginAnswer({
    db: deps.db,
    user: { ...user, orgKind: user.orgKind as OrgKind, isAdmin, permissionIds: new Set(user.permissionIds) },
    token,
    utcOffsetMinutes: deps.siteTime.utcOffsetMinutes,
  });
};

/**
 * Opens a session for an account without a password (a third-party system's entry account, docs/third-party.md),
 * exactly as a login does once the password is right. `logName` is what the login log records of who entered.
 */
export const openAccountSession = async (
  deps: AppDeps,
  options: { username: string; platform: string; client: Client; logName: string },
) => {
  const user = await findUserForLogin(deps.db, options.username);
  const fail = async (code: (typeof ErrorCodes)[keyof typeof ErrorCodes], reason: string) => {
    await logLogin(deps, {
      userId: user?.userId,
      orgId: user?.orgId,
      username: options.logName,
      platform: options.platform,
      client: options.client,
      operation: 'login',
      status: 'failure',
      reason,
    });
    return new AppError(code);
  };
  if (!user) throw await fail(ErrorCodes.accountAbnormal, 'unknown user');
  return startSession(deps, { ...options, user, fail });
};

export const logout = async (deps: AppDeps, session: SessionUser, client: Client) => {
  await endSession(deps.db, session.sessionId, 'logout');
  await deps.bus.publish({
    kind: 'session_ended',
    sessionId: session.sessionId,
    userId: session.userId,
    reason: 'logout',
    msg: '',
    engMsg: '',
  });
  await logLogin(deps, {
    userId: session.userId,
    orgId: session.orgId,
    username: session.username,
    platform: session.platform,
    client,
    operation: 'logout',
    status: 'success',
  });
};

/** Login records of the caller's organisation and the units in scope, newest first. */
export const listLoginLog = async (
  db: DbOrTx,
  options: {
    caller: Caller;
    query: PageQuery & { username?: string; start_time?: number; end_time?: number };
  },
) => {
  const { rows, total } = await selectLoginLogs(db, reachOf(options.caller), options.query);
  const list = rows.map((row): LoginLog => ({
    id: row.id,
    uid: row.userId,
    user_name: row.username,
    platform: row.platform,
    ip: row.ip,
    agent: row.agent,
    operation: row.operation,
    status: row.status,
    reason: row.reason,
    create_time: Math.floor(row.createdAt.getTime() / 1000),
  }));
  return { total, list };
};
