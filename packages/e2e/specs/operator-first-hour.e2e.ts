import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';
import { overlaps } from '../src/overlaps';
import { screenshot } from '../src/shots';
import { STEP_MS } from '../src/waits';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** 华鼎国际大厦's transmission device (GB/T 26875.3 address 100001) reports a fire of one component. */
const sendFire = async (componentAddress: number, description: string) => {
  const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100001' });
  const answer = await device.send(
    uplink.componentStatus([
      {
        systemType: 1,
        systemAddress: 1,
        componentType: 40,
        componentAddress,
        status: 0b10,
        description,
        time: new Date(),
      },
    ]),
  );
  expect(answer.command).toBe(3);
  await device.close();
};

/** What no screen may show: a raw translation key, i18next's complaint or an object printed as text. */
const expectNoRawText = async (page: Page) => {
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toContain('[object Object]');
  expect(text).not.toContain('returned an object');
  expect(text).not.toMatch(/\b(alarms|shields|common|route|buildings|companies)\.[a-z]+\.[a-zA-Z.]+/);
};

const texts = {
  zh: {
    locale: 'zh-CN',
    unit: '华鼎国际大厦',
    realFire: '真实火警',
    all: '全部',
    shieldReason: '3层会议室装修，暂时屏蔽',
  },
  en: {
    locale: 'en-US',
    unit: '华鼎国际大厦',
    realFire: 'Real fire',
    all: 'All',
    shieldReason: 'Renovation on floor 3, shielded for now',
  },
} as const;

/**
 * Issue 15's "done when": the operator's first hour, in zh and in en — log in, reach the unit list from the
 * navigation, open an alarm from the tip without the tip in the way, handle it, read the handled detail, shield a
 * component and find the shield in the list, export the alarm list. Screenshots: /tmp/fireline-first-hour-<lang>-*.png.
 */
describe("the operator's first hour", () => {
  for (const [lang, text] of Object.entries(texts)) {
    it(`works end to end in ${lang}`, async () => {
      const page = await newPage(browser, text.locale);
      const shot = (name: string) => screenshot(page, { path: `/tmp/fireline-first-hour-${lang}-${name}.png` });
      await loginThroughForm(page, 'operator');
      // The landing page is a page, not the not-found one.
      expect(await page.getByTestId('not-found').count()).toBe(0);

      await page.getByTestId('nav-networkcompany').click();
      await page.waitForURL((url) => url.pathname === '/new_company_list');
      await page.getByText(text.unit).first().waitFor();
      await shot('units');

      // Two fires arrive while the operator watches the alarm list.
      // The list has its first answer before they come: what shows them after is its own refresh.
      const listed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api_proxy/event/event_list/',
      );
      await page.getByTestId('nav-alarmdeal').click();
      await page.waitForURL((url) => url.pathname.startsWith('/alarmdeal/alarmdeal_list/'));
      await listed;
      const handled = lang === 'zh' ? '3层 前室 烟感 甲' : '3F lobby smoke A';
      const shielded = lang === 'zh' ? '3层 会议室 烟感 乙' : '3F meeting room smoke B';
      const base = lang === 'zh' ? 431 : 441;
      await sendFire(base, handled);
      await sendFire(base + 1, shielded);
      const tip = page.getByTestId('alarm-tip');
      await page
        .getByTestId('alarm-tip-entry')
        .filter({ hasText: handled })
        .waitFor({ state: 'visible', timeout: STEP_MS });

      // The list refreshes by itself, and the tip leaves its row's links clear.
      const row = page.locator('[data-testid="alarm-table"] tr', { hasText: handled }).first();
      await row.waitFor({ state: 'visible', timeout: STEP_MS });
      expect(await overlaps(tip, row.getByTestId('alarm-row-detail'))).toBe(false);
      expect(await overlaps(tip, row.getByTestId('alarm-row-handle'))).toBe(false);
      await shot('list-with-tip');

      // Open it from the tip and handle it as a real fire.
      await page.getByTestId('alarm-tip-entry').filter({ hasText: handled }).click();
      await page.getByTestId('alarm-detail').waitFor({ state: 'visible' });
      await page.getByTestId('detail-handle').click();
      // check(): clicks and waits until the choice is taken (a loaded machine may draw the dialog late). A click that
      // lands while the dialog is still settling can be undone by it ("did not change its state"): clicked again then.
      const realFire = page.getByTestId('deal-dialog').getByRole('radio', { name: text.realFire, exact: true });
      for (let attempt = 1; ; attempt += 1) {
        try {
          await realFire.check();
          break;
        } catch (error) {
          if (attempt >= 5 || !String(error).includes('did not change its state')) throw error;
        }
      }
      expect(await overlaps(tip, page.getByTestId('deal-submit'))).toBe(false);
      await page.getByTestId('deal-submit').click();
      await page.getByTestId('deal-dialog').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('event-confirm-type').textContent(), { timeout: STEP_MS })
        .toBe(text.realFire);
      await expectNoRawText(page);
      await shot('handled-detail');

      // Shield the second component from its detail; the shield is listed at once.
      await page.getByTestId('alarm-tip-entry').filter({ hasText: shielded }).click();
      await page.waitForURL((url) => url.pathname === '/alarmdeal/detailsinfo/fire');
      await expect.poll(() => page.getByTestId('alarm-detail').textContent()).toContain(shielded);
      await page.getByTestId('detail-shield').click();
      await page.getByTestId('shield-reason').fill(text.shieldReason);
      expect(await page.getByTestId('shield-warning').isVisible()).toBe(true);
      await page.getByTestId('shield-submit').click();
      await page.getByTestId('detail-unshield').waitFor({ state: 'visible', timeout: STEP_MS });
      await page.goto(`${inject('baseUrl')}/alarmdeal/alarmdeal_shielded/fire`);
      const shields = page.getByTestId('active-shields-table');
      await expect.poll(() => shields.textContent()).toContain(text.shieldReason);
      await expectNoRawText(page);
      await shot('shields');

      // Export the alarm list: a workbook arrives as a download.
      await page.goto(`${inject('baseUrl')}/alarmdeal/alarmdeal_list/fire`);
      await page.getByTestId('filter-status').getByText(text.all, { exact: true }).click();
      await page.locator('[data-testid="alarm-table"] tr', { hasText: handled }).first().waitFor({ state: 'visible' });
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: STEP_MS }),
        page.getByTestId('alarm-export').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      await shot('export');
      await page.context().close();
    });
  }
});
