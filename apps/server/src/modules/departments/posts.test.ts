import { ErrorCodes, type Page, type PostRecord } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, posts, users } from '../../db/schema';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

const INFO = '/api_proxy/post/info/';
const LIST = '/api_proxy/post/list/';
const unitId = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
const postRow = async (id: number) => (await ctx.db.select().from(posts).where(eq(posts.id, id)))[0];

describe('posts (/systemmanage/post)', () => {
  it('refuses a caller without a session, and changes by someone without the post permission', async () => {
    expect((await call(ctx.app, { path: LIST })).body.code).toBe(ErrorCodes.tokenInvalid);
    const operator = await loginAs(ctx.app, 'operator');
    const refused = await operator.call({ method: 'POST', path: INFO, body: { name: '值班副班长' } });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(posts).where(eq(posts.name, '值班副班长'))).toEqual([]);
  });

  it('adds, lists, reads and changes a post field by field; a taken name is refused', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = await unitId('华鼎国际大厦');
    const created = await manager.call<PostRecord>({
      method: 'POST',
      path: INFO,
      body: { name: '消防设施操作员', remark: '持证上岗', sort: 2 },
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      company_id: tower,
      name: '消防设施操作员',
      remark: '持证上岗',
      sort: 2,
      user_count: 0,
    });
    expect(created.body.data.create_time).toBeGreaterThan(Date.now() / 1000 - 60);
    await manager.call({ method: 'POST', path: INFO, body: { name: '巡查员', sort: 1 } });

    const list = await manager.call<Page<PostRecord>>({ path: LIST });
    // By sort (the demo's posts have 1, 2, 3), ties by creation.
    expect(list.body.data.list.map((post) => post.name)).toEqual([
      '消防安全管理人',
      '巡查员',
      '消防控制室值班员',
      '消防设施操作员',
      '保安员',
    ]);
    expect(list.body.data.total).toBe(5);
    const filtered = await manager.call<Page<PostRecord>>({ path: LIST, query: { name: '操作' } });
    expect(filtered.body.data.list.map((post) => post.name)).toEqual(['消防设施操作员']);

    const changed = await manager.call<PostRecord>({
      method: 'PUT',
      path: INFO,
      body: { id: created.body.data.id, name: '中控值班员', remark: '', sort: 0 },
    });
    expect(changed.body.data).toMatchObject({ id: created.body.data.id, name: '中控值班员', remark: '', sort: 0 });
    const read = await manager.call<PostRecord>({ path: INFO, query: { id: created.body.data.id } });
    expect(read.body.data).toEqual(changed.body.data);

    const taken = await manager.call({ method: 'POST', path: INFO, body: { name: '巡查员' }, lang: 'en' });
    expect(taken.body).toMatchObject({ code: ErrorCodes.alreadyExists, data: { field: 'name' } });
    expect(taken.body.msg).toBe('already exists: post name already exists');
  });

  it('deletes only a post nobody holds', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const held = await manager.call<PostRecord>({ method: 'POST', path: INFO, body: { name: '微型消防站队员' } });
    await ctx.db.update(users).set({ postId: held.body.data.id }).where(eq(users.username, 'sunba'));
    const read = await manager.call<PostRecord>({ path: INFO, query: { id: held.body.data.id } });
    expect(read.body.data.user_count).toBe(1);
    const refused = await manager.call({ method: 'DELETE', path: INFO, query: { id: held.body.data.id }, lang: 'en' });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    expect(refused.body.msg).toBe('cannot delete: post is in use by people and cannot be deleted');
    expect(await postRow(held.body.data.id)).toBeDefined();

    const spare = await manager.call<PostRecord>({ method: 'POST', path: INFO, body: { name: '临时岗' } });
    const deleted = await manager.call({ method: 'DELETE', path: INFO, query: { id: spare.body.data.id } });
    expect(deleted.body).toMatchObject({ code: 0, data: { id: spare.body.data.id } });
    expect(await postRow(spare.body.data.id)).toBeUndefined();
  });

  it('refuses another organisation’s post and leaves it unchanged', async () => {
    const school = await unitId('朝阳实验学校');
    const [other] = await ctx.db.insert(posts).values({ orgId: school, name: '宿管员', sort: 5 }).returning();
    const manager = await loginAs(ctx.app, 'manager');
    const attempts = await Promise.all([
      manager.call({ path: INFO, query: { id: other!.id } }),
      manager.call({ method: 'PUT', path: INFO, body: { id: other!.id, name: '改名', sort: 0 } }),
      manager.call({ method: 'DELETE', path: INFO, query: { id: other!.id } }),
      manager.call({ path: LIST, query: { company_id: school } }),
      manager.call({ method: 'POST', path: INFO, body: { company_id: school, name: '替别人建' } }),
    ]);
    for (const attempt of attempts) expect(attempt.body.code).toBe(ErrorCodes.noPermission);
    expect(await postRow(other!.id)).toMatchObject({ name: '宿管员', sort: 5 });
    expect((await ctx.db.select().from(posts).where(eq(posts.orgId, school))).length).toBe(1);
  });

  it('names the field of bad input', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const cases: [unknown, number, string][] = [
      [{ remark: 'x' }, ErrorCodes.paramRequired, 'name'],
      [{ name: '  ' }, ErrorCodes.paramFormat, 'name'],
      [{ name: '岗'.repeat(51) }, ErrorCodes.paramFormat, 'name'],
      [{ name: '备注', remark: '字'.repeat(201) }, ErrorCodes.paramFormat, 'remark'],
      [{ name: '排序', sort: -1 }, ErrorCodes.paramFormat, 'sort'],
    ];
    for (const [body, code, field] of cases) {
      const { body: answer } = await manager.call({ method: 'POST', path: INFO, body });
      expect(answer, JSON.stringify(body)).toMatchObject({ code, data: { field } });
    }
  });
});
