import { and, arrayContains, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { organisations, patrolPlans, patrolTasks } from '../../db/schema';

export type TaskRow = { task: typeof patrolTasks.$inferSelect; planName: string | null; companyName: string | null };

/**
 * Makes the current period's task of every running plan whose cycle task is enabled and whose span holds `now`
 * (or of one plan). The period is the site's day, Monday-started week, month or year (site clock = UTC + offset). The
 * unique index (plan_id, period_start) with ON CONFLICT DO NOTHING makes it exactly once per period, however many
 * runs or processes race. Answers the ids made.
 */
export const insertDueTasks = (db: DbOrTx, options: { now: Date; utcOffsetMinutes: number; planId?: number }) => {
  const now = options.now.toISOString();
  const offset = sql.raw(`interval '${Math.trunc(options.utcOffsetMinutes)} minutes'`);
  const unit = sql.raw(`(case p.task_type when 1 then 'day' when 2 then 'week' when 3 then 'month' else 'year' end)`);
  const length = sql.raw(
    `(case p.task_type when 1 then interval '1 day' when 2 then interval '7 days' when 3 then interval '1 month' else interval '1 year' end)`,
  );
  const onePlan = options.planId ? sql`and p.id = ${options.planId}` : sql``;
  return queryRows<{ id: number }>(
    db,
    sql`insert into patrol_tasks (company_id, plan_id, ctask_id, number, period_start, start_time, end_time, status,
          executor_id, part_user_ids, site_ids)
        select p.company_id, p.id, c.id,
               'XJ' || to_char(b.wall_start, 'YYYYMMDD') || '-' || p.id,
               (b.wall_start - ${offset}) at time zone 'UTC',
               greatest((b.wall_start - ${offset}) at time zone 'UTC', p.start_time),
               least((b.wall_start + ${length} - ${offset}) at time zone 'UTC', p.end_time),
               1, c.executor_id, c.part_user_ids, p.site_ids
          from patrol_plans p
          join patrol_cycle_tasks c on c.plan_id = p.id and c.startup_status = 1
          cross join lateral (
            select date_trunc(${unit}, (${now}::timestamptz at time zone 'UTC') + ${offset}) as wall_start
          ) b
         where p.startup_status = 1 and p.start_time <= ${now}::timestamptz and p.end_time > ${now}::timestamptz
           and cardinality(p.site_ids) > 0 ${onePlan}
        on conflict (plan_id, period_start) do nothing
        returning id`,
  );
};

/** Pending and in-progress tasks whose end has passed become overdue (4); answers how many. */
export const markOverdueTasks = async (db: DbOrTx, now: Date) =>
  (
    await db
      .update(patrolTasks)
      .set({ status: 4 })
      .where(and(inArray(patrolTasks.status, [1, 2]), lt(patrolTasks.endTime, now)))
      .returning({ id: patrolTasks.id })
  ).length;

const selectTasks = (db: DbOrTx) =>
  db
    .select({ task: patrolTasks, planName: patrolPlans.name, companyName: organisations.name })
    .from(patrolTasks)
    .leftJoin(patrolPlans, eq(patrolPlans.id, patrolTasks.planId))
    .leftJoin(organisations, eq(organisations.id, patrolTasks.companyId));

export const findTaskRow = async (db: DbOrTx, id: number): Promise<TaskRow | undefined> =>
  (await selectTasks(db).where(eq(patrolTasks.id, id)))[0];

export const listTaskRows = async (
  db: DbOrTx,
  scope: Scope,
  filter: {
    companyId?: number;
    planId?: number;
    status?: number;
    from?: Date;
    to?: Date;
    userId?: number;
    page_no: number;
    page_size: number;
  },
) => {
  const conditions: SQL[] = [inScope(scope, patrolTasks.companyId)];
  if (filter.companyId) conditions.push(eq(patrolTasks.companyId, filter.companyId));
  if (filter.planId) conditions.push(eq(patrolTasks.planId, filter.planId));
  if (filter.status) conditions.push(eq(patrolTasks.status, filter.status));
  if (filter.from) conditions.push(gt(patrolTasks.endTime, filter.from));
  if (filter.to) conditions.push(lt(patrolTasks.startTime, filter.to));
  if (filter.userId)
    conditions.push(
      or(eq(patrolTasks.executorId, filter.userId), arrayContains(patrolTasks.partUserIds, [filter.userId])) as SQL,
    );
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(desc(patrolTasks.startTime), desc(patrolTasks.id))
      .limit(filter.page_size)
      .offset(filter.page_no * filter.page_size),
    db.select({ total: count() }).from(patrolTasks).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

/** Ends an open task (5), by whom and why; undefined when it was no longer open. */
export const terminateTaskRow = async (db: DbOrTx, id: number, options: { userId: number; reason: string }) =>
  (
    await db
      .update(patrolTasks)
      .set({ status: 5, terminatedBy: options.userId, terminateReason: options.reason, finishedAt: new Date() })
      .where(and(eq(patrolTasks.id, id), inArray(patrolTasks.status, [1, 2])))
      .returning()
  )[0];

/**
 * The open task a check-in at this site counts for: of the unit's pending / in-progress tasks running at `at` that
 * hold the site and have not had it checked, the caller's own first (executor or participant), then the earliest end.
 */
export const findOpenTaskFor = async (
  db: DbOrTx,
  options: { siteId: number; companyId: number; userId: number; at: Date },
) =>
  (
    await db
      .select({ id: patrolTasks.id })
      .from(patrolTasks)
      .where(
        and(
          eq(patrolTasks.companyId, options.companyId),
          inArray(patrolTasks.status, [1, 2]),
          lt(patrolTasks.startTime, new Date(options.at.getTime() + 1)),
          gt(patrolTasks.endTime, options.at),
          arrayContains(patrolTasks.siteIds, [options.siteId]),
          sql`not (${patrolTasks.checkedSiteIds} @> array[${options.siteId}]::int[])`,
        ),
      )
      .orderBy(
        sql`case when ${patrolTasks.executorId} = ${options.userId} or ${patrolTasks.partUserIds} @> array[${options.userId}]::int[] then 0 else 1 end`,
        asc(patrolTasks.endTime),
      )
      .limit(1)
  )[0]?.id;

/** Counts a check-in on its task: the site checked, its items' results, completed (3) once every site is checked. */
export const countCheckIn = (db: DbOrTx, options: { taskId: number; siteId: number; fit: number; unfit: number }) =>
  db
    .update(patrolTasks)
    .set({
      checkedSiteIds: sql`case when ${patrolTasks.checkedSiteIds} @> array[${options.siteId}]::int[] then ${patrolTasks.checkedSiteIds} else array_append(${patrolTasks.checkedSiteIds}, ${options.siteId}) end`,
      fitCount: sql`${patrolTasks.fitCount} + ${options.fit}`,
      unfitCount: sql`${patrolTasks.unfitCount} + ${options.unfit}`,
      status: sql`case when ${patrolTasks.siteIds} <@ array_append(${patrolTasks.checkedSiteIds}, ${options.siteId}) then 3 else 2 end`,
      finishedAt: sql`case when ${patrolTasks.siteIds} <@ array_append(${patrolTasks.checkedSiteIds}, ${options.siteId}) then now() else null end`,
    })
    .where(and(eq(patrolTasks.id, options.taskId), inArray(patrolTasks.status, [1, 2])));
