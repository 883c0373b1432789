import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { chooseOption, fillField } from '../src/antd';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, signIn, newPage } from '../src/login';
import { screenshot } from '../src/shots';
import { STEP_MS } from '../src/waits';

const STRANGER = '654321';
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${process.env.E2E_SHOTS ?? '/tmp'}/fireline-unregistered-${name}.png` });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('unregistered devices', () => {
  it('the operator finds a device that alarms without an archive, reads its frames and registers it', async () => {
    const page = await newPage(browser);
    await loginThroughForm(page, 'operator');

    // A transmission device nobody registered reports a fire alarm over GB/T 26875.3; the centre confirms it all the same.
    const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: STRANGER });
    const answer = await device.send(
      uplink.componentStatus([
        {
          systemType: 1,
          systemAddress: 1,
          componentType: 40,
          componentAddress: 7,
          status: 0b10,
          description: '2层 楼梯间 烟感',
          time: new Date(),
        },
      ]),
    );
    expect(answer.command).toBe(3);
    await device.close();

    // It reaches the operator's alarm tip as a fire alarm marked unregistered; clicking it opens the tab at its address.
    const entry = page.getByTestId('alarm-tip-entry').filter({ hasText: STRANGER });
    await entry.waitFor({ timeout: STEP_MS });
    expect(await entry.getByTestId('alarm-tip-unregistered').textContent()).toBe('未注册设备');
    await shot(page, '00-tip');
    await entry.click();
    await page.waitForURL(/\/alarmdeal\/unregistered\?source=gb26875&keyword=654321/);
    const row = page.getByTestId('unregistered-table').locator('tr', { hasText: STRANGER });
    await row.waitFor();
    expect(await row.textContent()).toContain('GB/T 26875.3');
    expect(await row.locator('.ant-tag-red').textContent()).toBe('1');
    await shot(page, '01-list');

    await row.getByTestId('unregistered-frames-open').click();
    const frames = page.getByTestId('unregistered-frames');
    await frames.locator('.ant-tag-red').waitFor();
    expect(await frames.locator('.ant-tag-red').textContent()).toBe('部件状态: 1-7 2层 楼梯间 烟感: 火警');
    await shot(page, '02-frames');
    await page.keyboard.press('Escape');

    await row.getByTestId('unregistered-register').click();
    await chooseOption(page, page.getByTestId('register-unit'), '华鼎国际大厦', '华鼎');
    await page.locator('#register-next').click();
    await page.waitForURL(/\/company\/device\/edit\?.*gb_address=654321/);
    await page.getByTestId('form-page').waitFor();
    expect(await page.getByTestId('field-gb_address').locator('input').inputValue()).toBe(STRANGER);
    await fillField(page, 'device_code', 'UITD654321');
    await fillField(page, 'name', '二号楼 用户信息传输装置');
    await shot(page, '03-register');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api_proxy/device/info/') && response.request().method() === 'POST',
    );
    await page.getByTestId('form-save').click();
    expect((await (await saved).json()).code).toBe(0);
    await page.waitForURL(/\/company\/device\/info/);

    // Registered, it leaves the list.
    await page.goto(`${inject('baseUrl')}/alarmdeal/unregistered`);
    await page.getByTestId('unregistered-table').waitFor();
    await expect
      .poll(() => page.getByTestId('unregistered-table').locator('tr', { hasText: STRANGER }).count())
      .toBe(0);
    await page.context().close();
  });

  it('a unit manager has no such tab', async () => {
    const page = await newPage(browser);
    await signIn(page, 'manager', '/alarmdeal/alarmdeal_list/fire');
    await page.getByTestId('alarmdeal-frame').waitFor();
    expect(await page.getByRole('tab', { name: '未注册设备' }).count()).toBe(0);
    await page.context().close();
  });
});
