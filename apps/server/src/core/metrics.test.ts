import { describe, expect, it } from 'vitest';
import { createDurationWindow, createRateCounter } from './metrics';

describe('rolling counters of /sys_monitor', () => {
  it('answers a rate over the last minute and five minutes, forgetting what is older', () => {
    let now = 1_000_000_000_000;
    const counter = createRateCounter(() => now);
    // A process 10 s old that took 50 frames: 5 per second over the seconds it has lived.
    for (let second = 0; second < 10; second += 1) {
      counter.add(5);
      now += 1000;
    }
    now -= 1000;
    expect(counter.perSecond(60)).toBe(5);
    expect(counter.perSecond(300)).toBe(5);
    // Ten minutes later, 120 in the last minute: the minute sees them, five minutes see them and nothing older.
    now += 600_000;
    for (let second = 0; second < 60; second += 1) {
      now += 1000;
      counter.add(2);
    }
    expect(counter.perSecond(60)).toBe(2);
    expect(counter.perSecond(300)).toBeCloseTo(120 / 300);
    expect(counter.total()).toBe(170);
  });

  it('keeps the last batches only, and their percentiles', () => {
    const window = createDurationWindow(100);
    for (let ms = 1; ms <= 300; ms += 1) window.record(ms, 10);
    expect(window.summary()).toMatchObject({ count: 100, p50Ms: 250, p95Ms: 295, maxMs: 300, meanSize: 10 });
    expect(createDurationWindow().summary()).toMatchObject({ count: 0, p50Ms: null });
  });
});
