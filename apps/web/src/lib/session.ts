import type { LoginAnswer, UserControlNode, UserInfo } from '@fireline/shared';
import { useSyncExternalStore } from 'react';
import { readPlain, readSecure, removeStored, writePlain, writeSecure } from './storage';

/** The stored login: user info and the permission tree (spec 000 §3), both encrypted. */
export type StoredSession = { user: UserInfo; control: UserControlNode[] };

export const LOGIN_REASON_KEY = 'login_reason';
const LAST_ROUTE_KEY = 'last_route';

/** The site's UTC offset in memory: a list formats many times and should not decrypt the stored user for each. */
let siteOffset: number | undefined;

/**
 * Bumped whenever the stored login changes, so what is drawn from it (menu, tabs, buttons) follows. Listeners hear of it
 * in a microtask: the session guard clears a bad login while it renders, and other components must not be told then.
 */
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
};
const sessionVersion = () => version;

/** Calls `listener` after the stored login is saved again (a permissions refresh) or cleared; returns the unsubscribe. */
export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const saveSession = (answer: LoginAnswer) => {
  const { user_control: control, ...user } = answer;
  writeSecure('user', user);
  writeSecure('user_control', control);
  siteOffset = user.utc_offset_minutes;
  changed();
};

export const loadSession = (): StoredSession | undefined => {
  const user = readSecure<UserInfo>('user');
  const control = readSecure<UserControlNode[]>('user_control');
  return user ? { user, control: control ?? [] } : undefined;
};

/**
 * `quiet`: the pages drawn are not told (the forced-logout dialog keeps the console up until the user goes to the
 * login; told, the session guard would leave for the login page at once and take the dialog with it).
 */
export const clearSession = (options: { quiet?: boolean } = {}) => {
  const hadSession = readPlain('user') !== undefined;
  removeStored('user');
  removeStored('user_control');
  siteOffset = undefined;
  if (hadSession && !options.quiet) changed();
};

/** Re-renders the component when the stored login is saved again or cleared. */
export const useSessionVersion = () => useSyncExternalStore(subscribeSession, sessionVersion);

/** The stored login, re-rendering the component when it is saved again or cleared (loadSession reads it once). */
export const useSession = () => {
  useSessionVersion();
  return loadSession();
};

/** The offset the login answer gave (GB_UTC_OFFSET_MINUTES); undefined without a session or for one stored before it was sent. */
export const storedSiteOffset = () => (siteOffset ??= loadSession()?.user.utc_offset_minutes);

/** A reason shown on the login page once (an i18n key). */
export const setLoginReason = (key: string) => writePlain(LOGIN_REASON_KEY, key);
export const takeLoginReason = () => {
  const reason = readPlain(LOGIN_REASON_KEY);
  localStorage.removeItem(`fl.${LOGIN_REASON_KEY}`);
  return reason;
};

export const rememberRoute = (path: string) => writePlain(LAST_ROUTE_KEY, path);
export const lastRoute = () => readPlain(LAST_ROUTE_KEY);
