import type { Browser } from 'playwright-core';
import { STEP_MS } from '../src/waits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('one web session per user', () => {
  it('a second login in another browser forces the first out with the dialog', async () => {
    const first = await newPage(browser);
    await loginThroughForm(first, 'operator');
    const second = await newPage(browser);
    await loginThroughForm(second, 'operator');

    const dialog = first.getByTestId('force-logout-modal');
    await dialog.waitFor({ state: 'visible', timeout: STEP_MS });
    expect(await dialog.textContent()).toContain('此账号已在别处登录，请重新登录');
    await first.getByTestId('relogin').click();
    await first.getByTestId('login-username').waitFor({ state: 'visible' });
    expect(new URL(first.url()).pathname).toBe('/login');

    // The second browser keeps working.
    await second.reload();
    await second.getByTestId('left-nav').waitFor({ state: 'visible' });
    await first.context().close();
    await second.context().close();
  });

  it('safe logout returns to the login page and the console cannot be opened again without logging in', async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'manager');
    const consoleUrl = page.url();
    await page.getByTestId('logout').click();
    await page.locator('#logout-confirm').click();
    await page.getByTestId('login-username').waitFor({ state: 'visible' });
    await page.goto(consoleUrl);
    await page.getByTestId('login-username').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});
