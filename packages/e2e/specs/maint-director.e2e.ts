import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { signIn, newPage } from '../src/login';
import { screenshot } from '../src/shots';

const UNIT = '华鼎国际大厦';
const MAINT = '安泰消防维保有限公司';
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${process.env.E2E_SHOTS ?? '/tmp'}/fireline-maint-director-${name}.png` });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('fire safety director', () => {
  it("the unit manager sees the tower's maintenance at a glance and opens its detail", async () => {
    const manager = await newPage(browser);
    await signIn(manager, 'manager', '/vyborg/adim');
    const list = manager.getByTestId('director-page');
    await list.waitFor();
    const row = list.locator('.ant-table-row', { hasText: UNIT });
    await row.waitFor();
    expect(await row.textContent()).toContain(MAINT);
    expect(await manager.getByTestId('tab-vyborg-adim').textContent()).toBe('单位维保概况');
    await shot(manager, '01-list');
    await row.getByRole('link', { name: UNIT }).click();
    const detail = manager.getByTestId('director-unit-page');
    await detail.waitFor();
    expect(new URL(manager.url()).pathname).toBe('/vyborg/adimdetail');
    await detail.getByText('华鼎国际大厦消防设施年度维保项目').waitFor();
    // Other specs add contracts for the tower in the same database: the figure is the contracts in progress listed.
    const inProgress = await detail
      .getByTestId('director-contracts')
      .locator('.ant-table-row', { hasText: '进行中' })
      .count();
    expect(inProgress).toBeGreaterThanOrEqual(1);
    expect(await manager.getByTestId('director-live').locator('.ant-statistic-content').textContent()).toBe(
      String(inProgress),
    );
    expect(await manager.getByTestId('director-ask').isVisible()).toBe(true);
    await shot(manager, '02-detail');
  });
});
