import { ErrorCodes } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

type Node = { id: number | string; name: string; type: 'dept' | 'user'; children?: Node[] };
const unitId = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
const tree = (session: Awaited<ReturnType<typeof loginAs>>, query: Record<string, string | number>) =>
  session.call<Node[]>({ path: '/api_proxy/department/department_user_tree_list/', query });

describe('department and person tree of the handling dialog', () => {
  it('gives a unit user the unit’s full tree, departments nesting their people', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await tree(manager, {
      company_id: await unitId('华鼎国际大厦'),
      company_type: 'info_company_cared',
    });
    expect(body.data.map((node) => [node.name, node.type])).toEqual([
      ['安全保卫部', 'dept'],
      ['工程部', 'dept'],
    ]);
    const security = body.data[0]!;
    expect(security.id).toMatch(/^dept-\d+$/);
    expect(security.children!.map((node) => node.name)).toEqual(['消防控制室', '李安全', '孙保安']);
    expect(security.children![0]!.children!.map((node) => [node.name, node.type])).toEqual([['刘控制室', 'user']]);
  });

  it('gives a centre user the centre’s people plus only the first node of the unit’s tree', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const { body } = await tree(operator, {
      company_id: await unitId('华鼎国际大厦'),
      company_type: 'info_company_cared',
    });
    expect(body.data.map((node) => node.name)).toEqual(['值班监控部', '系统管理员', '安全保卫部']);
    expect(body.data[0]!.children!.map((node) => node.name)).toEqual(['夜班组', '王值班']);
  });

  it('refuses another unit’s tree, and a caller without a session or the alarm permission', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    expect((await tree(manager, { company_id: await unitId('朝阳实验学校') })).body.code).toBe(ErrorCodes.noPermission);
    expect((await call(ctx.app, { path: '/api_proxy/department/department_user_tree_list/' })).body.code).toBe(
      ErrorCodes.tokenInvalid,
    );
    const authority = await loginAs(ctx.app, 'authority');
    expect((await tree(authority, {})).body.code).toBe(ErrorCodes.noPermission);
  });
});
