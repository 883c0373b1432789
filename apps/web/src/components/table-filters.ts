import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { epochToSiteWall, siteDayRange } from '../lib/site-time';

export type FilterOption = { value: string | number; label: string };

/** How a column filters: one choice, several choices, a date range or a typed search. */
export type ColumnFilter = {
  type: 'select' | 'multiple' | 'date_range' | 'search';
  options?: FilterOption[];
  /** The query key the filter writes; the column id when absent. */
  key?: string;
  /** The key of the filter this one depends on (a city under a province): choosing the parent clears it. */
  parent?: string;
  /** Search input cap. */
  max_length?: number;
  /** The query keys of a date range's ends; `<key>_start` / `<key>_end` when absent. */
  range_keys?: [string, string];
};

/** A table head definition of spec 001 §3. */
export type TableHead<Row> = {
  id: string;
  name: string;
  width?: number;
  filter_options?: ColumnFilter;
  /** Hidden until ticked in the column settings. */
  noshow?: boolean;
  /** The cell's own rendering; the row's field `id` is shown otherwise. */
  custom?: (row: Row) => ReactNode;
};

export type FilterValue = string | number | (string | number)[] | [number, number];
export type FilterMap = Record<string, FilterValue>;

export const MIN_COLUMN_WIDTH = 80;
export const MAX_VISIBLE_COLUMNS = 9;
export const PAGE_SIZE = 20;

export const filterKeyOf = (head: { id: string; filter_options?: ColumnFilter }) => head.filter_options?.key ?? head.id;

/**
 * A date range in epoch seconds: the start of the first to the end of the last of the site's days (not the browser's);
 * null unless both are given. A reversed range is swapped rather than refused (spec 001 §5 Dates).
 */
export const dateRangeToEpoch = (
  range: readonly (Dayjs | string | null | undefined)[] | null | undefined,
): [number, number] | null => {
  if (!range || range.length !== 2 || !range[0] || !range[1]) return null;
  const [from, to] = [dayjs(range[0]), dayjs(range[1])];
  if (!from.isValid() || !to.isValid()) return null;
  return siteDayRange(from, to);
};

/** The reverse, for the range picker: the site's calendar days a stored range covers. */
export const epochToDateRange = (range: FilterValue | undefined): [Dayjs, Dayjs] | undefined =>
  Array.isArray(range) && range.length === 2 && typeof range[0] === 'number' && typeof range[1] === 'number'
    ? [epochToSiteWall(range[0]), epochToSiteWall(range[1])]
    : undefined;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The keys of filters that depend on `key`, directly or through another child. */
const descendantKeys = (heads: TableHead<unknown>[], key: string): string[] => {
  const children = heads.filter((head) => head.filter_options?.parent === key).map(filterKeyOf);
  return children.flatMap((child) => [child, ...descendantKeys(heads, child)]);
};

/**
 * The filter map after one column's choice (spec 001 §4): an empty value removes the key, a date range is stored as
 * epoch seconds only when both ends are given, and a parent's choice clears its child filters.
 */
export const applyFilterChange = <Row>(
  filters: FilterMap,
  heads: TableHead<Row>[],
  key: string,
  value: unknown,
): FilterMap => {
  const next: FilterMap = { ...filters };
  const head = heads.find((item) => filterKeyOf(item) === key);
  let stored: FilterValue | null = isEmpty(value) ? null : (value as FilterValue);
  if (stored !== null && head?.filter_options?.type === 'date_range')
    stored = dateRangeToEpoch(value as (Dayjs | string)[]);
  if (stored !== null && typeof stored === 'string') stored = stored.trim() || null;
  if (stored === null) delete next[key];
  else next[key] = stored;
  for (const child of descendantKeys(heads as TableHead<unknown>[], key)) delete next[child];
  return next;
};

/** The query a list call sends: page_no, page_size and each filter (a date range as `<key>_start` / `<key>_end`, several choices comma-joined). */
export const filtersToQuery = <Row>(filters: FilterMap, heads: TableHead<Row>[]): Record<string, string | number> => {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    const head = heads.find((item) => filterKeyOf(item) === key);
    if (head?.filter_options?.type === 'date_range' && Array.isArray(value)) {
      const [startKey, endKey] = head.filter_options.range_keys ?? [`${key}_start`, `${key}_end`];
      const [start, end] = value;
      if (start !== undefined) query[startKey] = start;
      if (end !== undefined) query[endKey] = end;
    } else query[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return query;
};

/** A query value as the filter holds it: the option's own value (a number stays a number) when one matches. */
const optionValueOf = (filter: ColumnFilter, text: string): string | number =>
  filter.options?.find((option) => String(option.value) === text)?.value ?? text;

/** The query keys a filter writes: both ends of a date range, else its one key. */
export const queryKeysOf = (head: { id: string; filter_options?: ColumnFilter }): string[] => {
  const key = filterKeyOf(head);
  if (head.filter_options?.type !== 'date_range') return [key];
  return [...(head.filter_options.range_keys ?? [`${key}_start`, `${key}_end`])];
};

/** The filter map a URL query holds (the reverse of filtersToQuery): a date range only when both ends are numbers. */
export const filtersFromQuery = <Row>(params: URLSearchParams, heads: TableHead<Row>[]): FilterMap => {
  const filters: FilterMap = {};
  for (const head of heads) {
    const filter = head.filter_options;
    if (!filter) continue;
    const key = filterKeyOf(head);
    if (filter.type === 'date_range') {
      const [start, end] = queryKeysOf(head).map((name) => Number(params.get(name) ?? Number.NaN));
      if (Number.isFinite(start) && Number.isFinite(end)) filters[key] = [start!, end!];
      continue;
    }
    const text = params.get(key);
    if (text === null || text === '') continue;
    if (filter.type === 'multiple') filters[key] = text.split(',').map((part) => optionValueOf(filter, part));
    else filters[key] = filter.type === 'search' ? text : optionValueOf(filter, text);
  }
  return filters;
};

/** Columns shown at first: those not marked noshow, at most the panel's maximum. */
export const initialVisibleColumns = <Row>(heads: TableHead<Row>[], max = MAX_VISIBLE_COLUMNS) =>
  heads
    .filter((head) => !head.noshow)
    .slice(0, max)
    .map((head) => head.id);
