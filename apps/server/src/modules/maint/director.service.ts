import {
  contractStates,
  maintMessages,
  maintStatuses,
  maintTaskMessages,
  unitOwnKinds,
  type DirectorClientQuery,
  type DirectorTaskAsk,
  type DirectorUnit,
  type DirectorUnitDetail,
  type DirectorUnitListQuery,
} from '@fireline/shared';
import { contractReachOf, holds, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import { ErrorCodes } from '@fireline/shared';
import type { Db } from '../../db/client';
import { siteToday } from './contract-scope';
import {
  countClients,
  selectClients,
  selectDirectorUnits,
  selectMaintHomeStats,
  selectRelatedOnUnit,
  selectUnitContracts,
  selectUnitEquipment,
  selectUnitFailedItems,
  selectUnitTasks,
  type DirectorUnitRow,
  type DirectorWindow,
} from './director.repo';
import { directorAsk } from './permissions';
import { invalid } from './plans.service';
import { pushTaskMessages, type TaskPushDeps } from './task-push';
import { insertTask, replaceTaskItems } from './tasks.repo';

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const epoch = (value: string | Date | null) => (value === null ? null : Math.floor(new Date(value).getTime() / 1000));

/** The period: the site's month holding today, first and last day. */
export const windowOn = (today: string): DirectorWindow => {
  const start = `${today.slice(0, 7)}-01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return { today, start, end: dayOf(Date.UTC(year, month, 1) - DAY_MS) };
};

const presentUnit = (row: DirectorUnitRow): DirectorUnit => ({
  company_id: row.unit_id,
  company_name: row.unit_name,
  maint_companies: [...row.maints].sort((a, b) => a.company_maint_id - b.company_maint_id),
  live_contracts: row.live,
  expiring_contracts: row.expiring,
  tasks_total: row.total,
  tasks_done: row.done,
  tasks_overdue: row.overdue,
  failed_items: row.failed,
  last_finish_time: epoch(row.last_finish),
});

const stateOf = (window: DirectorWindow, start: string, end: string) => {
  if (window.today < start) return { status: contractStates.not_started, days_left: 0, is_expiring: 0 as const };
  if (end < window.today) return { status: contractStates.finished, days_left: 0, is_expiring: 0 as const };
  const daysLeft = Math.round((dayMs(end) - dayMs(window.today)) / DAY_MS) + 1;
  return { status: contractStates.in_progress, days_left: daysLeft, is_expiring: daysLeft <= 30 ? 1 : (0 as 0 | 1) };
};

const refuse = (field: string) =>
  new AppError(ErrorCodes.noPermission, { detail: { zh: field, en: field }, data: { field } });

/**
 * The fire safety director's view (消防安全负责人, docs/maintenance.md "Fire safety director"): the units of the
 * caller's scope, with the figures of the contracts the caller reaches (a maintenance company: its own only). A unit
 * outside the scope → 9993 naming company_id; a director asks a task of a contract live today covering the unit.
 *
 * What the director's view needs: the database, the bus (an asked task's message) and the site's time.
 */
export type DirectorDeps = TaskPushDeps & { siteTime: SiteTime };

const windowNow = ({ siteTime }: DirectorDeps) => windowOn(siteToday(siteTime));
const requireUnit = (db: Db, caller: Caller, companyId: number) =>
  requireAccess(db, caller, { kind: 'unit', ids: companyId, orgKinds: unitOwnKinds, field: 'company_id' });

/** Contracts live today covering the unit that the caller reaches: those a director may ask a task under. */
const askable = async (db: Db, caller: Caller, companyId: number, window: DirectorWindow) =>
  (await selectUnitContracts(db, { reach: contractReachOf(caller), unitId: companyId }))
    .filter((row) => row.is_active && row.start_date <= window.today && window.today <= row.end_date)
    .map((row) => row.id);

export const listDirectorUnits = async (deps: DirectorDeps, caller: Caller, query: DirectorUnitListQuery) => {
  const { db } = deps;
  const window = windowNow(deps);
  const { rows, counts } = await selectDirectorUnits(db, {
    reach: contractReachOf(caller),
    set: { scope: caller.scope, name: query.company_name },
    window,
    filter: query.filter,
    pageNo: query.page_no,
    pageSize: query.page_size,
  });
  return {
    list: rows.map(presentUnit),
    total: counts[query.filter],
    counts,
    period: { start: window.start, end: window.end },
  };
};

export const getDirectorUnit = async (
  deps: DirectorDeps,
  caller: Caller,
  companyId: number,
): Promise<DirectorUnitDetail> => {
  const { db } = deps;
  await requireUnit(db, caller, companyId);
  const window = windowNow(deps);
  const reach = contractReachOf(caller);
  const [units, contracts, tasks, failed] = await Promise.all([
    selectDirectorUnits(db, {
      reach,
      set: { scope: caller.scope, unitId: companyId },
      window,
      filter: 'all',
      pageNo: 0,
      pageSize: 1,
    }),
    selectUnitContracts(db, { reach, unitId: companyId }),
    selectUnitTasks(db, { reach, unitId: companyId, window }),
    selectUnitFailedItems(db, { reach, unitId: companyId, window }),
  ]);
  const unit = units.rows[0]!;
  // Who may not ask (a reader of the unit's tab, e.g. an authority) is offered no contract to ask under.
  const askIds = contracts
    .filter(() => holds(caller, directorAsk))
    .filter((row) => row.is_active && row.start_date <= window.today && window.today <= row.end_date)
    .map((row) => row.id);
  return {
    ...presentUnit(unit),
    period: { start: window.start, end: window.end },
    contracts: contracts.map((row) => ({
      id: row.id,
      project_name: row.project_name,
      company_maint_id: row.company_maint_id,
      company_maint_name: row.company_maint_name,
      contact_period: [row.start_date, row.end_date] as [string, string],
      ...stateOf(window, row.start_date, row.end_date),
      project_contact_name: row.project_contact_name,
      project_contact_phone: row.project_contact_phone,
      spot_contact_name: row.spot_contact_name,
      spot_contact_phone: row.spot_contact_phone,
    })),
    tasks: tasks.map((row) => ({
      id: row.id,
      contract_id: row.contract_id,
      project_name: row.project_name,
      company_maint_name: row.company_maint_name,
      task_name: row.task_name,
      enum_task_type: row.enum_task_type,
      plan_start_time: row.plan_start_time,
      plan_end_time: row.plan_end_time,
      enum_maint_status: row.enum_maint_status as 1 | 2 | 3 | 4,
      related_resp_name: row.related_resp_name,
      is_overdue: row.is_overdue ? 1 : 0,
      fail_count: row.fail_count,
      finish_time: epoch(row.finished_at),
    })),
    failed: failed.map((row) => ({
      item_id: row.item_id,
      task_id: row.task_id,
      task_name: row.task_name,
      equipment_name: row.equipment_name,
      building_name: row.building_name,
      position_desc: row.position_desc,
      reading: row.reading,
      remark: row.remark,
      checked_time: epoch(row.checked_at),
    })),
    ask_contract_ids: askIds,
    ask_equipment: await selectUnitEquipment(db, { unitId: companyId, contractIds: askIds }),
  };
};

/**
 * The director asks the maintenance company for a task on the unit (adim_newtask): under a contract live today
 * covering it, on the unit's equipment under that contract; the task waits to be assigned, and the contract's
 * responsible person is told.
 */
export const askTask = async (deps: DirectorDeps, caller: Caller, body: DirectorTaskAsk) => {
  const { db } = deps;
  await requireUnit(db, caller, body.company_id);
  await requireAccess(db, caller, { kind: 'contract', ids: body.contract_id, field: 'contract_id' });
  const window = windowNow(deps);
  if (!(await askable(db, caller, body.company_id, window)).includes(body.contract_id)) throw refuse('contract_id');
  if (body.plan_end_time < body.plan_start_time) throw invalid('plan_end_time', maintMessages.endBeforeStart);
  const ids = [...new Set(body.related_ids)];
  if (ids.length === 0) throw invalid('related_ids', maintTaskMessages.itemsFirst);
  const found = await selectRelatedOnUnit(db, { contractId: body.contract_id, unitId: body.company_id, ids });
  if (found.length !== ids.length) throw invalid('related_ids', maintTaskMessages.notUnderContract);
  const task = await db.transaction(async (tx) => {
    const row = await insertTask(tx, {
      contractId: body.contract_id,
      taskName: body.task_name,
      enumTaskType: body.enum_task_type,
      planStartDate: body.plan_start_time,
      planEndDate: body.plan_end_time,
      relatedRespUid: null,
      status: maintStatuses.to_assign,
      createrId: caller.session.userId,
    });
    await replaceTaskItems(tx, row.id, ids);
    return row;
  });
  await pushTaskMessages(deps, { kind: 'asked', taskIds: [task.id], exceptUid: caller.session.userId });
  return { id: task.id };
};

export const listDirectorClients = async (deps: DirectorDeps, caller: Caller, query: DirectorClientQuery) => {
  const { db } = deps;
  if (query.company_id) await requireUnit(db, caller, query.company_id);
  const window = windowNow(deps);
  const options = {
    reach: contractReachOf(caller),
    set: { scope: caller.scope, name: query.company_name, unitId: query.company_id },
    window,
  };
  const rows = await selectClients(db, { ...options, pageNo: query.page_no, pageSize: query.page_size });
  const total = rows[0] ? Number(rows[0].total) : await countClients(db, options);
  return {
    total,
    list: rows.map((row) => ({
      company_id: row.unit_id,
      company_name: row.unit_name,
      company_maint_id: row.company_maint_id,
      company_maint_name: row.company_maint_name,
      contract_id: row.contract_id,
      project_name: row.project_name,
      contact_period: [row.start_date, row.end_date] as [string, string],
      days_left: stateOf(window, row.start_date, row.end_date).days_left,
      is_expiring: stateOf(window, row.start_date, row.end_date).is_expiring,
      project_contact_name: row.project_contact_name,
      project_contact_phone: row.project_contact_phone,
      spot_contact_name: row.spot_contact_name,
      spot_contact_phone: row.spot_contact_phone,
      equip_count: row.equip_count,
      tasks_total: row.tasks_total,
      tasks_done: row.tasks_done,
      tasks_overdue: row.tasks_overdue,
    })),
  };
};

export const directorHomeStats = async (deps: DirectorDeps, caller: Caller, query: { company_id?: number }) => {
  const { db } = deps;
  if (query.company_id) await requireUnit(db, caller, query.company_id);
  return selectMaintHomeStats(db, {
    reach: contractReachOf(caller),
    scope: caller.scope,
    unitId: query.company_id,
    window: windowNow(deps),
  });
};
