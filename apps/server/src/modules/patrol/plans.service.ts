import {
  ErrorCodes,
  patrolMessages,
  startupStatuses,
  type CycleTask,
  type Lang,
  type PatrolPlan,
  type enablePauseSchema,
  type planCreateSchema,
  type planListQuerySchema,
  type setExecutorSchema,
  type setPartUserSchema,
} from '@fireline/shared';
import type { z } from 'zod';
import { requireAccess, requireAccessTo } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { DbOrTx } from '../../db/client';
import { periodOf, refuseField, requireUnit, seconds } from './patrol-common';
import type { PatrolCtx } from './patrol-context';
import { findRouteRow } from './patrol-routes.repo';
import { requireUnitSites } from './patrol-routes.service';
import {
  deletePlanRow,
  findCycleTask,
  findPlanRow,
  insertPlan,
  listPlanRows,
  selectCycleTasks,
  selectPeopleNames,
  setPlanStatus,
  updateCycleTask,
  type CycleTaskRow,
  type PlanRow,
} from './plans.repo';
import { sitesInOrder } from './sites.service';
import { generateDueTasks } from './tasks.service';

const presentPlan = (row: PlanRow, lang: Lang): PatrolPlan => ({
  id: row.plan.id,
  plan_name: row.plan.name,
  company_cared_id: row.plan.companyId,
  company_name: row.companyName ?? '',
  task_type: periodOf(row.plan.taskType, lang),
  start_time: seconds(row.plan.startTime),
  end_time: seconds(row.plan.endTime),
  startup_status: row.plan.startupStatus,
  creater: row.createrName ?? '',
  route_id: row.plan.routeId,
  site_count: row.plan.siteIds.length,
  plan_attr: row.plan.planAttr,
  create_time: seconds(row.plan.createdAt),
});

const person = (names: Map<number, string>, id: number) => ({ id, name: names.get(id) ?? '' });

export const presentCycleTasks = async (db: DbOrTx, lang: Lang, plan: PlanRow['plan'], rows: CycleTaskRow[]) => {
  const names = await selectPeopleNames(
    db,
    rows.flatMap((row) => [...(row.executorId ? [row.executorId] : []), ...row.partUserIds]),
  );
  return rows.map((row): CycleTask => ({
    id: row.id,
    plan_id: row.planId,
    company_cared_id: row.companyId,
    enum_pt_ctask_type: periodOf(plan.taskType, lang),
    excutor: row.executorId ? person(names, row.executorId) : null,
    part_user: row.partUserIds.map((id) => person(names, id)),
    start_time: seconds(plan.startTime),
    end_time: seconds(plan.endTime),
    startup_status: row.startupStatus,
  }));
};

const planDetail = async (db: DbOrTx, lang: Lang, id: number) => {
  const row = await findPlanRow(db, id);
  if (!row) throw new AppError(ErrorCodes.noData);
  return {
    ...presentPlan(row, lang),
    relation_plan_site_list: await sitesInOrder(db, lang, row.plan.siteIds),
    cycle_tasks: await presentCycleTasks(db, lang, row.plan, await selectCycleTasks(db, id)),
  };
};

/** Executor and participants must be people the caller reaches (9993 / 9995 naming the field). */
const checkPeople = async (db: DbOrTx, ctx: PatrolCtx, ids: number[], field: string) => {
  if (ids.length) await requireAccess(db, ctx.caller, { kind: 'user', ids, field });
};

/** Spec 002 §5: "a company and patrol points must be chosen first"; the period and span must make sense. */
export const createPlan = async (ctx: PatrolCtx, body: z.infer<typeof planCreateSchema>) => {
  const { db, caller, lang } = ctx;
  if (!body.company_cared_id && !['cared', 'household', 'control_room', 'nine_type'].includes(caller.session.orgKind))
    throw refuseField(ErrorCodes.paramRequired, 'company_cared_id', patrolMessages.planPrerequisite);
  if (!body.route_id && body.site_ids.length === 0)
    throw refuseField(ErrorCodes.paramRequired, 'site_ids', patrolMessages.planPrerequisite);
  const companyId = await requireUnit(db, caller, body.company_cared_id);
  if (body.end_time <= body.start_time)
    throw refuseField(ErrorCodes.paramValue, 'end_time', patrolMessages.endBeforeStart);
  let siteIds = body.site_ids;
  if (body.route_id) {
    const owner = await requireAccessTo(db, caller, { kind: 'patrol_route', id: body.route_id, field: 'route_id' });
    if (owner !== companyId) throw refuseField(ErrorCodes.paramValue, 'route_id', patrolMessages.siteOfOtherUnit);
    siteIds = (await findRouteRow(db, body.route_id))?.route.siteIds ?? [];
  }
  siteIds = await requireUnitSites(db, companyId, siteIds);
  if (siteIds.length === 0) throw refuseField(ErrorCodes.paramRequired, 'site_ids', patrolMessages.planPrerequisite);
  await checkPeople(db, ctx, body.executor_id ? [body.executor_id] : [], 'executor_id');
  await checkPeople(db, ctx, body.part_user_ids, 'part_user_ids');
  const row = await db.transaction((tx) =>
    insertPlan(
      tx,
      {
        companyId,
        name: body.plan_name,
        taskType: body.task_type,
        startTime: new Date(body.start_time * 1000),
        endTime: new Date(body.end_time * 1000),
        startupStatus: startupStatuses.stopped,
        routeId: body.route_id ?? null,
        siteIds,
        planAttr: { require: body.plan_attr.require, in_order: body.plan_attr.in_order },
        createrId: caller.session.userId,
      },
      { executorId: body.executor_id ?? null, partUserIds: [...new Set(body.part_user_ids)] },
    ),
  );
  return planDetail(db, lang, row.id);
};

export const getPlan = async ({ db, caller, lang }: PatrolCtx, planId: number) => {
  await requireAccessTo(db, caller, { kind: 'patrol_plan', id: planId, field: 'plan_id' });
  return planDetail(db, lang, planId);
};

/** A running plan is ended first; its tasks and their links go with it (records stay). */
export const deletePlan = async ({ db, caller }: PatrolCtx, planId: number) => {
  await requireAccessTo(db, caller, { kind: 'patrol_plan', id: planId, mode: 'write', field: 'plan_id' });
  const row = await findPlanRow(db, planId);
  if (!row) throw new AppError(ErrorCodes.noData);
  if (row.plan.startupStatus === startupStatuses.running)
    throw new AppError(ErrorCodes.cannotDelete, { detail: patrolMessages.planRunning, data: { field: 'plan_id' } });
  await deletePlanRow(db, planId);
  return { id: planId };
};

export const listPlans = async ({ db, caller, lang }: PatrolCtx, query: z.infer<typeof planListQuerySchema>) => {
  if (query.company_cared_id) await requireUnit(db, caller, query.company_cared_id);
  const { rows, total } = await listPlanRows(db, caller.scope, {
    companyId: query.company_cared_id,
    taskType: query.task_type,
    status: query.startup_status,
    name: query.plan_name,
    page_no: query.page_no,
    page_size: query.page_size,
  });
  return { total, list: rows.map((row) => presentPlan(row, lang)) };
};

/** Start (1) or end (0) a plan; a started plan gets its current period's task at once. */
export const startOrEndPlan = async (
  ctx: PatrolCtx & { siteTime: SiteTime },
  body: { plan_id: number; startup_status: number },
) => {
  const { db, caller, lang } = ctx;
  await requireAccessTo(db, caller, { kind: 'patrol_plan', id: body.plan_id, mode: 'write', field: 'plan_id' });
  if (!(await setPlanStatus(db, body.plan_id, body.startup_status))) throw new AppError(ErrorCodes.noData);
  if (body.startup_status === startupStatuses.running)
    await generateDueTasks(db, { utcOffsetMinutes: ctx.siteTime.utcOffsetMinutes, planId: body.plan_id });
  return planDetail(db, lang, body.plan_id);
};

const requireCycleTask = async ({ db, caller }: PatrolCtx, ctaskId: number) => {
  const row = await findCycleTask(db, ctaskId);
  if (!row) throw new AppError(ErrorCodes.noData);
  await requireAccessTo(db, caller, { kind: 'patrol_plan', id: row.planId, mode: 'write', field: 'ctask_id' });
  return row;
};

const cycleTaskAnswer = async (ctx: PatrolCtx, row: CycleTaskRow) => {
  const plan = await findPlanRow(ctx.db, row.planId);
  if (!plan) throw new AppError(ErrorCodes.noData);
  return (await presentCycleTasks(ctx.db, ctx.lang, plan.plan, [row]))[0]!;
};

export const setExecutor = async (ctx: PatrolCtx, body: z.infer<typeof setExecutorSchema>) => {
  await requireCycleTask(ctx, body.ctask_id);
  await checkPeople(ctx.db, ctx, [body.executor_id], 'executor_id');
  return cycleTaskAnswer(ctx, (await updateCycleTask(ctx.db, body.ctask_id, { executorId: body.executor_id }))!);
};

export const setPartUsers = async (ctx: PatrolCtx, body: z.infer<typeof setPartUserSchema>) => {
  await requireCycleTask(ctx, body.ctask_id);
  await checkPeople(ctx.db, ctx, body.part_user_ids, 'part_user_ids');
  const partUserIds = [...new Set(body.part_user_ids)];
  return cycleTaskAnswer(ctx, (await updateCycleTask(ctx.db, body.ctask_id, { partUserIds }))!);
};

/** Enable (1) or pause (0) generation of a plan's tasks. */
export const enablePause = async (ctx: PatrolCtx, body: z.infer<typeof enablePauseSchema>) => {
  await requireCycleTask(ctx, body.ctask_id);
  return cycleTaskAnswer(ctx, (await updateCycleTask(ctx.db, body.ctask_id, { startupStatus: body.startup_status }))!);
};

export const listCycleTasks = async (ctx: PatrolCtx, planId: number) => {
  await requireAccessTo(ctx.db, ctx.caller, { kind: 'patrol_plan', id: planId, field: 'plan_id' });
  const plan = await findPlanRow(ctx.db, planId);
  if (!plan) throw new AppError(ErrorCodes.noData);
  return presentCycleTasks(ctx.db, ctx.lang, plan.plan, await selectCycleTasks(ctx.db, planId));
};

/** patrol/site/site_list_by_ctask_id: the sites of a cycle task's plan, in order. */
export const sitesOfCycleTask = async (ctx: PatrolCtx, ctaskId: number) => {
  const row = await findCycleTask(ctx.db, ctaskId);
  if (!row) throw new AppError(ErrorCodes.noData);
  await requireAccessTo(ctx.db, ctx.caller, { kind: 'patrol_plan', id: row.planId, field: 'ctask_id' });
  const plan = await findPlanRow(ctx.db, row.planId);
  const list = await sitesInOrder(ctx.db, ctx.lang, plan?.plan.siteIds ?? []);
  return { total: list.length, list };
};
