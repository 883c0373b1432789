import { hazardStatus, type HazardListQuery } from '@fireline/shared';
import { holds, requireAccess, type Caller } from '../../core/access';
import type { DbOrTx } from '../../db/client';
import { selectHazardPage, selectUnitCounts, type HazardFilter } from './hazards.repo';
import { presentHazardRow, type HazardCaller } from './hazards.service';

const page = async (
  db: DbOrTx,
  caller: HazardCaller,
  filter: HazardFilter,
  paging: { page_no: number; page_size: number },
) => {
  const { rows, total } = await selectHazardPage(db, caller.scope, {
    filter,
    pageNo: paging.page_no,
    pageSize: paging.page_size,
  });
  return { total, list: rows.map((row) => presentHazardRow(row, caller.lang)) };
};

/** GET patrol/hazard/list_by_company_cared_hazard: the scope's hazards; `mine=1` those waiting for the caller. */
export const listHazards = async (db: DbOrTx, options: { caller: Caller; query: HazardListQuery }) => {
  const { caller, query } = options;
  if (query.company_cared_id)
    await requireAccess(db, caller, { kind: 'unit', ids: query.company_cared_id, field: 'company_cared_id' });
  return page(
    db,
    caller,
    {
      companyId: query.company_cared_id,
      statuses: query.status ? [query.status] : undefined,
      level: query.level,
      source: query.source,
      keyword: query.keyword || undefined,
      from: query.start_time ? new Date(query.start_time * 1000) : undefined,
      to: query.end_time ? new Date(query.end_time * 1000) : undefined,
      isOverdue: query.is_overdue === undefined ? undefined : query.is_overdue === 1,
      waitingFor:
        query.mine === 1
          ? {
              userId: caller.session.userId,
              orgId: caller.session.orgId,
              handles: !caller.session.isAdmin && holds(caller, 'danger-handle'),
              disposes: !caller.session.isAdmin && holds(caller, 'danger-dispose'),
            }
          : undefined,
    },
    query,
  );
};

/** What waits for a unit's examination: to confirm (1), designate (2), review (4) and close (5). */
const examinedStatuses = [
  hazardStatus.reported,
  hazardStatus.confirmed,
  hazardStatus.disposed,
  hazardStatus.reviewed,
] as const;

/** GET patrol/hazard/list_by_company_hazard: the review list (隐患审核). */
export const listExamineHazards = async (
  db: DbOrTx,
  options: { caller: Caller; companyId?: number; status?: number; page_no: number; page_size: number },
) => {
  const { caller, companyId, status } = options;
  if (companyId) await requireAccess(db, caller, { kind: 'unit', ids: companyId, field: 'company_id' });
  const statuses = status
    ? (examinedStatuses as readonly number[]).includes(status)
      ? [status]
      : [0]
    : [...examinedStatuses];
  return page(db, caller, { companyId, statuses }, options);
};

/** GET patrol/hazard/list_by_company: the scope's units with their hazard counts. */
export const listHazardUnits = async (
  db: DbOrTx,
  options: { caller: Caller; name?: string; page_no: number; page_size: number },
) => {
  const { rows, total } = await selectUnitCounts(db, options.caller.scope, {
    name: options.name || undefined,
    pageNo: options.page_no,
    pageSize: options.page_size,
  });
  return {
    total,
    list: rows.map((row) => ({
      company_id: row.companyId,
      company_name: row.companyName,
      total: Number(row.total),
      open: Number(row.open),
      overdue: Number(row.overdue),
      closed: Number(row.closed),
    })),
  };
};
