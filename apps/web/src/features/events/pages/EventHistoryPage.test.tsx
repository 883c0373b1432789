import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithApp, stubServer } from '../test-support';
import { buildEvent } from '../../../lib/test-fixtures';
import { EventHistoryPage } from './EventHistoryPage';

const answers = {
  'GET /api_proxy/event/event_list/': { list: [buildEvent({ id: 51, device_name: '3层 走廊 烟感' })], total: 1 },
  'POST /api_proxy/file/download_ticket/': { url: '/export/export?kind=events&ticket=t1', expires_in: 60 },
};

describe("a unit's alarm history", { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['networkcompany', 'company-historyalarm']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("exports the unit's alarms of the tab with the history's filters", async () => {
    const calls = stubServer(answers);
    renderWithApp(
      <EventHistoryPage />,
      '/company/historyalarm/fire_info?company_id=9&company_type=info_company_cared&status=true',
      '/company/historyalarm/:tab',
    );
    await screen.findByText('3层 走廊 烟感');
    fireEvent.click(screen.getByTestId('history-export'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api_proxy/file/download_ticket/')).toBe(true));
    expect(calls.find((call) => call.path === '/api_proxy/file/download_ticket/')!.body).toEqual({
      target: 'export',
      kind: 'events',
      filters: { company_id: 9, status_category: 'fire', processed: '1', shielded: '0' },
    });
  });
});
