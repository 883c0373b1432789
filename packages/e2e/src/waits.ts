/**
 * How long a step may take before a spec calls it a hang: what a user waits for (a page's data, a pushed alarm, a
 * save and the page after it) on a 2-core machine that something else keeps busy. It is Playwright's own default for a
 * locator's wait, and `expect.poll`'s in vitest.config.ts (1 s by default). Not a product limit: a spec that checks one
 * (the alarm within 2 s, alarms.e2e.ts) measures it apart from this.
 */
export const STEP_MS = 30_000;
