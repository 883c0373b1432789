import type { Browser, Page } from 'playwright-core';
import { SSE_PATH } from '@fireline/shared';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Fireline@2026';

/** Logs in through the login form (the server runs with CAPTCHA_REQUIRED=false, the field is still filled). */
export const loginThroughForm = async (page: Page, username: string, password = DEMO_PASSWORD) => {
  await page.goto(`${inject('baseUrl')}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-captcha').fill('abcd');
  // The console opens the push stream once logged in; a test that makes a device speak needs it open first, so
  // the login is done when the stream has answered (its first bytes follow the server's subscription).
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === SSE_PATH);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('left-nav').waitFor({ state: 'visible' });
  await streamOpen;
};

/**
 * A fresh browser context (its own storage), as a second computer would be. Its clock is UTC while the demo site is
 * UTC+8, so a time the client shows on the browser's clock instead of the site's (docs/architecture.md) shows up.
 */
export const newPage = async (browser: Browser, locale = 'zh-CN') => {
  const context = await browser.newContext({ locale, timezoneId: 'UTC', viewport: { width: 1440, height: 900 } });
  return context.newPage();
};

/** The left-nav entries the user sees, as permission ids. */
export const visibleNavIds = async (page: Page) => {
  const ids = await page
    .locator('[data-testid^="nav-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!.slice(4)));
  return ids.sort();
};
