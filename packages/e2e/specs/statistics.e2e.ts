import type { Breakdown } from '@fireline/shared';
import type { Browser, Page } from 'playwright-core';
import { STEP_MS } from '../src/waits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadBytes, launchBrowser } from '../src/browser';
import { readSheet } from '../src/components-sheet';
import { signIn, newPage } from '../src/login';
import { screenshot } from '../src/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The next answer of a statistics call the page makes, matching `query`'s values. */
const nextAnswer = (page: Page, path: string, query: Record<string, string>) =>
  page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === `/api_proxy/statistic/${path}/` &&
        Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
      );
    })
    .then(async (response) => (await response.json()) as { code: number; data: Breakdown });

/** The statistic's table as shown: each group's cells, then the total row. */
const tableRows = async (page: Page) => {
  const table = page.getByTestId('stat-table');
  const rows = await table
    .locator('tbody tr.ant-table-row')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
  const total = await table
    .getByTestId('stat-total')
    .locator('td')
    .evaluateAll((tds) => tds.map((td) => td.textContent?.trim() ?? ''));
  return { rows, total };
};

/** What the table shows for an answer: the count written out (the demo's numbers are far below 10 000) and its share. */
const expectedRows = (answer: Breakdown) =>
  answer.list.map((item) => [item.name, String(item.count), `${((item.count / answer.total) * 100).toFixed(1)}%`]);

/**
 * Issue 17's statistics, end to end, with the demo's own data (this spec raises no alarms): the administrator reads
 * the alarm statistic by type for the last 7 days and the unit statistic by type, each table showing the numbers the
 * API answered for the page's query, then exports the unit statistic and reads the workbook back.
 */
describe('statistics pages', () => {
  it('the administrator sees the API’s numbers in the tables and exports the unit statistic to xlsx', async () => {
    const page = await newPage(browser);
    // The alarm statistic, then the window bar's "last 7 days": the demo's hydrant alarms of 3 and 6 days ago.
    await signIn(page, 'admin', '/statisticv2/alarm/type');
    await page.getByTestId('stats-frame').waitFor();
    const alarms = nextAnswer(page, 'alarm/breakdown', { by: 'type', window: 'last7' });
    await page.getByTestId('window-last7').click();
    const alarmAnswer = await alarms;
    expect(alarmAnswer.code).toBe(0);
    expect(alarmAnswer.data.total).toBeGreaterThan(0);
    await expect.poll(async () => (await tableRows(page)).rows).toEqual(expectedRows(alarmAnswer.data));
    expect((await tableRows(page)).total).toEqual(['合计', String(alarmAnswer.data.total), '100.0%']);
    expect(new URL(page.url()).search).toBe('?window=last7');
    await screenshot(page, { path: '/tmp/fireline-statistics-alarm.png' });

    // The unit statistic, reached through its header tab.
    const units = nextAnswer(page, 'company', { by: 'type' });
    await page.getByTestId('tab-statistic-company').click();
    await page.waitForURL((url) => url.pathname === '/statisticv2/company/type');
    const unitAnswer = await units;
    expect(unitAnswer.code).toBe(0);
    expect(unitAnswer.data.total).toBeGreaterThan(0);
    await expect.poll(async () => (await tableRows(page)).rows).toEqual(expectedRows(unitAnswer.data));
    const shown = await tableRows(page);
    expect(shown.total).toEqual(['合计', String(unitAnswer.data.total), '100.0%']);
    expect(await page.getByTestId('breakdown-chart').locator('canvas').count()).toBe(1);
    await screenshot(page, { path: '/tmp/fireline-statistics-units.png' });

    // Export what is shown: the workbook has the table's rows under its header.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: STEP_MS }),
      page.getByTestId('stat-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^单位统计-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(await downloadBytes(download));
    expect(sheet).toEqual([['分类', '数量', '占比'], ...shown.rows]);
    await page.context().close();
  });
});
