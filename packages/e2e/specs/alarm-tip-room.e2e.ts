import { connectDevice, uplink } from '@fireline/gb26875/device';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { newPage, signIn } from '../src/login';
import { overlaps } from '../src/overlaps';
import { screenshot } from '../src/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Fires of 华鼎国际大厦's components (transmission device 100001), one frame. */
const sendFires = async (fires: { address: number; description: string }[]) => {
  const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100001' });
  const time = new Date();
  await device.send(
    uplink.componentStatus(
      fires.map(({ address, description }) => ({
        systemType: 1,
        systemAddress: 1,
        componentType: 40,
        componentAddress: address,
        status: 0b10,
        description,
        time,
      })),
    ),
  );
  await device.close();
};

/** Whether the user sees the tip at its middle, or something else (a dialog's mask) lies above it there. */
const isTipOnTop = (page: Page) =>
  page.getByTestId('alarm-tip').evaluate((tip) => {
    const box = tip.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && tip.contains(top);
  });

const texts = {
  zh: { locale: 'zh-CN', realFire: '真实火警' },
  en: { locale: 'en-US', realFire: 'Real fire' },
} as const;

describe('the alarm tip makes room for the work (issue 28)', () => {
  for (const [lang, text] of Object.entries(texts)) {
    it(`${lang}: list links, the detail's status and the dialog stay clear; collapsed stays collapsed`, async () => {
      const page = await newPage(browser, text.locale);
      const shot = (name: string) => screenshot(page, { path: `/tmp/fireline-tip-room-${lang}-${name}.png` });
      await signIn(page, 'operator', '/alarmdeal/alarmdeal_list/fire');
      const base = lang === 'zh' ? 520 : 540;
      const fires = Array.from({ length: 10 }, (_, index) => ({
        address: base + index,
        description: `${lang} 7层 房间${index + 1} 烟感`,
      }));
      await sendFires(fires);
      const tip = page.getByTestId('alarm-tip');
      await tip.waitFor({ state: 'visible' });
      const rows = page.locator('[data-testid="alarm-table"] .ant-table-row', { hasText: `${lang} 7层` });
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(9);
      // Every row's status and links are clear of the tip, wherever the list has scrolled to.
      for (const row of (await rows.all()).slice(0, 9)) {
        await row.scrollIntoViewIfNeeded();
        for (const testId of ['alarm-row-detail', 'alarm-row-handle'])
          expect(await overlaps(tip, row.getByTestId(testId)), `${testId} of a row`).toBe(false);
        expect(await overlaps(tip, row.locator('td').nth(-2))).toBe(false);
      }
      await shot('list');

      // Opened from the tip: the detail's status is clear of it.
      await page.getByTestId('alarm-tip-entry').filter({ hasText: fires[0]!.description }).click();
      await page.getByTestId('alarm-detail').waitFor();
      await page.getByTestId('event-status').scrollIntoViewIfNeeded();
      expect(await overlaps(tip, page.getByTestId('event-status'))).toBe(false);
      // The handling dialog's mask lies over the tip.
      await page.getByTestId('detail-handle').click();
      await page.getByTestId('deal-dialog').waitFor();
      expect(await isTipOnTop(page)).toBe(false);
      await shot('dialog');
      await page.keyboard.press('Escape');
      await page.getByTestId('deal-dialog').waitFor({ state: 'hidden' });

      // Collapsed, it stays collapsed as alarms arrive, on this page and on another, and counts them.
      await page.getByTestId('alarm-tip-collapse').click();
      await tip.waitFor({ state: 'detached' });
      const toggle = page.getByTestId('alarm-tip-toggle');
      const counted = async () => Number((await toggle.locator('.ant-badge-count').getAttribute('title')) ?? 0);
      const before = await counted();
      await sendFires([{ address: base + 10, description: `${lang} 8层 走廊 烟感` }]);
      await expect.poll(counted).toBe(before + 1);
      await page.getByTestId('nav-networkcompany').click();
      await page.waitForURL((url) => url.pathname === '/new_company_list');
      await sendFires([{ address: base + 11, description: `${lang} 9层 走廊 烟感` }]);
      await expect.poll(counted).toBe(before + 2);
      expect(await tip.count()).toBe(0);
      // The collapsed icon covers no page content.
      const content = page.locator('.fl-content');
      expect(await overlaps(toggle, content)).toBe(false);
      await shot('collapsed');
      await page.context().close();
    });
  }
});
