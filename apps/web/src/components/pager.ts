/** The page footer text of spec 000 §2: total items and current of pages. */
export const pagerFooter = (t: (key: 'pager.footer', values: Record<string, number>) => string, total: number, current: number, pageSize: number) =>
  t('pager.footer', { total, current, pages: Math.max(1, Math.ceil(total / pageSize)) });
