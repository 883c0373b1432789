import { ErrorCodes, itemResults, patrolMessages, type recordDownloadQuerySchema } from '@fireline/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { PatrolCtx } from './patrol-context';
import { listRecordRows, selectRecordBatch, selectRecordItems } from './records.repo';
import { presentRecord, recordFilterOf } from './records.service';

const BATCH = 1_000;

type Query = z.infer<typeof recordDownloadQuerySchema>;
type Ctx = PatrolCtx & { siteTime: SiteTime };

/** Checks the filters and refuses an empty export ("no data available for export"); answers the link's query. */
export const prepareRecordExport = async (ctx: Ctx, query: Query) => {
  const filter = await recordFilterOf(ctx, query, ctx.siteTime.utcOffsetMinutes);
  const { total } = await listRecordRows(ctx.db, ctx.caller.scope, { ...filter, page_no: 0, page_size: 1 });
  if (total === 0) throw new AppError(ErrorCodes.noData, { detail: patrolMessages.noDataForExport });
  return { company_cared_id: query.company_cared_id, start_date: query.start_date, end_date: query.end_date };
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

/** The workbook: one row per check-in of the days asked (at most `maxRows`), oldest first, with its unfit items named. */
export const writeRecordExport = async (ctx: Ctx, query: Query, maxRows: number) => {
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
  while (written < maxRows) {
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
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    filename: `${name}-${query.start_date}_${query.end_date}.xlsx`,
    type: 'xlsx' as const,
  };
};
