import { PassThrough } from 'node:stream';
import { ErrorCodes, EXPORT_MAX_ROWS, exportNoDataMessage, type ExportKind } from '@fireline/shared';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import { holds, type Caller } from '../../core/access';
import { mapValidationIssues } from '../../core/validation-errors';
import type { DbOrTx } from '../../db/client';
import { findExporter, type ExportContext } from './registry';

const BATCH = 1000;

/**
 * Streams the xlsx of a list with its filters: refuses (9993) without the list's permission, answers 9995 'no data
 * available for export' when nothing matches, else writes at most EXPORT_MAX_ROWS rows batch by batch as they are read.
 */
export const exportList = async (options: {
  db: DbOrTx;
  logger: FastifyBaseLogger;
  caller: Caller;
  kind: ExportKind;
  query: Record<string, unknown>;
  ctx: ExportContext;
}) => {
  const { db, caller, ctx } = options;
  const exporter = findExporter(options.kind);
  if (!exporter) throw new AppError(ErrorCodes.noData, { detail: exportNoDataMessage });
  if (!holds(caller, exporter.permission)) throw new AppError(ErrorCodes.noPermission);
  const parsed = exporter.filterSchema.safeParse(options.query);
  if (!parsed.success) {
    const mapped = mapValidationIssues(parsed.error.issues as never, 'querystring');
    throw new AppError(mapped.code, { detail: mapped.detail, data: mapped.data });
  }
  const filters = parsed.data;
  await exporter.checkFilters?.(db, caller, filters, ctx);
  const first = await exporter.fetchPage(db, caller, filters, { limit: Math.min(BATCH, EXPORT_MAX_ROWS) }, ctx);
  if (first.length === 0) throw new AppError(ErrorCodes.noData, { detail: exportNoDataMessage });

  const output = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(exporter.sheetName[ctx.lang]);
    sheet.columns = exporter.columns.map((column, index) => ({
      header: ctx.lang === 'en' ? column.header_en : column.header_zh,
      key: String(index),
      width: column.width ?? 18,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let page = first;
    let written = 0;
    while (page.length > 0 && written < EXPORT_MAX_ROWS) {
      for (const row of page.slice(0, EXPORT_MAX_ROWS - written)) {
        sheet.addRow(exporter.columns.map((column) => column.value(row, ctx))).commit();
        written += 1;
      }
      if (page.length < BATCH || written >= EXPORT_MAX_ROWS) break;
      page = await exporter.fetchPage(db, caller, filters, { afterId: page[page.length - 1]!.id, limit: BATCH }, ctx);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    options.logger.error({ err: error, kind: options.kind }, 'export failed while streaming');
    output.destroy(error as Error);
  });
  const stamp = new Date(Date.now() + ctx.utcOffsetMinutes * 60_000).toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return { stream: output, filename: `${exporter.sheetName[ctx.lang]}-${stamp}.xlsx` };
};
