import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';
import { screenshot } from '../src/shots';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/fireline-floor-plan-e2e';
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
/** The demo's 华鼎国际大厦, whose buildings have floor plans with their devices placed. */
const TOWER_ID = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const openFirstFloorPlan = async (page: Page) => {
  await page.goto(`${inject('baseUrl')}/company/building_list?company_id=${TOWER_ID}&company_type=info_company_cared`);
  await page.getByTestId('building-floors').first().click();
  const board = page.getByTestId('floor-plan-board');
  await board.locator('img').waitFor();
  await page.locator('[data-testid^="dot-"][role="button"]').first().waitFor();
  return board;
};

describe('floor plans', () => {
  for (const { locale, lang, chooseDevice } of [
    { locale: 'zh-CN', lang: 'zh', chooseDevice: '选择该位置的设备' },
    { locale: 'en-US', lang: 'en', chooseDevice: 'Which device is here?' },
  ]) {
    it(`open for viewing (${lang}): a click on the plan asks nothing, a dot shows its device and newest alarm; placing is an edit mode`, async () => {
      const page = await newPage(browser, locale);
      await loginThroughForm(page, 'admin');
      const board = await openFirstFloorPlan(page);
      await board.click({ position: { x: 8, y: 8 } });
      expect(await page.locator('.ant-modal').count()).toBe(0);
      await page.getByTestId('dot-legend').waitFor();

      await page.locator('[data-testid^="dot-"][role="button"]').first().click();
      const detail = page.getByTestId('dot-detail');
      await detail.getByTestId('dot-device-link').waitFor();
      await detail.locator('.ant-spin').waitFor({ state: 'detached' });
      await shot(page, `01-view-${lang}`);

      await page.getByTestId('plan-edit-toggle').click();
      await board.click({ position: { x: 8, y: 8 } });
      await page.locator('.ant-modal').getByText(chooseDevice).waitFor();
      await shot(page, `02-edit-${lang}`);
      await page.context().close();
    });
  }
});
