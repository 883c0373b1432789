import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage, visibleNavIds } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What each demo role is granted in the left navigation (README, docs/roles.md). */
const grantedMenus: Record<string, string[]> = {
  admin: [
    'home',
    'networkcompany',
    'patrol',
    'district',
    'firecock',
    'statistic',
    'systemmanage',
    'danger',
    'alarmdeal',
    'vyborg',
    'video',
    'resource',
    'notice',
    'loginLog',
    'operationLog',
    'risk',
    'repair',
  ],
  operator: [
    'home',
    'networkcompany',
    'district',
    'firecock',
    'statistic',
    'systemmanage',
    'alarmdeal',
    'video',
    'resource',
    'notice',
    'loginLog',
    'operationLog',
    'risk',
  ],
  manager: [
    'home',
    'networkcompany',
    'patrol',
    'systemmanage',
    'danger',
    'alarmdeal',
    'vyborg',
    'notice',
    'risk',
    'repair',
  ],
  engineer: ['networkcompany', 'danger', 'vyborg', 'notice', 'repair'],
  authority: ['home', 'networkcompany', 'district', 'firecock', 'statistic', 'danger', 'notice', 'risk'],
};

/**
 * The areas whose pages are built: an entry whose page is not built yet is not shown (no dead ends). An area joins
 * this list with its pages.
 */
const builtAreas = new Set([
  'home',
  'networkcompany',
  'district',
  'firecock',
  'systemmanage',
  'alarmdeal',
  'statistic',
  'loginLog',
  'operationLog',
  'danger',
]);

describe('each demo role sees only its menu', () => {
  for (const [username, menu] of Object.entries(grantedMenus)) {
    it(`${username} logs in and sees exactly its left navigation, of the areas built`, async () => {
      const page = await newPage(browser);
      await loginThroughForm(page, username);
      expect(await visibleNavIds(page)).toEqual(menu.filter((id) => builtAreas.has(id)).sort());
      await page.context().close();
    });
  }
});
