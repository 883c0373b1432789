import { ErrorCodes, patrolMessages, type Lang, type PatrolTask, type taskListQuerySchema } from '@fireline/shared';
import type { z } from 'zod';
import { requireAccessTo } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { requireUnit, seconds, taskStatusOf } from './patrol-common';
import type { PatrolCtx } from './patrol-context';
import { selectPeopleNames } from './plans.repo';
import {
  findTaskRow,
  insertDueTasks,
  listTaskRows,
  markOverdueTasks,
  terminateTaskRow,
  type TaskRow,
} from './tasks.repo';

/** The scheduler's and a started plan's generation (tasks.repo insertDueTasks): answers how many tasks were made. */
export const generateDueTasks = async (
  db: DbOrTx,
  options: { utcOffsetMinutes: number; planId?: number; now?: Date },
) => (await insertDueTasks(db, { now: options.now ?? new Date(), ...options })).length;

/** The scheduler's job: overdue tasks marked, then this period's tasks made. */
export const runPatrolSchedule = async (db: DbOrTx, options: { utcOffsetMinutes: number; now?: Date }) => {
  const now = options.now ?? new Date();
  const overdue = await markOverdueTasks(db, now);
  const created = await generateDueTasks(db, { utcOffsetMinutes: options.utcOffsetMinutes, now });
  return { overdue, created };
};

export const presentTasks = async (db: DbOrTx, lang: Lang, rows: TaskRow[]): Promise<PatrolTask[]> => {
  const names = await selectPeopleNames(
    db,
    rows.flatMap(({ task }) => [...(task.executorId ? [task.executorId] : []), ...task.partUserIds]),
  );
  const person = (id: number) => ({ id, name: names.get(id) ?? '' });
  return rows.map(({ task, planName, companyName }) => ({
    id: task.id,
    number: task.number,
    plan_id: task.planId,
    plan_name: planName ?? '',
    ctask_id: task.ctaskId,
    company_cared_id: task.companyId,
    company_name: companyName ?? '',
    start_time: seconds(task.startTime),
    end_time: seconds(task.endTime),
    enum_task_status: taskStatusOf(task.status, lang),
    excutor: task.executorId ? person(task.executorId) : null,
    part_user: task.partUserIds.map(person),
    site_count: task.siteIds.length,
    checked_site_count: task.checkedSiteIds.length,
    fit_count: task.fitCount,
    unfit_count: task.unfitCount,
    finish_time: seconds(task.finishedAt),
  }));
};

export const listTasks = async ({ db, caller, lang }: PatrolCtx, query: z.infer<typeof taskListQuerySchema>) => {
  if (query.company_cared_id) await requireUnit(db, caller, query.company_cared_id);
  if (query.plan_id) await requireAccessTo(db, caller, { kind: 'patrol_plan', id: query.plan_id, field: 'plan_id' });
  const { rows, total } = await listTaskRows(db, caller.scope, {
    companyId: query.company_cared_id,
    planId: query.plan_id,
    status: query.enum_task_status,
    from: query.start_time !== undefined ? new Date(query.start_time * 1000) : undefined,
    to: query.end_time !== undefined ? new Date(query.end_time * 1000) : undefined,
    userId: query.mine ? caller.session.userId : undefined,
    page_no: query.page_no,
    page_size: query.page_size,
  });
  return { total, list: await presentTasks(db, lang, rows) };
};

/** A task row the caller reaches (9995 / 9993). */
export const requireTask = async ({ db, caller }: PatrolCtx, taskId: number, mode: 'read' | 'write' = 'read') => {
  await requireAccessTo(db, caller, { kind: 'patrol_task', id: taskId, mode, field: 'task_id' });
  const row = await findTaskRow(db, taskId);
  if (!row) throw new AppError(ErrorCodes.noData);
  return row;
};

export const getTask = async (ctx: PatrolCtx, taskId: number) =>
  (await presentTasks(ctx.db, ctx.lang, [await requireTask(ctx, taskId)]))[0]!;

/** Terminates a pending or in-progress task; a finished one is refused (8996). */
export const terminateTask = async (ctx: PatrolCtx, body: { task_id: number; reason?: string }) => {
  await requireTask(ctx, body.task_id, 'write');
  const ended = await terminateTaskRow(ctx.db, body.task_id, {
    userId: ctx.caller.session.userId,
    reason: body.reason ?? '',
  });
  if (!ended)
    throw new AppError(ErrorCodes.paramValue, { detail: patrolMessages.taskClosed, data: { field: 'task_id' } });
  return getTask(ctx, body.task_id);
};
