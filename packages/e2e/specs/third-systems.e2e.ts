import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillField } from '../src/antd';
import { launchBrowser } from '../src/browser';
import { signIn, newPage } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('third-party systems', () => {
  it('administrator registers a regulatory platform, sees its key once, then finds it listed by its hint', async () => {
    const page = await newPage(browser, 'en-US');
    await signIn(page, 'admin', '/thirdsystem/regulatory_center');
    await page.getByTestId('third-new').click();
    await fillField(page, 'name', 'District supervision platform');
    await fillField(page, 'contact_phone', '13800001234');
    // A multiple select stays open after a choice: pick, then close it.
    const picker = page.getByTestId('third-unit-picker');
    await picker.click();
    await picker.locator('input').fill('华鼎');
    await page.locator('.ant-select-item-option[title="华鼎国际大厦"]').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();

    const key = ((await page.getByTestId('third-api-key').textContent()) ?? '').trim();
    expect(key).toMatch(/^fl3_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByTestId('third-system-detail-page').waitFor();
    // From now on only the hint: the key is nowhere on the page.
    await page.getByText(`fl3_…${key.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(key);

    await page.getByTestId('tab-thirdsystem-regulatory_center').click();
    const row = page.locator('.ant-table-row').filter({ hasText: 'District supervision platform' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`fl3_…${key.slice(-4)}`);
    expect(await page.content()).not.toContain(key);
    await page.context().close();
  });
});
