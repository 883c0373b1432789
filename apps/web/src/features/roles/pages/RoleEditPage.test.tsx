import { buildUserControl, expandGrants, notYetBuilt, type RoleRecord } from '@fireline/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { RoleEditPage } from './RoleEditPage';

/** The unit administrator's grants: the manager preset (no unregistered devices, no new-unit button). */
const managerGrants = ['home-company', 'alarmdeal', 'systemmanage-role', 'systemmanage-post', 'notice'];
const managerExcept = ['alarmdeal-unregistered'];

const role = (values: Partial<RoleRecord>): RoleRecord => ({
  id: 1,
  code: 'cared_manager',
  name: '单位消防安全管理人',
  eng_name: 'Unit safety manager',
  company_id: null,
  org_kind: 'cared',
  preset_code: 'cared_manager',
  is_preset: true,
  permission_ids: [...expandGrants(managerGrants, managerExcept)],
  user_count: 3,
  can_edit: false,
  can_delete: false,
  update_time: 1_780_000_000,
  ...values,
});
const guard = role({
  id: 7,
  code: 'org2_guard',
  name: '门卫',
  eng_name: 'Guard',
  company_id: 2,
  is_preset: false,
  preset_code: 'cared_manager',
  permission_ids: ['alarmdeal', 'alarmdeal-list'],
  user_count: 0,
  can_edit: true,
  can_delete: true,
});

/** A tree row's checkbox, found from its title. */
const checkbox = (id: string) =>
  screen.getByTestId(`perm-${id}`).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
const isTicked = (id: string) => checkbox(id).classList.contains('ant-tree-checkbox-checked');
const isLocked = (id: string) => checkbox(id).classList.contains('ant-tree-checkbox-disabled');

let calls: StubCall[];
const serve = () =>
  stubFetch(({ path, method, query }) => {
    if (path === '/api_proxy/role/list/') return [guard, role({})];
    if (path === '/api_proxy/role/info/' && method === 'GET') return query.get('id') === '7' ? guard : role({});
    return role({ id: 9, is_preset: false });
  });

describe('role form: the permission catalogue as a tree', { timeout: 60_000 }, () => {
  preparePageTests();
  beforeEach(() => {
    saveSession(
      buildLoginAnswer([], {
        role_code: 'cared_manager',
        company_type: 'info_company_cared',
        user_control: buildUserControl(expandGrants(managerGrants, managerExcept)),
      }),
    );
    calls = serve();
  });

  it('ticks a node’s ancestors with it, locks what the editor lacks, and sends the tree', async () => {
    const user = userEvent.setup();
    renderAt(<RoleEditPage />, '/systemmanage/role/edit');
    await user.click(await screen.findByTestId('perm-expand-all'));

    expect(isTicked('alarmdeal')).toBe(false);
    await user.click(checkbox('alarmdeal-list'));
    expect(isTicked('alarmdeal-list')).toBe(true);
    expect(isTicked('alarmdeal')).toBe(true);
    // A sibling is not ticked by its neighbour.
    expect(isTicked('alarmdeal-shielded')).toBe(false);
    // The manager's role lacks unregistered devices and new units: the server would refuse them.
    expect(isLocked('alarmdeal-unregistered')).toBe(true);
    expect(within(screen.getByTestId('perm-alarmdeal-unregistered')).getByText('beyond your role')).toBeTruthy();
    expect(isLocked('networkcompany-new')).toBe(true);
    // Unticking the area unticks what is below it.
    await user.click(checkbox('systemmanage-post'));
    expect(isTicked('systemmanage')).toBe(true);
    await user.click(checkbox('systemmanage'));
    expect(isTicked('systemmanage-post')).toBe(false);

    await user.type(screen.getByTestId('role-name'), '巡查员');
    await user.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.path).toBe('/api_proxy/role/info/');
    expect(sent.body).toEqual({
      name: '巡查员',
      eng_name: '',
      preset_code: null,
      permission_ids: ['alarmdeal', 'alarmdeal-list'],
    });
  });

  it('offers no area that is not built, and does not count one a preset grants as ticked', async () => {
    const user = userEvent.setup();
    renderAt(<RoleEditPage />, '/systemmanage/role/edit?preset=cared_manager');
    await user.click(await screen.findByTestId('perm-expand-all'));
    const offered = screen
      .getAllByTestId(/^perm-/)
      .map((node) => node.getAttribute('data-testid')!.slice('perm-'.length))
      .filter((id) => id !== 'expand-all');
    expect(offered.length).toBeGreaterThan(20);
    expect(offered.filter((id) => notYetBuilt.has(id))).toEqual([]);
    // Ticking a unit's whole list ticks none of its unbuilt tabs (video, digital plans).
    await user.click(checkbox('alarmdeal'));
    await user.type(screen.getByTestId('role-name'), '值班员');
    await user.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST')!.body as { permission_ids: string[] };
    expect(sent.permission_ids).toContain('home-company');
    expect(sent.permission_ids.filter((id) => notYetBuilt.has(id))).toEqual([]);
  });

  it('keeps an unbuilt area an existing role holds, out of sight', async () => {
    calls = stubFetch(({ path, method }) => {
      if (path === '/api_proxy/role/list/') return [guard, role({})];
      if (path === '/api_proxy/role/info/' && method === 'GET')
        return { ...guard, permission_ids: [...guard.permission_ids, 'notice', 'notice-receive'] };
      return guard;
    });
    const user = userEvent.setup();
    renderAt(<RoleEditPage />, '/systemmanage/role/edit?id=7');
    await user.click(await screen.findByTestId('perm-expand-all'));
    expect(screen.queryByTestId('perm-notice')).toBeNull();
    await user.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect((calls.find((call) => call.method === 'PUT')!.body as { permission_ids: string[] }).permission_ids).toEqual([
      'alarmdeal',
      'alarmdeal-list',
      'notice',
      'notice-receive',
    ]);
  });

  it('ticking an area ticks what below it the editor holds, and nothing they lack', async () => {
    const user = userEvent.setup();
    renderAt(<RoleEditPage />, '/systemmanage/role/edit');
    await user.click(await screen.findByTestId('perm-expand-all'));
    await user.click(checkbox('alarmdeal'));
    expect(isTicked('alarmdeal-list')).toBe(true);
    expect(isTicked('alarmdeal-handle')).toBe(true);
    expect(isTicked('alarmdeal-unregistered')).toBe(false);
  });

  it('starts from a preset: its nodes the editor holds', async () => {
    const user = userEvent.setup();
    renderAt(<RoleEditPage />, '/systemmanage/role/edit?preset=cared_manager');
    await user.click(await screen.findByTestId('perm-expand-all'));
    expect(isTicked('alarmdeal-handle')).toBe(true);
    expect(isTicked('home-company')).toBe(true);
    expect(isTicked('alarmdeal-unregistered')).toBe(false);
  });

  it('edits an existing role and sends its whole tree with PUT', async () => {
    const user = userEvent.setup();
    renderAt(<RoleEditPage />, '/systemmanage/role/edit?id=7');
    await user.click(await screen.findByTestId('perm-expand-all'));
    expect(isTicked('alarmdeal-list')).toBe(true);
    await user.click(checkbox('alarmdeal-shielded'));
    await user.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      id: 7,
      name: '门卫',
      eng_name: 'Guard',
      permission_ids: ['alarmdeal', 'alarmdeal-list', 'alarmdeal-shielded'],
    });
  });

  it('shows the role one holds without a way to change it', async () => {
    renderAt(<RoleEditPage />, '/systemmanage/role/edit?id=1');
    expect(await screen.findByText('This is the role you hold: nobody changes their own role.')).toBeTruthy();
    expect(screen.queryByTestId('role-save')).toBeNull();
    expect(screen.getByTestId('role-back')).toBeTruthy();
    // Its tree can be unfolded and read, not ticked.
    await userEvent.setup().click(screen.getByTestId('perm-expand-all'));
    expect(isTicked('alarmdeal-list')).toBe(true);
    expect(isLocked('alarmdeal-list')).toBe(true);
  });
});
