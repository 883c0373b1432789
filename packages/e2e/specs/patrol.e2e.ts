import JSZip from 'jszip';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseOption } from '../src/antd';
import { apiSession } from '../src/api';
import { downloadBytes, launchBrowser } from '../src/browser';
import { DEMO_MAINT_COMPANY, PHOTO, takeStep } from '../src/hazards';
import { newPage, signIn } from '../src/login';
import { createPatrolSite, loginOnPhone, newPhone } from '../src/patrol';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * The hazard an unfit item raised, from the manager's list to its close: the manager confirms it and designates the
 * demo maintenance company, the company's engineer disposes of it (what was done, a photo), the manager reviews and
 * closes it. Each step in the browser; the timeline shows them all with the engineer's photo.
 */
const followHazardChain = async (manager: Page, description: string) => {
  await manager.locator('.ant-table-tbody').getByText(description).click();
  await manager.getByTestId('hazard-detail').waitFor();
  expect(await manager.getByTestId('hazard-description').textContent()).toContain(description);
  await takeStep(manager, 'confirm', async () => {}, '待指派');
  await takeStep(
    manager,
    'designate',
    () => chooseOption(manager, manager.getByTestId('hazard-step-company'), DEMO_MAINT_COMPANY),
    '待整改',
  );
  const detailUrl = manager.url();

  const engineer = await newPage(browser);
  await signIn(engineer, 'engineer', new URL(detailUrl).pathname + new URL(detailUrl).search);
  await engineer.getByTestId('hazard-detail').waitFor();
  await takeStep(
    engineer,
    'dispose',
    async () => {
      await engineer.getByTestId('hazard-step-comment').fill('已更换闭门器，防火门可自行关闭');
      const form = engineer.getByTestId('hazard-step-form-dispose');
      await form.locator('input[type=file]').setInputFiles({ name: 'fixed.png', mimeType: 'image/png', buffer: PHOTO });
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
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!.slice('hazard-node-'.length)));
  expect(steps).toEqual(['report', 'confirm', 'designate', 'dispose', 'review', 'close']);
  const disposed = timeline.getByTestId('hazard-node-dispose');
  expect(await disposed.textContent()).toContain('已更换闭门器，防火门可自行关闭');
  await disposed.locator('img').waitFor();
};

describe('fire patrol', () => {
  it('a manager plans a weekly patrol, the guard checks in on a phone with an unfit item, its hazard is followed to its close, the labels download', async () => {
    const page = await newPage(browser);
    await signIn(page, 'manager', '/patrol/patrol_site_new');
    const base = inject('baseUrl');
    const name = `E2E防火门${Date.now() % 100000}`;

    await page.getByTestId('site-name').fill(name);
    await page.getByTestId('item-add').click();
    await page.getByTestId('item-name').fill('防火门闭合');
    await chooseOption(page, page.getByTestId('item-type'), '疏散通道');
    await page.getByTestId('site-save').click();
    await page.waitForURL(/patrol_site_detail/);
    const code = (await page.getByTestId('site-code').textContent())!.trim();
    const label = (await page.getByTestId('site-label-code').textContent())!.trim();

    await page.goto(`${base}/patrol/plan_new`);
    await page.getByTestId('plan-name').fill(`${name}周巡`);
    await page.getByTestId('plan-span').first().click();
    const year = new Date().getUTCFullYear();
    await page.keyboard.type(`${year - 1}-01-01`);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`${year + 1}-12-31`);
    await page.keyboard.press('Enter');
    // A multiple select stays open after a choice: pick, then close it.
    await page.getByTestId('plan-sites').click();
    await page.locator(`.ant-select-dropdown .ant-select-item-option[title="${name} (${code})"]`).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('plan-save').click();
    await page.waitForURL(/plan_details/);
    await page.getByTestId('plan-toggle').click();
    await expect.poll(() => page.getByTestId('plan-tasks').textContent()).toContain('待执行');
    await page.goto(`${base}/patrol/patrol_administer`);
    await expect.poll(() => page.getByTestId('patrol-task-page').textContent()).toContain(`${name}周巡`);

    // The guard's phone opens the QR code's URL, answers the item unfit with a photo and checks in.
    const phone = await browser.newContext({
      locale: 'zh-CN',
      timezoneId: 'UTC',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const worker = await phone.newPage();
    await loginOnPhone(worker, 'sunba');
    await worker.goto(`${base}/patrol/check_in?label_code=${label}`);
    await worker.getByTestId('check-in-page').waitFor();
    await worker.locator('[data-testid^="answer-result-"] label').nth(1).click();
    await worker
      .locator('[data-testid^="photo-input-"]')
      .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PHOTO });
    await worker.locator('[data-testid^="answer-"] img').waitFor();
    await worker.getByTestId('check-in-submit').click();
    await expect.poll(() => worker.getByTestId('check-in-done').textContent()).toContain('异常');
    await phone.close();

    // The task counts it; the points' labels download as a zip holding the label.
    // The demo has completed tasks of its own: the row of this plan's task is the one to read.
    await page.goto(`${base}/patrol/patrol_administer`);
    const taskRow = page.getByTestId('patrol-task-page').locator('.ant-table-row', { hasText: `${name}周巡` });
    await expect.poll(() => taskRow.textContent()).toContain('已完成');
    // The unfit item is a hazard of the unit now, waiting for its confirmation.
    await page.goto(`${base}/danger/hidden_danger_list`);
    await expect.poll(() => page.locator('.ant-table-tbody').textContent()).toContain(`${name} · 防火门闭合`);
    await followHazardChain(page, `${name} · 防火门闭合`);
    await page.goto(`${base}/patrol/patrol_route?site_name=${encodeURIComponent(name)}`);
    await page.locator('.ant-table-row .ant-checkbox-input').first().check();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('site-labels').click()]);
    const download = await tab.waitForEvent('download');
    const zip = await JSZip.loadAsync(await downloadBytes(download));
    const svg = await zip.file(`${code}-${name}.svg`)!.async('string');
    expect(svg).toContain(name);
    expect(zip.file('labels.html')).toBeTruthy();
    await page.context().close();
  }, 120_000);

  it('the guard checks in twice on a poor connection: both kept across a reload, sent once each when the network returns', async () => {
    const manager = await apiSession('manager');
    const name = `E2E离线点${Date.now() % 100000}`;
    const created = await createPatrolSite(manager, { name, item: '灭火器压力', photoRequired: true });
    const records = async () =>
      (
        await manager.call<{ total: number; list: { id: number }[] }>({
          path: '/api_proxy/patrol/record/list_by_site_id/',
          query: { site_id: created.id, page_size: 10 },
        })
      ).data;

    const phone = await newPhone(browser);
    const worker = await phone.newPage();
    await loginOnPhone(worker, 'sunba');
    const checkInUrl = `${inject('baseUrl')}/patrol/check_in?label_code=${created.labelCode}`;
    await worker.goto(checkInUrl);
    const answerAndSubmit = async () => {
      await worker.getByTestId('check-in-page').waitFor();
      await worker.locator('[data-testid^="answer-result-"] label').first().click();
      await worker
        .locator('[data-testid^="photo-input-"]')
        .setInputFiles({ name: 'gauge.png', mimeType: 'image/png', buffer: PHOTO });
      await worker.locator('[data-testid^="answer-"] img').waitFor();
      await worker.getByTestId('check-in-submit').click();
      await worker.locator('[data-testid="check-in-done"][data-state="queued"]').waitFor();
    };

    // A poor connection: the photo's upload and the check-in never reach the server.
    const drop = (route: { abort: () => Promise<void> }) => route.abort();
    await worker.route('**/upload/jupiter/**', drop);
    await worker.route('**/api_proxy/patrol/details/info/**', drop);
    await answerAndSubmit();
    expect(await worker.getByTestId('check-in-done').textContent()).toContain('已保存在本机');
    // A reload keeps it (answers and photo in IndexedDB); the visit's own try fails again.
    await worker.reload();
    await expect.poll(() => worker.getByTestId('check-in-pending').textContent()).toContain('1 条打卡');
    // No network at all for the second one.
    await phone.setOffline(true);
    await answerAndSubmit();
    await expect.poll(() => worker.getByTestId('check-in-pending').textContent()).toContain('2 条打卡');
    expect((await records()).total).toBe(0);

    // The network returns: both go out, the one on screen shows it was sent.
    await worker.unroute('**/upload/jupiter/**', drop);
    await worker.unroute('**/api_proxy/patrol/details/info/**', drop);
    await phone.setOffline(false);
    await worker.locator('[data-testid="check-in-done"][data-state="sent"]').waitFor();
    await worker.getByTestId('check-in-pending').waitFor({ state: 'detached' });
    const page = await records();
    expect(page.total).toBe(2);
    for (const record of page.list) {
      const detail = await manager.call<{ items: { photo_file_ids: string[] }[] }>({
        path: '/api_proxy/patrol/details/info/',
        query: { record_id: record.id },
      });
      expect(detail.data.items.map((item) => item.photo_file_ids.length)).toEqual([1]);
    }
    await phone.close();
  });
});
