import type { Browser, Page } from 'playwright-core';
import { STEP_MS } from '../src/waits';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, newPage } from '../src/login';
import { screenshot } from '../src/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A shown count as a number (the cards write small numbers in full, with group separators). */
const countIn = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).first().textContent()) ?? '').replace(/[^\d]/g, ''));

/** The fire total of the alarm card: the number in its fire category (the label comes first). */
const fireTotal = async (page: Page) =>
  Number(
    (
      await page.getByTestId('card-alarms').getByTestId('category-fire').locator('.home-category-total').textContent()
    )?.replace(/[^\d]/g, '') ?? 'NaN',
  );

describe('home page (issue 17)', () => {
  it('the operator lands on the centre home with real numbers; a fire alarm updates the alarm card and the map without a reload', async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'operator');
    await page.waitForURL(/\/home_page\/center$/);
    await page.getByTestId('card-alarms').getByTestId('category-fire').waitFor({ state: 'visible' });
    await page.getByTestId('home-map-fire').waitFor({ state: 'visible' });
    const firesBefore = await fireTotal(page);
    const redUnitsBefore = await countIn(page, 'home-map-fire');
    // The page must not reload: a mark on the window would be lost.
    await page.evaluate('window.homeMark = 1');

    // The demo mall's device (GB/T 26875.3 address 100002); component 21 is this spec's own (no other spec uses it).
    const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100002' });
    const answer = await device.send(
      uplink.componentStatus([
        {
          systemType: 1,
          systemAddress: 1,
          componentType: 40,
          componentAddress: 21,
          status: 0b10,
          description: '主楼 1层 烟感',
          time: new Date(),
        },
      ]),
    );
    expect(answer.command).toBe(3);

    await page.waitForFunction(
      (before) => {
        const total = document.querySelector(
          '[data-testid="card-alarms"] [data-testid="category-fire"] .home-category-total',
        );
        return Number((total?.textContent ?? '').replace(/[^\d]/g, '')) === before + 1;
      },
      firesBefore,
      { timeout: STEP_MS },
    );
    await page.waitForFunction(
      (before) =>
        Number((document.querySelector('[data-testid="home-map-fire"]')?.textContent ?? '').replace(/[^\d]/g, '')) >
        before,
      redUnitsBefore,
      { timeout: STEP_MS },
    );
    expect(await page.evaluate('window.homeMark')).toBe(1);
    expect(await fireTotal(page)).toBe(firesBefore + 1);
    await screenshot(page, { path: '/tmp/fireline-home-center.png' });
    await device.close();
    await page.context().close();
  });
});
