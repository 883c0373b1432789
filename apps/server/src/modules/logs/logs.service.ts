import {
  describeOperation,
  type Lang,
  type OperationAction,
  type OperationLog,
  type OperationLogFilter,
  type PageQuery,
} from '@fireline/shared';
import { reachOf, requireAccess, type Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { selectOperationLogs, type OperationLogRow } from './logs.repo';

/** The organisation filter names one the caller reaches (the `log_org` access kind): its own, or a unit of its scope. */
export const requireLogOrg = async (db: DbOrTx, caller: Caller, companyId: number | undefined) => {
  if (companyId !== undefined)
    await requireAccess(db, caller, { kind: 'log_org', ids: companyId, field: 'company_id' });
};

/** How the reader reads a row: their language and the site's clock (dates in a sentence are the site's days). */
export type LogReader = { lang: Lang; utcOffsetMinutes: number };

/** A row's sentence in the reader's language (docs/architecture.md "Operation log"). */
export const describeLogRow = (row: OperationLogRow, reader: LogReader) =>
  describeOperation(
    { module: row.module, action: row.action, record_ids: row.recordIds, summary: row.summary },
    reader.lang,
    reader.utcOffsetMinutes,
  );

export const presentOperationLog = (row: OperationLogRow, reader: LogReader): OperationLog => ({
  id: row.id,
  module: row.module,
  action: row.action as OperationAction,
  uid: row.userId,
  user_name: row.username,
  real_name: row.realName,
  company_id: row.orgId,
  company_name: row.orgName,
  ip: row.ip,
  record_ids: row.recordIds,
  remark: row.remark,
  summary: row.summary ?? null,
  description: describeLogRow(row, reader),
  method: row.method,
  path: row.path,
  create_time: Math.floor(row.createdAt.getTime() / 1000),
});

/** log/operation_log_list: the caller's organisation's rows and its scope's units' (docs/architecture.md "Operation log"). */
export const listOperationLog = async (
  db: DbOrTx,
  options: { caller: Caller; query: PageQuery & OperationLogFilter; reader: LogReader },
) => {
  await requireLogOrg(db, options.caller, options.query.company_id);
  const { rows, total } = await selectOperationLogs(db, reachOf(options.caller), options.query);
  return { total, list: rows.map((row) => presentOperationLog(row, options.reader)) };
};
