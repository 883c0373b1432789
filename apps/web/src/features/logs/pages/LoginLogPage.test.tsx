import type { LoginLog } from '@fireline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { LoginLogPage } from './LoginLogPage';

const records: LoginLog[] = [
  {
    id: 9,
    uid: 3,
    user_name: 'manager',
    platform: 'web',
    ip: '10.1.2.3',
    agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    operation: 'logout',
    status: 'success',
    reason: null,
    create_time: 1795696838,
  },
  {
    id: 8,
    uid: 3,
    user_name: 'manager',
    platform: 'web',
    ip: '10.1.2.3',
    agent: 'Mozilla/5.0',
    operation: 'login',
    status: 'failure',
    reason: 'wrong password',
    create_time: 1795696000,
  },
];

describe('login log page', { timeout: 60_000 }, () => {
  preparePageTests();

  it('shows platform, operator, time, IP, agent, operation and status with a failure’s reason', async () => {
    saveSession(buildLoginAnswer(['loginLog']));
    stubFetch(({ path }) => (path === '/api_proxy/log/login_log_list/' ? { list: records, total: 2 } : null));
    renderAt(<LoginLogPage />, '/loginLogList');
    const failed = (await screen.findByText('Wrong password')).closest('tr')!;
    expect([...failed.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'web',
      'manager',
      '2026-11-26 20:26:40',
      '10.1.2.3',
      'Mozilla/5.0',
      'Log in',
      'FailureWrong password',
    ]);
    expect(screen.getByText('Log out').closest('tr')!.textContent).toContain('Success');
  });

  it('filters by operator, sends it as username, and exports with it', async () => {
    saveSession(buildLoginAnswer(['loginLog']));
    const calls = stubFetch(({ path }) => {
      if (path === '/api_proxy/log/login_log_list/') return { list: records, total: 2 };
      if (path === '/api_proxy/file/download_ticket/')
        return { url: '/export/export?kind=login_log&ticket=t1', expires_in: 60 };
      return null;
    });
    renderAt(<LoginLogPage />, '/loginLogList?page_no=1');
    await screen.findByText('Wrong password');
    const header = screen
      .getAllByText('Operator')
      .map((node) => node.closest('th'))
      .find((cell) => cell?.querySelector('.ant-table-filter-trigger'))!;
    fireEvent.click(header.querySelector('.ant-table-filter-trigger')!);
    const input = (await screen.findByTestId('filter-search-user_name')).querySelector('input')!;
    fireEvent.change(input, { target: { value: 'manager' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const sent = () => calls.filter((call) => call.path === '/api_proxy/log/login_log_list/').at(-1)!.query;
    await waitFor(() => expect(sent().get('username')).toBe('manager'));
    expect([sent().get('page_no'), sent().get('page_size')]).toEqual(['0', '20']);
    fireEvent.click(screen.getByTestId('log-export'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api_proxy/file/download_ticket/')).toBe(true));
    expect(calls.find((call) => call.path === '/api_proxy/file/download_ticket/')!.body).toEqual({
      target: 'export',
      kind: 'login_log',
      filters: { username: 'manager' },
    });
  });
});
