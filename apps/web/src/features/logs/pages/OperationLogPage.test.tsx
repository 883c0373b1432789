import type { OperationLog } from '@fireline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { OperationLogPage } from './OperationLogPage';

const row = (overrides: Partial<OperationLog>): OperationLog => ({
  id: 1,
  module: 'building',
  action: 'add',
  uid: 3,
  user_name: 'manager',
  real_name: '李安全',
  company_id: 2,
  company_name: '华鼎国际大厦',
  ip: '10.1.2.3',
  record_ids: ['34'],
  remark: 'company_id: 2; building_name: 日志楼',
  summary: null,
  description: '',
  method: 'POST',
  path: '/api_proxy/building/info/',
  // 2026-11-26 20:40:38 at the demo site (UTC+8).
  create_time: 1795696838,
  ...overrides,
});

const rows = [
  row({
    id: 3,
    module: 'hazard',
    action: 'assign',
    record_ids: ['8'],
    remark: 'id: 8; uid: 5',
    // 2026-12-31 12:00 at the site.
    summary: { key: 'hazard.assign_user', params: { id: 8, user: '张三', deadline: { date: 1798689600 } } },
  }),
  row({ id: 2, module: 'device', action: 'delete', record_ids: ['7', '8'], remark: 'device_ids: 7,8' }),
  row({ id: 1 }),
];

const stubServer = (list: OperationLog[] = rows) =>
  stubFetch(({ path }) => {
    if (path === '/api_proxy/log/operation_log_list/') return { list, total: list.length };
    if (path === '/api_proxy/file/download_ticket/')
      return { url: '/export/export?kind=operation_log&ticket=t1', expires_in: 60 };
    return null;
  });

const listCalls = (calls: StubCall[]) => calls.filter((call) => call.path === '/api_proxy/log/operation_log_list/');
/** The list call's own query: paging and filters, without the signed-call envelope. */
const envelope = new Set(['uid', 'view_type', 'cc', 'cv', 'sign_time', 'sign_random', 'sign', 'lang']);
const lastQuery = (calls: StubCall[]) =>
  Object.fromEntries([...listCalls(calls).at(-1)!.query.entries()].filter(([key]) => !envelope.has(key)));
const openFilter = (title: string) => {
  const header = screen
    .getAllByText(title)
    .map((node) => node.closest('th'))
    .find((cell) => cell?.querySelector('.ant-table-filter-trigger'))!;
  fireEvent.click(header.querySelector('.ant-table-filter-trigger')!);
};

describe('operation log page', { timeout: 60_000 }, () => {
  preparePageTests();

  it('shows each row with its time on the site clock, module and action in words, operator, IP, ids and remark', async () => {
    saveSession(buildLoginAnswer(['operationLog']));
    stubServer();
    renderAt(<OperationLogPage />, '/logList');
    // What happened, in words: the step, the record, the person by name, the date as the site's day.
    const step = await screen.findByTestId('log-description-3');
    expect(step.textContent).toBe('Assigned hazard #8 to 张三, deadline 2026-12-31');
    expect(within(step.closest('tr')!).getByText('Assign')).toBeTruthy();
    expect(screen.queryByText('id: 8; uid: 5')).toBeNull();
    const first = screen.getByTestId('log-description-2').closest('tr')!;
    expect(screen.getByTestId('log-description-2').textContent).toBe('Delete Device #7, #8');
    expect(within(first).getByText('Device')).toBeTruthy();
    expect(within(first).getByText('7, 8')).toBeTruthy();
    const second = screen.getByTestId('log-description-1').closest('tr')!;
    expect([...second.querySelectorAll('td')].map((cell) => cell.textContent).slice(0, 8)).toEqual([
      '2026-11-26 20:40:38',
      'Building',
      'Add',
      'Add Building #34',
      '李安全 (manager)',
      '华鼎国际大厦',
      '10.1.2.3',
      '34',
    ]);
  });

  it('filters by module, action and operator through the URL query, back on the first page', async () => {
    saveSession(buildLoginAnswer(['operationLog']));
    const calls = stubServer();
    const { router } = renderAt(<OperationLogPage />, '/logList?page_no=2');
    await screen.findByTestId('log-description-2');
    expect(lastQuery(calls)).toMatchObject({ page_no: '2', page_size: '20' });

    openFilter('Module');
    fireEvent.click(await screen.findByRole('option', { name: 'Fire system' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page_no: '0', module: 'system' }));

    openFilter('Action');
    fireEvent.click(await screen.findByRole('option', { name: 'Modify' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ module: 'system', action: 'modify' }));

    openFilter('Operator');
    const search = await screen.findByTestId('filter-search-user_name');
    fireEvent.change(search.querySelector('input')!, { target: { value: ' 李安 ' } });
    fireEvent.keyDown(search.querySelector('input')!, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        page_no: '0',
        page_size: '20',
        module: 'system',
        action: 'modify',
        user_name: '李安',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('user_name')).toBe('李安');
  });

  it('sends a time range from the URL as epoch seconds and exports the list with all its filters', async () => {
    saveSession(buildLoginAnswer(['systemmanage-log']));
    const calls = stubServer();
    renderAt(<OperationLogPage />, '/systemmanage/log?start_time=1795622400&end_time=1795708799&action=delete');
    await screen.findByTestId('log-description-2');
    expect(lastQuery(calls)).toMatchObject({ start_time: '1795622400', end_time: '1795708799', action: 'delete' });
    fireEvent.click(screen.getByTestId('log-export'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api_proxy/file/download_ticket/')).toBe(true));
    expect(calls.find((call) => call.path === '/api_proxy/file/download_ticket/')!.body).toEqual({
      target: 'export',
      kind: 'operation_log',
      filters: { start_time: 1795622400, end_time: 1795708799, action: 'delete' },
    });
  });

  it('says there is nothing to export instead of asking for an empty file', async () => {
    saveSession(buildLoginAnswer(['operationLog']));
    const calls = stubServer([]);
    const { container } = renderAt(<OperationLogPage />, '/logList?module=hydrant');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull());
    fireEvent.click(screen.getByTestId('log-export'));
    expect(await screen.findByText('no data available for export')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api_proxy/file/download_ticket/')).toBe(false);
  });
});
