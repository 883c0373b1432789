/**
 * This process's own counters for /sys_monitor (docs/architecture.md "Platform health"). Counting is on the ingest
 * path, so it must cost next to nothing: a counter is a fixed ring of one-second slots, and adding is a few array
 * writes, no allocation. Reading (an administrator's page every few seconds) does the sums.
 */

/** The longest window a rate is asked over: five minutes of one-second slots. */
const SLOTS = 300;

export type RateCounter = {
  /** Counts `n` happenings now. */
  add: (n?: number) => void;
  /** Happenings per second over the last `seconds` (at most 300), the current second included. */
  perSecond: (seconds: number) => number;
  /** Everything counted since the counter was made. */
  total: () => number;
};

export const createRateCounter = (now: () => number = Date.now): RateCounter => {
  const stamps = new Float64Array(SLOTS).fill(-1);
  const counts = new Float64Array(SLOTS);
  const bornSecond = Math.floor(now() / 1000);
  let total = 0;
  return {
    add: (n = 1) => {
      const second = Math.floor(now() / 1000);
      const slot = second % SLOTS;
      if (stamps[slot] !== second) {
        stamps[slot] = second;
        counts[slot] = 0;
      }
      counts[slot]! += n;
      total += n;
    },
    perSecond: (seconds) => {
      const span = Math.min(Math.max(1, Math.floor(seconds)), SLOTS);
      const second = Math.floor(now() / 1000);
      let sum = 0;
      for (let slot = 0; slot < SLOTS; slot += 1)
        if (stamps[slot]! > second - span && stamps[slot]! <= second) sum += counts[slot]!;
      // A process younger than the window has not had all of it: its rate is over the seconds it has lived.
      return sum / Math.min(span, second - bornSecond + 1);
    },
    total: () => total,
  };
};

export type DurationSummary = {
  /** How many recent samples the figures are over. */
  count: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  /** Mean of the samples' sizes (items per batch). */
  meanSize: number | null;
  /** When the oldest sample counted was taken (epoch ms). */
  sinceMs: number | null;
};

export type DurationWindow = {
  record: (ms: number, size: number) => void;
  summary: () => DurationSummary;
};

/** The last `capacity` durations (a batch's commit, with its size), in a ring; percentiles are computed on reading. */
export const createDurationWindow = (capacity = 256, now: () => number = Date.now): DurationWindow => {
  const durations = new Float64Array(capacity);
  const sizes = new Float64Array(capacity);
  const stamps = new Float64Array(capacity);
  let written = 0;
  return {
    record: (ms, size) => {
      const slot = written % capacity;
      durations[slot] = ms;
      sizes[slot] = size;
      stamps[slot] = now();
      written += 1;
    },
    summary: () => {
      const count = Math.min(written, capacity);
      if (count === 0) return { count, p50Ms: null, p95Ms: null, maxMs: null, meanSize: null, sinceMs: null };
      const sorted = Array.from(durations.subarray(0, count)).sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(count - 1, Math.ceil(q * count) - 1)]!;
      let sizeSum = 0;
      let since = Infinity;
      for (let slot = 0; slot < count; slot += 1) {
        sizeSum += sizes[slot]!;
        since = Math.min(since, stamps[slot]!);
      }
      return {
        count,
        p50Ms: at(0.5),
        p95Ms: at(0.95),
        maxMs: sorted[count - 1]!,
        meanSize: sizeSum / count,
        sinceMs: since,
      };
    },
  };
};

/** What the realtime and MQTT parts report when asked; each is set by the part once it runs. */
export type MetricProbes = {
  sse?: () => { clients: number; users: number };
  mqtt?: () => { connected: boolean };
};

/** The process's counters: uplink frames and MQTT messages taken in, events committed; and the probes. */
export type PlatformMetrics = {
  frames: RateCounter;
  events: RateCounter;
  probes: MetricProbes;
};

export const createPlatformMetrics = (): PlatformMetrics => ({
  frames: createRateCounter(),
  events: createRateCounter(),
  probes: {},
});
