import {
  exportPermissions,
  operationActionLabels,
  operationLogFilterSchema,
  operationModuleLabel,
  type OperationLogFilter,
} from '@fireline/shared';
import { reachOf } from '../../core/access';
import { formatSiteTime, label, registerExporter } from '../exports';
import { readOperationLogBatch } from './logs.repo';
import { describeLogRow, requireLogOrg } from './logs.service';

type Row = Awaited<ReturnType<typeof readOperationLogBatch>>[number];

/** The operation log (/logList, /systemmanage/log) with its filters, newest first, in the caller's reach. */
registerExporter<OperationLogFilter, Row>({
  kind: 'operation_log',
  permission: exportPermissions.operation_log,
  sheetName: { zh: '操作日志', en: 'Operation log' },
  filterSchema: operationLogFilterSchema,
  columns: [
    { header_zh: '时间', header_en: 'Time', width: 20, value: (row, ctx) => formatSiteTime(row.createdAt, ctx) },
    {
      header_zh: '模块',
      header_en: 'Module',
      width: 14,
      value: (row, ctx) => operationModuleLabel(row.module, ctx.lang),
    },
    {
      header_zh: '操作',
      header_en: 'Action',
      width: 10,
      value: (row, ctx) => label(operationActionLabels, row.action, ctx.lang),
    },
    {
      header_zh: '操作内容',
      header_en: 'What happened',
      width: 48,
      value: (row, ctx) => describeLogRow(row, ctx),
    },
    { header_zh: '操作人', header_en: 'Operator', width: 14, value: (row) => row.realName || row.username },
    { header_zh: '账号', header_en: 'Account', width: 14, value: (row) => row.username },
    { header_zh: '所属机构', header_en: 'Organisation', width: 24, value: (row) => row.orgName },
    { header_zh: 'IP', header_en: 'IP', width: 16, value: (row) => row.ip },
    { header_zh: '记录ID', header_en: 'Record ids', width: 14, value: (row) => row.recordIds.join(', ') },
    { header_zh: '提交的字段', header_en: 'Fields sent', width: 60, value: (row) => row.remark },
    { header_zh: '接口', header_en: 'Call', width: 36, value: (row) => `${row.method} ${row.path}` },
  ],
  checkFilters: async (db, caller, filters) => requireLogOrg(db, caller, filters.company_id),
  fetchPage: (db, caller, filters, page) => readOperationLogBatch(db, reachOf(caller), filters, page),
});
