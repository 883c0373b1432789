import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Download, Locator, Page, Request } from 'playwright-core';
import { STEP_MS } from '../src/waits';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseOption } from '../src/antd';
import { downloadBytes, launchBrowser } from '../src/browser';
import { readSheet } from '../src/components-sheet';
import { loginThroughForm, signIn, newPage } from '../src/login';
import { screenshot } from '../src/shots';

/** Demo organisations (apps/server/src/db/seed/demo.ts). */
const AUTHORITY = { id: 6, name: '海淀区消防救援支队' };
const SCHOOL = { id: 4, name: '朝阳实验学校' };
/** Screenshots of each step, for the lead to look at. */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/fireline-district-e2e';

let browser: Browser;
/** The administrator of the platform (the centre's side: creates organisations, answers for the centre's units). */
let admin: Page;

/** Transitions are run to their end first, so a shot shows where the screen settles (a ticked box, an enabled button). */
const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
const url = (path: string) => `${inject('baseUrl')}${path}`;
/** The toast antd shows after an action, by its text. */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).waitFor();
/** The rows of the first table inside `within`, as cell texts. */
const tableRows = (within: Locator) =>
  within
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '')),
    );
/** Waits until nothing in `within` is loading or still animating in (before a screenshot). */
const settled = async (within: Locator) => {
  await expect.poll(() => within.locator('.ant-spin-spinning, .ant-upload-animate, .ant-btn-loading').count()).toBe(0);
};
/** A button by its label: antd spaces out a two-character Chinese label ('同 意'). */
const button = (within: Page | Locator, label: string) =>
  within.getByRole('button', { name: new RegExp(`^${label.split('').join('\\s*')}$`) });
/** The names in a district list (/systemmanage/manage/{type}) once its rows have loaded (`known` is one that is listed). */
const districtNames = async (page: Page, type: number, known: string) => {
  if (!page.url().endsWith(`/systemmanage/manage/${type}`)) await page.goto(url(`/systemmanage/manage/${type}`));
  const list = page.getByTestId('district-list');
  await list.locator('.ant-table-row').filter({ hasText: known }).waitFor();
  return (await tableRows(list)).map((cells) => cells[0]);
};

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  admin = await newPage(browser);
  await loginThroughForm(admin, 'admin');
});
afterAll(() => browser.close());

describe('district organisations in the browser', () => {
  it('the fire authority asks 朝阳实验学校 to bind; the administrator answers for the school, rejecting, then accepting the request asked again; the school joins the authority’s units', async () => {
    const officer = await newPage(browser);
    // Not bound yet: the officer's unit list does not show the school.
    await signIn(officer, 'authority', '/new_company_list');
    const units = officer.getByTestId('company-list-page');
    await units.locator('.ant-table-row').first().waitFor();
    expect(await units.textContent()).not.toContain(SCHOOL.name);

    await officer.goto(url('/systemmanage/manage/4'));
    await officer.getByTestId(`district-bound-${AUTHORITY.id}`).click();
    const bindingPage = officer.getByTestId('binding-unit-page');
    await bindingPage.getByText(`${AUTHORITY.name}的绑定单位`).waitFor();
    await bindingPage.locator('.ant-table-row').first().waitFor();
    await settled(bindingPage);
    await shot(officer, '01-binding-unit-before');

    const dialog = officer.locator('.ant-modal').filter({ hasText: '绑定单位' });
    const apply = officer.getByTestId('binding-apply');
    /** The binding dialog, the school found by its name and ticked, and Apply. */
    const askSchool = async (step: string) => {
      await officer.getByTestId('binding-open').click();
      await dialog.getByTestId(`binding-pick-${SCHOOL.id}`).waitFor();
      expect(await apply.isDisabled()).toBe(true);
      await dialog.getByTestId('binding-search').locator('input').fill('朝阳');
      await dialog.getByTestId('binding-search').locator('input').press('Enter');
      await expect.poll(() => dialog.locator('[data-testid^="binding-pick-"]').count()).toBe(1);
      await dialog.getByTestId(`binding-pick-${SCHOOL.id}`).click();
      await dialog.getByText('已选 1 个').waitFor();
      expect(await dialog.getByTestId(`binding-pick-${SCHOOL.id}`).isChecked()).toBe(true);
      expect(await apply.isEnabled()).toBe(true);
      await shot(officer, step);
      await apply.click();
      await toast(officer, '绑定申请已发送');
      await dialog.waitFor({ state: 'hidden' });
    };
    await askSchool('02-binding-dialog');
    const schoolRow = bindingPage.locator('.ant-table-row').filter({ hasText: SCHOOL.name });
    await schoolRow.getByText('处理中').waitFor();
    await button(schoolRow, '撤回').waitFor();
    await shot(officer, '03-binding-pending');

    // The school's side: the administrator (the centre the school is bound to) opens the school's binding requests.
    await admin.goto(url(`/company/company?company_id=${SCHOOL.id}&company_type=info_company_cared`));
    const info = admin.getByTestId('company-info-page');
    await info.waitFor();
    await admin.getByTestId('binding-requests-open').click();
    const requests = admin.locator('.ant-modal').filter({ hasText: `${SCHOOL.name}的绑定申请` });
    const request = requests.locator('.ant-table-row').filter({ hasText: AUTHORITY.name });
    await request.getByText('处理中').waitFor();
    for (const label of ['同意', '拒绝', '忽略']) await button(request, label).waitFor();
    await shot(admin, '04-binding-requests');
    await button(request, '拒绝').click();
    await toast(admin, '操作成功');
    await request.getByText('已拒绝').waitFor();
    expect(await request.getByRole('button').count()).toBe(0);
    await shot(admin, '05-binding-rejected');

    // Rejected: the officer sees it so, and may ask again.
    await officer.reload();
    await schoolRow.getByText('已拒绝').waitFor();
    await shot(officer, '06-binding-unit-rejected');
    await askSchool('07-binding-dialog-again');
    await schoolRow.getByText('处理中').waitFor();

    await admin.reload();
    await admin.getByTestId('binding-requests-open').click();
    await request.getByText('处理中').waitFor();
    await button(request, '同意').click();
    await toast(admin, '操作成功');
    await request.getByText('已绑定').waitFor();
    await button(request, '解绑').waitFor();
    await shot(admin, '08-binding-accepted');
    await requests.locator('.ant-modal-close').click();
    await requests.waitFor({ state: 'hidden' });
    // The school's archive names its fire authority now.
    await info
      .locator('.ant-descriptions-item')
      .filter({ hasText: '消防监管单位' })
      .getByText(AUTHORITY.name)
      .waitFor();

    // The authority's side: the row reads bound, the dialog no longer lets the school be ticked, and the school is
    // now among the officer's units.
    await officer.reload();
    await schoolRow.getByText('已绑定').waitFor();
    await button(schoolRow, '解绑').waitFor();
    await settled(bindingPage);
    await shot(officer, '09-binding-unit-bound');
    await officer.getByTestId('binding-open').click();
    const pick = dialog.getByTestId(`binding-pick-${SCHOOL.id}`);
    await pick.waitFor();
    expect(await pick.isDisabled()).toBe(true);
    expect(await pick.isChecked()).toBe(true);
    await officer.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await officer.goto(url('/new_company_list'));
    await units.locator('.ant-table-row').filter({ hasText: SCHOOL.name }).waitFor();
    await shot(officer, '10-officer-units');
    await officer.context().close();
  });

  it('the administrator adds three maintenance companies at once: a bad phone and a taken name are shown on their rows and nothing is saved until they are fixed', async () => {
    const names = ['京北消防维保有限公司', '京南消防维保有限公司', '京西消防维保有限公司'];
    await admin.goto(url('/systemmanage/manage/2'));
    await admin.getByTestId('district-more-add').click();
    const table = admin.getByTestId('district-more-add');
    await table.getByText('批量新增维保公司').waitFor();
    await admin.getByTestId('more-add-row').click();
    await admin.getByTestId('more-add-row').click();
    const rows = table.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    const fill = (row: number, field: string, value: string) => admin.getByTestId(`row-${row}-${field}`).fill(value);
    for (const [row, name] of names.entries()) {
      await fill(row, 'company_name', name);
      await fill(row, 'contact_name', ['钱工', '孙工', '李工'][row]!);
    }
    await chooseOption(admin, rows.nth(0).locator('.ant-select').first(), '一级');
    await fill(0, 'contact_phone', '13800001111');
    await fill(1, 'contact_phone', '1380000');
    await fill(2, 'contact_phone', '010-84561234');

    // The bad phone: refused on the page, under row 2's phone, before anything is sent.
    const sent: string[] = [];
    const countSaves = (request: Request) =>
      void (request.url().includes('/api_proxy/company/more_add/') && sent.push(request.method()));
    admin.on('request', countSaves);
    await admin.getByTestId('more-add-save').click();
    await toast(admin, '部分行需要修改');
    const phoneError = admin.getByTestId('error-1-contact_phone');
    await phoneError.waitFor();
    expect(await phoneError.textContent()).toBe('请输入正确的电话号码');
    expect(await table.locator('[data-testid^="error-"]').count()).toBe(1);
    expect(sent).toEqual([]);
    await shot(admin, '11-more-add-bad-phone');
    await fill(1, 'contact_phone', '13900002222');
    await phoneError.waitFor({ state: 'hidden' });

    // A name the platform already has: the server refuses the whole batch and names row 3's name.
    await fill(2, 'company_name', '安泰消防维保有限公司');
    const refused = admin.waitForResponse((response) => response.url().includes('/api_proxy/company/more_add/'));
    await admin.getByTestId('more-add-save').click();
    expect((await (await refused).json()).code).not.toBe(0);
    const nameError = admin.getByTestId('error-2-company_name');
    await nameError.waitFor();
    expect(await nameError.textContent()).toBe('数据已存在: 机构名称已存在');
    expect(await table.locator('[data-testid^="error-"]').count()).toBe(1);
    await shot(admin, '12-more-add-taken-name');
    expect(await districtNamesInNewPage(names)).toEqual([]);
    admin.off('request', countSaves);

    await fill(2, 'company_name', names[2]!);
    await nameError.waitFor({ state: 'hidden' });
    await admin.getByTestId('more-add-save').click();
    await toast(admin, '已添加 3 个机构');
    await admin.waitForURL(/\/systemmanage\/manage\/2$/);
    await shot(admin, '13-more-add-saved');
    const listed = await districtNames(admin, 2, names[0]!);
    expect(listed).toEqual(expect.arrayContaining(names));
    const list = admin.getByTestId('district-list');
    const first = list.locator('.ant-table-row').filter({ hasText: names[0]! });
    expect(await first.locator('td').allTextContents()).toEqual(
      expect.arrayContaining([names[0], '钱工', '13800001111']),
    );
    await shot(admin, '14-maint-list');
    // The level chosen on the batch page has no column in the list: the details page shows it.
    await first.getByRole('link', { name: names[0], exact: true }).click();
    const details = admin.getByTestId('district-details');
    await details.waitFor();
    await expect.poll(() => details.getByTestId('value-enum_maint_company_level').textContent()).toBe('一级');
    expect(await details.getByTestId('value-contact_phone').textContent()).toBe('13800001111');
    await shot(admin, '14b-maint-details');
  });

  it('the administrator imports two fire authorities from the downloaded template and finds them in the list', async () => {
    await admin.goto(url('/systemmanage/manage/4'));
    await admin.getByTestId('district-import').click();
    const importPage = admin.getByTestId('district-import');
    await importPage.getByText('导入消防主管部门').waitFor();

    const download = new Promise<Download>((resolve) => {
      admin.once('download', resolve);
      admin.context().once('page', (popup) => popup.once('download', resolve));
    });
    await admin.getByTestId('import-template').click();
    const template = await downloadBytes(await download);
    const [header] = await readSheet(template);
    expect(header).toEqual(['名称', '级别', '行政区划代码', '详细地址', '经度', '纬度', '联系人', '联系电话']);

    // Filled as a user would: the example row replaced by two authorities, the notes sheet kept.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.spliceRows(2, sheet.rowCount - 1);
    sheet.addRow([
      '朝阳区消防救援支队',
      '消防救援支队',
      '110105',
      '北京市朝阳区望京街 2 号',
      116.47,
      39.99,
      '吴监督',
      '13600003333',
    ]);
    sheet.addRow(['昌平区消防救援支队', '', '110114', '', '', '', '郑监督', '010-69741234']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    await importPage.locator('input[type=file]').setInputFiles({
      name: '消防主管部门.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    const start = admin.getByTestId('import-start');
    await expect.poll(() => start.isEnabled()).toBe(true);
    await importPage.locator('.ant-upload-list-item-done').getByText('消防主管部门.xlsx').waitFor();
    await settled(importPage);
    await shot(admin, '15-import-ready');
    await start.click();
    const outcome = admin.getByTestId('import-outcome');
    await outcome.waitFor({ timeout: STEP_MS });
    await shot(admin, '16-import-done');
    expect(await outcome.textContent()).toContain('批量导入您的信息已完成');
    expect(await admin.getByTestId('import-summary').textContent()).toBe('共2行，已导入2行');

    expect(await districtNames(admin, 4, '朝阳区消防救援支队')).toEqual(
      expect.arrayContaining(['朝阳区消防救援支队', '昌平区消防救援支队', AUTHORITY.name]),
    );
    const row = admin.getByTestId('district-list').locator('.ant-table-row').filter({ hasText: '朝阳区消防救援支队' });
    expect(await row.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['北京市朝阳区望京街 2 号', '吴监督', '13600003333']),
    );
    await shot(admin, '17-authority-list');
    await row.getByRole('link', { name: '朝阳区消防救援支队', exact: true }).click();
    const details = admin.getByTestId('district-details');
    await details.waitFor();
    await expect.poll(() => details.getByTestId('value-enum_authority_level').textContent()).toBe('消防救援支队');
    expect(await details.getByTestId('value-company_address').textContent()).toBe('北京市 / 市辖区 / 朝阳区');
    await shot(admin, '18-authority-details');
  });
});

/** The maintenance companies of these names on file, from a second tab of the same user (the batch page stays as it is). */
const districtNamesInNewPage = async (names: string[]) => {
  const other = await admin.context().newPage();
  const found = (await districtNames(other, 2, '安泰消防维保有限公司')).filter(
    (name) => name !== undefined && names.includes(name),
  );
  await other.close();
  return found;
};
