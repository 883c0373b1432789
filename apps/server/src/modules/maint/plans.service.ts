import {
  ErrorCodes,
  maintMessages,
  maintTaskMessages,
  type MaintPlan,
  type MaintPlanCreate,
  type MaintPlanListQuery,
  type MaintPlanUpdate,
} from '@fireline/shared';
import { contractReachOf, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { Db } from '../../db/client';
import { isContractWorker, requireContractWorker } from './contract-rules';
import { siteToday } from './contract-scope';
import { findLivePerson, selectUnitIdsOf, type ContractRow } from './contracts.repo';
import { generatePlanTasks } from './plan-schedule.service';
import { pushTaskMessages, type TaskPushDeps } from './task-push';
import {
  deletePlanRow,
  findPlan,
  insertPlan,
  listPlans as listPlansRow,
  selectNames,
  selectPlanCounts,
  selectRelatedOf,
  updatePlanRow,
  type PlanRow,
  type PlanValues,
} from './tasks.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

export const invalid = (field: string, message: { zh: string; en: string }) =>
  new AppError(ErrorCodes.paramValue, {
    detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` },
    data: { field },
  });
export const noData = (field = 'id') =>
  new AppError(ErrorCodes.noData, { detail: { zh: field, en: field }, data: { field } });

/** The person a task goes to: one of the contract's maintenance company (8996 otherwise). */
export const checkResp = async (db: Db, contract: ContractRow, uid: number | null, field = 'related_resp_uid') => {
  if (uid === null) return;
  const person = await findLivePerson(db, uid);
  if (person?.orgId !== contract.companyMaintId) throw invalid(field, maintMessages.notMaintPerson);
};

/** Maintenance items: at least one, each equipment under the contract (8996 naming related_ids). */
export const checkItems = async (db: Db, contractId: number, ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid('related_ids', maintTaskMessages.itemsFirst);
  const found = await selectRelatedOf(db, contractId, unique);
  if (found.length !== unique.length) throw invalid('related_ids', maintTaskMessages.notUnderContract);
  return unique;
};

/**
 * Maintenance plans (维保计划): a contract's items and breakdown; made and changed by the contract's workers, read with
 * the contract. A plan running today makes today's tasks at once (the scheduler makes the later ones).
 *
 * What plans need: the database, the bus (generated tasks' messages) and the site's time.
 */
export type PlanDeps = TaskPushDeps & { siteTime: SiteTime };

const worker = async (db: Db, caller: Caller, contractId: number) =>
  requireContractWorker(db, caller, {
    id: contractId,
    unitIds: await selectUnitIdsOf(db, contractId),
    field: 'contract_id',
  });

const present = async (
  db: Db,
  rows: Array<{ plan: PlanRow; projectName: string; companyMaintId: number; companyMaintName: string }>,
  caller: Caller,
): Promise<MaintPlan[]> => {
  const [counts, names] = await Promise.all([
    selectPlanCounts(
      db,
      rows.map((row) => row.plan.id),
    ),
    selectNames(
      db,
      rows.map((row) => row.plan.relatedRespUid),
    ),
  ]);
  const units = new Map<number, number[]>();
  for (const row of rows)
    if (!units.has(row.plan.contractId)) units.set(row.plan.contractId, await selectUnitIdsOf(db, row.plan.contractId));
  return rows.map(({ plan, projectName, companyMaintId, companyMaintName }) => {
    const found = counts.find((row) => row.planId === plan.id);
    return {
      id: plan.id,
      contract_id: plan.contractId,
      project_name: projectName,
      company_maint_id: companyMaintId,
      company_maint_name: companyMaintName,
      plan_name: plan.planName,
      enum_task_type: plan.enumTaskType as 1 | 3,
      plan_period: [plan.startDate, plan.endDate],
      related_resp_uid: plan.relatedRespUid,
      related_resp_name: plan.relatedRespUid ? (names.person.get(plan.relatedRespUid) ?? '') : '',
      related_ids: plan.relatedIds,
      breakdown: { type: plan.breakdownType, list: plan.breakdownList },
      remark: plan.remark,
      counts: {
        to_assign: found?.to_assign ?? 0,
        to_receive: found?.to_receive ?? 0,
        in_progress: found?.in_progress ?? 0,
        completed: found?.completed ?? 0,
      },
      can_work: isContractWorker(caller, { companyMaintId }, units.get(plan.contractId) ?? []) ? 1 : 0,
      create_time: epoch(plan.createdAt),
    };
  });
};

const values = async (db: Db, caller: Caller, body: MaintPlanCreate): Promise<PlanValues> => {
  const contract = await worker(db, caller, body.contract_id);
  const [startDate, endDate] = body.plan_period;
  if (endDate < startDate) throw invalid('plan_period', maintMessages.endBeforeStart);
  if (startDate < contract.startDate || endDate > contract.endDate)
    throw invalid('plan_period', maintTaskMessages.planOutside);
  await checkResp(db, contract, body.related_resp_uid);
  const relatedIds = await checkItems(db, contract.id, body.related_ids);
  return {
    contractId: contract.id,
    planName: body.plan_name,
    enumTaskType: body.enum_task_type,
    startDate,
    endDate,
    relatedRespUid: body.related_resp_uid,
    relatedIds,
    breakdownType: body.breakdown.type,
    breakdownList: body.breakdown.type === 0 ? [] : [...new Set(body.breakdown.list)].sort((a, b) => a - b),
    remark: body.remark,
  };
};

const requirePlan = async (db: Db, caller: Caller, id: number) => {
  await requireAccess(db, caller, { kind: 'maint_plan', ids: id, field: 'id' });
  const found = await findPlan(db, id);
  if (!found) throw noData();
  return found;
};

export const listPlans = async (db: Db, caller: Caller, query: MaintPlanListQuery) => {
  if (query.contract_id)
    await requireAccess(db, caller, { kind: 'contract', ids: query.contract_id, field: 'contract_id' });
  const { rows, total } = await listPlansRow(db, contractReachOf(caller), query);
  return { list: await present(db, rows, caller), total };
};
export const getPlan = async (db: Db, caller: Caller, id: number) =>
  (await present(db, [await requirePlan(db, caller, id)], caller))[0]!;
export const createPlan = async (deps: PlanDeps, caller: Caller, body: MaintPlanCreate) => {
  const { db, siteTime } = deps;
  const plan = await insertPlan(db, { ...(await values(db, caller, body)), createrId: caller.session.userId });
  const made = await generatePlanTasks(db, { today: siteToday(siteTime), planIds: [plan.id] });
  await pushTaskMessages(deps, { kind: 'generated', taskIds: made });
  return (await present(db, [(await findPlan(db, plan.id))!], caller))[0]!;
};
/** Changes a plan; tasks already made stay as they are, later ones follow the new plan. */
export const updatePlan = async (deps: PlanDeps, caller: Caller, body: MaintPlanUpdate) => {
  const { db, siteTime } = deps;
  const found = await requirePlan(db, caller, body.id);
  await worker(db, caller, found.plan.contractId);
  await updatePlanRow(db, body.id, await values(db, caller, body));
  const made = await generatePlanTasks(db, { today: siteToday(siteTime), planIds: [body.id] });
  await pushTaskMessages(deps, { kind: 'generated', taskIds: made });
  return (await present(db, [(await findPlan(db, body.id))!], caller))[0]!;
};
/** Deletes a plan; its tasks stay (without their plan). */
export const deletePlan = async (db: Db, caller: Caller, id: number) => {
  const found = await requirePlan(db, caller, id);
  await worker(db, caller, found.plan.contractId);
  await deletePlanRow(db, id);
  return { id };
};
