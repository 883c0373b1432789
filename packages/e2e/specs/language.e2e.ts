import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('language', () => {
  it('switches the console to English and back to Chinese', async () => {
    const page = await newPage(browser);
    // The built client runs under the server's strict CSP (docs/security.md): nothing is refused.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(String(error)));
    const first = await page.goto(`${inject('baseUrl')}/login`);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await loginThroughForm(page, 'admin');
    const nav = page.getByTestId('left-nav');
    await expect.poll(() => nav.textContent()).toContain('告警受理');
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => nav.textContent()).toContain('Alarm handling');
    expect(await nav.textContent()).not.toContain('告警受理');
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => nav.textContent()).toContain('告警受理');
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('opens in English for a browser whose language has no zh', async () => {
    const page = await newPage(browser, 'en-US');
    await page.goto(`${inject('baseUrl')}/login`);
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toMatch(/log ?in|sign ?in|enter/i);
    await page.context().close();
  });
});
