import { ErrorCodes } from '@fireline/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseOption, fillField } from '../src/antd';
import { apiSession } from '../src/api';
import { launchBrowser } from '../src/browser';
import { DEMO_PASSWORD, loginThroughForm, newPage, signIn, visibleNavIds } from '../src/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What each demo role is granted in the left navigation (README, docs/roles.md). */
const grantedMenus: Record<string, string[]> = {
  admin: [
    'home',
    'maint_home',
    'networkcompany',
    'patrol',
    'district',
    'firecock',
    'statistic',
    'systemmanage',
    'danger',
    'alarmdeal',
    'vyborg',
    'video',
    'resource',
    'notice',
    'loginLog',
    'operationLog',
    'risk',
    'repair',
    'thirdsystem',
  ],
  operator: [
    'home',
    'networkcompany',
    'district',
    'firecock',
    'statistic',
    'systemmanage',
    'alarmdeal',
    'video',
    'resource',
    'notice',
    'loginLog',
    'operationLog',
    'risk',
  ],
  manager: [
    'home',
    'networkcompany',
    'patrol',
    'systemmanage',
    'danger',
    'alarmdeal',
    'vyborg',
    'notice',
    'risk',
    'repair',
  ],
  engineer: ['maint_home', 'networkcompany', 'danger', 'vyborg', 'notice', 'repair'],
  authority: ['home', 'networkcompany', 'district', 'firecock', 'statistic', 'danger', 'notice', 'risk'],
};

/**
 * The areas whose pages are built: an entry whose page is not built yet is not shown (no dead ends). An area joins
 * this list with its pages.
 */
const builtAreas = new Set([
  'home',
  'maint_home',
  'networkcompany',
  'district',
  'firecock',
  'systemmanage',
  'alarmdeal',
  'statistic',
  'loginLog',
  'operationLog',
  'thirdsystem',
  'patrol',
  'vyborg',
  'danger',
  'repair',
]);

describe('each demo role sees only its menu', () => {
  for (const [username, menu] of Object.entries(grantedMenus)) {
    it(`${username} logs in and sees exactly its left navigation, of the areas built`, async () => {
      const page = await newPage(browser);
      await loginThroughForm(page, username);
      expect(await visibleNavIds(page)).toEqual(menu.filter((id) => builtAreas.has(id)).sort());
      await page.context().close();
    });
  }
});

/** Ticks or clears a node of the role form's permission tree (all folds open first). */
const togglePermission = async (page: Page, id: string, checked: boolean) => {
  await page.getByTestId('perm-expand-all').click();
  const box = page
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByTestId(`perm-${id}`) })
    .locator('.ant-tree-checkbox');
  const isChecked = async () => (await box.getAttribute('class'))!.includes('ant-tree-checkbox-checked');
  expect(await isChecked()).toBe(!checked);
  await box.click();
  expect(await isChecked()).toBe(checked);
};

describe("a role's permissions, from the administrator's form to another person's screen", () => {
  it('a role without 删除 on buildings hides the button and the server refuses; granted back, it appears without a new login', async () => {
    const suffix = Date.now().toString(36);
    const roleName = `楼栋只读${suffix}`;
    const account = `guard${suffix}`;
    // The unit's safety manager keeps the unit's roles and people.
    const admin = await newPage(browser);
    await signIn(admin, 'manager', '/systemmanage/role/edit?preset=cared_manager');
    await admin.getByTestId('role-name').fill(roleName);
    await togglePermission(admin, 'networkcompany-building-info-del', false);
    await admin.getByTestId('role-save').click();
    await admin.getByTestId('role-list').getByText(roleName).first().waitFor();

    await admin.goto(`${inject('baseUrl')}/systemmanage/account/account_user`);
    await fillField(admin, 'account', account);
    await fillField(admin, 'password', DEMO_PASSWORD);
    await fillField(admin, 'confirm_password', DEMO_PASSWORD);
    await fillField(admin, 'name', '门卫李四');
    await chooseOption(admin, admin.getByTestId('field-role_id'), roleName);
    await admin.getByTestId('form-save').click();
    await admin.getByTestId('user-list-page').getByText(account).waitFor();

    // The new person, on another computer.
    const guard = await newPage(browser);
    await loginThroughForm(guard, account);
    const api = await apiSession(account);
    await guard.goto(`${inject('baseUrl')}/company/building_list?company_id=${api.answer.company_id}`);
    const floors = guard.getByTestId('building-floors');
    await floors.waitFor();
    const buildingId = Number(
      new URL((await floors.getAttribute('href'))!, inject('baseUrl')).searchParams.get('building_id'),
    );
    expect(await guard.getByTestId('building-delete').count()).toBe(0);
    const refused = await api.call({
      method: 'DELETE',
      path: '/api_proxy/building/info/',
      query: { building_id: buildingId },
    });
    expect(refused.code).toBe(ErrorCodes.noPermission);

    // Granted back: the open page shows the button (the server pushes permissions_changed; no new login).
    await admin.goto(`${inject('baseUrl')}/systemmanage/role`);
    await admin.getByRole('row').filter({ hasText: roleName }).getByRole('link').first().click();
    await admin.getByTestId('role-form-page').waitFor();
    await togglePermission(admin, 'networkcompany-building-info-del', true);
    await admin.getByTestId('role-save').click();
    await admin.getByTestId('role-list').waitFor();
    await guard.getByTestId('building-delete').waitFor({ state: 'visible' });
    expect(guard.url()).toContain('/company/building_list');
    await admin.context().close();
    await guard.context().close();
  });
});
