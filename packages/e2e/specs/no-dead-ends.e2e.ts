import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';
import { pendingRequests, requestsQuiet, routeDrawn } from '../src/settle';
import { STEP_MS } from '../src/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * No dead ends (issue 17): every entry a user can see — left navigation, top-bar shortcuts, the header tabs of every
 * page reached, and a unit's own tabs — opens a page: never the not-found page, a script error or a failed call.
 * Every later area keeps this rule: an entry whose page is not built yet must not be shown.
 */
const inFlight = new WeakMap<Page, Set<unknown>>();

const watch = (page: Page) => {
  const problems: string[] = [];
  inFlight.set(page, pendingRequests(page));
  const where = () => new URL(page.url()).pathname + new URL(page.url()).search;
  const isCall = (url: string) => new URL(url).pathname.startsWith('/api_proxy/');
  page.on('requestfailed', (request) => {
    if (isCall(request.url())) problems.push(`${new URL(request.url()).pathname} failed on ${where()}`);
  });
  page.on('pageerror', (error) => problems.push(`script error on ${where()}: ${error.message}`));
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!isCall(response.url())) return;
    if (response.status() >= 400)
      return problems.push(`${url.pathname} answered HTTP ${response.status()} on ${where()}`);
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    const body = (await response.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
    if (body && body.code !== 0) problems.push(`${url.pathname} answered ${body.code} ${body.msg} on ${where()}`);
  });
  return problems;
};

/**
 * Waits until the page the address names is drawn (not the one before it, still on screen while the new one's code
 * loads: its tabs would be read and clicked as they vanish), its calls are answered (none pending for 300 ms) and no
 * spinner is left.
 */
const settle = async (page: Page) => {
  await routeDrawn(page);
  await requestsQuiet(page, inFlight.get(page)!);
  await page
    .locator(
      '[data-testid="page-title"], [data-testid="not-found"], [data-testid="no-permission"], [data-testid="monitor-screen"]',
    )
    .first()
    .waitFor({ timeout: STEP_MS });
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: STEP_MS })
    .catch(() => {});
};

const testIds = (page: Page, prefix: string) =>
  page
    .locator(`[data-testid^="${prefix}"]:visible`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!));

/** Opens an entry and checks where it led; answers the path reached. */
const follow = async (page: Page, testId: string, problems: string[]) => {
  await page.getByTestId(testId).first().click();
  await settle(page);
  const reached = new URL(page.url());
  if (await page.getByTestId('not-found').count())
    problems.push(`${testId} leads to the not-found page (${reached.pathname})`);
  if (await page.getByTestId('no-permission').count())
    problems.push(`${testId} leads to a page the role may not open (${reached.pathname})`);
  return reached.pathname;
};

/** Clicks every header tab shown on the current page, in order. */
const followTabs = async (page: Page, from: string, problems: string[], seen: Set<string>) => {
  const area = page.url();
  for (const tab of await testIds(page, 'tab-')) {
    if (seen.has(tab)) continue;
    seen.add(tab);
    // A tab can lead to an area of its own (辖区机构 → the district organisations' tabs): back to the first one.
    if (!(await page.getByTestId(tab).count())) {
      await page.goto(area);
      await settle(page);
    }
    const reached = await follow(page, tab, problems);
    if (reached === '/login') problems.push(`${tab} (from ${from}) logs the user out`);
    // A list of alarms leads on to each alarm's detail: the first row's is followed, and the way back.
    if (await page.getByTestId('alarm-row-detail').count()) {
      await follow(page, 'alarm-row-detail', problems);
      await page.goBack();
      await settle(page);
    }
  }
};

const roles = ['admin', 'operator', 'manager', 'engineer', 'authority'];

/**
 * The roles walk side by side, each in its own context: the walk spends most of its time waiting for each page's calls
 * to fall quiet, and the waits of five users overlap. Each role is its own user, so no login forces another out.
 */
describe.concurrent('every entry a user sees opens a page', () => {
  for (const role of roles) {
    it(
      `${role}: left navigation, top bar, header tabs and a unit's tabs all lead somewhere`,
      // A whole walk is about a hundred pages; each step has its own waits (30 s at most), so this only bounds their
      // sum, which a loaded 2-core machine stretches to minutes (admin took 200 s with the load average at 10).
      { timeout: 20 * STEP_MS },
      async ({ expect }) => {
        const page = await newPage(browser);
        const problems = watch(page);
        await loginThroughForm(page, role);
        await settle(page);
        const landed = new URL(page.url()).pathname;
        expect(await page.getByTestId('not-found').count(), `${role} lands on ${landed}`).toBe(0);

        const seenTabs = new Set<string>();
        const entries = [...(await testIds(page, 'nav-')), ...(await testIds(page, 'top-'))];
        expect(entries.length).toBeGreaterThan(0);
        for (const entry of entries) {
          const reached = await follow(page, entry, problems);
          // The wall screen stands outside the console (no menu, no tabs): seen, then the way back.
          if (reached === '/monitor_screen') {
            await page.goBack();
            await settle(page);
            continue;
          }
          await followTabs(page, reached, problems, seenTabs);
          // A unit's own page, from the first unit of a unit list: its tabs are the unit's other pages.
          const unit = page.locator('a[href^="/company/company?company_id="]:visible').first();
          if (entry === 'nav-networkcompany' && (await unit.count())) {
            await unit.click();
            await settle(page);
            await followTabs(page, 'a unit', problems, seenTabs);
          }
        }
        expect(problems).toEqual([]);
        // The detector itself: a path no page serves shows the not-found page, and would have been reported.
        await page.goto(new URL('/no-such-page', page.url()).toString());
        await settle(page);
        expect(await page.getByTestId('not-found').count()).toBe(1);
        await page.context().close();
      },
    );
  }
});
