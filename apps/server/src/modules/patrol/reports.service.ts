import type { PatrolHomeStats, PatrolReport, ReportPic } from '@fireline/shared';
import type { PatrolCtx } from './patrol-context';
import { checkUnitFilter } from './patrol-common';
import { selectHomeStats, selectReportPoints, selectReportRows } from './reports.repo';

const DAY_MS = 86_400_000;

/** A period ('YYYY' or 'YYYY-MM') as instants on the site's clock. */
export const periodWindow = (period: string, utcOffsetMinutes: number) => {
  const [year, month] = period.split('-').map(Number) as [number, number | undefined];
  const offset = utcOffsetMinutes * 60_000;
  const from = month ? Date.UTC(year, month - 1, 1) : Date.UTC(year, 0, 1);
  const to = month ? Date.UTC(year, month, 1) : Date.UTC(year + 1, 0, 1);
  return { from: new Date(from - offset), to: new Date(to - offset) };
};

/** The site's current week, Monday first. */
export const siteWeek = (now: Date, utcOffsetMinutes: number) => {
  const offset = utcOffsetMinutes * 60_000;
  const wall = new Date(now.getTime() + offset);
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  const monday = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() - sinceMonday);
  return { from: new Date(monday - offset), to: new Date(monday + 7 * DAY_MS - offset) };
};

/** patrol/report/list_by_company_id: per unit, the period's plans, tasks by status, check-ins and completion rate. */
export const listReports = async (
  ctx: PatrolCtx,
  query: { company_cared_id?: number; period: string },
  utcOffsetMinutes: number,
): Promise<PatrolReport[]> => {
  await checkUnitFilter(ctx.db, ctx.caller, query.company_cared_id);
  const rows = await selectReportRows(ctx.db, ctx.caller.scope, {
    ...periodWindow(query.period, utcOffsetMinutes),
    companyId: query.company_cared_id,
  });
  return rows.map((row) => {
    // Over the period's tasks, terminated ones aside: a task not done yet is not done (1 of 2 is 50 %).
    const counted = row.task_count - row.terminated_count;
    return {
      company_cared_id: Number(row.company_id),
      company_name: row.company_name,
      period: query.period,
      plan_count: row.plan_count,
      task_count: row.task_count,
      completed_count: row.completed_count,
      overdue_count: row.overdue_count,
      terminated_count: row.terminated_count,
      record_count: row.record_count,
      fit_count: row.fit_count,
      unfit_count: row.unfit_count,
      completion_rate: counted > 0 ? Math.round((row.completed_count / counted) * 1000) / 10 : 0,
    };
  });
};

/** patrol/report/git_pic: the report's picture as its data, one point per site day with anything to show. */
export const reportPicture = async (
  ctx: PatrolCtx,
  query: { company_cared_id?: number; period: string },
  utcOffsetMinutes: number,
): Promise<ReportPic> => {
  await checkUnitFilter(ctx.db, ctx.caller, query.company_cared_id);
  const points = await selectReportPoints(ctx.db, ctx.caller.scope, {
    ...periodWindow(query.period, utcOffsetMinutes),
    companyId: query.company_cared_id,
    utcOffsetMinutes,
  });
  return { period: query.period, points };
};

/** The home pages' inspection statistics card, for the scope or one unit. */
export const patrolHomeStats = async (
  ctx: PatrolCtx,
  query: { company_cared_id?: number },
  utcOffsetMinutes: number,
): Promise<PatrolHomeStats> => {
  await checkUnitFilter(ctx.db, ctx.caller, query.company_cared_id);
  const row = await selectHomeStats(ctx.db, ctx.caller.scope, {
    ...siteWeek(new Date(), utcOffsetMinutes),
    companyId: query.company_cared_id,
  });
  return {
    running_plans: row.running,
    week_completed: row.completed,
    week_overdue: row.overdue,
    week_unfit_items: row.unfit,
  };
};
