import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { signIn, newPage } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('alarm settings', () => {
  it('an operator switches fault alarms off, saves, and finds it so after a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, 'operator', '/systemmanage/setup');
    const categories = page.getByTestId('setup-categories');
    await categories.waitFor({ state: 'visible' });
    const fault = categories.getByLabel('故障');
    expect(await fault.isChecked()).toBe(true);
    await fault.uncheck();
    await page.getByTestId('setup-save').click();
    await page.getByText('操作成功').waitFor({ state: 'visible' });
    await page.reload();
    await page.getByTestId('setup-categories').waitFor({ state: 'visible' });
    expect(await page.getByTestId('setup-categories').getByLabel('故障').isChecked()).toBe(false);
    expect(await page.getByTestId('setup-categories').getByLabel('火警').isChecked()).toBe(true);
    await page.context().close();
  });
});
