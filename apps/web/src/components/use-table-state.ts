import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToQuery, PAGE_SIZE, type FilterMap, type TableHead } from './table-filters';

export type TableState = {
  pageNo: number;
  pageSize: number;
  filters: FilterMap;
  setPage: (pageNo: number) => void;
  /** Sets the filter map and goes back to the first page. */
  setFilters: (filters: FilterMap) => void;
  /** page_no, page_size and the filters, ready for a list call. */
  query: Record<string, string | number>;
};

/** List page state: page_no lives in the URL query (spec 001 §2), filters in the page; a filter change resets the page. */
export const useTableState = <Row>(heads: TableHead<Row>[], initialFilters: FilterMap = {}, pageSize = PAGE_SIZE): TableState => {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = Math.max(0, Number.parseInt(searchParams.get('page_no') ?? '0', 10) || 0);
  const [filters, setFilterState] = useState<FilterMap>(initialFilters);

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
    (next: FilterMap) => {
      setFilterState(next);
      setPage(0);
    },
    [setPage],
  );

  const query = useMemo(() => ({ page_no: pageNo, page_size: pageSize, ...filtersToQuery(filters, heads) }), [pageNo, pageSize, filters, heads]);
  return { pageNo, pageSize, filters, setPage, setFilters, query };
};
