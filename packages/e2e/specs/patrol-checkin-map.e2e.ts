import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSession } from '../src/api';
import { launchBrowser } from '../src/browser';
import { newPage, signIn } from '../src/login';
import { createPatrolSite, loginOnPhone, newPhone } from '../src/patrol';
import { screenshot } from '../src/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('patrol check-in and the unit map (issue 28 item 15)', () => {
  it('the guard cannot send an unfit answer without a note; once sent, the header shows the check-in', async () => {
    const manager = await apiSession('manager');
    const name = `E2E不合格点${Date.now() % 100000}`;
    const site = await createPatrolSite(manager, { name, item: '防火门', photoRequired: false });
    const phone = await newPhone(browser);
    const worker = await phone.newPage();
    await loginOnPhone(worker, 'sunba');
    await worker.goto(`${inject('baseUrl')}/patrol/check_in?label_code=${site.labelCode}`);
    await worker.getByTestId('check-in-page').waitFor();
    // A new point: no check-in yet.
    expect(await worker.getByTestId('check-in-last').count()).toBe(0);

    await worker.locator('[data-testid^="answer-result-"] label').nth(1).click();
    await worker.getByTestId('check-in-submit').click();
    await worker.getByText('“防火门”不合格：请填写说明或拍照').waitFor();
    expect(await worker.getByTestId('check-in-done').count()).toBe(0);
    await screenshot(worker, { path: '/tmp/fireline-checkin-unfit-refused.png' });

    await worker.getByPlaceholder('备注').first().fill('闭门器损坏，门无法自动关闭');
    await worker.getByTestId('check-in-submit').click();
    await worker.getByTestId('check-in-done').waitFor();
    await worker.getByTestId('check-in-last').waitFor();
    await screenshot(worker, { path: '/tmp/fireline-checkin-done.png' });
    await phone.close();
  });

  it('a unit’s location map shows the unit, not the whole country', async () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const page = await newPage(browser, locale);
      await signIn(page, 'manager', '/home_page/company');
      const card = page.getByTestId('home-unit-map-card');
      const marker = card.locator('[data-marker-id]').first();
      await marker.waitFor();
      const map = (await card.locator('.leaflet-container').boundingBox())!;
      const point = (await marker.boundingBox())!;
      // Zoomed to the unit: its marker in the middle of the map.
      expect(Math.abs(point.x + point.width / 2 - (map.x + map.width / 2))).toBeLessThan(12);
      expect(Math.abs(point.y + point.height / 2 - (map.y + map.height / 2))).toBeLessThan(12);
      await screenshot(page, { path: `/tmp/fireline-unit-map-${locale}.png` });
      await page.context().close();
    }
  });
});
