/** The page footer text of spec 000 §2: total items and current of pages. */
export const pagerFooter = (
  t: (key: 'pager.footer', values: Record<string, number>) => string,
  total: number,
  current: number,
  pageSize: number,
) => t('pager.footer', { total, current, pages: Math.max(1, Math.ceil(total / pageSize)) });

/** One pager entry: a page number (0-based, shown 1-based) or an ellipsis standing for the pages it hides. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'left' | 'right' };

/** Spec 001 §9: 4 numbered entries around the current page, 1 edge entry on each side, an ellipsis over a gap. */
export const PAGER_ENTRIES = 4;

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The entries of a pager for a 0-based current page out of `pages`. */
export const pagerItems = (current: number, pages: number): PagerItem[] => {
  const last = pages - 1;
  if (pages <= PAGER_ENTRIES + 2) return Array.from({ length: pages }, (_, page) => ({ kind: 'page', page }));
  let start = Math.max(1, current - 1);
  let end = start + PAGER_ENTRIES - 1;
  if (end > last - 1) {
    end = last - 1;
    start = end - PAGER_ENTRIES + 1;
  }
  const items: PagerItem[] = [{ kind: 'page', page: 0 }];
  if (start > 1) items.push({ kind: 'ellipsis', key: 'left' });
  for (let page = start; page <= end; page += 1) items.push({ kind: 'page', page });
  if (end < last - 1) items.push({ kind: 'ellipsis', key: 'right' });
  items.push({ kind: 'page', page: last });
  return items;
};
