import { sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { organisations, patrolPlans, patrolRecords, patrolTasks } from '../../db/schema';

type Window = { from: Date; to: Date; companyId?: number };

const unitFilter = (scope: Scope, column: Parameters<typeof inScope>[1], companyId?: number) =>
  companyId ? sql`${inScope(scope, column)} and ${column} = ${companyId}` : inScope(scope, column);

/** Per unit of the scope with any patrol in the window: plans spanning it, its tasks by status, its check-ins. */
export const selectReportRows = (db: DbOrTx, scope: Scope, window: Window) => {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  return queryRows<{
    company_id: number;
    company_name: string;
    plan_count: number;
    task_count: number;
    completed_count: number;
    overdue_count: number;
    terminated_count: number;
    record_count: number;
    fit_count: number;
    unfit_count: number;
  }>(
    db,
    sql`with plans as (
          select company_id, count(*)::int as n from ${patrolPlans}
           where ${unitFilter(scope, patrolPlans.companyId, window.companyId)}
             and start_time < ${to}::timestamptz and end_time > ${from}::timestamptz
           group by company_id),
        tasks as (
          select company_id, count(*)::int as n,
                 count(*) filter (where status = 3)::int as completed,
                 count(*) filter (where status = 4)::int as overdue,
                 count(*) filter (where status = 5)::int as terminated
            from ${patrolTasks}
           where ${unitFilter(scope, patrolTasks.companyId, window.companyId)}
             and start_time >= ${from}::timestamptz and start_time < ${to}::timestamptz
           group by company_id),
        records as (
          select company_id, count(*)::int as n, coalesce(sum(fit_count), 0)::int as fit,
                 coalesce(sum(unfit_count), 0)::int as unfit
            from ${patrolRecords}
           where ${unitFilter(scope, patrolRecords.companyId, window.companyId)}
             and checked_at >= ${from}::timestamptz and checked_at < ${to}::timestamptz
           group by company_id),
        units as (select company_id from plans union select company_id from tasks union select company_id from records)
        select u.company_id, o.name as company_name, coalesce(p.n, 0) as plan_count, coalesce(t.n, 0) as task_count,
               coalesce(t.completed, 0) as completed_count, coalesce(t.overdue, 0) as overdue_count,
               coalesce(t.terminated, 0) as terminated_count, coalesce(r.n, 0) as record_count,
               coalesce(r.fit, 0) as fit_count, coalesce(r.unfit, 0) as unfit_count
          from units u
          join ${organisations} o on o.id = u.company_id
          left join plans p on p.company_id = u.company_id
          left join tasks t on t.company_id = u.company_id
          left join records r on r.company_id = u.company_id
         order by o.name, u.company_id`,
  );
};

/** Per site day of the window: tasks completed, tasks that ended overdue, unfit items found. */
export const selectReportPoints = (db: DbOrTx, scope: Scope, window: Window & { utcOffsetMinutes: number }) => {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const day = (column: string) =>
    sql.raw(
      `to_char((${column} at time zone 'UTC') + interval '${Math.trunc(window.utcOffsetMinutes)} minutes', 'YYYY-MM-DD')`,
    );
  return queryRows<{ date: string; completed: number; overdue: number; unfit: number }>(
    db,
    sql`select date, sum(completed)::int as completed, sum(overdue)::int as overdue, sum(unfit)::int as unfit from (
          select ${day('finished_at')} as date, 1 as completed, 0 as overdue, 0 as unfit from ${patrolTasks}
           where status = 3 and ${unitFilter(scope, patrolTasks.companyId, window.companyId)}
             and finished_at >= ${from}::timestamptz and finished_at < ${to}::timestamptz
          union all
          select ${day('end_time')}, 0, 1, 0 from ${patrolTasks}
           where status = 4 and ${unitFilter(scope, patrolTasks.companyId, window.companyId)}
             and end_time >= ${from}::timestamptz and end_time < ${to}::timestamptz
          union all
          select ${day('checked_at')}, 0, 0, unfit_count from ${patrolRecords}
           where unfit_count > 0 and ${unitFilter(scope, patrolRecords.companyId, window.companyId)}
             and checked_at >= ${from}::timestamptz and checked_at < ${to}::timestamptz
        ) points group by date order by date`,
  );
};

/** The home card: running plans now, and the week's completed / overdue tasks and unfit items. */
export const selectHomeStats = async (db: DbOrTx, scope: Scope, window: Window) => {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const [row] = await queryRows<{ running: number; completed: number; overdue: number; unfit: number }>(
    db,
    sql`select
          (select count(*)::int from ${patrolPlans} where startup_status = 1
              and ${unitFilter(scope, patrolPlans.companyId, window.companyId)}) as running,
          (select count(*)::int from ${patrolTasks} where status = 3
              and ${unitFilter(scope, patrolTasks.companyId, window.companyId)}
              and finished_at >= ${from}::timestamptz and finished_at < ${to}::timestamptz) as completed,
          (select count(*)::int from ${patrolTasks} where status = 4
              and ${unitFilter(scope, patrolTasks.companyId, window.companyId)}
              and end_time >= ${from}::timestamptz and end_time < ${to}::timestamptz) as overdue,
          (select coalesce(sum(unfit_count), 0)::int from ${patrolRecords}
            where ${unitFilter(scope, patrolRecords.companyId, window.companyId)}
              and checked_at >= ${from}::timestamptz and checked_at < ${to}::timestamptz) as unfit`,
  );
  return row ?? { running: 0, completed: 0, overdue: 0, unfit: 0 };
};
