import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../src/antd';
import { apiSession } from '../src/api';
import { launchBrowser } from '../src/browser';
import { signIn, newPage } from '../src/login';
import { screenshot } from '../src/shots';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${process.env.E2E_SHOTS ?? '/tmp'}/fireline-charges-${name}.png` });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('maintenance charges', () => {
  it('the engineer generates a contract’s monthly schedule, records a payment and sees it counted', async () => {
    // A contract of its own, like the demo one (the demo's has its quarterly charges already, and specs share one
    // database): a year from 120 days ago, 186 000 yuan, the demo company for the tower.
    const admin = await apiSession('admin');
    const optionOf = async (kind: 'maint' | 'unit', name: string) =>
      (
        await admin.call<{ company_id: number }[]>({
          path: `/api_proxy/maint/contract/${kind}_options/`,
          query: { company_name: name },
        })
      ).data[0]!.company_id;
    const project = `收费演示合同${Date.now() % 100_000}`;
    const created = await admin.call<{ id: number }>({
      method: 'POST',
      path: '/api_proxy/maint/contract/info/',
      body: {
        company_maint_id: await optionOf('maint', '安泰消防维保有限公司'),
        company_ids: [await optionOf('unit', '华鼎国际大厦')],
        project_name: project,
        entrust_company_name: '华鼎国际大厦物业管理有限公司',
        contact_period: [day(-120), day(245)],
        contract_amount: 186000,
      },
    });
    expect(created.code).toBe(0);
    const engineer = await newPage(browser);
    await signIn(engineer, 'engineer', `/vyborg/charge?contract_id=${created.data.id}`);
    const page = engineer.getByTestId('charge-list-page');
    await page.waitFor();

    await engineer.getByTestId('charge-generate').click();
    await chooseOption(engineer, engineer.getByTestId('charge-generate-contract'), project);
    await engineer.getByTestId('charge-generate-ok').click();
    await engineer.getByTestId('charge-generate-ok').waitFor({ state: 'hidden' });
    // The contract runs a year from 120 days ago: twelve monthly periods of 15 500.00 yuan.
    await engineer.getByTestId('charge-filter-all').getByText('全部 (12)').waitFor();
    const table = engineer.getByTestId('charge-table');
    expect(await table.locator('.ant-table-row').count()).toBe(12);
    expect(await table.locator('.ant-table-row').first().textContent()).toContain('15,500.00');
    await shot(engineer, '01-schedule');

    await table.locator('[data-testid^="charge-pay-"]').first().click();
    const amount = engineer.getByTestId('charge-pay-amount');
    await amount.fill('15500');
    await engineer.getByTestId('charge-pay-ok').click();
    await engineer.getByTestId('charge-pay-ok').waitFor({ state: 'hidden' });
    await engineer.getByTestId('charge-filter-paid').getByText('已收款 (1)').waitFor();
    expect(await engineer.getByTestId('charge-sums').textContent()).toContain('实收 15,500.00');

    await engineer.getByTestId('charge-counts').click();
    const counts = engineer.getByTestId('charge-count-page');
    await counts.waitFor();
    await engineer
      .getByTestId('charge-count-totals')
      .getByText(/实收 15,500\.00/)
      .waitFor();
    expect(await engineer.getByTestId('charge-count-totals').textContent()).toContain('应收 186,000.00');
    expect(await engineer.getByTestId('charge-count-table').locator('.ant-table-row').count()).toBeGreaterThan(0);
    await shot(engineer, '02-counts');
  });
});
