import { createHash, randomBytes } from 'node:crypto';
import { ErrorCodes, type OrgKind } from '@fireline/shared';
import type { DbOrTx } from '../db/client';
import { AppError } from './app-error';
import { endSession, findSessionUser, touchSession, type SessionKey } from './session.repo';

export const ADMIN_ROLE_CODE = 'admin_system';

/** Who is calling: resolved once per request from the token. */
export type SessionUser = {
  sessionId: number;
  platform: string;
  userId: number;
  username: string;
  realName: string;
  language: string | null;
  orgId: number;
  orgKind: OrgKind;
  orgName: string;
  roleId: number;
  roleCode: string;
  isAdmin: boolean;
  permissionIds: ReadonlySet<string>;
  /**
   * Set when the user is a third_enter system's entry account (docs/third-party.md): the session sees that system's
   * units only, whatever the account's organisation binds.
   */
  thirdSystemId: number | null;
};

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token from `Authorization: token <t>` (or a bare Authorization value). Never from the URL: a URL ends up in
 * logs, browser history and Referer headers; downloads use a one-time ticket instead (core/download-tickets.ts).
 */
export const readToken = (headers: Record<string, unknown>): string | undefined => {
  const header = headers.authorization;
  if (typeof header !== 'string' || !header.trim()) return undefined;
  const value = header.trim();
  return value.toLowerCase().startsWith('token ') ? value.slice(6).trim() : value;
};

const TOUCH_INTERVAL_MS = 60_000;

/** Answers the session's user, or throws 9996 for an unknown, ended or idle-expired token. */
export const resolveSession = (db: DbOrTx, token: string, idleDays: number) =>
  loadSession(db, { tokenHash: hashToken(token) }, idleDays);

/** The same check for the session a download ticket was issued in: a ticket dies with its session. */
export const resolveSessionById = (db: DbOrTx, sessionId: number, idleDays: number) =>
  loadSession(db, { id: sessionId }, idleDays);

const loadSession = async (db: DbOrTx, key: SessionKey, idleDays: number): Promise<SessionUser> => {
  const row = await findSessionUser(db, key);
  if (!row || row.endedAt || !row.isActive) throw new AppError(ErrorCodes.tokenInvalid);
  // An entry account's sessions end with its system: disabled, or a revoked key (which also ends them at once).
  if (row.thirdSystemId !== null && !row.thirdSystemEnabled) throw new AppError(ErrorCodes.tokenInvalid);
  const idleMs = Date.now() - row.lastSeenAt.getTime();
  if (idleMs > idleDays * 86_400_000) {
    await endSession(db, row.sessionId, 'expired');
    throw new AppError(ErrorCodes.tokenInvalid);
  }
  // Touch at most once a minute so reads do not each become a write.
  if (idleMs > TOUCH_INTERVAL_MS) await touchSession(db, row.sessionId);
  const isAdmin = row.roleCode === ADMIN_ROLE_CODE;
  return {
    sessionId: row.sessionId,
    platform: row.platform,
    userId: row.userId,
    username: row.username,
    realName: row.realName,
    language: row.language,
    orgId: row.orgId,
    orgKind: row.orgKind as OrgKind,
    orgName: row.orgName,
    roleId: row.roleId,
    roleCode: row.roleCode,
    isAdmin,
    permissionIds: new Set(row.permissionIds),
    thirdSystemId: row.thirdSystemId,
  };
};

export const hasPermission = (user: SessionUser, permission: string | readonly string[]) =>
  user.isAdmin || (typeof permission === 'string' ? [permission] : permission).some((id) => user.permissionIds.has(id));
