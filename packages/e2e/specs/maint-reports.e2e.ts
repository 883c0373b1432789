import type { ContractPage, ContractRelatedPage, MaintTaskDetail, MtBuildingRow } from '@fireline/shared';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from '../src/api';
import { downloadBytes, launchBrowser } from '../src/browser';
import { signIn, newPage } from '../src/login';
import { screenshot } from '../src/shots';

const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${process.env.E2E_SHOTS ?? '/tmp'}/fireline-maint-reports-${name}.png` });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let taskName: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // A completed task of the demo contract, made through the API (what maint.e2e.ts does through the pages).
  const engineer = await apiSession('engineer');
  const maint = (path: string) => `/api_proxy/maint/${path}/`;
  // The demo seed's contract (the first made): maint.e2e.ts adds newer ones, whose periods start today.
  const contracts = (await engineer.call<ContractPage>({ path: maint('contract/list') })).data.list;
  const contract = contracts.reduce((first, row) => (row.id < first.id ? row : first));
  // Equipment under the contract: what another spec put there, or the first candidate building's with equipment.
  const under = async () =>
    (
      await engineer.call<ContractRelatedPage>({
        path: maint('contract_related/list'),
        query: { contract_id: contract.id, in_contract: 1 },
      })
    ).data.list.map((row) => row.id);
  let relatedIds = await under();
  const buildings = (
    await engineer.call<MtBuildingRow[]>({
      path: maint('mt_building_list'),
      query: { contract_id: contract.id, in_contract: 0 },
    })
  ).data;
  for (const building of buildings) {
    if (relatedIds.length > 0) break;
    await engineer.call({
      method: 'POST',
      path: maint('mt_building'),
      body: { contract_id: contract.id, building_ids: [building.building_id] },
    });
    const candidates = await engineer.call<ContractRelatedPage>({
      path: maint('contract_related/list'),
      query: { contract_id: contract.id, in_contract: 0, building_id: building.building_id },
    });
    const equipmentIds = candidates.data.list.slice(0, 2).map((row) => row.equipment_id);
    if (equipmentIds.length > 0)
      await engineer.call({
        method: 'POST',
        path: maint('contract_related/info'),
        body: { contract_id: contract.id, equipment_ids: equipmentIds },
      });
    relatedIds = await under();
  }
  taskName = `报告用维保任务 ${day(0)}`;
  const task = (
    await engineer.call<MaintTaskDetail>({
      method: 'POST',
      path: maint('task/info'),
      body: {
        contract_id: contract.id,
        task_name: taskName,
        plan_start_time: day(-1),
        plan_end_time: day(1),
        related_resp_uid: engineer.answer.uid,
        related_ids: relatedIds.slice(0, 2),
      },
    })
  ).data;
  const step = (name: string, body: Record<string, unknown>) =>
    engineer.call({ method: 'PUT', path: maint(`task/${name}`), body });
  await step('receive', { id: task.id });
  await step('result', { item_id: task.items[0]!.item_id, result: 2, reading: '0.12MPa', remark: '压力表读数偏低' });
  const done = await step('finish', { id: task.id });
  expect(done.code).toBe(0);
});
afterAll(() => browser.close());

describe('maintenance reports', () => {
  it('the engineer generates a report from a completed task, opens it and downloads its PDF in Chinese', async () => {
    const page = await newPage(browser);
    await signIn(page, 'engineer', '/vyborg/report');
    await page.getByTestId('report-list-page').waitFor();
    await page.getByTestId('report-generate').click();
    const generate = page.getByTestId('report-generate-page');
    await generate.waitFor();
    const row = generate.locator('.ant-table-row', { hasText: taskName });
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('report-name').fill('十一月维保报告');
    await shot(page, '01-generate');
    await page.getByTestId('report-submit').click();

    const detail = page.getByTestId('report-detail-page');
    await detail.waitFor();
    await expect.poll(() => detail.textContent()).toContain('压力表读数偏低');
    expect(await page.getByTestId('report-tasks').textContent()).toContain(taskName);
    await shot(page, '02-detail');

    const download = page.waitForEvent('download');
    await page.getByTestId('report-pdf').click();
    const bytes = await downloadBytes(await download);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    expect(text).toContain('维保报告');
    expect(text).toContain('十一月维保报告');
    expect(text).toContain('压力表读数偏低');
  });
});
