import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { buildLoginAnswer } from '../lib/test-fixtures';
import { pageCount, pagerItems } from './pager';
import {
  applyFilterChange,
  dateRangeToEpoch,
  epochToDateRange,
  filtersToQuery,
  initialVisibleColumns,
  type TableHead,
} from './table-filters';

/** Midnight of a day at the UTC+8 site, in epoch seconds (month 1-based). */
const siteMidnight = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 1000 - 8 * 3600;

type Row = { id: number };
const heads: TableHead<Row>[] = [
  { id: 'company_name', name: 'Name', filter_options: { type: 'search' } },
  { id: 'province', name: 'Province', filter_options: { type: 'select', options: [{ value: '11', label: '北京市' }] } },
  { id: 'city', name: 'City', filter_options: { type: 'select', parent: 'province' } },
  { id: 'county', name: 'County', filter_options: { type: 'select', parent: 'city' } },
  { id: 'create_time', name: 'Created', filter_options: { type: 'date_range', key: 'time' } },
  { id: 'status', name: 'Status', filter_options: { type: 'multiple' } },
];

describe('table filters', () => {
  beforeAll(() => saveSession(buildLoginAnswer(['networkcompany'], { utc_offset_minutes: 480 })));

  it("turns a date range into epoch seconds from the start of the site's first day to the end of its last", () => {
    const [start, end] = dateRangeToEpoch(['2026-03-01', '2026-03-02'])!;
    expect(start).toBe(siteMidnight(2026, 3, 1));
    expect(end).toBe(siteMidnight(2026, 3, 3) - 1);
    expect(dateRangeToEpoch(['2026-03-02', '2026-03-01'])).toEqual([start, end]);
    expect(dateRangeToEpoch(['2026-03-01', null])).toBeNull();
    expect(dateRangeToEpoch(['2026-03-01'])).toBeNull();
  });

  it("shows a stored range in the picker as the site's calendar days", () => {
    const days = epochToDateRange([siteMidnight(2026, 3, 1), siteMidnight(2026, 3, 3) - 1])!;
    expect(days.map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-03-01', '2026-03-02']);
    expect(epochToDateRange(undefined)).toBeUndefined();
  });

  it('stores a choice, removes a cleared filter and needs both ends of a date range', () => {
    let filters = applyFilterChange({}, heads, 'company_name', '  朝阳  ');
    expect(filters).toEqual({ company_name: '朝阳' });
    filters = applyFilterChange(filters, heads, 'time', [dayjs('2026-03-01'), null]);
    expect(filters).toEqual({ company_name: '朝阳' });
    filters = applyFilterChange(filters, heads, 'time', [dayjs('2026-03-01'), dayjs('2026-03-01')]);
    expect(filters.time).toEqual([siteMidnight(2026, 3, 1), siteMidnight(2026, 3, 2) - 1]);
    filters = applyFilterChange(filters, heads, 'company_name', undefined);
    filters = applyFilterChange(filters, heads, 'status', []);
    expect(Object.keys(filters)).toEqual(['time']);
  });

  it('clears the child filters, and theirs, when a parent is chosen', () => {
    const filters = { province: '11', city: '1101', county: '110105', company_name: 'x' };
    expect(applyFilterChange(filters, heads, 'province', '31')).toEqual({ province: '31', company_name: 'x' });
    expect(applyFilterChange(filters, heads, 'city', undefined)).toEqual({ province: '11', company_name: 'x' });
  });

  it('writes the filters into a list query', () => {
    expect(filtersToQuery({ time: [1, 2], status: [0, 1], province: '11' }, heads)).toEqual({
      time_start: 1,
      time_end: 2,
      status: '0,1',
      province: '11',
    });
  });

  it('shows at most 9 columns at first and skips noshow ones', () => {
    const many: TableHead<Row>[] = Array.from({ length: 12 }, (_, index) => ({
      id: `c${index}`,
      name: `C${index}`,
      noshow: index === 1,
    }));
    expect(initialVisibleColumns(many)).toEqual(['c0', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9']);
  });
});

describe('pager entries', () => {
  const shown = (current: number, pages: number) =>
    pagerItems(current, pages).map((item) => (item.kind === 'page' ? item.page + 1 : '…'));

  it('shows every page when few', () => {
    expect(shown(0, 1)).toEqual([1]);
    expect(shown(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows 4 entries around the current page, one edge entry each side and ellipses over gaps', () => {
    expect(shown(0, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(shown(4, 10)).toEqual([1, '…', 4, 5, 6, 7, '…', 10]);
    expect(shown(9, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
    expect(shown(7, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });

  it('counts pages from total and page size', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
