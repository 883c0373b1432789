/** Remembers sign_random values inside the signing window; a shared store replaces this for a cluster. */
export type NonceStore = {
  /** True when the nonce was new (and is now remembered), false when it was seen before. */
  remember: (key: string, ttlSeconds: number) => Promise<boolean>;
};

export const createMemoryNonceStore = (now: () => number = Date.now): NonceStore => {
  const expiries = new Map<string, number>();
  let lastSweep = now();
  const sweep = (time: number) => {
    if (time - lastSweep < 30_000) return;
    lastSweep = time;
    for (const [key, expiry] of expiries) if (expiry <= time) expiries.delete(key);
  };
  return {
    remember: async (key, ttlSeconds) => {
      const time = now();
      sweep(time);
      const expiry = expiries.get(key);
      if (expiry !== undefined && expiry > time) return false;
      expiries.set(key, time + ttlSeconds * 1000);
      return true;
    },
  };
};
