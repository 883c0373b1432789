import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { TableHead } from './table-filters';
import { useTableState } from './use-table-state';

type ListQuery = Record<string, string | number>;

/**
 * A list page's table: its state in the address (useTableState), the page of rows asked for that state, and the props
 * a DataTable takes from both (`table`, spread into it beside the page's own). `queryKey` is the feature's key factory
 * for the list.
 */
export const useListTable = <Row>({
  heads,
  queryKey,
  fetch,
}: {
  heads: TableHead<Row>[];
  queryKey: (query: ListQuery) => QueryKey;
  fetch: (query: ListQuery) => Promise<{ list: Row[]; total: number }>;
}) => {
  const state = useTableState(heads);
  const list = useQuery({ queryKey: queryKey(state.query), queryFn: () => fetch(state.query) });
  return {
    state,
    list,
    table: { heads, rows: list.data?.list, total: list.data?.total ?? 0, state, loading: list.isFetching },
  };
};
