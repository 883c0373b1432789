import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@fireline/shared';
import { idParam } from '../../lib/url';

/** The categories of /alarmdeal/alarmdeal_list/{status_category} and alarmdeal_shielded/{status_category}. */
export const listCategories = ['fire', 'fault', 'abnormal', 'operation', 'yinhuan', 'video'] as const;
export type ListCategory = (typeof listCategories)[number];

export const isListCategory = (value: string | undefined): value is ListCategory =>
  listCategories.includes(value as ListCategory);

/** The list filters of spec issue 5: unit, building, time range, processed, device type. */
export type ListFilters = {
  company_id?: number;
  building_id?: number;
  /** Epoch seconds on receive_time (docs/alarms.md). */
  start_time?: number;
  end_time?: number;
  /**
   * 'false' unprocessed, 'true' processed (spec 000 §4 status), absent for both. In the URL, 'all' says "both" on a
   * page whose default is one of them (the alarm list opens on the unprocessed).
   */
  status?: 'true' | 'false' | 'all';
  device_type?: string;
};

export type ListParams = ListFilters & { status_category?: string; page_no?: number; page_size?: number };

const filterKeys = ['company_id', 'building_id', 'start_time', 'end_time', 'status', 'device_type'] as const;

/**
 * The list call's parameters from the page's URL query: paging lives in the query, so a reload or a shared link keeps it.
 * `defaultStatus` is the processing filter of a query without one; `status=all` asks for both.
 */
export const paramsFromSearch = (
  search: URLSearchParams,
  statusCategory?: string,
  defaultStatus?: 'true' | 'false',
): ListParams => {
  const pageNo = Number(search.get('page_no'));
  const pageSize = Number(search.get('page_size'));
  const status = search.get('status') ?? defaultStatus;
  const params: ListParams = {
    status_category: statusCategory,
    page_no: Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 0,
    page_size: Number.isInteger(pageSize) && pageSize > 0 ? Math.min(pageSize, PAGE_SIZE_MAX) : PAGE_SIZE_DEFAULT,
    company_id: idParam(search.get('company_id')),
    building_id: idParam(search.get('building_id')),
    start_time: idParam(search.get('start_time')),
    end_time: idParam(search.get('end_time')),
    status: status === 'true' || status === 'false' ? status : undefined,
    device_type: search.get('device_type') || undefined,
  };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as ListParams;
};

/** Reversed time ranges are swapped (spec 000 §5); a range needs both ends (§9), else it is dropped. */
export const normaliseRange = (start?: number, end?: number): { start_time?: number; end_time?: number } => {
  if (start === undefined || end === undefined) return {};
  return start <= end ? { start_time: start, end_time: end } : { start_time: end, end_time: start };
};

/**
 * New filters replace the old ones in the URL query and reset paging to the first page; other query values
 * (company_id / company_type of a company tab, LEFTCHILDREN) are kept.
 */
export const searchWithFilters = (current: URLSearchParams, filters: ListFilters) => {
  const next = new URLSearchParams(current);
  for (const key of filterKeys) next.delete(key);
  next.delete('page_no');
  const range = normaliseRange(filters.start_time, filters.end_time);
  const values: ListFilters = { ...filters, start_time: range.start_time, end_time: range.end_time };
  for (const key of filterKeys) {
    const value = values[key];
    if (value !== undefined && value !== '') next.set(key, String(value));
  }
  return next;
};

/** Paging moves keep the filters; a new page size starts again at the first page. */
export const searchWithPage = (current: URLSearchParams, pageNo: number, pageSize: number) => {
  const next = new URLSearchParams(current);
  const previousSize = Number(current.get('page_size')) || PAGE_SIZE_DEFAULT;
  next.set('page_no', String(pageSize === previousSize ? Math.max(0, pageNo) : 0));
  if (pageSize === PAGE_SIZE_DEFAULT) next.delete('page_size');
  else next.set('page_size', String(pageSize));
  return next;
};

/** Switching category keeps the filters and starts again at the first page. */
export const searchForCategory = (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.delete('page_no');
  return next;
};

/**
 * The export's filters (eventExportFilterSchema) for the list a page shows: the same unit, building, time range, device
 * type, category and processing; the alarm and history lists hold no shielded events (shielded lists have their own).
 */
export const exportFiltersOf = (params: ListParams): Record<string, string | number | undefined> => ({
  company_id: params.company_id,
  building_id: params.building_id,
  start_time: params.start_time,
  end_time: params.end_time,
  device_type: params.device_type,
  status_category: params.status_category,
  processed: params.status === 'true' ? '1' : params.status === 'false' ? '0' : undefined,
  shielded: '0',
});
