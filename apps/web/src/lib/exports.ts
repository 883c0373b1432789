import type { ExportKind } from '@fireline/shared';
import { openDownload } from './downloads';

/**
 * The xlsx of a list with the filters the user sees (GET /export/export), opened in a new window through a one-time
 * link: the session token never goes into the URL.
 */
export const openExport = (kind: ExportKind, filters: Record<string, string | number | undefined> = {}) =>
  openDownload({
    target: 'export',
    kind,
    filters: Object.fromEntries(
      Object.entries(filters).filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
      ),
    ),
  });
