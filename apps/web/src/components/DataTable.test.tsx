import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import type { FilterMap, TableHead } from './table-filters';
import { renderAt, setupDom } from './test-utils';
import { useTableState } from './use-table-state';

type Unit = { id: number; company_name: string; region: string };
const heads: TableHead<Unit>[] = [
  { id: 'company_name', name: 'Unit name', width: 60 },
  {
    id: 'province',
    name: 'Province',
    filter_options: {
      type: 'select',
      options: [
        { value: '11', label: '北京市' },
        { value: '44', label: '广东省' },
      ],
    },
  },
  {
    id: 'city',
    name: 'City',
    filter_options: { type: 'select', parent: 'province', options: [{ value: '4401', label: '广州市' }] },
  },
  { id: 'region', name: 'Region', noshow: true },
];
const rows: Unit[] = [{ id: 1, company_name: '朝阳商厦', region: '北京' }];

const Harness = ({
  total,
  list,
  onQuery,
  onFilterChange,
}: {
  total: number;
  list: Unit[];
  onQuery: (query: Record<string, string | number>) => void;
  onFilterChange: (filters: FilterMap) => void;
}) => {
  const state = useTableState(heads);
  onQuery(state.query);
  return (
    <DataTable
      heads={heads}
      rows={list}
      total={total}
      state={state}
      rowKey={(row) => row.id}
      onFilterChange={onFilterChange}
    />
  );
};

describe('DataTable', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);

  it('writes page_no to the query, numbers pages from 1 on screen and disables previous and next at the ends', async () => {
    const onQuery = vi.fn();
    const { router } = renderAt(
      <Harness total={95} list={rows} onQuery={onQuery} onFilterChange={vi.fn()} />,
      '/units?page_no=0&city=4401',
    );
    expect(screen.getByTestId('pager-info').textContent).toBe('total 95 items, page 1 of 5');
    expect((screen.getByLabelText('Previous page') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(screen.getByTestId('pager')).getByRole('button', { name: '5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page_no=4&city=4401'));
    expect(onQuery).toHaveBeenLastCalledWith({ page_no: 4, page_size: 20, city: '4401' });
    expect((screen.getByLabelText('Next page') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('朝阳商厦')).toBeTruthy();
    expect(screen.queryByText('Region')).toBeNull();
  });

  it('resets to the first page on a filter choice, emits the map and clears child filters', async () => {
    const onQuery = vi.fn();
    const onFilterChange = vi.fn();
    const { router } = renderAt(
      <Harness total={95} list={rows} onQuery={onQuery} onFilterChange={onFilterChange} />,
      '/units?page_no=3&city=4401',
    );
    const provinceHeader = screen
      .getAllByText('Province')
      .map((node) => node.closest('th'))
      .find((cell) => cell?.querySelector('.ant-table-filter-trigger'))!;
    fireEvent.click(provinceHeader.querySelector('.ant-table-filter-trigger')!);
    fireEvent.click(await screen.findByRole('option', { name: '广东省' }));
    // The city filter set at first depends on the province: the emitted map no longer holds it.
    expect(onFilterChange).toHaveBeenCalledWith({ province: '44' });
    await waitFor(() => expect(router.state.location.search).toBe('?page_no=0&province=44'));
    expect(onQuery).toHaveBeenLastCalledWith({ page_no: 0, page_size: 20, province: '44' });
  });

  it('shows no data for an empty list', () => {
    renderAt(<Harness total={0} list={[]} onQuery={vi.fn()} onFilterChange={vi.fn()} />);
    expect(screen.getByText('no data')).toBeTruthy();
    expect(screen.getByTestId('pager-info').textContent).toBe('total 0 items, page 1 of 1');
  });
});

describe('DataTable column settings', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);

  it('shows at most 9 columns, lets one be hidden and then another shown, with a min width of 80', async () => {
    const many: TableHead<Unit>[] = Array.from({ length: 11 }, (_, index) => ({
      id: `c${index}`,
      name: `Column ${index}`,
      width: 40,
    }));
    const Wide = () => {
      const state = useTableState(many);
      return <DataTable heads={many} rows={rows} total={1} state={state} rowKey={(row) => row.id} />;
    };
    const { container } = renderAt(<Wide />);
    expect(container.querySelectorAll('thead th')).toHaveLength(9);
    expect(container.querySelector('col')?.getAttribute('style') ?? '').toContain('80px');
    fireEvent.click(screen.getByRole('button', { name: /Column settings/ }));
    const panel = await screen.findByTestId('column-settings');
    const box = (name: string) => within(panel).getByLabelText(name) as HTMLInputElement;
    expect(box('Column 9').disabled).toBe(true);
    fireEvent.click(box('Column 0'));
    await waitFor(() => expect(box('Column 9').disabled).toBe(false));
    fireEvent.click(box('Column 9'));
    await waitFor(() => expect(screen.getAllByText('Column 9').length).toBeGreaterThan(1));
    expect(container.querySelectorAll('thead th')).toHaveLength(9);
  });

  it('offers an automatic refresh every 1 or 3 minutes when the page can reload, and reloads on that beat', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const onRefresh = vi.fn();
      const Reloading = () => {
        const state = useTableState(heads);
        return (
          <DataTable heads={heads} rows={rows} total={1} state={state} rowKey={(row) => row.id} onRefresh={onRefresh} />
        );
      };
      renderAt(<Reloading />);
      fireEvent.click(screen.getByRole('button', { name: /Column settings/ }));
      const refresh = await screen.findByTestId('column-settings-refresh');
      expect(
        within(refresh)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['off', 'every 1 min', 'every 3 min']);
      vi.advanceTimersByTime(5 * 60_000);
      expect(onRefresh).not.toHaveBeenCalled();
      fireEvent.click(within(refresh).getByLabelText('every 1 min'));
      await waitFor(() =>
        expect((within(refresh).getByLabelText('every 1 min') as HTMLInputElement).checked).toBe(true),
      );
      vi.advanceTimersByTime(2 * 60_000);
      expect(onRefresh).toHaveBeenCalledTimes(2);
      fireEvent.click(within(refresh).getByLabelText('off'));
      await waitFor(() => expect((within(refresh).getByLabelText('off') as HTMLInputElement).checked).toBe(true));
      vi.advanceTimersByTime(5 * 60_000);
      expect(onRefresh).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the refresh choice out when the page gives no way to reload', async () => {
    const Plain = () => {
      const state = useTableState(heads);
      return <DataTable heads={heads} rows={rows} total={1} state={state} rowKey={(row) => row.id} />;
    };
    renderAt(<Plain />);
    fireEvent.click(screen.getByRole('button', { name: /Column settings/ }));
    await screen.findByTestId('column-settings');
    expect(screen.queryByTestId('column-settings-refresh')).toBeNull();
  });
});
