import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { newPage, signIn } from '../src/login';
import { screenshot } from '../src/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** All of an area's header tabs (`prefix`) in sight, each name once, no "…" menu. */
const expectTabsFit = async (page: Page, prefix: string, count: number) => {
  const tabs = page.locator('.ant-tabs-nav').first();
  await tabs.locator(`[data-testid^="${prefix}"]`).first().waitFor();
  const names = await tabs
    .locator(`[data-testid^="${prefix}"]`)
    .evaluateAll((nodes) => nodes.map((node) => node.textContent!.trim()));
  expect(names.length).toBe(count);
  expect(new Set(names).size).toBe(names.length);
  // Every tab lies within the bar; antd hides its overflow menu ("…") when nothing overflows.
  expect(await tabs.locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)').count()).toBe(0);
  const bar = (await tabs.boundingBox())!;
  for (const tab of await tabs.locator(`[data-testid^="${prefix}"]`).all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width);
  }
};

/** Issue 28 item 12: one name per page, and the maintenance, system and unit areas' tabs all in sight at 1440 in both languages. */
describe('the header tabs', () => {
  for (const locale of ['zh-CN', 'en-US']) {
    it(`${locale}: all shown, none behind the "…" menu, each name once; the repair page has no second switch`, async () => {
      const page = await newPage(browser, locale);
      await signIn(page, 'admin', '/vyborg/contract');
      await expectTabsFit(page, 'tab-vyborg-', 10);
      await screenshot(page, { path: `/tmp/fireline-maint-tabs-${locale}.png` });

      // The repair page's two views are its two tabs; no switch repeats them.
      await page.getByTestId('tab-vyborg-repair-report').click();
      await page.getByTestId('repair-reports-page').waitFor();
      expect(await page.getByTestId('repair-view-tasks').count()).toBe(0);
      // The page title says the tab's name.
      expect(await page.getByTestId('page-title').textContent()).toBe(
        await page.getByTestId('tab-vyborg-repair-report').textContent(),
      );
      // The system management area's tabs fit too.
      await page.goto(new URL('/systemmanage/account', page.url()).toString());
      await expectTabsFit(page, 'tab-systemmanage-', 11);
      await screenshot(page, { path: `/tmp/fireline-system-tabs-${locale}.png` });
      // A unit's page: its twelve built tabs fit as well.
      await page.goto(new URL('/company/company?company_id=4&company_type=info_company_cared', page.url()).toString());
      await expectTabsFit(page, 'tab-company-', 12);
      await screenshot(page, { path: `/tmp/fireline-unit-tabs-${locale}.png` });
      await page.context().close();
    });
  }
});
