import { readFileSync } from 'node:fs';
import { thirdSystemKinds } from '@fireline/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { newPage, signIn } from '../src/login';
import { screenshot } from '../src/shots';
import { watchRequests } from '../src/settle';
import { STEP_MS } from '../src/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Every page of the route table that belongs to a list (it has a `parent`), read from the table itself so a page
 * added later is covered: its path, and the list it leads back to. A third-party system kind's pages are written
 * once for every kind (`${list}`): the first kind stands for them.
 */
const subPages = () => {
  const table = readFileSync(new URL('../../../apps/web/src/app/routes.tsx', import.meta.url), 'utf8');
  const rows = [...table.matchAll(/path: ['`]([^'`]+)['`],(?:(?!\bpath:)[\s\S])*?parent: ['`]?([^'`,\s]+)['`]?/g)];
  const list = `/thirdsystem/${thirdSystemKinds[0]}`;
  return rows
    .map(([, path, parent]) => ({
      path: path!.replace('${list}', list),
      parent: parent === 'list' ? list : parent!,
    }))
    .filter(({ path }) => !path.includes(':') && !path.includes('*'));
};

/** The five the issue found, among the pages that cannot show anything without the record they name. */
const reported = [
  '/company/equipment/info',
  '/company/scene_list/info',
  '/company/user/info',
  '/firecock/details_firecock',
  '/systemmanage/account/alarmsetup',
];

/** Goes to `path` inside the running console, with no state, as the browser's back and forward buttons do. */
const openInApp = (tab: Page, path: string) =>
  tab.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('a page opened without its record id (a bookmark, a reload after the id was lost)', () => {
  it('says what is missing and leads back to its list, or works; none spins for ever', async () => {
    const pages = subPages();
    expect(pages.length).toBeGreaterThan(60);
    for (const path of reported) expect(pages.map((page) => page.path)).toContain(path);

    const page = await newPage(browser);
    const { settled } = watchRequests(page);
    await signIn(page, 'admin', '/new_company_list');
    const spinning: string[] = [];
    const guarded: string[] = [];
    /** One tab's share of the pages: the walk runs in three tabs of the signed-in window at once. */
    const walk = async (share: typeof pages) => {
      const tab = await page.context().newPage();
      const watched = watchRequests(tab);
      await tab.goto(page.url());
      await watched.settled();
      for (const { path, parent } of share) {
        // A bookmark or a reload is a full load, and the five the issue found are opened so; the others are reached
        // inside the running console, as a link without its id would lead there, which draws the same page for a
        // third of a full load's CPU (docs/performance.md, "CI time, session 21").
        if (reported.includes(path)) await tab.goto(new URL(path, page.url()).toString());
        else await openInApp(tab, path);
        await watched.settled();
        const missing = tab.getByTestId('record-missing');
        if (await missing.count()) {
          guarded.push(path);
          const back = missing.getByRole('link');
          expect(new URL((await back.getAttribute('href'))!, tab.url()).pathname, path).toBe(parent);
          continue;
        }
        // What the user waits for: the page's spinner to give way to the page (its calls are answered by now).
        const spinner = tab.locator('.ant-spin-spinning').first();
        const gone = await spinner.waitFor({ state: 'detached', timeout: STEP_MS }).then(
          () => true,
          () => false,
        );
        if (!gone) spinning.push(path);
      }
      await tab.close();
    };
    const tabs = 3;
    await Promise.all(
      Array.from({ length: tabs }, (_, index) => walk(pages.filter((_page, at) => at % tabs === index))),
    );
    expect(spinning).toEqual([]);
    expect(guarded).toEqual(expect.arrayContaining(reported));

    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await page.getByTestId('lang-switch').click();
      await page.goto(new URL('/company/equipment/info', page.url()).toString());
      await settled();
      await screenshot(page, { path: `/tmp/fireline-record-missing-${lang}.png` });
    }
    await page.getByTestId('record-missing').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/company/equipment_list');
    await page.context().close();
  });
});
