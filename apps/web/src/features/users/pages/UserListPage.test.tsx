import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { buildUserRecord, formOptions } from './user-fixtures';
import { UserListPage } from './UserListPage';

const people = [
  buildUserRecord(),
  buildUserRecord({ user_id: 32, name: '李四', account: 'lisi', is_active: 0, enum_user_status: 2 }),
];

const serve = () =>
  stubFetch(({ path, method }) => {
    if (path === '/api_proxy/user/list_by_company_id/') return { list: people, total: 2 };
    if (path === '/api_proxy/user/form_options/') return formOptions;
    if (path === '/api_proxy/user/set_active_status/') return { ...people[1], is_active: 1, enum_user_status: 1 };
    if (method === 'DELETE') return { ids: [31] };
    return [];
  });

describe('account list', { timeout: 60_000 }, () => {
  preparePageTests();

  it("lists the organisation's people with their status, filtered through the URL query", async () => {
    saveSession(buildLoginAnswer(['systemmanage-account']));
    const calls = serve();
    renderAt(<UserListPage area="system" />, '/systemmanage/account?enum_user_staff=1');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    const list = calls.find((call) => call.path === '/api_proxy/user/list_by_company_id/')!;
    expect(list.query.get('enum_user_staff')).toBe('1');
    expect(list.query.get('page_no')).toBe('0');
    expect(list.query.has('company_id')).toBe(false);
  });

  it('asks to select first when deleting nothing, and deletes only after confirming', async () => {
    saveSession(buildLoginAnswer(['systemmanage-account']));
    const calls = serve();
    renderAt(<UserListPage area="system" />, '/systemmanage/account');
    await screen.findByText('张三');
    fireEvent.click(screen.getByTestId('user-batch-delete'));
    expect(await screen.findByText('please select the accounts to delete first')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Ticking a row, then deleting the selection: asked first; cancel sends nothing.
    const row = screen.getByText('张三').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('user-batch-delete'));
    expect(await screen.findByText('Delete 1 account(s)? They can no longer log in.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('user-batch-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.query.get('ids')).toBe('31'));
  });

  it('enables a disabled account with its switch', async () => {
    saveSession(buildLoginAnswer(['systemmanage-account']));
    const calls = serve();
    renderAt(<UserListPage area="system" />, '/systemmanage/account');
    await screen.findByText('李四');
    fireEvent.click(screen.getByTestId('user-active-32'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api_proxy/user/set_active_status/')?.body).toEqual({
        user_id: 32,
        is_active: 1,
      }),
    );
  });

  it("shows a unit's accounts on its tab, read only for a centre's operator", async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = serve();
    renderAt(<UserListPage area="unit" />, '/company/user?company_id=2');
    await screen.findByText('张三');
    expect(calls.find((call) => call.path === '/api_proxy/user/list_by_company_id/')?.query.get('company_id')).toBe(
      '2',
    );
    expect(screen.queryByTestId('user-new')).toBeNull();
    expect(screen.queryByTestId('user-batch-delete')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect((screen.getByTestId('user-active-31') as HTMLButtonElement).disabled).toBe(true);
    // The details page stays on the unit.
    expect(screen.getByRole('link', { name: '张三' }).getAttribute('href')).toBe(
      '/company/user/info?company_id=2&user_id=31',
    );
  });
});
