import type { Bus } from '../realtime/bus';
import type { SessionUser } from './session';

/**
 * Resolved sessions by token hash, so a busy console does not join four tables on every call.
 * Entries live `ttlMs` at most and are dropped at once when the bus says the session ended
 * (logout, or replaced by a newer login in any process), or that the role they hold changed: the holder's next call
 * reads the role's new permissions.
 */
export type SessionCache = {
  get: (tokenHash: string) => SessionUser | undefined;
  set: (tokenHash: string, user: SessionUser) => void;
  close: () => void;
};

export const createSessionCache = (bus: Bus, options: { ttlMs?: number; maxEntries?: number } = {}): SessionCache => {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { user: SessionUser; expiresAt: number }>();
  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'session_ended') {
      for (const [key, entry] of entries) if (entry.user.sessionId === event.sessionId) entries.delete(key);
    } else if (event.kind === 'role_changed') {
      for (const [key, entry] of entries) if (entry.user.roleId === event.roleId) entries.delete(key);
    }
  });
  return {
    get: (tokenHash) => {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.user;
    },
    set: (tokenHash, user) => {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { user, expiresAt: Date.now() + ttlMs });
    },
    close: unsubscribe,
  };
};
