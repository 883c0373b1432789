import { SSE_PATH } from '@fireline/shared';
import type { Page } from 'playwright-core';
import { STEP_MS } from './waits';

/**
 * The page's requests in flight that a user waits for: its calls and the route's lazily loaded code (a busy machine
 * can take longer to fetch a chunk than the calls take to fall quiet). The push stream stays open for the session,
 * and requests to other origins (map tiles) are not the console's.
 */
export const pendingRequests = (page: Page) => {
  const pending = new Set<unknown>();
  const isAwaited = (url: string) => {
    const { origin, pathname } = new URL(url);
    return origin === new URL(page.url()).origin && pathname !== SSE_PATH;
  };
  page.on('request', (request) => {
    if (isAwaited(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
};

/**
 * Waits until the console shows the page the address bar names. A click navigates at once, but the new page is drawn
 * only once its lazily loaded code has arrived: until then the old page stays on screen with its title and tabs, and a
 * test reading it would act on a page that is about to go (on a busy machine, for seconds). A page outside the console
 * frame (the wall screen) has no frame to wait for.
 */
export const routeDrawn = (page: Page) =>
  page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLElement>('[data-testid="page-content"]');
      return !frame || frame.dataset.path === location.pathname + location.search;
    },
    undefined,
    { timeout: STEP_MS },
  );

/** Polls until none of `pending` has been in flight for 300 ms (at most 15 s: a stream-like call must not hang it). */
export const requestsQuiet = async (page: Page, pending: Set<unknown>) => {
  let quietSince = Date.now();
  for (const started = Date.now(); Date.now() - started < 15_000;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) break;
    await page.waitForTimeout(50);
  }
};

/**
 * Waits for what the user waits for: `settled` resolves once the page the address names is drawn, nothing is pending
 * for 300 ms and the page has drawn its title, then once more for the page's own calls.
 */
export const watchRequests = (page: Page) => {
  const pending = pendingRequests(page);
  const quiet = () => requestsQuiet(page, pending);
  // Twice: the console's frame draws its title before the page's own code has arrived and made its calls.
  const settled = async () => {
    await routeDrawn(page);
    await quiet();
    await page
      .locator('[data-testid="page-title"], [data-testid="not-found"], [data-testid="no-permission"]')
      .first()
      .waitFor({ timeout: STEP_MS });
    await quiet();
  };
  return { settled };
};
