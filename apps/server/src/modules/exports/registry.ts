import type { ExportKind, Lang } from '@fireline/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../../core/access';
import type { sendDocument } from '../../core/documents';
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

/** A document as the download sends it (`body`, `filename`, `type`): an attachment named in UTF-8, never cached. */
export type RenderedDocument = Parameters<typeof sendDocument>[1];

/**
 * A document one screen renders on demand (a report's PDF, a statistic's workbook, a zip of labels), declared by the
 * module that owns it and registered with `documentRoutes` (document.routes.ts), which adds its calls and keeps the
 * one-time tickets and the per-user budget (EXPORT_RATE_PER_MINUTE) the same for all.
 *
 * With a `link`, the signed call at `link.path` checks and counts (`prepare`) and answers a one-time link
 * (DownloadTicketAnswer) to `download.path`, which the browser opens without our header. Without one, the download is
 * a POST the client sends itself with its session (the QR labels' zip), counted against the budget on its own.
 */
export type DocumentEntry<S extends z.ZodType> = {
  tags: string[];
  /** The catalogue node the caller's role must hold (any one of a list), on the link and again on the download. */
  permission: string | readonly string[];
  /** The link's and the download's querystring; the body of a download without a link. */
  input: S;
  /** The most rows a workbook of a list holds, handed to `write`; EXPORT_MAX_ROWS unless the entry says less. */
  maxRows?: number;
  link?: {
    path: string;
    summary: string;
    /**
     * Checks the caller may have the document and that it holds something (9993, 9995 "no data available for
     * export") and answers the query the link carries (without `lang`, which follows the caller's language).
     */
    prepare: (options: { request: FastifyRequest; input: z.output<S> }) => Promise<Record<string, unknown>>;
  };
  download: {
    path: string;
    summary: string;
    /** Reads again under the caller's scope (a ticket is no permission of its own) and renders the document. */
    write: (options: { request: FastifyRequest; input: z.output<S>; maxRows: number }) => Promise<RenderedDocument>;
  };
};

/** What a check needs of a registered document: its calls, as the route table records them. */
export type RegisteredDocument = { link?: string; download: { method: 'GET' | 'POST'; path: string } };

const documents = new Map<string, RegisteredDocument>();

/** Recorded by `documentRoutes`, keyed by the download's path (the same paths for every app built). */
export const registerDocument = (document: RegisteredDocument) => {
  documents.set(document.download.path, document);
};

export const registeredDocuments = () => [...documents.values()];
