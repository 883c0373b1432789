import { render, screen, waitFor, within, fireEvent } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { AppProviders, preparePageTests, stubFetch, type StubCall } from '../../../components/test-utils';
import { ArchiveStatPage } from './ArchiveStatPage';

// The chart draws on a canvas jsdom lacks: a stand-in shows the option it was given.
vi.mock('../../../components/charts/Chart', () => ({
  Chart: ({ option, testId }: { option: unknown; testId?: string }) => (
    <pre data-testid={testId}>{JSON.stringify(option)}</pre>
  ),
}));

preparePageTests();
afterEach(() => vi.useRealTimers());

const byType = {
  by: 'type',
  total: 12_480,
  list: [
    { key: 'key_unit', name: 'key unit', count: 12_000 },
    { key: 'small_venue', name: 'small-scale venue', count: 480 },
  ],
};
const byClass = { by: 'class', total: 3, list: [{ key: '1', name: 'fire-safety key unit', count: 3 }] };

const renderPage = (url: string) => {
  const router = createMemoryRouter(
    [{ path: '/statisticv2/company/:by', element: <ArchiveStatPage area="company" /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { wrapper: AppProviders });
  return router;
};

const answer = (call: StubCall) => {
  if (call.path === '/api_proxy/statistic/company/') return call.query.get('by') === 'class' ? byClass : byType;
  if (call.path === '/api_proxy/statistic/export/')
    return { url: '/export/statistic?statistic=company&by=type&ticket=t1', expires_in: 60 };
  return null;
};

describe('unit statistics page', { timeout: 60_000 }, () => {
  it('shows the chart beside a table of each group’s count (in shorthand) and share, with the total', async () => {
    saveSession(buildLoginAnswer(['statistic']));
    const calls = stubFetch(answer);
    renderPage('/statisticv2/company/type');
    const table = await screen.findByTestId('stat-table');
    await within(table).findByText('key unit');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.filter((cells) => cells.length)).toEqual([
      ['key unit', '12K', '96.2%'],
      ['small-scale venue', '480', '3.8%'],
      ['In all', '12.5K', '100.0%'],
    ]);
    const chart = JSON.parse(screen.getByTestId('breakdown-chart').textContent!) as {
      series: { type: string; data: { name: string; value: number }[] }[];
    };
    expect(chart.series[0]!.type).toBe('pie');
    expect(chart.series[0]!.data).toEqual([
      { name: 'key unit', value: 12_000 },
      { name: 'small-scale venue', value: 480 },
    ]);
    expect(calls.find((call) => call.path === '/api_proxy/statistic/company/')!.query.get('by')).toBe('type');
  });

  it('exports exactly what is shown and opens the one-time link in a hidden frame', async () => {
    saveSession(buildLoginAnswer(['statistic']));
    const calls = stubFetch(answer);
    renderPage('/statisticv2/company/type');
    await screen.findByText('key unit');
    fireEvent.click(screen.getByTestId('stat-export'));
    await waitFor(() => expect(document.querySelector('[data-testid="download-frame"]')).not.toBeNull());
    const exportCall = calls.find((call) => call.path === '/api_proxy/statistic/export/')!;
    expect(exportCall.query.get('statistic')).toBe('company');
    expect(exportCall.query.get('by')).toBe('type');
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="download-frame"]')!;
    expect(frame.getAttribute('src')).toBe('/export/statistic?statistic=company&by=type&ticket=t1');
    frame.remove();
  });

  it('says "no data available for export" when the server counts nothing (9995)', async () => {
    saveSession(buildLoginAnswer(['statistic']));
    stubFetch(answer, (call) =>
      call.path === '/api_proxy/statistic/export/' ? { code: 9995, msg: 'no data available for export' } : undefined,
    );
    renderPage('/statisticv2/company/type');
    await screen.findByText('key unit');
    fireEvent.click(screen.getByTestId('stat-export'));
    expect(await screen.findByText('no data available for export')).toBeTruthy();
    expect(document.querySelector('[data-testid="download-frame"]')).toBeNull();
  });

  it('switches the grouping through the path', async () => {
    saveSession(buildLoginAnswer(['statistic']));
    const calls = stubFetch(answer);
    const router = renderPage('/statisticv2/company/type?window=week');
    await screen.findByText('key unit');
    fireEvent.click(screen.getByTestId('kind-class'));
    expect(await screen.findByText('fire-safety key unit')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/statisticv2/company/class');
    expect(router.state.location.search).toBe('?window=week');
    expect(
      calls.filter((call) => call.path === '/api_proxy/statistic/company/').map((call) => call.query.get('by')),
    ).toEqual(['type', 'class']);
  });
});
