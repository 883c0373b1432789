import { act, cleanup } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyFilterChange, type TableHead } from './table-filters';
import { renderAt, setupDom } from './test-utils';
import { useTableState, type TableState } from './use-table-state';

type Row = { id: number };
const heads: TableHead<Row>[] = [
  { id: 'name', name: 'Name', filter_options: { type: 'search', key: 'search' } },
  {
    id: 'building_name',
    name: 'Building',
    filter_options: {
      type: 'select',
      key: 'building_id',
      options: [
        { value: 7, label: '1号楼' },
        { value: 9, label: '2号楼' },
      ],
    },
  },
  {
    id: 'floor_name',
    name: 'Floor',
    filter_options: { type: 'select', key: 'floor_id', parent: 'building_id', options: [{ value: 71, label: 'F1' }] },
  },
  {
    id: 'status',
    name: 'Status',
    filter_options: {
      type: 'multiple',
      options: [
        { value: 1, label: 'alarm' },
        { value: 2, label: 'fault' },
      ],
    },
  },
  {
    id: 'create_time',
    name: 'Created',
    filter_options: { type: 'date_range', range_keys: ['start_time', 'end_time'] },
  },
];

/** Renders the hook at a URL and hands back its latest state and the router, as a list page would use them. */
const mountAt = (url: string) => {
  const latest: { state?: TableState } = {};
  const Probe = () => {
    latest.state = useTableState(heads, { context: ['company_id'] });
    return null;
  };
  const { router } = renderAt(<Probe />, url);
  const search = () => new URLSearchParams(router.state.location.search);
  return { state: () => latest.state!, search };
};

describe('list query helper (URL query ⇄ filters ⇄ list call)', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(cleanup);

  it('reads filters and page from the URL in their own types and sends them, with the context, to the list call', () => {
    const { state } = mountAt(
      '/list?company_id=3&company_type=info_company_cared&page_no=2&building_id=9&status=1,2&search=烟感',
    );
    expect(state().filters).toEqual({ search: '烟感', building_id: 9, status: [1, 2] });
    expect(state().query).toEqual({
      company_id: '3',
      page_no: 2,
      page_size: 20,
      search: '烟感',
      building_id: 9,
      status: '1,2',
    });
  });

  it('goes back to the first page on a filter change and keeps the other query values', () => {
    const { state, search } = mountAt('/list?company_id=3&page_no=4');
    act(() => state().setFilters({ search: '消防栓' }));
    expect(search().get('page_no')).toBe('0');
    expect(search().get('search')).toBe('消防栓');
    expect(search().get('company_id')).toBe('3');
    expect(state().query).toEqual({ company_id: '3', page_no: 0, page_size: 20, search: '消防栓' });
  });

  it('removes a cleared filter from the URL and from the list call', () => {
    const { state, search } = mountAt('/list?page_no=1&search=x&building_id=7');
    act(() => state().setFilters({ building_id: 7 }));
    expect(search().has('search')).toBe(false);
    expect(state().query).toEqual({ page_no: 0, page_size: 20, building_id: 7 });
  });

  it('clears the child filters when a parent filter is chosen', () => {
    const { state, search } = mountAt('/list?building_id=7&floor_id=71');
    expect(state().filters).toEqual({ building_id: 7, floor_id: 71 });
    act(() => state().setFilters(applyFilterChange(state().filters, heads, 'building_id', 9)));
    expect(search().get('building_id')).toBe('9');
    expect(search().has('floor_id')).toBe(false);
  });

  it("sends a date range as epoch seconds from the start of the site's first day to the end of its last", () => {
    const { state, search } = mountAt('/list');
    act(() =>
      state().setFilters(
        applyFilterChange(state().filters, heads, 'create_time', [
          dayjs('2026-03-05T15:20'),
          dayjs('2026-03-01T08:00'),
        ]),
      ),
    );
    // No stored session here: the site is the server's default, UTC+8.
    const start = Date.UTC(2026, 2, 1) / 1000 - 8 * 3600;
    const end = Date.UTC(2026, 2, 6) / 1000 - 8 * 3600 - 1;
    expect(search().get('start_time')).toBe(String(start));
    expect(search().get('end_time')).toBe(String(end));
    expect(state().query).toEqual({ page_no: 0, page_size: 20, start_time: start, end_time: end });
    expect(state().filters).toEqual({ create_time: [start, end] });
  });

  it('reads a 0-based page_no and ignores nonsense', () => {
    expect(mountAt('/list?page_no=-1').state().pageNo).toBe(0);
    cleanup();
    expect(mountAt('/list?page_no=abc').state().pageNo).toBe(0);
  });

  it('keeps the page number in the URL', () => {
    const { state, search } = mountAt('/list?search=x');
    act(() => state().setPage(3));
    expect(search().get('page_no')).toBe('3');
    expect(state().query).toEqual({ page_no: 3, page_size: 20, search: 'x' });
  });
});
