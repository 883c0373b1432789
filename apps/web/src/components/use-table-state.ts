import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromQuery,
  filtersToQuery,
  PAGE_SIZE,
  queryKeysOf,
  type FilterMap,
  type TableHead,
} from './table-filters';

export type TableState = {
  pageNo: number;
  pageSize: number;
  filters: FilterMap;
  setPage: (pageNo: number) => void;
  /** Writes the filter map into the URL query and goes back to the first page. */
  setFilters: (filters: FilterMap) => void;
  /** The context keys, page_no, page_size and the filters, ready for a list call. */
  query: Record<string, string | number>;
};

type Options = {
  /** Query keys that scope the list rather than filter it (company_id, system_id): passed to the list call as they are. */
  context?: readonly string[];
  pageSize?: number;
};

/**
 * The one list-page helper: URL query ⇄ filters ⇄ list call (spec 001 §2, §4). page_no and every filter live in the URL
 * query in the list call's own form, so a reload, a shared link or the back button shows the same page; a filter change
 * goes back to the first page.
 */
export const useTableState = <Row>(
  heads: TableHead<Row>[],
  { context = [], pageSize = PAGE_SIZE }: Options = {},
): TableState => {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = Math.max(0, Number.parseInt(searchParams.get('page_no') ?? '0', 10) || 0);
  const filters = useMemo(() => filtersFromQuery(searchParams, heads), [searchParams, heads]);
  const contextKey = context.join(',');

  const setPage = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        params.set('page_no', String(next));
        return params;
      }),
    [setSearchParams],
  );

  const setFilters = useCallback(
    (next: FilterMap) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        for (const key of heads.flatMap(queryKeysOf)) params.delete(key);
        for (const [key, value] of Object.entries(filtersToQuery(next, heads))) params.set(key, String(value));
        params.set('page_no', '0');
        return params;
      }),
    [setSearchParams, heads],
  );

  const query = useMemo(() => {
    const scope: Record<string, string> = {};
    for (const key of contextKey ? contextKey.split(',') : []) {
      const value = searchParams.get(key);
      if (value !== null && value !== '') scope[key] = value;
    }
    return { ...scope, page_no: pageNo, page_size: pageSize, ...filtersToQuery(filters, heads) };
  }, [contextKey, searchParams, pageNo, pageSize, filters, heads]);
  return { pageNo, pageSize, filters, setPage, setFilters, query };
};
