import { ErrorCodes, type EngineerHome, type LoginAnswer } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

const path = '/api_proxy/maint/engineer_home/';

describe('the engineer’s home', () => {
  it('answers today’s and overdue tasks, contracts ending and repairs to take, each with its count', async () => {
    const engineer = await loginAs(ctx.app, 'engineer');
    const { body } = await engineer.call<EngineerHome>({ path });
    expect(body.code).toBe(0);
    expect(body.data.today.list.map((task) => task.task_name)).toContain('A座消防设施周检（本周）');
    expect(body.data.today.total).toBe(body.data.today.list.length);
    expect(body.data.overdue.list.map((task) => task.task_name)).toEqual(['A座消防设施周检（上周）']);
    expect(body.data.overdue.list[0]).toMatchObject({ status: 3, related_resp_name: '赵工' });
    // Completed tasks are neither today's nor overdue.
    const names = [...body.data.today.list, ...body.data.overdue.list].map((task) => task.task_name);
    expect(names).not.toContain('A座消火栓系统季度检查');
    expect(body.data.repairs).toMatchObject({ in_progress: 1 });
    expect(body.data.repairs.total).toBe(body.data.repairs.to_receive + body.data.repairs.in_progress);
    expect(body.data.repairs.list.every((task) => task.status === 2 || task.status === 3)).toBe(true);
    expect(body.data.contracts_ending.list.every((contract) => contract.days_left <= 30)).toBe(true);
  });

  it('is the engineer’s first page, and refused to a role without it', async () => {
    const engineer = await loginAs(ctx.app, 'engineer');
    const control = (engineer.answer as LoginAnswer).user_control;
    const granted = control.filter((node) => node.auth === 1 && node.is_active === 1).map((node) => node.id);
    expect(granted[0]).toBe('maint_home');
    const manager = await loginAs(ctx.app, 'manager');
    expect((await manager.call({ path })).body.code).toBe(ErrorCodes.noPermission);
  });
});
