import type { AddressInfo } from 'node:net';
import {
  ErrorCodes,
  pushedMessageSchema,
  type LoginAnswer,
  type Page,
  type PostRecord,
  type RoleRecord,
  type UserControlNode,
} from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, roles } from '../../db/schema';
import { buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { pushToUsers } from '../../realtime/push';
import { openStream } from '../../test/sse-client';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { SSE_HEARTBEAT_MS: '200' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const INFO = '/api_proxy/role/info/';
const LIST = '/api_proxy/role/list/';
const unitId = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
const roleRow = async (id: number) => (await ctx.db.select().from(roles).where(eq(roles.id, id)))[0]!;
const roleByCode = async (code: string) => (await ctx.db.select().from(roles).where(eq(roles.code, code)))[0]!;
let serial = 0;

type Session = Awaited<ReturnType<typeof loginAs>>;
/** A role of the tower made by its administrator (the demo's manager) through the API. */
const createTowerRole = async (manager: Session, permissionIds: string[], name = `角色${++serial}`) => {
  const { body } = await manager.call<RoleRecord>({
    method: 'POST',
    path: INFO,
    body: { name, preset_code: 'cared_manager', permission_ids: permissionIds },
  });
  if (body.code !== 0) throw new Error(`${body.code} ${body.msg}`);
  return body.data;
};
/** A person of the tower holding the role, logged in. */
const holderOf = async (roleId: number) => {
  const user = await buildUser(ctx.db, { orgId: await unitId('华鼎国际大厦'), roleId, username: `holder${++serial}` });
  return loginAs(ctx.app, user.username);
};
const findNode = (nodes: UserControlNode[], id: string): UserControlNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
};

describe('roles (/systemmanage/role)', () => {
  it('refuses a caller without a session, and changes by someone without role management', async () => {
    expect((await call(ctx.app, { path: LIST })).body.code).toBe(ErrorCodes.tokenInvalid);
    const operator = await loginAs(ctx.app, 'operator');
    const refused = await operator.call({
      method: 'POST',
      path: INFO,
      body: { name: '值班员二', permission_ids: ['alarmdeal-list'] },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(roles).where(eq(roles.name, '值班员二'))).toEqual([]);
  });

  it('lists the organisation’s presets to start from; the role one holds is not editable', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await manager.call<RoleRecord[]>({ path: LIST });
    const preset = body.data.find((role) => role.code === 'cared_manager')!;
    expect(preset).toMatchObject({
      name: '单位消防安全管理人',
      company_id: null,
      org_kind: 'cared',
      is_preset: true,
      preset_code: 'cared_manager',
      // 李安全, 刘控制室 and 孙保安 of the tower hold it.
      user_count: 3,
      can_edit: false,
      can_delete: false,
    });
    expect(preset.permission_ids).toContain('systemmanage-role');
    // Presets of other organisation kinds are not the unit's to see.
    expect(body.data.every((role) => role.org_kind === 'cared')).toBe(true);
  });

  it('adds a role from a preset with the ticked nodes and their ancestors, and reads it back', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const created = await manager.call<RoleRecord>({
      method: 'POST',
      path: INFO,
      body: {
        name: '消防安全员',
        eng_name: 'Safety officer',
        preset_code: 'cared_manager',
        permission_ids: ['alarmdeal-list', 'networkcompany-building-info-new'],
      },
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      name: '消防安全员',
      eng_name: 'Safety officer',
      company_id: await unitId('华鼎国际大厦'),
      org_kind: 'cared',
      preset_code: 'cared_manager',
      is_preset: false,
      user_count: 0,
      can_edit: true,
      can_delete: true,
    });
    expect([...created.body.data.permission_ids].sort()).toEqual(
      ['alarmdeal', 'alarmdeal-list', 'networkcompany', 'networkcompany-building-info-new'].sort(),
    );
    const read = await manager.call<RoleRecord>({ path: INFO, query: { id: created.body.data.id } });
    expect(read.body.data).toEqual(created.body.data);
    const list = await manager.call<RoleRecord[]>({ path: LIST });
    expect(list.body.data[0]!.name).toBe('消防安全员');
  });

  it('never lets an administrator grant a node their own role lacks, naming the node', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    // The unit's manager role has no unregistered devices (the centre's list) and no new-unit button.
    const refused = await manager.call({
      method: 'POST',
      path: INFO,
      body: { name: '越权角色', permission_ids: ['alarmdeal-list', 'alarmdeal-unregistered'] },
      lang: 'en',
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect(refused.body.msg).toBe(
      'no permission: you cannot grant a permission your own role lacks: Unregistered devices (alarmdeal-unregistered)',
    );
    expect(refused.body.data).toEqual({ field: 'permission_ids', id: 'alarmdeal-unregistered' });
    expect(await ctx.db.select().from(roles).where(eq(roles.name, '越权角色'))).toEqual([]);

    const role = await createTowerRole(manager, ['alarmdeal-list']);
    const widened = await manager.call({
      method: 'PUT',
      path: INFO,
      body: { id: role.id, permission_ids: ['alarmdeal-list', 'networkcompany-new'] },
    });
    expect(widened.body.code).toBe(ErrorCodes.noPermission);
    expect(widened.body.msg).toBe('没有权限: 不能授予您自己的角色没有的权限：新增单位（networkcompany-new）');
    expect((await roleRow(role.id)).permissionIds.sort()).toEqual(['alarmdeal', 'alarmdeal-list']);

    // The platform administrator holds every node: the administrator may grant it.
    const admin = await loginAs(ctx.app, 'admin');
    const granted = await admin.call<RoleRecord>({
      method: 'PUT',
      path: INFO,
      body: { id: role.id, permission_ids: ['alarmdeal-list', 'alarmdeal-unregistered'] },
    });
    expect(granted.body.data.permission_ids).toContain('alarmdeal-unregistered');
    // A node the role holds already is kept by an edit of someone who lacks it; removing it is always allowed.
    const renamed = await manager.call<RoleRecord>({
      method: 'PUT',
      path: INFO,
      body: { id: role.id, name: '保留未注册', permission_ids: granted.body.data.permission_ids },
    });
    expect(renamed.body.code).toBe(0);
    const narrowed = await manager.call<RoleRecord>({
      method: 'PUT',
      path: INFO,
      body: { id: role.id, permission_ids: ['alarmdeal-list'] },
    });
    expect(narrowed.body.data.permission_ids).not.toContain('alarmdeal-unregistered');
  });

  it('lets nobody change the role they hold, nor a preset unless they are the platform administrator', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const caredManager = await roleByCode('cared_manager');
    const own = await manager.call({
      method: 'PUT',
      path: INFO,
      body: { id: caredManager.id, name: '改自己' },
      lang: 'en',
    });
    expect(own.body.code).toBe(ErrorCodes.noPermission);
    expect(own.body.msg).toBe('no permission: you cannot change the role you hold yourself');

    // A deputy holding the unit's own keeper role cannot change it either, nor the shared preset.
    const keeper = await createTowerRole(manager, ['systemmanage-role', 'alarmdeal-list']);
    const deputy = await holderOf(keeper.id);
    const ownRole = await deputy.call({
      method: 'PUT',
      path: INFO,
      body: { id: keeper.id, permission_ids: ['systemmanage-role'] },
    });
    expect(ownRole.body.code).toBe(ErrorCodes.noPermission);
    const preset = await deputy.call({
      method: 'PUT',
      path: INFO,
      body: { id: caredManager.id, name: '改预设' },
      lang: 'en',
    });
    expect(preset.body.msg).toBe('no permission: only the platform administrator changes a preset role');
    expect((await roleRow(caredManager.id)).name).toBe('单位消防安全管理人');
    expect((await roleRow(keeper.id)).permissionIds).toContain('alarmdeal-list');

    const admin = await loginAs(ctx.app, 'admin');
    const adminRole = await roleByCode('admin_system');
    const adminOwn = await admin.call({ method: 'PUT', path: INFO, body: { id: adminRole.id, name: '超级管理员' } });
    expect(adminOwn.body.code).toBe(ErrorCodes.noPermission);
  });

  it('deletes only an organisation’s role nobody holds; presets stay', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const held = await createTowerRole(manager, ['alarmdeal-list']);
    await holderOf(held.id);
    const listed = await manager.call<RoleRecord>({ path: INFO, query: { id: held.id } });
    expect(listed.body.data).toMatchObject({ user_count: 1, can_delete: false });
    const inUse = await manager.call({ method: 'DELETE', path: INFO, query: { id: held.id }, lang: 'en' });
    expect(inUse.body.code).toBe(ErrorCodes.cannotDelete);
    expect(inUse.body.msg).toBe('cannot delete: role is assigned to accounts and cannot be deleted');
    expect(await roleRow(held.id)).toBeDefined();

    const admin = await loginAs(ctx.app, 'admin');
    const preset = await admin.call({
      method: 'DELETE',
      path: INFO,
      query: { id: (await roleByCode('maint_engineer')).id },
      lang: 'en',
    });
    expect(preset.body.msg).toBe('cannot delete: a preset role cannot be deleted');

    const spare = await createTowerRole(manager, ['alarmdeal-list']);
    const deleted = await manager.call({ method: 'DELETE', path: INFO, query: { id: spare.id } });
    expect(deleted.body).toMatchObject({ code: 0, data: { id: spare.id } });
    expect(await ctx.db.select().from(roles).where(eq(roles.id, spare.id))).toEqual([]);
  });

  it('refuses another organisation’s role and leaves it unchanged', async () => {
    const school = await unitId('朝阳实验学校');
    const [other] = await ctx.db
      .insert(roles)
      .values({
        code: 'school_guard',
        name: '门卫',
        engName: 'Guard',
        orgKind: 'cared',
        orgId: school,
        permissionIds: ['alarmdeal', 'alarmdeal-list'],
      })
      .returning();
    const manager = await loginAs(ctx.app, 'manager');
    const attempts = await Promise.all([
      manager.call({ path: INFO, query: { id: other!.id } }),
      manager.call({ method: 'PUT', path: INFO, body: { id: other!.id, permission_ids: ['alarmdeal-list'] } }),
      manager.call({ method: 'DELETE', path: INFO, query: { id: other!.id } }),
      manager.call({ path: LIST, query: { company_id: school } }),
      manager.call({ method: 'POST', path: INFO, body: { company_id: school, name: '替别人建', permission_ids: [] } }),
      // A preset of another organisation kind is not the unit's either.
      manager.call({ path: INFO, query: { id: (await roleByCode('center_operator')).id } }),
    ]);
    for (const attempt of attempts) expect(attempt.body.code).toBe(ErrorCodes.noPermission);
    expect(await roleRow(other!.id)).toMatchObject({ name: '门卫', permissionIds: ['alarmdeal', 'alarmdeal-list'] });
  });

  it('names the field of bad input: a missing name, an unknown node, a preset of another kind', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const missing = await manager.call({ method: 'POST', path: INFO, body: { permission_ids: [] } });
    expect(missing.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'name' } });
    const noTree = await manager.call({ method: 'POST', path: INFO, body: { name: '无树' } });
    expect(noTree.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'permission_ids' } });
    const unknown = await manager.call({
      method: 'POST',
      path: INFO,
      body: { name: '未知节点', permission_ids: ['alarmdeal-list', 'no-such-node'] },
      lang: 'en',
    });
    expect(unknown.body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'permission_ids', id: 'no-such-node' },
    });
    expect(unknown.body.msg).toBe('illegal parameter value: permission_ids unknown permission node: no-such-node');
    const otherKind = await manager.call({
      method: 'POST',
      path: INFO,
      body: { name: '中心模板', preset_code: 'center_operator', permission_ids: [] },
    });
    expect(otherKind.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'preset_code' } });
    const role = await createTowerRole(manager, ['alarmdeal-list'], '重名角色');
    const taken = await manager.call({ method: 'POST', path: INFO, body: { name: '重名角色', permission_ids: [] } });
    expect(taken.body).toMatchObject({ code: ErrorCodes.alreadyExists, data: { field: 'name' } });
    expect(role.name).toBe('重名角色');
  });

  it('enforces a change on the holder’s next call and pushes permissions_changed to them', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const role = await createTowerRole(manager, ['systemmanage-post', 'alarmdeal-list']);
    const holder = await holderOf(role.id);
    const stream = await openStream({ baseUrl, token: holder.token, uid: holder.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    // The holder's session is resolved and cached by this call.
    expect((await holder.call<Page<PostRecord>>({ path: '/api_proxy/post/list/' })).body.code).toBe(0);

    const narrowed = await manager.call<RoleRecord>({
      method: 'PUT',
      path: INFO,
      body: { id: role.id, permission_ids: ['alarmdeal-list'] },
    });
    expect(narrowed.body.code).toBe(0);
    expect((await holder.call({ path: '/api_proxy/post/list/' })).body.code).toBe(ErrorCodes.noPermission);
    const pushed = await stream.waitFor((frame) => frame.data.action === 'permissions_changed');
    expect(pushedMessageSchema.parse(pushed.data)).toEqual({ action: 'permissions_changed' });
    // What the client reads on that message: the tab is gone from its tree, without a new login.
    const info = await holder.call<LoginAnswer>({ path: '/api_proxy/user/info/' });
    expect(findNode(info.body.data.user_control, 'systemmanage-post')?.auth).toBe(0);
    expect(info.body.data.user_token).toBe(holder.token);

    await manager.call({
      method: 'PUT',
      path: INFO,
      body: { id: role.id, permission_ids: ['systemmanage-post', 'alarmdeal-list'] },
    });
    expect((await holder.call({ path: '/api_proxy/post/list/' })).body.code).toBe(0);
    await stream.waitFor((frame) => frame.data.action === 'permissions_changed' && frame.id !== pushed.id);
    // A rename alone changes nobody's permissions: nothing is pushed. A notice pushed to the holder after it comes down
    // the same stream in order: once it is there, a push for the rename would be too.
    const before = stream.messages().length;
    await manager.call({ method: 'PUT', path: INFO, body: { id: role.id, name: '只改名字' } });
    await pushToUsers(ctx.deps, [holder.uid], {
      msg_type: 'notice',
      app_id: [29],
      msg_body: { title: 'after the rename', content: 'after the rename' },
    });
    await stream.waitFor((frame) => frame.data.msg_type === 'notice');
    expect(stream.messages().filter((frame) => frame.data.action).length).toBe(
      stream
        .messages()
        .slice(0, before)
        .filter((frame) => frame.data.action).length,
    );
    await stream.close();
  });

  it('lets the platform administrator change a preset for everyone holding it', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const preset = await roleByCode('maint_engineer');
    const engineer = await loginAs(ctx.app, 'engineer');
    const before = await engineer.call<LoginAnswer>({ path: '/api_proxy/user/info/' });
    expect(findNode(before.body.data.user_control, 'networkcompany-device-command')?.auth).toBe(1);
    const { body } = await admin.call<RoleRecord>({
      method: 'PUT',
      path: INFO,
      body: {
        id: preset.id,
        permission_ids: preset.permissionIds.filter((id) => id !== 'networkcompany-device-command'),
      },
    });
    expect(body).toMatchObject({ code: 0, data: { is_preset: true, can_edit: true, can_delete: false } });
    const after = await engineer.call<LoginAnswer>({ path: '/api_proxy/user/info/' });
    expect(findNode(after.body.data.user_control, 'networkcompany-device-command')?.auth).toBe(0);
    // The administrator's own list holds every preset.
    const list = await admin.call<RoleRecord[]>({ path: LIST });
    expect(list.body.data.filter((role) => role.is_preset).map((role) => role.code)).toEqual(
      expect.arrayContaining(['admin_system', 'center_operator', 'cared_manager', 'maint_engineer', 'authority_user']),
    );
  });
});
