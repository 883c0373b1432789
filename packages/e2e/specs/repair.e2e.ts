import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { chooseOption } from '../src/antd';
import { launchBrowser } from '../src/browser';
import { loginThroughForm, signIn, newPage } from '../src/login';
import { screenshot } from '../src/shots';
import { floorPlanPng } from '../src/png';
import { STEP_MS } from '../src/waits';

const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${process.env.E2E_SHOTS ?? '/tmp'}/fireline-repair-${name}.png` });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The demo's transmission device of 华鼎国际大厦 (GB/T 26875.3 address 100001) reports a component fault. */
const sendFault = async (componentAddress: number, description: string) => {
  const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100001' });
  const answer = await device.send(
    uplink.componentStatus([
      {
        systemType: 1,
        systemAddress: 1,
        componentType: 40,
        componentAddress,
        status: 0b100,
        description,
        time: new Date(),
      },
    ]),
  );
  expect(answer.command).toBe(3);
  await device.close();
};

describe('repair tasks', () => {
  it('a fault alarm is sent for repair, the engineer completes it with a test result, the unit confirms, the alarm shows it closed', async () => {
    const operator = await newPage(browser);
    await loginThroughForm(operator, 'operator');
    const description = '6层 弱电井 感烟';
    // A component no other spec uses: alarm-handling.e2e.ts shields 413 on the same server.
    await sendFault(415, description);
    const entry = operator.getByTestId('alarm-tip-entry').filter({ hasText: description });
    await entry.waitFor({ state: 'visible', timeout: STEP_MS });
    await entry.click();
    await operator.getByTestId('alarm-detail').waitFor();
    const alarmUrl = operator.url();

    // Handling the fault with apply-repair ticked leads to the repair form, prefilled.
    await operator.getByTestId('detail-handle').click();
    await operator.getByTestId('deal-dialog').getByText('故障', { exact: true }).click();
    const applyRepair = operator.getByTestId('deal-apply-repair');
    await expect.poll(() => applyRepair.isEnabled()).toBe(true);
    await applyRepair.check();
    await operator.getByTestId('deal-maint-company').click();
    await operator.locator('.ant-select-item-option', { hasText: '安泰消防维保有限公司' }).click();
    await operator.getByTestId('deal-submit').click();
    await operator.waitForURL((url) => url.pathname === '/vyborg/new', { timeout: STEP_MS });
    // The user fills in the form once it has loaded: the alarm it came from is read (its note shows; a value typed
    // before would be reset by it) and the maintenance company shows by name.
    const form = operator.getByTestId('repair-form');
    await form.locator('.ant-alert-info').waitFor();
    await form.getByText(/安泰消防维保有限公司/).waitFor();
    await operator.getByTestId('repair-form-fault-desc').fill('弱电井感烟探测器报故障，需检修');
    await shot(operator, '01-form');
    await operator.getByTestId('form-save').click();
    await operator.waitForURL((url) => url.pathname === '/vyborg/repair/detail', { timeout: STEP_MS });
    const repairUrl = operator.url();
    expect(await operator.getByTestId('repair-status').first().textContent()).toBe('待指派');

    // The maintenance company's engineer assigns it to himself, receives and completes it.
    const engineer = await newPage(browser);
    await signIn(engineer, 'engineer', '/vyborg/repair/report?status=1');
    await engineer.getByTestId('repair-list-page').waitFor();
    await engineer
      .getByRole('link', { name: `${description}故障` })
      .first()
      .waitFor();
    await shot(engineer, '02-list');
    await engineer.goto(repairUrl);
    await chooseOption(engineer, engineer.getByTestId('repair-assign-select'), '赵工');
    await engineer.getByTestId('repair-assign').click();
    await engineer.getByTestId('repair-receive').click();
    await engineer.getByTestId('repair-complete').click();
    await engineer.getByTestId('repair-test-result').fill('更换探测器，测试报警正常');
    await engineer
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: floorPlanPng(64, 48) });
    await engineer.locator('.ant-modal .ant-upload-list-item-done, .ant-modal img').first().waitFor();
    await engineer.getByTestId('repair-complete-save').click();
    await expect
      .poll(() => engineer.getByTestId('repair-status').first().textContent(), { timeout: STEP_MS })
      .toBe('已完成');
    await shot(engineer, '03-completed');

    // The unit's manager confirms.
    const manager = await newPage(browser);
    await signIn(manager, 'manager', new URL(repairUrl).pathname + new URL(repairUrl).search);
    await manager.getByTestId('repair-confirm').click();
    await expect
      .poll(() => manager.getByTestId('repair-status').first().textContent(), { timeout: STEP_MS })
      .toBe('已关闭');
    expect(await manager.getByTestId('repair-test-result-text').textContent()).toBe('更换探测器，测试报警正常');
    expect(await manager.getByTestId('repair-steps').textContent()).toContain('单位确认');

    // The source alarm's detail shows the repair closed.
    await operator.goto(alarmUrl);
    await expect
      .poll(() => operator.getByTestId('alarm-repair-status').textContent(), { timeout: STEP_MS })
      .toBe('已关闭');
    await operator.getByTestId('alarm-repair').scrollIntoViewIfNeeded();
    await shot(operator, '04-alarm');
    // The component's repairs (/alarmdeal/detailsinfo/componentrepair) list it.
    const componentUrl = new URL(alarmUrl);
    componentUrl.pathname = '/alarmdeal/detailsinfo/componentrepair';
    await operator.goto(componentUrl.toString());
    await operator.getByTestId('component-repairs').getByText(`${description}故障`).waitFor();
    await Promise.all([operator, engineer, manager].map((page) => page.context().close()));
  });
});
