import {
  chargeCountExportFilterSchema,
  chargeExportFilterSchema,
  exportPermissions,
  type ChargeCountRow,
  type ChargeExportFilters,
} from '@fireline/shared';
import type { z } from 'zod';
import type { Caller } from '../../core/access';
import { createSiteTime } from '../../core/site-time';
import type { DbOrTx } from '../../db/client';
import { registerExporter, type ExportContext } from '../exports';
import { checkExportFilters, countCharges, readChargeBatch } from './charges.service';

/** The export's database and the site's clock (a charge's state depends on the site's day). */
const depsOf = (db: DbOrTx, ctx: ExportContext) => ({
  db: db as never,
  siteTime: createSiteTime(ctx.utcOffsetMinutes),
});

const statusLabels: Record<number, { zh: string; en: string }> = {
  1: { zh: '未收款', en: 'Unpaid' },
  2: { zh: '部分收款', en: 'Partly paid' },
  3: { zh: '已收款', en: 'Paid' },
  4: { zh: '已逾期', en: 'Overdue' },
};

type ChargeBatchRow = Awaited<ReturnType<typeof readChargeBatch>>[number];
type Row = ChargeBatchRow & { id: number };

/** The charge list (/vyborg/charge): the charges the caller reads, with the list's filters, by id. */
registerExporter<ChargeExportFilters, Row>({
  kind: 'maint_charges',
  permission: exportPermissions.maint_charges,
  sheetName: { zh: '维保收费', en: 'Maintenance charges' },
  filterSchema: chargeExportFilterSchema,
  columns: [
    { header_zh: '项目名称', header_en: 'Project', width: 32, value: (row) => row.projectName },
    { header_zh: '维保公司', header_en: 'Maintenance company', width: 24, value: (row) => row.companyMaintName },
    { header_zh: '开始日期', header_en: 'From', width: 12, value: ({ charge }) => charge.startDate },
    { header_zh: '结束日期', header_en: 'To', width: 12, value: ({ charge }) => charge.endDate },
    { header_zh: '应收日期', header_en: 'Due day', width: 12, value: ({ charge }) => charge.dueDate },
    { header_zh: '应收金额(元)', header_en: 'Due (yuan)', width: 14, value: ({ charge }) => charge.amountDue },
    {
      header_zh: '实收金额(元)',
      header_en: 'Received (yuan)',
      width: 14,
      value: ({ charge }) => charge.amountReceived,
    },
    {
      header_zh: '未收金额(元)',
      header_en: 'Outstanding (yuan)',
      width: 14,
      value: ({ charge }) => Math.round((charge.amountDue - charge.amountReceived) * 100) / 100,
    },
    { header_zh: '收款日期', header_en: 'Received on', width: 12, value: ({ charge }) => charge.receivedDate },
    { header_zh: '发票号', header_en: 'Invoice no.', width: 16, value: ({ charge }) => charge.invoiceNo },
    {
      header_zh: '状态',
      header_en: 'Status',
      width: 10,
      value: (row, ctx) => statusLabels[row.status]?.[ctx.lang] ?? String(row.status),
    },
    { header_zh: '备注', header_en: 'Remark', width: 30, value: ({ charge }) => charge.remark },
  ],
  checkFilters: (db, caller, filters) => checkExportFilters(db as never, caller, filters),
  fetchPage: async (db, caller, filters, page, ctx) =>
    (await readChargeBatch(depsOf(db, ctx), caller, filters, page)).map((row) => ({ ...row, id: row.charge.id })),
});

type CountFilters = z.infer<typeof chargeCountExportFilterSchema>;
type CountRow = ChargeCountRow & { id: number };

const countsOf = async (db: DbOrTx, caller: Caller, filters: CountFilters, ctx: ExportContext) =>
  (await countCharges(depsOf(db, ctx), caller, filters)).list.map((row, index) => ({ ...row, id: index + 1 }));

/** The charge counts (/vyborg/chargecount): one row per group and period, as the page's table. */
registerExporter<CountFilters, CountRow>({
  kind: 'maint_charge_counts',
  permission: exportPermissions.maint_charge_counts,
  sheetName: { zh: '收费统计', en: 'Charge counts' },
  filterSchema: chargeCountExportFilterSchema,
  columns: [
    { header_zh: '名称', header_en: 'Name', width: 32, value: (row) => row.group_name },
    { header_zh: '期间', header_en: 'Period', width: 12, value: (row) => row.period },
    { header_zh: '收费笔数', header_en: 'Charges', width: 10, value: (row) => row.charge_count },
    { header_zh: '应收金额(元)', header_en: 'Due (yuan)', width: 14, value: (row) => row.due },
    { header_zh: '实收金额(元)', header_en: 'Received (yuan)', width: 14, value: (row) => row.received },
    { header_zh: '未收金额(元)', header_en: 'Outstanding (yuan)', width: 14, value: (row) => row.outstanding },
    { header_zh: '逾期笔数', header_en: 'Overdue', width: 10, value: (row) => row.overdue_count },
  ],
  checkFilters: (db, caller, filters) => checkExportFilters(db as never, caller, filters),
  // The counts are a few hundred grouped rows at most: computed once, then handed out after `afterId`.
  fetchPage: async (db, caller, filters, page, ctx) =>
    (await countsOf(db, caller, filters, ctx)).filter((row) => row.id > (page.afterId ?? 0)).slice(0, page.limit),
});
