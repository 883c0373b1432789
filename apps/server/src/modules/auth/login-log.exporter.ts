import {
  exportPermissions,
  loginLogFilterSchema,
  loginOperationLabels,
  loginReasonLabels,
  loginStatusLabels,
} from '@fireline/shared';
import type { z } from 'zod';
import { reachOf } from '../../core/access';
import { formatSiteTime, label, registerExporter } from '../exports';
import { readLoginLogBatch, type LoginLogRow } from './login-logs.repo';

type Filters = z.infer<typeof loginLogFilterSchema>;

/** The login log (/loginLogList) with its filters, newest first: the caller's organisation's and its scope's records. */
registerExporter<Filters, LoginLogRow>({
  kind: 'login_log',
  permission: exportPermissions.login_log,
  sheetName: { zh: '登录日志', en: 'Login log' },
  filterSchema: loginLogFilterSchema,
  columns: [
    { header_zh: '平台', header_en: 'Platform', width: 10, value: (row) => row.platform },
    { header_zh: '操作人', header_en: 'Operator', width: 16, value: (row) => row.username },
    { header_zh: '时间', header_en: 'Time', width: 20, value: (row, ctx) => formatSiteTime(row.createdAt, ctx) },
    { header_zh: 'IP', header_en: 'IP', width: 16, value: (row) => row.ip },
    { header_zh: '终端', header_en: 'Agent', width: 40, value: (row) => row.agent },
    {
      header_zh: '操作',
      header_en: 'Operation',
      width: 10,
      value: (row, ctx) => label(loginOperationLabels, row.operation, ctx.lang),
    },
    {
      header_zh: '状态',
      header_en: 'Status',
      width: 10,
      value: (row, ctx) => label(loginStatusLabels, row.status, ctx.lang),
    },
    {
      header_zh: '原因',
      header_en: 'Reason',
      width: 16,
      value: (row, ctx) => label(loginReasonLabels, row.reason, ctx.lang),
    },
  ],
  fetchPage: (db, caller, filters, page) => readLoginLogBatch(db, reachOf(caller), filters, page),
});
