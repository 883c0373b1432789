import { connectDevice, uplink } from '@fireline/gb26875/device';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSession } from '../src/api';
import { launchBrowser } from '../src/browser';
import { newPage, signIn } from '../src/login';
import { screenshot } from '../src/shots';
import { unreadableCells } from '../src/table-fit';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A fire of one of 华鼎国际大厦's components (transmission device 100001), handled by the operator: its id. */
const handledFire = async (componentAddress: number, description: string) => {
  const device = await connectDevice({ host: '127.0.0.1', port: inject('gbPort'), address: '100001' });
  const time = new Date();
  await device.send(
    uplink.componentStatus([
      { systemType: 1, systemAddress: 1, componentType: 40, componentAddress, status: 0b10, description, time },
    ]),
  );
  await device.close();
  const operator = await apiSession('operator');
  const list = await operator.call<{ list: { id: number }[] }>({
    path: '/api_proxy/event/event_list/',
    query: { status_categories: 'fire', page_no: 0, page_size: 20 },
  });
  const event = list.data.list.find((row) => JSON.stringify(row).includes(description))!;
  const handled = await operator.call({
    method: 'PUT',
    path: '/api_proxy/event/info/',
    body: {
      event_id: event.id,
      enum_confirm_type: 1,
      confirm_desc: '现场确认为真实火警，已组织疏散并通知消防队到场处置',
    },
  });
  expect(handled.code).toBe(0);
  return event.id;
};

/** The engineer's lists and details, the console's other lists: what 1440×900 must show whole. */
const pages = (ids: { task: number; event: number }) => [
  { user: 'engineer', path: `/vyborg/taskdetail?id=${ids.task}`, name: 'task-items' },
  { user: 'engineer', path: '/vyborg/task', name: 'tasks' },
  { user: 'engineer', path: '/vyborg/charge', name: 'charges' },
  { user: 'manager', path: '/patrol/patrol_route', name: 'patrol-points' },
  { user: 'admin', path: '/systemmanage/account', name: 'accounts' },
  { user: 'admin', path: '/new_company_list', name: 'units' },
  { user: 'operator', path: `/alarmdeal/detailsinfo/fire?event_id=${ids.event}`, name: 'alarm-handling' },
];

const tablesOf = (page: Page) => page.locator('.ant-table-wrapper:visible');

describe('lists at 1440×900: money, dates and names are never cut', () => {
  for (const [lang, locale] of [
    ['zh', 'zh-CN'],
    ['en', 'en-US'],
  ] as const) {
    it(`${lang}: no cell is cut or lies under the fixed column`, async () => {
      const engineer = await apiSession('engineer');
      const tasks = await engineer.call<{ list: { id: number; enum_task_status: number }[] }>({
        path: '/api_proxy/maint/task/list/',
        query: { page_no: 0, page_size: 50 },
      });
      const task = tasks.data.list[0]!.id;
      const event = await handledFire(lang === 'zh' ? 471 : 472, `${lang} 5层 走廊 感烟探测器`);
      const problems: string[] = [];
      const sessions = new Map<string, Page>();
      for (const { user, path, name } of pages({ task, event })) {
        let page = sessions.get(user);
        if (!page) {
          page = await newPage(browser, locale);
          await signIn(page, user, path);
          sessions.set(user, page);
        } else await page.goto(new URL(path, page.url()).toString());
        await page.locator('.ant-table-row').first().waitFor();
        await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
        for (const table of await tablesOf(page).all())
          problems.push(...(await unreadableCells(table)).map((problem) => `${name}: ${problem}`));
        await screenshot(page, { path: `/tmp/fireline-tables-${lang}-${name}.png`, fullPage: true });
      }
      expect(problems).toEqual([]);

      // The maintenance task's check items: a readable column, rows a line or two high.
      const items = sessions.get('engineer')!;
      await items.goto(new URL(`/vyborg/taskdetail?id=${task}`, items.url()).toString());
      const rows = items.getByTestId('task-items').locator('.ant-table-row');
      await rows.first().waitFor();
      for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeLessThan(100);

      // A paid charge offers no payment to record.
      const charges = sessions.get('engineer')!;
      await charges.goto(new URL('/vyborg/charge', charges.url()).toString());
      // The demo contract's first quarter is paid.
      const paid = charges.locator('.ant-table-row', { has: charges.getByTestId('charge-status-3') });
      await paid.first().waitFor();
      for (const row of await paid.all()) expect(await row.locator('[data-testid^="charge-pay-"]').count()).toBe(0);
      for (const page of sessions.values()) await page.context().close();
    });
  }
});
