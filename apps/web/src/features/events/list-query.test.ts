import { describe, expect, it } from 'vitest';
import { normaliseRange, paramsFromSearch, searchForCategory, searchWithFilters, searchWithPage } from './list-query';

describe('alarm list query building', () => {
  it('reads filters and paging from the URL query into the list call parameters', () => {
    const search = new URLSearchParams(
      'company_id=3&building_id=7&start_time=1793491200&end_time=1793577600&status=false&device_type=smoke&page_no=2&page_size=50',
    );
    expect(paramsFromSearch(search, 'fault')).toEqual({
      status_category: 'fault',
      company_id: 3,
      building_id: 7,
      start_time: 1793491200,
      end_time: 1793577600,
      status: 'false',
      device_type: 'smoke',
      page_no: 2,
      page_size: 50,
    });
  });

  it('defaults paging to the first page of 20 and drops values that are not filters', () => {
    expect(
      paramsFromSearch(new URLSearchParams('company_id=abc&status=maybe&page_no=-1&page_size=500'), 'fire'),
    ).toEqual({ status_category: 'fire', page_no: 0, page_size: 100 });
    expect(paramsFromSearch(new URLSearchParams(''), 'fire')).toEqual({
      status_category: 'fire',
      page_no: 0,
      page_size: 20,
    });
  });

  it('applies a page default processing filter unless the query names one; status=all asks for both', () => {
    expect(paramsFromSearch(new URLSearchParams(''), 'fire', 'false').status).toBe('false');
    expect(paramsFromSearch(new URLSearchParams('status=true'), 'fire', 'false').status).toBe('true');
    expect(paramsFromSearch(new URLSearchParams('status=all'), 'fire', 'false')).not.toHaveProperty('status');
    expect(searchWithFilters(new URLSearchParams(), { status: 'all' }).get('status')).toBe('all');
  });

  it('new filters reset the page to the first and keep the company tab query', () => {
    const current = new URLSearchParams(
      'company_id=3&company_type=info_company_cared&page_no=4&status=true&building_id=9',
    );
    const next = searchWithFilters(current, { company_id: 5, status: 'false' });
    expect(next.get('page_no')).toBeNull();
    expect(next.get('company_id')).toBe('5');
    expect(next.get('status')).toBe('false');
    expect(next.get('building_id')).toBeNull();
    expect(next.get('company_type')).toBe('info_company_cared');
    expect(paramsFromSearch(next, 'fire').page_no).toBe(0);
  });

  it('swaps a reversed time range and drops a range with one end', () => {
    expect(normaliseRange(1793836800, 1793491200)).toEqual({ start_time: 1793491200, end_time: 1793836800 });
    expect(normaliseRange(1793836800, undefined)).toEqual({});
    const next = searchWithFilters(new URLSearchParams(), { start_time: 1793836800, end_time: 1793491200 });
    expect(next.get('start_time')).toBe('1793491200');
    expect(next.get('end_time')).toBe('1793836800');
  });

  it('paging keeps filters; a new page size starts again at the first page', () => {
    const current = new URLSearchParams('status=false&page_no=1');
    const moved = searchWithPage(current, 3, 20);
    expect(moved.get('page_no')).toBe('3');
    expect(moved.get('status')).toBe('false');
    expect(moved.get('page_size')).toBeNull();
    const resized = searchWithPage(moved, 3, 50);
    expect(resized.get('page_no')).toBe('0');
    expect(resized.get('page_size')).toBe('50');
  });

  it('switching category keeps the filters and resets the page', () => {
    const next = searchForCategory(new URLSearchParams('status=false&page_no=2&company_id=3'));
    expect(next.toString()).toBe('status=false&company_id=3');
  });
});
