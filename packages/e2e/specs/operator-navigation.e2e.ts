import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('联网单位 in the left navigation', () => {
  it('opens the unit list for the centre operator, who watches many units', async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'operator');
    await page.getByTestId('nav-networkcompany').click();
    await page.waitForURL((url) => url.pathname === '/new_company_list');
    await page.getByText('华鼎国际大厦').first().waitFor();
    await page.context().close();
  });

  it('lands the maintenance engineer on their own home (issue 28), the unit list one click away', async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'engineer');
    await page.waitForURL((url) => url.pathname === '/home_page/maint');
    await page.getByTestId('nav-networkcompany').click();
    await page.waitForURL((url) => url.pathname === '/new_company_list');
    await page.getByText('华鼎国际大厦').first().waitFor();
    await page.context().close();
  });

  it("opens the unit's own home page for the unit's manager", async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'manager');
    await page.getByTestId('nav-networkcompany').click();
    await page.getByTestId('unit-header').waitFor();
    expect(new URL(page.url()).pathname).toBe('/company/home_page');
    expect(await page.getByTestId('unit-header').textContent()).toContain('华鼎国际大厦');
    await page.context().close();
  });
});
