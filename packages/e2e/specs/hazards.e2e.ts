import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, fillField } from '../src/antd';
import { launchBrowser } from '../src/browser';
import { DEMO_MAINT_COMPANY, PHOTO, takeStep } from '../src/hazards';
import { loginThroughForm, signIn, newPage } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('hazards', () => {
  it('the unit manager reports, confirms and designates a hazard; the engineer disposes of it; the manager reviews and closes it', async () => {
    const manager = await newPage(browser);
    await loginThroughForm(manager, 'manager');
    await manager.getByTestId('nav-danger').click();
    await manager.getByTestId('hazard-new').click();
    await manager.getByTestId('hazard-edit').waitFor();
    const description = `安全出口被货物堵塞 ${Date.now().toString(36)}`;
    await manager.getByTestId('field-description').locator('textarea').fill(description);
    await fillField(manager, 'location', '1层东侧安全出口');
    await chooseOption(manager, manager.getByTestId('field-building_id'), 'A 座');
    await chooseOption(manager, manager.getByTestId('field-floor_id'), 'F1');
    // The point on the floor's plan: a click on the plan marks it.
    const plan = manager.getByTestId('hazard-plan');
    await plan.scrollIntoViewIfNeeded();
    await plan.locator('img').click({ position: { x: 120, y: 90 } });
    await manager.getByTestId('hazard-plan-point').waitFor();
    await manager.getByTestId('form-save').click();

    await manager.getByTestId('hazard-detail').waitFor();
    expect(await manager.getByTestId('hazard-description').textContent()).toBe(description);
    await manager.getByTestId('hazard-plan-point').waitFor();
    await takeStep(manager, 'confirm', async () => {}, '待指派');
    await takeStep(
      manager,
      'designate',
      async () => {
        await chooseOption(manager, manager.getByTestId('hazard-step-company'), DEMO_MAINT_COMPANY);
        await manager.getByTestId('hazard-step-comment').fill('请三日内清理');
      },
      '待整改',
    );
    expect(await manager.getByTestId('hazard-designee').textContent()).toBe('安泰消防维保有限公司');

    // The engineer finds it waiting for him, and disposes of it with what was done.
    const engineer = await newPage(browser);
    await signIn(engineer, 'engineer', '/danger/hidden_danger_list?mine=1');
    await engineer.getByText(description).click();
    await engineer.getByTestId('hazard-detail').waitFor();
    expect(await engineer.getByTestId('hazard-actions').getByRole('button').allTextContents()).toEqual(['提交整改']);
    await takeStep(
      engineer,
      'dispose',
      async () => {
        await engineer.getByTestId('hazard-step-comment').fill('已清理货物，安全出口畅通');
        // Evidence of the rectification: a photo (docs/hazards.md "Separation of duties and evidence").
        const form = engineer.getByTestId('hazard-step-form-dispose');
        await form
          .locator('input[type=file]')
          .setInputFiles({ name: 'exit.png', mimeType: 'image/png', buffer: PHOTO });
        await form.locator('.ant-upload-list-item').waitFor();
      },
      '待复查',
    );
    await engineer.context().close();

    await manager.reload();
    await takeStep(
      manager,
      'review',
      () => manager.getByTestId('hazard-step-result').getByText('合格', { exact: true }).click(),
      '待关闭',
    );
    await takeStep(manager, 'close', () => manager.getByTestId('hazard-step-comment').fill('复查合格，关闭'), '已关闭');

    const timeline = manager.getByTestId('hazard-timeline');
    const steps = await timeline
      .locator('[data-testid^="hazard-node-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(steps).toEqual([
      'hazard-node-report',
      'hazard-node-confirm',
      'hazard-node-designate',
      'hazard-node-dispose',
      'hazard-node-review',
      'hazard-node-close',
    ]);
    expect(await timeline.getByTestId('hazard-node-dispose').textContent()).toContain('赵工');
    expect(await timeline.getByTestId('hazard-node-dispose').textContent()).toContain('已清理货物，安全出口畅通');
    expect(await timeline.getByTestId('hazard-node-designate').textContent()).toContain('安泰消防维保有限公司');
    await manager.context().close();
  });
});
