import {
  DOWNLOAD_TICKET_TTL_SECONDS,
  ErrorCodes,
  itemResults,
  patrolMessages,
  type DownloadTicketAnswer,
  type recordDownloadQuerySchema,
} from '@fireline/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { canonicalParams, issueDownloadTicket } from '../../core/download-tickets';
import type { SiteTime } from '../../core/site-time';
import type { PatrolCtx } from './patrol-context';
import { listRecordRows, selectRecordBatch, selectRecordItems } from './records.repo';
import { presentRecord, recordFilterOf } from './records.service';

/** The link patrol/record/down_reocrd_by_date answers (opened by the browser with its one-time ticket). */
export const RECORD_EXPORT_PATH = '/export/patrol_records';
/** An export holds at most this many check-ins. */
const EXPORT_MAX_ROWS = 50_000;
const BATCH = 1_000;

type Query = z.infer<typeof recordDownloadQuerySchema>;
type Ctx = PatrolCtx & { siteTime: SiteTime };

const params = (query: Query, lang: string) => ({
  company_cared_id: query.company_cared_id,
  start_date: query.start_date,
  end_date: query.end_date,
  ...(lang === 'en' ? { lang: 'eng' } : {}),
});

/** Checks the filters, refuses an empty export ("no data available for export"), and answers a one-time link. */
export const prepareRecordExport = async (ctx: Ctx, query: Query): Promise<DownloadTicketAnswer> => {
  const filter = await recordFilterOf(ctx, query, ctx.siteTime.utcOffsetMinutes);
  const { total } = await listRecordRows(ctx.db, ctx.caller.scope, { ...filter, page_no: 0, page_size: 1 });
  if (total === 0) throw new AppError(ErrorCodes.noData, { detail: patrolMessages.noDataForExport });
  const url = await issueDownloadTicket(ctx.db, {
    sessionId: ctx.caller.session.sessionId,
    userId: ctx.caller.session.userId,
    path: RECORD_EXPORT_PATH,
    params: canonicalParams(params(query, ctx.lang)),
    ttlSeconds: DOWNLOAD_TICKET_TTL_SECONDS,
  });
  return { url, expires_in: DOWNLOAD_TICKET_TTL_SECONDS };
};

const headers = {
  zh: [
    '打卡时间',
    '单位',
    '巡查点编号',
    '巡查点',
    '巡查人',
    '任务编号',
    '状态',
    '合格项',
    '不合格项',
    '不合格内容',
    '备注',
  ],
  en: [
    'Check-in time',
    'Unit',
    'Site code',
    'Site',
    'Checked by',
    'Task',
    'Status',
    'Fit',
    'Unfit',
    'Unfit items',
    'Remark',
  ],
};

/** The workbook: one row per check-in of the days asked, oldest first, with its unfit items named. */
export const writeRecordExport = async (ctx: Ctx, query: Query) => {
  const filter = await recordFilterOf(ctx, query, ctx.siteTime.utcOffsetMinutes);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(ctx.lang === 'en' ? 'Patrol records' : '巡查记录');
  sheet.columns = headers[ctx.lang].map((header, index) => ({
    header,
    key: String(index),
    width: index === 9 ? 40 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  let afterId = 0;
  let written = 0;
  while (written < EXPORT_MAX_ROWS) {
    const rows = await selectRecordBatch(ctx.db, ctx.caller.scope, filter, { afterId, limit: BATCH });
    if (rows.length === 0) break;
    const items = await selectRecordItems(
      ctx.db,
      rows.map((row) => row.record.id),
    );
    for (const row of rows) {
      const record = presentRecord(row, ctx.lang);
      const unfit = items
        .filter((item) => item.recordId === row.record.id && item.result === itemResults.unfit)
        .map((item) => item.itemName + (item.remark ? `(${item.remark})` : ''))
        .join('; ');
      sheet.addRow([
        ctx.siteTime.format(row.record.checkedAt),
        record.company_name,
        record.site_code,
        record.site_name,
        record.checked_by.name,
        record.task_number,
        record.punch_status.name,
        record.fit_count,
        record.unfit_count,
        unfit,
        record.remark,
      ]);
    }
    written += rows.length;
    afterId = rows[rows.length - 1]!.record.id;
  }
  const name = ctx.lang === 'en' ? 'patrol-records' : '巡查记录';
  return {
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    filename: `${name}-${query.start_date}_${query.end_date}.xlsx`,
  };
};
