import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';
import { screenshot } from '../src/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Issue 28 item 13: the maintenance engineer lands on a home page of their own, not on the unit list. */
describe('the engineer’s home', () => {
  it('is where the engineer lands: today’s and overdue tasks, contracts ending, repairs, each opening its record', async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'engineer');
    await page.waitForURL(/\/home_page\/maint$/);
    const today = page.getByTestId('engineer-today');
    await today.getByRole('link', { name: 'A座消防设施周检（本周）' }).waitFor();
    expect(Number(await page.getByTestId('engineer-today-count').textContent())).toBeGreaterThan(0);
    await page.getByTestId('engineer-overdue').getByRole('link', { name: 'A座消防设施周检（上周）' }).waitFor();
    await page.getByTestId('engineer-repairs').locator('.engineer-home-link').first().waitFor();
    await page.getByTestId('engineer-contracts').waitFor();
    await screenshot(page, { path: '/work/shots-ops/engineer-home-zh.png' });

    await page.getByTestId('lang-switch').click();
    await expect.poll(() => today.locator('.ant-card-head-title').textContent()).toBe("Today's tasks");
    await today.getByRole('link', { name: 'A座消防设施周检（本周）' }).waitFor();
    await screenshot(page, { path: '/work/shots-ops/engineer-home-en.png' });
    await page.getByTestId('lang-switch').click();

    await today.getByRole('link', { name: 'A座消防设施周检（本周）' }).click();
    await page.waitForURL(/\/vyborg\/taskdetail\?id=\d+$/);
    await page.getByTestId('task-status').first().waitFor();
    await page.context().close();
  });
});
