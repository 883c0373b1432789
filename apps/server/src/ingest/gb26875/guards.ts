import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** A token bucket: `burst` frames at once, refilled at `perSecond`. */
export const createBucket = (perSecond: number, burst: number) => {
  let tokens = burst;
  let at = Date.now();
  return {
    take: () => {
      const now = Date.now();
      tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
      at = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    full: () => tokens + ((Date.now() - at) / 1000) * perSecond >= burst,
  };
};

/** Buckets by key (a device address); full ones are forgotten so a flood of addresses cannot grow the map for ever. */
export const createBuckets = (perSecond: number, burst: number, max = 10_000) => {
  const buckets = new Map<string, ReturnType<typeof createBucket>>();
  return {
    take: (key: string) => {
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= max) for (const [other, candidate] of buckets) if (candidate.full()) buckets.delete(other);
        bucket = createBucket(perSecond, burst);
        buckets.set(key, bucket);
      }
      return bucket.take();
    },
  };
};

/** An IPv4 peer on a dual-stack socket is reported as ::ffff:a.b.c.d; match it as IPv4. */
export const peerAllowed = (list: net.BlockList | undefined, peer: string | undefined) => {
  if (!list) return true;
  if (!peer) return false;
  const plain = peer.startsWith('::ffff:') && net.isIPv4(peer.slice(7)) ? peer.slice(7) : peer;
  return list.check(plain, net.isIPv4(plain) ? 'ipv4' : 'ipv6');
};

/**
 * Logs a warning at most once per interval and key, with how many times it happened since the last line: an attacker
 * cannot turn bad input into log volume.
 */
export const createThrottledLog = (logger: FastifyBaseLogger, intervalMs: number, max = 10_000) => {
  const seen = new Map<string, { until: number; count: number }>();
  return (key: string, fields: Record<string, unknown>, message: string) => {
    const now = Date.now();
    const entry = seen.get(key);
    if (entry && entry.until > now) {
      entry.count += 1;
      return;
    }
    if (seen.size >= max) for (const [other, candidate] of seen) if (candidate.until <= now) seen.delete(other);
    if (seen.size >= max) return;
    logger.warn({ ...fields, ...(entry && entry.count ? { suppressed: entry.count } : {}) }, message);
    seen.set(key, { until: now + intervalMs, count: 0 });
  };
};

/**
 * Which frames from unregistered addresses are kept: per address and minute a few (its first fire alarm always, so the
 * unregistered list still flags it), and a total per minute; the rest are only counted.
 */
export const createUnregisteredSampler = (options: { perAddress: number; total: number; windowMs?: number }) => {
  const windowMs = options.windowMs ?? 60_000;
  let windowStart = 0;
  let total = 0;
  let skipped = 0;
  const byAddress = new Map<string, { kept: number; fire: boolean; skipped: number }>();
  return {
    /** Whether to store this frame; when kept, how many of the address's frames were skipped since its last kept one. */
    admit: (address: string, isFire: boolean): { keep: false } | { keep: true; skipped: number } => {
      const now = Date.now();
      if (now - windowStart >= windowMs) {
        windowStart = now;
        total = 0;
        for (const [key, entry] of byAddress) if (entry.skipped === 0) byAddress.delete(key);
        for (const entry of byAddress.values()) {
          entry.kept = 0;
          entry.fire = false;
        }
      }
      let entry = byAddress.get(address);
      if (!entry) {
        entry = { kept: 0, fire: false, skipped: 0 };
        if (byAddress.size < 100_000) byAddress.set(address, entry);
      }
      const firstFire = isFire && !entry.fire;
      if (total >= options.total || (entry.kept >= options.perAddress && !firstFire)) {
        entry.skipped += 1;
        skipped += 1;
        return { keep: false };
      }
      total += 1;
      entry.kept += 1;
      if (isFire) entry.fire = true;
      const before = entry.skipped;
      entry.skipped = 0;
      return { keep: true, skipped: before };
    },
    skipped: () => skipped,
  };
};
