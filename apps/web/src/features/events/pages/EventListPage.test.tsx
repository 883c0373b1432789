import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithApp, stubServer } from '../test-support';
import { buildEvent } from '../../../lib/test-fixtures';
import { EventListPage } from './EventListPage';

const answers = {
  'GET /api_proxy/event/event_list/': {
    list: [
      buildEvent({ id: 41, status_category: 'fault' }),
      buildEvent({ id: 42, status_category: 'fault', device_name: '2层 配电间 烟感' }),
    ],
    total: 45,
  },
  'GET /api_proxy/event/event_list_headers/': {
    list: [
      { status_category: 'fire', total: 3, unprocessed: 2 },
      { status_category: 'fault', total: 50, unprocessed: 45 },
    ],
  },
  'GET /api_proxy/other/GetCompanyList': { list: [], total: 0 },
};

// Ant Design tables render slowly in jsdom on a shared machine.
describe('alarm list page', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the list call for the category, filters and page of the URL query, and shows the tab counts', async () => {
    const calls = stubServer(answers);
    renderWithApp(
      <EventListPage />,
      '/alarmdeal/alarmdeal_list/fault?status=false&company_id=2&page_no=1',
      '/alarmdeal/alarmdeal_list/:category',
    );
    await screen.findByText('2层 配电间 烟感');
    const list = calls.find((call) => call.path === '/api_proxy/event/event_list/')!;
    expect(
      Object.fromEntries(
        [...list.query].filter(([key]) =>
          ['status_category', 'status', 'company_id', 'page_no', 'page_size'].includes(key),
        ),
      ),
    ).toEqual({ status_category: 'fault', status: 'false', company_id: '2', page_no: '1', page_size: '20' });
    const headers = calls.find((call) => call.path === '/api_proxy/event/event_list_headers/')!;
    expect(headers.query.get('status_category')).toBeNull();
    expect(headers.query.get('status')).toBe('false');
    await waitFor(() => expect(screen.getByTestId('category-count-fault').textContent).toContain('45'));
  });

  it('batch handling needs a selected alarm, then opens the dialog for the selection', async () => {
    stubServer(answers);
    renderWithApp(<EventListPage />, '/alarmdeal/alarmdeal_list/fault', '/alarmdeal/alarmdeal_list/:category');
    await screen.findByText('2层 配电间 烟感');
    fireEvent.click(screen.getByTestId('batch-handle'));
    expect(await screen.findByText('please select the alarm to process')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    // The header box selects every unprocessed row of the page.
    fireEvent.click(boxes[0]!);
    fireEvent.click(screen.getByTestId('batch-handle'));
    expect((await screen.findByTestId('deal-count')).textContent).toContain('2');
  });

  it('shows an alarm handled as a real fire as processed, with its result and handler, and no handle button', async () => {
    const handled = buildEvent({
      id: 43,
      device_name: '4层 电梯前室 烟感',
      enum_confirm_type: { id: 1, name: '真实火警' },
      status: true,
      confirm_user: { id: 7, name: '王值班', account: 'operator' },
    });
    stubServer({
      ...answers,
      'GET /api_proxy/event/event_list/': { list: [handled, buildEvent({ id: 44 })], total: 2 },
    });
    renderWithApp(<EventListPage />, '/alarmdeal/alarmdeal_list/fire', '/alarmdeal/alarmdeal_list/:category');
    const row = (await screen.findByText('4层 电梯前室 烟感')).closest('tr')!;
    expect(within(row).getByTestId('alarm-status-processed').textContent).toBe('Processed');
    expect(within(row).getByTestId('alarm-confirm-type').textContent).toBe('Real fire');
    expect(row.textContent).toContain('王值班');
    expect(within(row).getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(within(row).queryByTestId('alarm-row-handle')).toBeNull();
    expect(screen.getAllByTestId('alarm-status-unprocessed')).toHaveLength(1);
  });

  it('opens on the unprocessed alarms, and shows them all after one click', async () => {
    const calls = stubServer(answers);
    const router = renderWithApp(
      <EventListPage />,
      '/alarmdeal/alarmdeal_list/fault',
      '/alarmdeal/alarmdeal_list/:category',
    );
    await screen.findByText('2层 配电间 烟感');
    const lists = () => calls.filter((call) => call.path === '/api_proxy/event/event_list/');
    expect(lists()[0]!.query.get('status')).toBe('false');
    expect(calls.find((call) => call.path === '/api_proxy/event/event_list_headers/')!.query.get('status')).toBe(
      'false',
    );
    expect(
      within(screen.getByTestId('filter-status')).getByRole('radio', { checked: true }).closest('label')!.textContent,
    ).toBe('Unprocessed');

    fireEvent.click(within(screen.getByTestId('filter-status')).getByText('All'));
    await waitFor(() => expect(router.state.location.search).toContain('status=all'));
    await waitFor(() => expect(lists().at(-1)!.query.has('status')).toBe(false));
    expect(
      within(screen.getByTestId('filter-status')).getByRole('radio', { checked: true }).closest('label')!.textContent,
    ).toBe('All');
  });

  it("exports the list's alarms with its filters through a one-time ticket, for a user holding the alarm history", async () => {
    prepareDom(['alarmdeal', 'company-historyalarm']);
    const calls = stubServer({
      ...answers,
      'POST /api_proxy/file/download_ticket/': { url: '/export/export?kind=events&ticket=t1', expires_in: 60 },
    });
    renderWithApp(
      <EventListPage />,
      '/alarmdeal/alarmdeal_list/fault?company_id=2&building_id=5&start_time=100&end_time=200&page_no=1',
      '/alarmdeal/alarmdeal_list/:category',
    );
    await screen.findByText('2层 配电间 烟感');
    fireEvent.click(screen.getByTestId('alarm-export'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api_proxy/file/download_ticket/')).toBe(true));
    const ticket = calls.find((call) => call.path === '/api_proxy/file/download_ticket/')!;
    expect(ticket.body).toEqual({
      target: 'export',
      kind: 'events',
      filters: {
        company_id: 2,
        building_id: 5,
        start_time: 100,
        end_time: 200,
        status_category: 'fault',
        processed: '0',
        shielded: '0',
      },
    });
  });

  it('offers no export to a user without the alarm history the export needs', async () => {
    stubServer(answers);
    renderWithApp(<EventListPage />, '/alarmdeal/alarmdeal_list/fault', '/alarmdeal/alarmdeal_list/:category');
    await screen.findByText('2层 配电间 烟感');
    expect(screen.queryByTestId('alarm-export')).toBeNull();
  });

  it('says the building and floor once when the position repeats them', async () => {
    const repeating = buildEvent({
      id: 45,
      device_name: '电梯厅 手报',
      building: { id: 1, name: 'A 座' },
      floor: { id: 5, name: 'F3' },
      location: 'A 座 F3 电梯厅',
    });
    stubServer({ ...answers, 'GET /api_proxy/event/event_list/': { list: [repeating], total: 1 } });
    renderWithApp(<EventListPage />, '/alarmdeal/alarmdeal_list/fire', '/alarmdeal/alarmdeal_list/:category');
    const row = (await screen.findByText('电梯厅 手报')).closest('tr')!;
    expect(within(row).getByText('A 座 F3 电梯厅')).toBeTruthy();
    expect(row.textContent).not.toContain('A 座 F3 A 座');
  });
});
