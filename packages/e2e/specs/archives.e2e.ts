import fs from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseOption, fillField } from '../src/antd';
import { downloadBytes, launchBrowser } from '../src/browser';
import { componentRows, componentSheet, readSheet } from '../src/components-sheet';
import { signIn, newPage } from '../src/login';
import { screenshot } from '../src/shots';
import { floorPlanPng } from '../src/png';

const UNIT = '滨江消防演练中心';
const BUILDING = '演练楼';
const DTU = { code: 'BJDRILL01', name: '演练楼 用户信息传输装置' };
const CONTROLLER = { code: 'BJDRILLCTL1', name: '1号火灾报警控制器' };
const COMPONENT = '一层东侧走廊 感烟探测器';
/** Screenshots of each step, to look at when something fails (or passes suspiciously). */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/fireline-archives-e2e';

let browser: Browser;
let page: Page;
let companyId: string;

const shot = (name: string) => screenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
const tab = (name: string | RegExp) => page.getByRole('tab', { name });
/** Opens a device tab (labels carry a count: '部件 (201)') and waits until it is the one shown. */
const deviceTab = async (label: string) => {
  const target = tab(new RegExp(`^${label}`));
  await target.click();
  await expect.poll(() => target.getAttribute('aria-selected')).toBe('true');
  await page.getByTestId('data-table').waitFor();
};
/** The total of the list on screen, from the pager's '共 N 条'. */
const listTotal = async () =>
  Number((await page.getByTestId('pager-info').textContent())!.match(/共\s*(\d+)\s*条/)![1]);

/** A new device of the tab's class through the device form; returns to the device tabs once it is saved. */
const addDevice = async (tabLabel: string, deviceClass: string, name: string, fill: () => Promise<void>) => {
  await deviceTab(tabLabel);
  await page.getByTestId('device-new').click();
  await page.waitForURL(new RegExp(`/company/device/edit\\?.*enum_device_class=${deviceClass}`));
  await page.getByTestId('form-page').waitFor();
  await fill();
  await shot(`device-form-${tabLabel}`);
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api_proxy/device/info/') && response.request().method() === 'POST',
  );
  await page.getByTestId('form-save').click();
  expect((await (await saved).json()).code).toBe(0);
  await page.waitForURL(/\/company\/device\/info/);
  await page.locator('.ant-descriptions').getByText(name, { exact: true }).first().waitFor();
  await shot(`device-info-${tabLabel}`);
  // The 物联设备 tab is already the active one on the information page: back to the list by its address.
  await page.goto(
    `${inject('baseUrl')}/company/device/all_device_list?company_id=${companyId}&company_type=info_company_cared`,
  );
};

/** The device form's building and floor: the drill building's F1, where the plan is. */
const placeOnF1 = async () => {
  await chooseOption(page, page.getByTestId('field-building_id'), BUILDING);
  await chooseOption(page, page.getByTestId('field-floor_id'), 'F1');
};

/** The import page's outcome once the job has ended: the summary line and the error rows. */
const importSheet = async (sheet: Buffer) => {
  const importPage = page.getByTestId('device-import-page');
  await importPage.locator('input[type=file]').setInputFiles({
    name: 'components.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet,
  });
  const start = page.getByTestId('import-start');
  await expect.poll(() => start.isEnabled()).toBe(true);
  const started = page.waitForResponse((response) => response.url().includes('/import/import_component'));
  await start.click();
  const { data } = (await (await started).json()) as { data: { job_id: number } };
  // The poll runs every second after three; 200 rows take a few seconds.
  const finished = page.waitForResponse(
    async (response) =>
      response.url().includes(`/import/import_result?job_id=${data.job_id}`) && (await response.json()).code !== 1,
  );
  await finished;
  const outcome = page.getByTestId('import-outcome');
  await outcome.waitFor();
  const errors = await page
    .getByTestId('import-job')
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '')),
    );
  return {
    outcome: (await outcome.textContent())!,
    summary: (await page.getByTestId('import-summary').textContent())!,
    errors,
  };
};

/** The export opens in a new window (spec 000 §7); the file arrives as that window's download. */
const exportFromList = async () => {
  const download = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (popup) => popup.once('download', resolve));
  });
  await page.getByTestId('device-export').click();
  return download;
};

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, 'admin', '/new_company_list');
});
afterAll(() => browser.close());

describe('unit archives: the administrator builds a unit from nothing and fills it', () => {
  it('creates a cared unit with its region, address and map location; it shows in the unit list and on its information page', async () => {
    await page.goto(`${inject('baseUrl')}/new_company_list`);
    await page.getByTestId('company-new').click();
    await page.getByTestId('form-page').waitFor();
    await fillField(page, 'company_name', UNIT);
    await chooseOption(page, page.getByTestId('field-category'), '重点单位');

    await page.getByTestId('address-input').click();
    const panel = page.getByTestId('address-panel');
    for (const name of ['北京市', '市辖区', '海淀区', '学院路街道'])
      await panel.getByRole('option', { name, exact: true }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('address-input').inputValue()).toBe('北京市 / 市辖区 / 海淀区 / 学院路街道');
    await fillField(page, 'company_address_specific', '北京市海淀区学院路 30 号');

    await page.getByTestId('coordinate-pick').click();
    const map = page.getByTestId('leaflet-map');
    await map.waitFor();
    await map.click({ position: { x: 200, y: 120 } });
    await page.getByTestId('coordinate-draft').waitFor();
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    const longitude = Number(await page.getByLabel('经度').inputValue());
    const latitude = Number(await page.getByLabel('纬度').inputValue());
    // Picked around the default centre (116.335285, 39.942384).
    expect(Math.abs(longitude - 116.335)).toBeLessThan(0.05);
    expect(Math.abs(latitude - 39.942)).toBeLessThan(0.05);

    await fillField(page, 'contact_name', '陈立');
    await fillField(page, 'contact_phone', '13800138000');
    await fillField(page, 'safety_responsibility_name', '周敏');
    await shot('01-unit-form');
    await page.getByTestId('form-save').click();

    const list = page.getByTestId('company-list-page');
    const row = list.locator('.ant-table-row').filter({ hasText: UNIT });
    await row.waitFor();
    await row.getByText('北京市 / 市辖区 / 海淀区 / 学院路街道').waitFor();
    await shot('02-unit-list');
    await row.getByRole('link', { name: UNIT, exact: true }).click();
    const info = page.getByTestId('company-info-page');
    await info.waitFor();
    companyId = new URL(page.url()).searchParams.get('company_id')!;
    await info.getByText('北京市 / 市辖区 / 海淀区 / 学院路街道').waitFor();
    await shot('03-unit-info');
    const text = await info.textContent();
    expect(text).toContain('北京市海淀区学院路 30 号');
    expect(text).toContain(`${longitude}, ${latitude}`);
  });

  it('adds a building with one basement and two floors above ground: B1, F1 and F2', async () => {
    await tab('建筑信息').click();
    await page.getByTestId('building-new').click();
    await page.getByTestId('building-edit-page').waitFor();
    await page.locator('#building_name').fill(BUILDING);
    await page.locator('#ongrounder_floors').fill('2');
    await page.locator('#underground_floors').fill('1');
    await page.getByTestId('building-save').click();
    await page.getByTestId('strip-building').getByText(BUILDING).waitFor();
    await page.getByTestId('building-floors').click();
    const chooser = page.getByTestId('floor-chooser');
    await chooser.waitFor();
    const labels = await chooser.getByRole('option').allTextContents();
    expect(labels).toEqual(['F2', 'F1', 'B1']);
    await shot('04-floors');
  });

  it('adds the mezzanine M1, which the chooser shows above F1 and selects', async () => {
    await page.getByTestId('floor-add').click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('floor-type').click();
    await page.locator('.ant-select-item-option[title="M · 夹层"]').click();
    await dialog.getByRole('spinbutton').fill('1');
    await page.getByTestId('floor-form-ok').click();
    const chooser = page.getByTestId('floor-chooser');
    await chooser.getByRole('option', { name: 'M1', exact: true, selected: true }).waitFor();
    expect(await chooser.getByRole('option').allTextContents()).toEqual(['F2', 'M1', 'F1', 'B1']);
    await page.getByTestId('floor-areas').getByText('默认区域').waitFor();
    await shot('04b-mezzanine');
  });

  it('uploads a floor plan on F1', async () => {
    await page.getByTestId('floor-chooser').getByText('F1', { exact: true }).click();
    await page.waitForURL(/floor_id=/);
    const plan = page.waitForResponse(
      (response) => response.url().includes('/api_proxy/device_map/info/') && response.request().method() === 'POST',
    );
    await page
      .getByTestId('building-floor-page')
      .locator('input[type=file]')
      .setInputFiles({ name: '演练楼-F1.png', mimeType: 'image/png', buffer: floorPlanPng() });
    expect((await (await plan).json()).code).toBe(0);
    const image = page.getByTestId('floor-plan-board').locator('img');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(480);
    // The plan opens for viewing; replacing it and placing dots is the edit mode.
    await page.getByTestId('plan-edit-toggle').click();
    await page.getByTestId('plan-replace').waitFor();
    await shot('05-floor-plan');
  });

  it('creates a transmission device, its controller and a component on F1, and places the component on the plan', async () => {
    await tab('物联设备').click();
    await page.getByTestId('data-table').waitFor();
    await addDevice('传输设备', 'dtu', DTU.name, async () => {
      await fillField(page, 'device_code', DTU.code);
      await fillField(page, 'name', DTU.name);
      await chooseOption(page, page.getByTestId('field-device_thing_type'), '用户信息传输装置');
      await placeOnF1();
    });
    await addDevice('控制器', 'alarmer', CONTROLLER.name, async () => {
      await fillField(page, 'device_code', CONTROLLER.code);
      await fillField(page, 'name', CONTROLLER.name);
      await fillField(page, 'alarmhost_alarmer_no', '1');
      await placeOnF1();
      await chooseOption(page, page.getByTestId('field-device_dtu_id'), `${DTU.name} · ${DTU.code}`);
    });
    await addDevice('部件', 'component', COMPONENT, async () => {
      await fillField(page, 'name', COMPONENT);
      // Loop 9 keeps the component clear of the loops 1 and 2 imported below.
      await fillField(page, 'loop_number', '9');
      await fillField(page, 'component_number', '1');
      await chooseOption(page, page.getByTestId('field-enum_component_type'), '42 点型光电感烟火灾探测器');
      await placeOnF1();
      await chooseOption(page, page.getByTestId('field-device_dtu_id'), `${DTU.name} · ${DTU.code}`);
      await chooseOption(page, page.getByTestId('field-alarm_host_id'), `${CONTROLLER.name} · ${CONTROLLER.code}`);
    });
    await deviceTab('部件');
    await page.getByTestId('data-table').getByText(COMPONENT).waitFor();

    await tab('建筑信息').click();
    await page.getByTestId('building-floors').click();
    await page.getByTestId('floor-chooser').getByText('F1', { exact: true }).click();
    const board = page.getByTestId('floor-plan-board');
    await board.locator('img').waitFor();
    // Viewing: a click on the plan asks nothing.
    await board.click({ position: { x: 200, y: 150 } });
    expect(await page.locator('.ant-modal').count()).toBe(0);
    await page.getByTestId('plan-edit-toggle').click();
    await board.click({ position: { x: 120, y: 75 } });
    const picker = page.getByTestId('dot-device-select');
    await picker.waitFor();
    await chooseOption(page, picker, `部件 · ${COMPONENT}`, COMPONENT);
    const placed = page.waitForResponse(
      (response) => response.url().includes('/api_proxy/device_map/dots/') && response.request().method() === 'POST',
    );
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    expect((await (await placed).json()).code).toBe(0);

    await page.reload();
    const dot = page.getByTestId('floor-plan-board').locator(`[data-testid^="dot-"][title="${COMPONENT}"]`);
    await dot.waitFor();
    const [dotBox, boardBox] = [await dot.boundingBox(), await page.getByTestId('floor-plan-board').boundingBox()];
    // Where it was clicked: a quarter across and a quarter down the 480 × 300 plan.
    expect(Math.round(dotBox!.x + dotBox!.width / 2 - boardBox!.x)).toBeCloseTo(120, -1);
    expect(Math.round(dotBox!.y + dotBox!.height / 2 - boardBox!.y)).toBeCloseTo(75, -1);
    // Back in view mode after the reload: the dot shows its component and its newest alarm.
    await dot.click();
    const detail = page.getByTestId('dot-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('dot-device-link').textContent()).toBe(COMPONENT);
    await detail.getByText('暂无告警').waitFor();
    await shot('06-dot');
  });

  it('imports 200 components: a file with 3 bad rows is refused whole with each row named, the corrected file imports them all', async () => {
    await tab('物联设备').click();
    await deviceTab('部件');
    await page.getByTestId('device-import').click();
    await page.getByTestId('device-import-page').waitFor();
    await chooseOption(page, page.getByTestId('import-parent-device'), `${DTU.name} · ${DTU.code}`);

    const bad = componentRows(200, (row, index, rows) => {
      if (index === 10) return { ...row, name: '' };
      if (index === 50) return { ...row, loop: rows[49]!.loop, number: rows[49]!.number };
      if (index === 150) return { ...row, loop: 70_000 };
      return row;
    });
    const refused = await importSheet(await componentSheet(bad));
    await shot('07-import-refused');
    expect(refused.outcome).toContain('未导入任何数据');
    expect(refused.summary).toBe('共200行，已导入0行');
    // Row numbers are the sheet's: row 1 holds the headers, so the 11th data row is row 12.
    expect(refused.errors).toEqual([
      ['12', '部件名称', '此项为必填项'],
      ['52', '部件号', '部件已存在'],
      ['152', '回路号', '最大值为 65535'],
    ]);

    const imported = await importSheet(await componentSheet(componentRows(200)));
    await shot('08-import-done');
    expect(imported.outcome).toContain('批量导入您的信息已完成');
    expect(imported.summary).toBe('共200行，已导入200行');
    expect(imported.errors).toEqual([]);

    await tab('物联设备').click();
    await deviceTab('部件');
    await page.getByTestId('data-table').getByText('批量部件 001').waitFor();
    await expect.poll(() => tab(/^部件/).textContent()).toBe('部件 (201)');
    expect(await listTotal()).toBe(201);
  });

  it('filters the component tab and exports what it shows: the header row and the 100 west-side components', async () => {
    const nameHeader = page.locator('.ant-table-thead th').filter({ hasText: '名称' });
    await nameHeader.locator('.ant-table-filter-trigger').click();
    const search = page.getByTestId('filter-search-name');
    await search.waitFor();
    await search.locator('input').fill('西区');
    await search.locator('input').press('Enter');
    await page.waitForURL(/search=/);
    await expect.poll(listTotal).toBe(100);
    const firstRow = page.getByTestId('data-table').locator('.ant-table-row').first();
    expect(await firstRow.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['1 / 2', '批量部件 002', BUILDING, 'F1']),
    );
    await shot('09-filtered');

    const download = await exportFromList();
    expect(download.suggestedFilename()).toMatch(/^设备部件-\d{12}\.xlsx$/);
    const rows = await readSheet(await downloadBytes(download));
    expect(rows[0]).toEqual([
      '传输装置编号',
      '系统类型',
      '系统地址',
      '回路号',
      '部件号',
      '部件类型',
      '部件名称',
      '安装位置',
      '所在建筑',
      '所在楼层',
      '所属系统',
      '状态',
      '状态变化时间',
    ]);
    const data = rows.slice(1);
    expect(data).toHaveLength(100);
    expect(new Set(data.map((row) => row[7]))).toEqual(new Set(['西区']));
    expect(data.map((row) => row[6])).toEqual(
      componentRows(200)
        .filter((row) => row.location === '西区')
        .map((row) => row.name),
    );
    expect(data[0]!.slice(0, 10)).toEqual([
      DTU.code,
      '火灾报警系统',
      '1',
      '1',
      '2',
      '点型光电感烟火灾探测器',
      '批量部件 002',
      '西区',
      BUILDING,
      'F1',
    ]);
  });
});
