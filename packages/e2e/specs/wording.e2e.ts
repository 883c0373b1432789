import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { newPage, signIn } from '../src/login';
import { screenshot } from '../src/shots';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 'en-US');
});
afterAll(async () => {
  await page.context().close();
  await browser.close();
});

/**
 * Issue 28 item 11: what an English-speaking operator reads. The console in English as the administrator: the nav and
 * the top bar say what an operator says, device statistics name the transmission device (never its code `uitd`), and
 * the category names are names, capitalised.
 */
describe('wording in English (issue 28)', () => {
  it('names the nav entries, the logout and the statistics tab as an operator says them', async () => {
    await signIn(page, 'admin', '/statisticv2/center');
    const nav = page.getByTestId('left-nav');
    await expect.poll(() => nav.textContent()).toContain('Networked units');
    const navText = (await nav.textContent()) ?? '';
    expect(navText).toContain('Alarm handling');
    expect(navText).not.toContain('Alarm admissibility');
    expect(await page.getByTestId('logout').textContent()).toBe('Log out');
    await expect.poll(() => page.locator('main').textContent()).toContain('Growth');
    expect(await page.locator('body').textContent()).not.toContain('Increase monitor');
  });

  it('names the transmission device in device statistics, never its code', async () => {
    await page.goto(new URL('/statisticv2/device/type', page.url()).href);
    await expect.poll(() => page.locator('main').textContent()).toContain('User information transmission device');
    expect(await page.getByRole('cell', { name: 'uitd', exact: true }).count()).toBe(0);
    await screenshot(page, { path: '/work/shots-ops/device-stats-en.png' });
  });

  it('writes the alarm categories as capitalised names on the report, its events per day over days', async () => {
    await page.goto(new URL('/statistic', page.url()).href);
    const summary = page.getByTestId('report-summary');
    await expect.poll(() => summary.textContent()).toContain('Hidden danger');
    const titles = await summary.locator('.ant-statistic-title').allTextContents();
    expect(titles.length).toBeGreaterThan(7);
    expect(titles.filter((title) => /^[a-z]/.test(title))).toEqual([]);
    await screenshot(page, { path: '/work/shots-ops/statistics-report-en.png', fullPage: true });
  });

  it('shows the home page’s charts and its systems with no devices, in English and in Chinese', async () => {
    await page.goto(new URL('/home_page/center', page.url()).href);
    const systems = page.getByTestId('card-systems');
    await systems.getByTestId('health-no-devices').waitFor({ state: 'visible' });
    expect(await systems.textContent()).toContain('No devices');
    await page.getByTestId('card-alarms').getByTestId('category-fire').waitFor({ state: 'visible' });
    await screenshot(page, { path: '/work/shots-ops/home-center-en.png', fullPage: true });
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => systems.textContent()).toContain('无设备');
    await screenshot(page, { path: '/work/shots-ops/home-center-zh.png', fullPage: true });
    await page.getByTestId('lang-switch').click();
  });
});
