import type { UserControlNode } from '@fireline/shared';
import type { StoredSession } from './session';

/** The server sends the whole catalogue with auth 0 or 1, so "no permissions" means nothing granted, not an empty list. */
const hasAnyGrant = (nodes: UserControlNode[]): boolean =>
  nodes.some((node) => (node.auth === 1 && node.is_active === 1) || hasAnyGrant(node.children));

export type GuardVerdict = { ok: true } | { ok: false; reason?: 'session.noPermission' | 'session.noAccount' };

/**
 * The session guard of spec 000 §2: a stored user, a non-empty permission list and a company-or-centre id
 * other than -1 must all exist; otherwise the stored login is cleared with the reason to show.
 */
export const checkSession = (session: StoredSession | undefined): GuardVerdict => {
  if (!session?.user) return { ok: false };
  if (!hasAnyGrant(session.control)) return { ok: false, reason: 'session.noPermission' };
  if (session.user.companyOrCenter_id === -1) return { ok: false, reason: 'session.noAccount' };
  return { ok: true };
};

const topSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/** Moving within one top-level path keeps the LEFTCHILDREN query value (the open left-nav child). */
export const carryLeftChildren = (options: {
  fromPath: string;
  fromSearch: string;
  toPath: string;
  toSearch: string;
}) => {
  const from = new URLSearchParams(options.fromSearch);
  const to = new URLSearchParams(options.toSearch);
  const value = from.get('LEFTCHILDREN');
  if (value === null || to.has('LEFTCHILDREN') || topSegment(options.fromPath) !== topSegment(options.toPath))
    return options.toSearch;
  to.set('LEFTCHILDREN', value);
  return `?${to.toString()}`;
};
