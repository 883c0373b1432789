import { ErrorCodes, type DepartmentDetail, type DepartmentRecord, type OrgPerson } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, organisations, users } from '../../db/schema';
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

const userId = async (username: string) =>
  (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!.id;
const departmentNamed = async (name: string) =>
  (await ctx.db.select().from(departments).where(eq(departments.name, name)))[0]!;
const INFO = '/api_proxy/department/info/';
const CHILD_LIST = '/api_proxy/department/department_child_list/';

/** The names of a nested list, children in brackets: `安全保卫部[消防控制室]`. */
const outline = (records: DepartmentRecord[]): string[] =>
  records.map((record) =>
    record.children.length ? `${record.name}[${outline(record.children).join(',')}]` : record.name,
  );

describe('department management (/systemmanage/department)', () => {
  it('refuses a caller without a session, and changes by someone without the department permission', async () => {
    expect((await call(ctx.app, { path: CHILD_LIST })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await call(ctx.app, { method: 'POST', path: INFO, body: { name: 'x' } })).body.code).toBe(
      ErrorCodes.tokenInvalid,
    );
    // The centre's operator reads departments (the account pages need them) but does not keep them.
    const operator = await loginAs(ctx.app, 'operator');
    const refused = await operator.call({ method: 'POST', path: INFO, body: { name: '值班二组' } });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect((await ctx.db.select().from(departments).where(eq(departments.name, '值班二组'))).length).toBe(0);
  });

  it('lists the organisation’s tree, and a subtree under parent_id, each with its labels and head count', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await manager.call<DepartmentRecord[]>({ path: CHILD_LIST });
    expect(body.code).toBe(0);
    expect(outline(body.data)).toEqual(['安全保卫部[消防控制室]', '工程部']);
    const security = body.data[0]!;
    expect(security).toMatchObject({
      company_id: await unitId('华鼎国际大厦'),
      parent_id: null,
      manager: { id: await userId('manager'), name: '李安全' },
      fire_director: { id: await userId('manager'), name: '李安全' },
      // 李安全 and 孙保安; 刘控制室 is in the control room below.
      user_count: 2,
    });
    const sub = await manager.call<DepartmentRecord[]>({ path: CHILD_LIST, query: { parent_id: security.id } });
    expect(outline(sub.body.data)).toEqual(['消防控制室']);
    expect(sub.body.data[0]).toMatchObject({
      parent_id: security.id,
      manager: { id: await userId('liukz'), name: '刘控制室' },
      fire_director: null,
      user_count: 1,
    });
  });

  it('adds a department under another with its manager and fire safety director, and reads it back', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const engineering = await departmentNamed('工程部');
    const created = await manager.call<DepartmentDetail>({
      method: 'POST',
      path: INFO,
      body: {
        parent_id: engineering.id,
        name: '弱电组',
        sort: 3,
        remark: '消防报警与广播',
        manager_id: await userId('sunba'),
        fire_director_id: await userId('manager'),
      },
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      company_id: await unitId('华鼎国际大厦'),
      parent_id: engineering.id,
      parent: { id: engineering.id, name: '工程部' },
      name: '弱电组',
      sort: 3,
      remark: '消防报警与广播',
      manager: { id: await userId('sunba'), name: '孙保安' },
      fire_director: { id: await userId('manager'), name: '李安全' },
      user_count: 0,
      child_count: 0,
      people: [],
    });
    const read = await manager.call<DepartmentDetail>({ path: INFO, query: { id: created.body.data.id } });
    expect(read.body.data).toEqual(created.body.data);

    // The security department's detail lists its people with their account and mobile.
    const security = await manager.call<DepartmentDetail>({
      path: INFO,
      query: { id: (await departmentNamed('安全保卫部')).id },
    });
    expect(security.body.data.child_count).toBe(1);
    expect(
      security.body.data.people.map((person) => [person.name, person.account, person.mobile, person.post?.name]),
    ).toEqual([
      ['李安全', 'manager', null, '消防安全管理人'],
      ['孙保安', 'sunba', '13700112233', '保安员'],
    ]);
  });

  it('renames and moves a department, never under itself or one of its own sub-departments', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const created = await manager.call<DepartmentDetail>({ method: 'POST', path: INFO, body: { name: '后勤部' } });
    const id = created.body.data.id;
    const renamed = await manager.call<DepartmentDetail>({
      method: 'PUT',
      path: INFO,
      body: { id, name: '后勤保障部' },
    });
    expect(renamed.body.data).toMatchObject({ name: '后勤保障部', parent_id: null });

    const security = await departmentNamed('安全保卫部');
    const controlRoom = await departmentNamed('消防控制室');
    const moved = await manager.call<DepartmentDetail>({
      method: 'PUT',
      path: INFO,
      body: { id, parent_id: security.id },
    });
    expect(moved.body.data).toMatchObject({ name: '后勤保障部', parent: { id: security.id, name: '安全保卫部' } });

    for (const parent of [security.id, controlRoom.id]) {
      const loop = await manager.call({
        method: 'PUT',
        path: INFO,
        body: { id: security.id, parent_id: parent },
        lang: 'en',
      });
      expect(loop.body.code).toBe(ErrorCodes.paramValue);
      expect(loop.body.data).toEqual({ field: 'parent_id' });
      expect(loop.body.msg).toContain('a department cannot move under itself or one of its sub-departments');
    }
    expect((await departmentNamed('安全保卫部')).parentId).toBeNull();

    const back = await manager.call<DepartmentDetail>({ method: 'PUT', path: INFO, body: { id, parent_id: null } });
    expect(back.body.data.parent).toBeNull();
  });

  it('deletes only an empty department: "department is not empty" otherwise, in zh and en', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const security = await departmentNamed('安全保卫部');
    const refused = await manager.call({ method: 'DELETE', path: INFO, query: { id: security.id }, lang: 'en' });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    expect(refused.body.msg).toBe('cannot delete: department is not empty');
    const zh = await manager.call({ method: 'DELETE', path: INFO, query: { id: security.id } });
    expect(zh.body.msg).toBe('不能删除: 部门不为空，无法删除');
    // People but no sub-department: still not empty.
    const controlRoom = await departmentNamed('消防控制室');
    expect((await manager.call({ method: 'DELETE', path: INFO, query: { id: controlRoom.id } })).body.code).toBe(
      ErrorCodes.cannotDelete,
    );
    expect((await departmentNamed('消防控制室')).id).toBe(controlRoom.id);

    const empty = await manager.call<DepartmentDetail>({ method: 'POST', path: INFO, body: { name: '临时工作组' } });
    const deleted = await manager.call({ method: 'DELETE', path: INFO, query: { id: empty.body.data.id } });
    expect(deleted.body).toMatchObject({ code: 0, data: { id: empty.body.data.id } });
    expect((await ctx.db.select().from(departments).where(eq(departments.id, empty.body.data.id))).length).toBe(0);
  });

  it('refuses another organisation’s department and leaves it unchanged', async () => {
    const school = await unitId('朝阳实验学校');
    const [other] = await ctx.db.insert(departments).values({ orgId: school, name: '教务处' }).returning();
    const manager = await loginAs(ctx.app, 'manager');
    const attempts = [
      manager.call({ path: INFO, query: { id: other!.id } }),
      manager.call({ method: 'PUT', path: INFO, body: { id: other!.id, name: '已被改名' } }),
      manager.call({ method: 'DELETE', path: INFO, query: { id: other!.id } }),
      manager.call({ method: 'POST', path: INFO, body: { name: '挂到别人下面', parent_id: other!.id } }),
      manager.call({ path: CHILD_LIST, query: { company_id: school } }),
      manager.call({ path: CHILD_LIST, query: { parent_id: other!.id } }),
      manager.call({ method: 'POST', path: INFO, body: { company_id: school, name: '替别人建' } }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe(ErrorCodes.noPermission);
    expect(await departmentNamed('教务处')).toMatchObject({ id: other!.id, name: '教务处', parentId: null });
    expect((await ctx.db.select().from(departments).where(eq(departments.orgId, school))).map((d) => d.name)).toEqual([
      '教务处',
    ]);
    // A centre reads the departments of a unit it serves, but does not reorganise them.
    const operator = await loginAs(ctx.app, 'operator');
    const read = await operator.call<DepartmentRecord[]>({ path: CHILD_LIST, query: { company_id: school } });
    expect(outline(read.body.data)).toEqual(['教务处']);
  });

  it('names the field of bad input, a label who is not a person of the organisation, and a taken name', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const missing = await manager.call({ method: 'POST', path: INFO, body: { sort: 1 } });
    expect(missing.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'name' } });
    const long = await manager.call({ method: 'POST', path: INFO, body: { name: '部'.repeat(51) } });
    expect(long.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'name' } });
    const remark = await manager.call({
      method: 'POST',
      path: INFO,
      body: { name: '备注过长', remark: '字'.repeat(201) },
    });
    expect(remark.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'remark' } });
    const stranger = await manager.call({
      method: 'POST',
      path: INFO,
      body: { name: '外人负责', manager_id: await userId('operator') },
      lang: 'en',
    });
    expect(stranger.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'manager_id' } });
    expect(stranger.body.msg).toContain('manager_id is not a person of this organisation');
    const director = await manager.call({
      method: 'PUT',
      path: INFO,
      body: { id: (await departmentNamed('工程部')).id, fire_director_id: await userId('engineer') },
    });
    expect(director.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'fire_director_id' } });
    const taken = await manager.call({ method: 'POST', path: INFO, body: { name: '工程部' } });
    expect(taken.body).toMatchObject({ code: ErrorCodes.alreadyExists, data: { field: 'name' } });
    // The same name at another level is another department.
    const security = await departmentNamed('安全保卫部');
    const nested = await manager.call({ method: 'POST', path: INFO, body: { name: '工程部', parent_id: security.id } });
    expect(nested.body.code).toBe(0);
  });

  it('offers the organisation’s active people for the labels', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await manager.call<OrgPerson[]>({ path: '/api_proxy/department/user_options/' });
    expect(body.data.map((person) => person.name)).toEqual(['李安全', '刘控制室', '孙保安']);
    expect(body.data[0]).toMatchObject({
      account: 'manager',
      department_id: (await departmentNamed('安全保卫部')).id,
      post_id: expect.any(Number),
    });
  });
});

describe('another organisation’s people and set-up (issue 28)', () => {
  it('answers an authority its supervised unit’s people, never the centre’s staff, departments, posts or roles', async () => {
    const authority = await loginAs(ctx.app, 'authority');
    const [centre] = await ctx.db.select().from(organisations).where(eq(organisations.kind, 'center')).limit(1);
    for (const path of [
      '/api_proxy/department/user_options/',
      '/api_proxy/department/department_child_list/',
      '/api_proxy/post/list/',
      '/api_proxy/role/list/',
    ]) {
      const { body } = await authority.call({ path, query: { company_id: centre!.id } });
      expect(body.code, path).toBe(ErrorCodes.noPermission);
      expect(body.data, path).toEqual({ field: 'company_id' });
    }
    const tower = await unitId('华鼎国际大厦');
    const people = await authority.call<OrgPerson[]>({
      path: '/api_proxy/department/user_options/',
      query: { company_id: tower },
    });
    expect(people.body.data.map((person) => person.name)).toEqual(['李安全', '刘控制室', '孙保安']);
  });

  it('answers a maintenance engineer neither the centre’s people nor another company’s', async () => {
    const engineer = await loginAs(ctx.app, 'engineer');
    const [centre] = await ctx.db.select().from(organisations).where(eq(organisations.kind, 'center')).limit(1);
    const [authorityOrg] = await ctx.db.select().from(organisations).where(eq(organisations.kind, 'authority'));
    for (const id of [centre!.id, authorityOrg!.id]) {
      const { body } = await engineer.call({ path: '/api_proxy/department/user_options/', query: { company_id: id } });
      expect(body.code).toBe(ErrorCodes.noPermission);
    }
  });
});
