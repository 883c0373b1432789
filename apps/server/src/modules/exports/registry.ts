import type { ExportKind, Lang } from '@fireline/shared';
import type { z } from 'zod';
import type { Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';

/** What an exporter needs to present a row: the header language and the site's clock (GB_UTC_OFFSET_MINUTES). */
export type ExportContext = { lang: Lang; utcOffsetMinutes: number };

export type ExportColumn<R> = {
  header_zh: string;
  header_en: string;
  width?: number;
  value: (row: R, ctx: ExportContext) => string | number | null;
};

/**
 * One list screen's export: the same filters as the list (zod schema), scope applied in `fetchPage`, rows in the
 * list's order read by keyset (`afterId`) so 50 000 rows never need an OFFSET scan.
 */
export type Exporter<F, R extends { id: number }> = {
  kind: ExportKind;
  /** Permission-catalogue id of the list the export comes from (any one of a list). */
  permission: string | readonly string[];
  sheetName: { zh: string; en: string };
  filterSchema: z.ZodType<F>;
  columns: readonly ExportColumn<R>[];
  /**
   * Checks filters that point at one unit or device (requireAccess: 9995 / 9993) before anything is read, and the
   * caller's other permissions for a list whose tabs have their own.
   */
  checkFilters?: (db: DbOrTx, caller: Caller, filters: F, ctx: ExportContext) => Promise<void>;
  /** One batch of rows, restricted to what the caller sees (`ctx` for a list whose rows depend on the site's day). */
  fetchPage: (
    db: DbOrTx,
    caller: Caller,
    filters: F,
    page: { afterId?: number; limit: number },
    ctx: ExportContext,
  ) => Promise<R[]>;
};

type AnyExporter = Exporter<unknown, { id: number }>;
const exporters = new Map<ExportKind, AnyExporter>();

/** Lists add their export here; the last registration of a kind wins. */
export const registerExporter = <F, R extends { id: number }>(exporter: Exporter<F, R>) => {
  exporters.set(exporter.kind, exporter as unknown as AnyExporter);
};

export const findExporter = (kind: ExportKind) => exporters.get(kind);

/** 'YYYY-MM-DD HH:mm:ss' on the site's clock. */
export const formatSiteTime = (value: Date | null, ctx: ExportContext) => {
  if (!value) return null;
  return new Date(value.getTime() + ctx.utcOffsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
};

/** The one call that renders any list's export: the list exporters above answer it (exports.routes.ts). */
export const LIST_EXPORT_PATH = '/export/export';
