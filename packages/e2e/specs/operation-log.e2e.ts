import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from '../src/api';
import { launchBrowser } from '../src/browser';
import { newPage, signIn } from '../src/login';
import { screenshot } from '../src/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Issue 28 item 9: the operation log says what happened to which record, in the reader's language. */
describe('operation log', () => {
  it('shows a hazard step as a sentence with the person’s name and the deadline as a date, in zh and en', async () => {
    const session = await apiSession('manager');
    const hazardPath = (name: string) => `/api_proxy/patrol/hazard/${name}/`;
    const reported = await session.call<{ id: number }>({
      method: 'POST',
      path: hazardPath('info'),
      body: { company_id: session.answer.company_id, description: `日志示例隐患 ${Date.now().toString(36)}` },
    });
    const id = reported.data.id;
    // 2026-12-31 12:00 at the site (UTC+8).
    await session.call({
      method: 'POST',
      path: hazardPath('dispost_by_comfirm_hazard'),
      body: { id, deadline: 1798689600 },
    });
    const people = await session.call<{ users: { id: number; name: string }[] }>({
      path: hazardPath('by_designate_user'),
      query: { id },
    });
    const person = people.data.users.find((user) => user.name === '刘控制室')!;
    const assigned = await session.call({
      method: 'PUT',
      path: hazardPath('by_designate_user'),
      body: { id, uid: person.id },
    });
    expect(assigned.code).toBe(0);

    const page = await newPage(browser);
    await signIn(page, 'manager', '/systemmanage/log?module=hazard');
    const row = page.locator('tr', { hasText: `交办隐患 #${id} 给 刘控制室，期限 2026-12-31` });
    await row.waitFor();
    expect(await page.locator('tr', { hasText: `确认隐患 #${id}：一般隐患，期限 2026-12-31` }).count()).toBe(1);
    expect(await page.locator('body').textContent()).not.toContain('deadline: 1798689600');
    await screenshot(page, { path: '/work/shots-ops/operation-log-zh.png' });
    await page.getByTestId('lang-switch').click();
    await page.locator('tr', { hasText: `Assigned hazard #${id} to 刘控制室, deadline 2026-12-31` }).waitFor();
    await screenshot(page, { path: '/work/shots-ops/operation-log-en.png' });
    await page.getByTestId('lang-switch').click();
    await page.context().close();
  });
});
