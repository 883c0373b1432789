import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { SSE_PATH, type LoginAnswer } from '@fireline/shared';
import { inject } from 'vitest';
import { apiSession } from './api';

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

/** The client's encrypted local storage (apps/web/src/lib/storage.ts writeSecure): nonce, AES-GCM text, tag, in base64. */
const STORAGE_KEY = createHash('sha256').update('fireline-local-store-v1').digest();
const sealed = (value: unknown) => {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', STORAGE_KEY, nonce);
  const text = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, text, cipher.getAuthTag()]).toString('base64');
};

/**
 * Signs in without the login form, for the specs that test what comes after it (the form has its own specs: roles,
 * session, language, operator-navigation, home, no-dead-ends, operator-first-hour): the web session comes from the
 * login call itself (platform web, so it replaces the user's earlier web session as the form's would), is stored as
 * the login page stores it (apps/web/src/lib/session.ts saveSession), and the console opens straight on `path`
 * instead of on the landing page first. Done like loginThroughForm: the console is drawn and its push stream open.
 */
export const signIn = async (page: Page, username: string, path: string) => {
  const { answer } = await apiSession(username, DEMO_PASSWORD, 'web');
  const { user_control: control, ...user } = answer as LoginAnswer;
  // Any page of the origin holds its storage: the health check is the smallest.
  await page.goto(`${inject('baseUrl')}/healthz`);
  await page.evaluate(
    (entries) => {
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    },
    { 'fl.user': sealed(user), 'fl.user_control': sealed(control) },
  );
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === SSE_PATH);
  await page.goto(`${inject('baseUrl')}${path}`);
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
