import { ErrorCodes, type PatrolPlanDetail, type PatrolSiteDetail } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patrolTasks } from '../../db/schema';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { generateDueTasks, runPatrolSchedule } from './index';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: Awaited<ReturnType<typeof loginAs>>;
const offset = 480;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  manager = await loginAs(ctx.app, 'manager');
});
afterAll(() => ctx.close());

const runningPlan = async (taskType: number) => {
  const site = await manager.call<PatrolSiteDetail>({
    method: 'POST',
    path: '/api_proxy/patrol/site/info/',
    body: { site_name: `调度点${taskType}`, items: [{ name: '门', enum_pt_item_type: 4, quantity: 1 }] },
  });
  const plan = await manager.call<PatrolPlanDetail>({
    method: 'POST',
    path: '/api_proxy/patrol/plan/info/',
    body: {
      plan_name: `调度计划${taskType}`,
      task_type: taskType,
      start_time: Math.floor(Date.now() / 1000) - 400 * 86_400,
      end_time: Math.floor(Date.now() / 1000) + 400 * 86_400,
      site_ids: [site.body.data.id],
    },
  });
  await manager.call({
    method: 'POST',
    path: '/api_proxy/patrol/plan/start_or_end_patrol_plan/',
    body: { plan_id: plan.body.data.id, startup_status: 1 },
  });
  if (plan.body.code !== 0 || site.body.code !== 0) throw new Error(JSON.stringify([site.body, plan.body]));
  return plan.body.data;
};
const tasksOf = (planId: number) => ctx.db.select().from(patrolTasks).where(eq(patrolTasks.planId, planId));

describe('patrol task generation', () => {
  it('makes one task per period even when runs race (unique plan and period)', async () => {
    const plan = await runningPlan(1);
    expect(await tasksOf(plan.id)).toHaveLength(1);
    const tomorrow = new Date(Date.now() + DAY);
    // Two runs at once, on separate connections where the engine has them (PostgreSQL): one task for tomorrow.
    const made = await Promise.all(
      Array.from({ length: 4 }, () => generateDueTasks(ctx.db, { utcOffsetMinutes: offset, now: tomorrow })),
    );
    expect(made.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const tasks = await tasksOf(plan.id);
    expect(tasks).toHaveLength(2);
    expect(new Set(tasks.map((task) => task.periodStart.getTime())).size).toBe(2);
    // A day-long window starting at the site's midnight.
    const next = tasks.find((task) => task.startTime > new Date())!;
    expect(next.endTime.getTime() - next.startTime.getTime()).toBe(DAY);
    expect((next.startTime.getTime() + offset * 60_000) % DAY).toBe(0);
  });

  it('marks a task overdue when its period ends unfinished, and pauses with the cycle task', async () => {
    const plan = await runningPlan(2);
    const [task] = await tasksOf(plan.id);
    const afterEnd = new Date(task!.endTime.getTime() + 1000);
    const first = await runPatrolSchedule(ctx.db, { utcOffsetMinutes: offset, now: afterEnd });
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    const [overdue] = await ctx.db
      .select()
      .from(patrolTasks)
      .where(and(eq(patrolTasks.id, task!.id)));
    expect(overdue!.status).toBe(4);
    expect(await tasksOf(plan.id)).toHaveLength(2);
    const terminate = await manager.call({
      method: 'POST',
      path: '/api_proxy/patrol/task/terminate_task/',
      body: { task_id: task!.id },
    });
    expect(terminate.body.code).toBe(ErrorCodes.paramValue);

    const paused = await manager.call<{ startup_status: number }>({
      method: 'POST',
      path: '/api_proxy/patrol/cycleTask/enable_pause_ctask/',
      body: { ctask_id: plan.cycle_tasks[0]!.id, startup_status: 0 },
    });
    expect(paused.body.data.startup_status).toBe(0);
    await runPatrolSchedule(ctx.db, { utcOffsetMinutes: offset, now: new Date(afterEnd.getTime() + 7 * DAY) });
    expect(await tasksOf(plan.id)).toHaveLength(2);
  });
});
