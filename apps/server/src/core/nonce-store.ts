/**
 * Remembers sign_random values inside the signing window; a shared store replaces this for a cluster.
 *
 * Only two kinds of caller get an entry (docs/architecture.md "Sessions and login"):
 * - a user whose session was checked: at most `perUser` nonces each, and a user at the cap is refused rather than an
 *   old nonce forgotten, so eviction can never reopen a replay for a session;
 * - a public call (login, captcha), keyed by source IP: at most `publicTotal` nonces over all sources, the oldest
 *   forgotten first. Replaying a public call gains nothing (a login needs a fresh single-use captcha and carries the
 *   password itself), so forgetting is safe there, and the per-IP rate limit bounds how fast one source fills it.
 */
export type NonceOwner = { kind: 'user'; userId: number } | { kind: 'public'; ip: string };

export type NonceStore = {
  /** new: remembered until expiresAtMs; seen: a replay; full: the user has too many live nonces. */
  remember: (owner: NonceOwner, nonce: string, expiresAtMs: number) => Promise<'new' | 'seen' | 'full'>;
  /** Nonces held, for tests and metrics. */
  size: () => number;
};

const SWEEP_INTERVAL_MS = 30_000;

export const createMemoryNonceStore = (
  options: { now?: () => number; perUser?: number; publicTotal?: number } = {},
): NonceStore => {
  const now = options.now ?? Date.now;
  const perUser = options.perUser ?? 100_000;
  const publicTotal = options.publicTotal ?? 50_000;
  const byUser = new Map<number, Map<string, number>>();
  // Insertion order is age order, so the first key is the oldest.
  const publicNonces = new Map<string, number>();
  let lastSweep = now();

  const dropExpired = (entries: Map<string, number>, time: number) => {
    for (const [key, expiry] of entries) if (expiry <= time) entries.delete(key);
  };
  const sweep = (time: number) => {
    if (time - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = time;
    for (const [userId, entries] of byUser) {
      dropExpired(entries, time);
      if (entries.size === 0) byUser.delete(userId);
    }
    dropExpired(publicNonces, time);
  };

  return {
    remember: async (owner, nonce, expiresAtMs) => {
      const time = now();
      sweep(time);
      if (owner.kind === 'public') {
        const key = `${owner.ip} ${nonce}`;
        const expiry = publicNonces.get(key);
        if (expiry !== undefined && expiry > time) return 'seen';
        publicNonces.delete(key);
        while (publicNonces.size >= publicTotal) {
          const oldest = publicNonces.keys().next().value;
          if (oldest === undefined) break;
          publicNonces.delete(oldest);
        }
        publicNonces.set(key, expiresAtMs);
        return 'new';
      }
      let entries = byUser.get(owner.userId);
      if (!entries) {
        entries = new Map();
        byUser.set(owner.userId, entries);
      }
      const expiry = entries.get(nonce);
      if (expiry !== undefined && expiry > time) return 'seen';
      if (entries.size >= perUser) dropExpired(entries, time);
      if (entries.size >= perUser) return 'full';
      entries.set(nonce, expiresAtMs);
      return 'new';
    },
    size: () => {
      let total = publicNonces.size;
      for (const entries of byUser.values()) total += entries.size;
      return total;
    },
  };
};
