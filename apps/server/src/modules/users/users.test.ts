import type { AddressInfo } from 'node:net';
import { ErrorCodes, type UserRecord } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../core/passwords';
import { departments, files, posts, sessions, userCertificates, users } from '../../db/schema';
import { bindOrgs, buildOrg, buildRole, buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { openStream } from '../../test/sse-client';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
const PASSWORD = 'Abc.123456';
const VALID_ID = '11010519491231002X';

/**
 * A centre C bound to unit A; unit B outside it; an authority bound to A. Each unit has its account keeper and a
 * staff member with a smaller role; the centre has its keeper.
 */
const world = {} as {
  centre: number;
  unitA: number;
  unitB: number;
  authority: number;
  keeperRole: number;
  staffRole: number;
  bigRole: number;
  centreRole: number;
  departmentA: number;
  subDepartmentA: number;
  departmentB: number;
};
let seq = 0;
const name = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  ctx = await createTestApp({ env: { SSE_HEARTBEAT_MS: '200' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const { db } = ctx;
  world.centre = (await buildOrg(db, { kind: 'center' })).id;
  world.unitA = (await buildOrg(db, { kind: 'cared' })).id;
  world.unitB = (await buildOrg(db, { kind: 'cared' })).id;
  world.authority = (await buildOrg(db, { kind: 'authority' })).id;
  await bindOrgs(db, world.centre, world.unitA);
  await bindOrgs(db, world.authority, world.unitA);
  world.keeperRole = (
    await buildRole(db, { orgKind: 'cared', grants: ['home-company', 'systemmanage-account', 'networkcompany'] })
  ).id;
  world.staffRole = (await buildRole(db, { orgKind: 'cared', grants: ['home-company'] })).id;
  world.bigRole = (await buildRole(db, { orgKind: 'cared', grants: ['home-company', 'alarmdeal', 'systemmanage'] })).id;
  world.centreRole = (
    await buildRole(db, { orgKind: 'center', grants: ['home-center', 'systemmanage-account', 'networkcompany'] })
  ).id;
  const [department] = await db.insert(departments).values({ orgId: world.unitA, name: '安保部' }).returning();
  world.departmentA = department!.id;
  const [sub] = await db
    .insert(departments)
    .values({ orgId: world.unitA, parentId: department!.id, name: '消控室' })
    .returning();
  world.subDepartmentA = sub!.id;
  const [other] = await db.insert(departments).values({ orgId: world.unitB, name: '行政部' }).returning();
  world.departmentB = other!.id;
});
afterAll(() => ctx.close());

const person = async (options: { orgId: number; roleId: number; realName?: string }) => {
  const username = name('p');
  const row = await buildUser(ctx.db, { ...options, username, password: PASSWORD });
  return { id: row.id, username };
};
const keeperOf = async (orgId: number) => {
  const keeper = await person({ orgId, roleId: world.keeperRole });
  return { ...keeper, session: await loginAs(ctx.app, keeper.username, PASSWORD) };
};
const centreKeeper = async () => {
  const keeper = await person({ orgId: world.centre, roleId: world.centreRole });
  return loginAs(ctx.app, keeper.username, PASSWORD);
};
const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
type Session = Awaited<ReturnType<typeof loginAs>>;

const newPerson = (extra: Record<string, unknown> = {}) => ({
  account: name('new'),
  password: PASSWORD,
  name: '张三',
  role_id: world.staffRole,
  ...extra,
});
const create = (session: Session, body: Record<string, unknown>) =>
  session.call<UserRecord>({ method: 'POST', path: '/api_proxy/user/info/', body });

/** Every user call, about the person `id`. */
const everyCall = (id: number) =>
  [
    { method: 'GET', path: '/api_proxy/user/list_by_company_id/' },
    { method: 'GET', path: '/api_proxy/user/info/', query: { user_id: id } },
    {
      method: 'POST',
      path: '/api_proxy/user/info/',
      body: { account: 'someone', password: PASSWORD, name: 'x', role_id: 1 },
    },
    { method: 'PUT', path: '/api_proxy/user/info/', body: { user_id: id, name: 'x' } },
    { method: 'DELETE', path: '/api_proxy/user/info/', query: { ids: String(id) } },
    { method: 'PUT', path: '/api_proxy/user/set_active_status/', body: { user_id: id, is_active: 0 } },
    {
      method: 'PUT',
      path: '/api_proxy/user/update_user_password/',
      body: { user_id: id, password: 'Other.123', confirm_password: 'Other.123' },
    },
    { method: 'GET', path: '/api_proxy/user/certificate/info/', query: { user_id: id } },
    {
      method: 'POST',
      path: '/api_proxy/user/certificate/info/',
      body: { user_id: id, enum_certificate_type: 1, certificate_no: 'X1' },
    },
    { method: 'GET', path: '/api_proxy/user/form_options/' },
  ] as const;

describe('user calls refuse callers who are not logged in or lack the permission', () => {
  it('answers 9996 without a session', async () => {
    for (const item of everyCall(1)) {
      const { body } = await call(ctx.app, item);
      expect(body.code, `${item.method} ${item.path}`).toBe(ErrorCodes.tokenInvalid);
    }
  });

  it('answers 9993 to a user without account management, and changes nothing', async () => {
    const staff = await person({ orgId: world.unitA, roleId: world.staffRole });
    const other = await person({ orgId: world.unitA, roleId: world.staffRole });
    const before = await userRow(other.id);
    const session = await loginAs(ctx.app, staff.username, PASSWORD);
    for (const item of everyCall(other.id)) {
      const { body } = await session.call(item);
      expect(body.code, `${item.method} ${item.path}`).toBe(ErrorCodes.noPermission);
    }
    expect(await userRow(other.id)).toEqual(before);
    expect(await ctx.db.select().from(users).where(eq(users.username, 'someone'))).toEqual([]);
  });
});

describe('POST user/info', () => {
  it('adds a person with every field of spec 001 §3 and answers the record field by field', async () => {
    const keeper = await keeperOf(world.unitA);
    // An uploaded avatar: the files row the upload writes.
    const fileId = crypto.randomUUID();
    await ctx.db.insert(files).values({
      id: fileId,
      kind: 'image_single',
      originalName: 'avatar.png',
      mime: 'image/png',
      size: 10,
      storageKey: `k/${fileId}`,
      uploaderId: keeper.id,
      orgId: world.unitA,
    });
    const [post] = await ctx.db.insert(posts).values({ orgId: world.unitA, name: '值班长' }).returning();
    const account = name('Zhang');
    const { body } = await create(keeper.session, {
      account,
      password: PASSWORD,
      name: '张三',
      phone_num: '13912345678',
      email: 'zhang@example.com',
      id_code: VALID_ID.toLowerCase(),
      role_id: world.staffRole,
      enum_user_role: 3,
      is_liable: 1,
      post_id: post!.id,
      department_id: world.subDepartmentA,
      expired_time: '2099-12-31',
      enum_user_staff: 1,
      political_status: 1,
      nation: '汉族',
      address: '北京市朝阳区建国路88号',
      account_nature: 2,
      avatar: fileId,
      joined_time: '2024-03-01',
    });
    expect(body.code).toBe(0);
    const record = body.data;
    expect(record).toMatchObject({
      name: '张三',
      account,
      password: '********',
      phone_num: '13912345678',
      email: 'zhang@example.com',
      id_code: VALID_ID,
      role_id: world.staffRole,
      enum_user_role: 3,
      enum_user_status: 1,
      user_type: 'info_company_cared',
      is_liable: 1,
      post_id: post!.id,
      post_name: '值班长',
      department_id: world.subDepartmentA,
      department_name: '消控室',
      expired_time: '2099-12-31',
      is_active: 1,
      enum_user_staff: 1,
      political_status: 1,
      nation: '汉族',
      address: '北京市朝阳区建国路88号',
      account_nature: 2,
      avatar: fileId,
      joined_time: '2024-03-01',
      last_login_time: null,
      company_id: world.unitA,
    });
    expect(record.create_time).toBeGreaterThan(Date.now() / 1000 - 60);
    const row = await userRow(record.user_id);
    expect(row.orgId).toBe(world.unitA);
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
    // The new person logs in; the login is remembered.
    await loginAs(ctx.app, account, PASSWORD);
    const read = await keeper.session.call<UserRecord>({
      path: '/api_proxy/user/info/',
      query: { user_id: record.user_id },
    });
    expect(read.body.data.last_login_time).toBeGreaterThan(0);
  });

  it('refuses an account that exists, whatever its case: account already exists, please re-enter', async () => {
    const keeper = await keeperOf(world.unitA);
    const taken = await person({ orgId: world.unitB, roleId: world.staffRole });
    const { body } = await create(keeper.session, newPerson({ account: taken.username.toUpperCase() }));
    expect(body.code).toBe(ErrorCodes.alreadyExists);
    expect(body.msg).toContain('账号已存在，请重新输入');
    expect(body.data).toEqual({ field: 'account' });
    const english = await keeper.session.call({
      method: 'POST',
      path: '/api_proxy/user/info/',
      body: newPerson({ account: taken.username }),
      lang: 'en',
    });
    expect(english.body.msg).toContain('account already exists, please re-enter');
  });

  it('names the field of bad input: national ID checksum, phone, password, e-mail, missing name', async () => {
    const keeper = await keeperOf(world.unitA);
    const cases: [Record<string, unknown>, string, number][] = [
      [{ id_code: '110105194912310021' }, 'id_code', ErrorCodes.paramFormat],
      [{ id_code: '990105194912310021' }, 'id_code', ErrorCodes.paramFormat],
      [{ phone_num: '12345' }, 'phone_num', ErrorCodes.paramFormat],
      [{ password: 'abc' }, 'password', ErrorCodes.paramFormat],
      [{ password: '********' }, 'password', ErrorCodes.paramFormat],
      [{ email: 'not-an-email' }, 'email', ErrorCodes.paramFormat],
      [{ name: undefined }, 'name', ErrorCodes.paramRequired],
      [{ account: '1abc' }, 'account', ErrorCodes.paramFormat],
      [{ enum_user_staff: 2 }, 'enum_user_staff', ErrorCodes.paramValue],
      [{ department_id: world.departmentB }, 'department_id', ErrorCodes.paramValue],
      [{ enum_user_role: 999 }, 'enum_user_role', ErrorCodes.paramValue],
      [{ avatar: '00000000-0000-0000-0000-000000000000' }, 'avatar', ErrorCodes.paramValue],
    ];
    for (const [change, field, code] of cases) {
      const { body } = await create(keeper.session, newPerson(change));
      expect(body.code, field).toBe(code);
      expect(body.msg, field).toContain(field);
    }
    expect(await ctx.db.select().from(users).where(eq(users.realName, '张三'))).toHaveLength(1);
  });

  it('refuses a role the caller does not hold everything of, and the administrator role', async () => {
    const keeper = await keeperOf(world.unitA);
    const { body } = await create(keeper.session, newPerson({ role_id: world.bigRole }));
    expect(body.code).toBe(ErrorCodes.paramValue);
    expect(body.data).toEqual({ field: 'role_id' });
    const options = await keeper.session.call<{ roles: { id: number }[] }>({ path: '/api_proxy/user/form_options/' });
    const offered = options.body.data.roles.map((role) => role.id);
    expect(offered).toContain(world.staffRole);
    expect(offered).toContain(world.keeperRole);
    expect(offered).not.toContain(world.bigRole);
    expect(offered).not.toContain(world.centreRole);
  });

  it("never gives another organisation's own role, nor offers it", async () => {
    const keeper = await keeperOf(world.unitA);
    const unitBRole = await buildRole(ctx.db, { orgKind: 'cared', orgId: world.unitB, grants: ['home-company'] });
    const { body } = await create(keeper.session, newPerson({ role_id: unitBRole.id }));
    expect(body.code).toBe(ErrorCodes.paramValue);
    expect(body.data).toEqual({ field: 'role_id' });
    const options = await keeper.session.call<{ roles: { id: number }[] }>({ path: '/api_proxy/user/form_options/' });
    expect(options.body.data.roles.map((role) => role.id)).not.toContain(unitBRole.id);
  });

  it("puts a person on one of the organisation's posts, offers them, and refuses another organisation's post", async () => {
    const keeper = await keeperOf(world.unitA);
    const [own] = await ctx.db.insert(posts).values({ orgId: world.unitA, name: '消控室值班员' }).returning();
    const [foreign] = await ctx.db.insert(posts).values({ orgId: world.unitB, name: '保安' }).returning();
    const options = await keeper.session.call<{ posts: { id: number; name: string }[] }>({
      path: '/api_proxy/user/form_options/',
    });
    expect(options.body.data.posts).toContainEqual({ id: own!.id, name: '消控室值班员' });
    expect(options.body.data.posts.map((item) => item.id)).not.toContain(foreign!.id);
    const refused = await create(keeper.session, newPerson({ post_id: foreign!.id }));
    expect(refused.body.code).toBe(ErrorCodes.paramValue);
    expect(refused.body.data).toEqual({ field: 'post_id' });
    const { body } = await create(keeper.session, newPerson({ post_id: own!.id }));
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ post_id: own!.id, post_name: '消控室值班员' });
  });

  it('holds the unit limit_user_count (7993) and frees a place when a person is deleted', async () => {
    const unit = await buildOrg(ctx.db, { kind: 'cared', maxUsers: 2 });
    const keeper = await keeperOf(unit.id);
    const first = await create(keeper.session, newPerson());
    expect(first.body.code).toBe(0);
    const refused = await create(keeper.session, newPerson());
    expect(refused.body.code).toBe(ErrorCodes.limitExceeded);
    expect(refused.body.msg).toContain('2');
    expect(await ctx.db.select().from(users).where(eq(users.orgId, unit.id))).toHaveLength(2);
    await keeper.session.call({
      method: 'DELETE',
      path: '/api_proxy/user/info/',
      query: { ids: String(first.body.data.user_id) },
    });
    expect((await create(keeper.session, newPerson())).body.code).toBe(0);
  });

  it("adds to a unit of a centre's scope (company_id), and not to a unit outside it", async () => {
    const centre = await centreKeeper();
    const added = await create(centre, newPerson({ company_id: world.unitA }));
    expect(added.body.code).toBe(0);
    expect(added.body.data.company_id).toBe(world.unitA);
    const refused = await create(centre, newPerson({ company_id: world.unitB }));
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(users).where(eq(users.orgId, world.unitB))).not.toContainEqual(
      expect.objectContaining({ realName: '张三' }),
    );
  });

  it("lets an authority read a bound unit's people but not add to them", async () => {
    const role = await buildRole(ctx.db, { orgKind: 'authority', grants: ['networkcompany'] });
    const officer = await person({ orgId: world.authority, roleId: role.id });
    const session = await loginAs(ctx.app, officer.username, PASSWORD);
    const list = await session.call({
      path: '/api_proxy/user/list_by_company_id/',
      query: { company_id: world.unitA },
    });
    expect(list.body.code).toBe(0);
    const refused = await create(session, newPerson({ company_id: world.unitA }));
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
  });
});

describe("another organisation's people", () => {
  it('cannot be read or changed by any call (9993) and stay unchanged', async () => {
    const keeper = await keeperOf(world.unitA);
    const stranger = await person({ orgId: world.unitB, roleId: world.staffRole, realName: '外人' });
    const before = await userRow(stranger.id);
    // Every call naming the stranger (the list and the form options are about the keeper's own unit).
    const attempts = everyCall(stranger.id).filter(
      (item) => 'query' in item || ('body' in item && 'user_id' in item.body),
    );
    const list = await keeper.session.call({
      path: '/api_proxy/user/list_by_company_id/',
      query: { company_id: world.unitB },
    });
    expect(list.body.code).toBe(ErrorCodes.noPermission);
    for (const attempt of attempts) {
      const { body } = await keeper.session.call(attempt);
      expect(body.code, `${attempt.method} ${attempt.path}`).toBe(ErrorCodes.noPermission);
    }
    expect(await userRow(stranger.id)).toEqual(before);
    expect(await ctx.db.select().from(userCertificates).where(eq(userCertificates.userId, stranger.id))).toEqual([]);
  });

  it('answers 9995 for a person who does not exist', async () => {
    const keeper = await keeperOf(world.unitA);
    const { body } = await keeper.session.call({ path: '/api_proxy/user/info/', query: { user_id: 99_999_999 } });
    expect(body.code).toBe(ErrorCodes.noData);
    expect(body.data).toEqual({ field: 'user_id' });
  });
});

describe('user/list_by_company_id', () => {
  it("lists the caller's organisation's people with the filters, and a department's sub-departments", async () => {
    const unit = await buildOrg(ctx.db, { kind: 'cared' });
    const keeper = await keeperOf(unit.id);
    const [security] = await ctx.db.insert(departments).values({ orgId: unit.id, name: '安保' }).returning();
    const [room] = await ctx.db
      .insert(departments)
      .values({ orgId: unit.id, parentId: security!.id, name: '消控' })
      .returning();
    const add = async (extra: Record<string, unknown>) =>
      (await create(keeper.session, newPerson(extra))).body.data.user_id;
    const li = await add({ name: '李四', phone_num: '13800000001', department_id: room!.id });
    const wang = await add({ name: '王五', enum_user_staff: 0, department_id: security!.id });
    const zhao = await add({ name: '赵六', is_active: 0 });
    const qian = await add({ name: '钱七', expired_time: '2020-01-01' });
    const ids = async (query: Record<string, string | number>) => {
      const { body } = await keeper.session.call<{ list: UserRecord[]; total: number }>({
        path: '/api_proxy/user/list_by_company_id/',
        query,
      });
      expect(body.code).toBe(0);
      return body.data.list.map((row) => row.user_id).sort();
    };
    expect(await ids({})).toEqual([keeper.id, li, wang, zhao, qian].sort());
    expect(await ids({ name: '李' })).toEqual([li]);
    expect(await ids({ phone_num: '0000001' })).toEqual([li]);
    expect(await ids({ account: keeper.username })).toEqual([keeper.id]);
    expect(await ids({ enum_user_staff: 0 })).toEqual([wang]);
    expect(await ids({ enum_user_status: 2 })).toEqual([zhao]);
    expect(await ids({ enum_user_status: 3 })).toEqual([qian]);
    expect(await ids({ department_id: security!.id })).toEqual([li, wang].sort());
    expect(await ids({ department_id: room!.id })).toEqual([li]);
    const page = await keeper.session.call<{ list: UserRecord[]; total: number }>({
      path: '/api_proxy/user/list_by_company_id/',
      query: { page_size: 2, page_no: 1 },
    });
    expect(page.body.data.total).toBe(5);
    expect(page.body.data.list).toHaveLength(2);
  });

  it('carries each person’s alarm distribution rules when asked (the alarm page)', async () => {
    const keeper = await keeperOf(world.unitA);
    await keeper.session.call({
      method: 'PUT',
      path: '/api_proxy/user/push_setting/',
      body: { receive_all_fire: true, priority: 7 },
    });
    const { body } = await keeper.session.call<{ list: UserRecord[] }>({
      path: '/api_proxy/user/list_by_company_id/',
      query: { with_push_setting: 1, account: keeper.username },
    });
    expect(body.data.list[0]!.push_setting).toMatchObject({ uid: keeper.id, receive_all_fire: true, priority: 7 });
  });
});

describe('PUT user/info', () => {
  it('changes the fields sent, keeps the password for the masked placeholder and changes it for a new one', async () => {
    const keeper = await keeperOf(world.unitA);
    const staff = await person({ orgId: world.unitA, roleId: world.staffRole });
    const before = await userRow(staff.id);
    const masked = await keeper.session.call<UserRecord>({
      method: 'PUT',
      path: '/api_proxy/user/info/',
      body: { user_id: staff.id, name: '新名字', password: '********', id_code: VALID_ID, nation: '' },
    });
    expect(masked.body.code).toBe(0);
    expect(masked.body.data).toMatchObject({
      name: '新名字',
      id_code: VALID_ID,
      nation: null,
      account: staff.username,
    });
    const after = await userRow(staff.id);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.roleId).toBe(world.staffRole);
    await keeper.session.call({
      method: 'PUT',
      path: '/api_proxy/user/info/',
      body: { user_id: staff.id, password: 'Changed.1' },
    });
    await loginAs(ctx.app, staff.username, 'Changed.1');
  });

  it('refuses changing an account whose role holds more than the caller’s, and one’s own role or state', async () => {
    const keeper = await keeperOf(world.unitA);
    const big = await person({ orgId: world.unitA, roleId: world.bigRole });
    const refused = await keeper.session.call({
      method: 'PUT',
      path: '/api_proxy/user/update_user_password/',
      body: { user_id: big.id, password: 'Taken.123', confirm_password: 'Taken.123' },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    await loginAs(ctx.app, big.username, PASSWORD);
    const own = await keeper.session.call({
      method: 'PUT',
      path: '/api_proxy/user/info/',
      body: { user_id: keeper.id, is_active: 0 },
    });
    expect(own.body.code).toBe(ErrorCodes.noPermission);
    expect(own.body.data).toEqual({ field: 'is_active' });
    expect((await userRow(keeper.id)).isActive).toBe(true);
  });

  it("ends the person's sessions when a change marks them as having left", async () => {
    const keeper = await keeperOf(world.unitA);
    const staff = await person({ orgId: world.unitA, roleId: world.staffRole });
    const session = await loginAs(ctx.app, staff.username, PASSWORD);
    await keeper.session.call({
      method: 'PUT',
      path: '/api_proxy/user/info/',
      body: { user_id: staff.id, enum_user_staff: 0 },
    });
    expect((await session.call({ path: '/api_proxy/user/info/' })).body.code).toBe(ErrorCodes.tokenInvalid);
  });
});

describe('user/set_active_status', () => {
  it("deactivating ends the person's session at once: 9996 on the next call, force_logout on the stream", async () => {
    const keeper = await keeperOf(world.unitA);
    const staff = await person({ orgId: world.unitA, roleId: world.staffRole });
    const session = await loginAs(ctx.app, staff.username, PASSWORD);
    expect((await session.call({ path: '/api_proxy/user/info/' })).body.code).toBe(0);
    const stream = await openStream({ baseUrl, token: session.token, uid: session.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    const { body } = await keeper.session.call<UserRecord>({
      method: 'PUT',
      path: '/api_proxy/user/set_active_status/',
      body: { user_id: staff.id, is_active: 0 },
    });
    expect(body.data).toMatchObject({ is_active: 0, enum_user_status: 2 });
    const forced = await stream.waitFor((frame) => frame.data.action === 'force_logout');
    expect(forced.data.msg).toBe('账号异常，请联系管理员');
    expect(await stream.waitEnded()).toBe(true);
    expect((await session.call({ path: '/api_proxy/user/info/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    const [ended] = await ctx.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(ended!.endReason).toBe('deactivated');
    // Activated again, the person logs in again.
    await keeper.session.call({
      method: 'PUT',
      path: '/api_proxy/user/set_active_status/',
      body: { user_id: staff.id, is_active: 1 },
    });
    await loginAs(ctx.app, staff.username, PASSWORD);
  });

  it('refuses deactivating oneself', async () => {
    const keeper = await keeperOf(world.unitA);
    const { body } = await keeper.session.call({
      method: 'PUT',
      path: '/api_proxy/user/set_active_status/',
      body: { user_id: keeper.id, is_active: 0 },
    });
    expect(body.code).toBe(ErrorCodes.noPermission);
    expect((await userRow(keeper.id)).isActive).toBe(true);
  });
});

describe('DELETE user/info', () => {
  it('soft-deletes the selection, ends their sessions, and refuses the whole selection when it holds the caller', async () => {
    const keeper = await keeperOf(world.unitA);
    const first = await person({ orgId: world.unitA, roleId: world.staffRole });
    const second = await person({ orgId: world.unitA, roleId: world.staffRole });
    const session = await loginAs(ctx.app, first.username, PASSWORD);
    const withSelf = await keeper.session.call({
      method: 'DELETE',
      path: '/api_proxy/user/info/',
      query: { ids: `${first.id},${keeper.id}` },
    });
    expect(withSelf.body.code).toBe(ErrorCodes.noPermission);
    expect((await userRow(first.id)).deletedAt).toBeNull();
    const { body } = await keeper.session.call({
      method: 'DELETE',
      path: '/api_proxy/user/info/',
      query: { ids: `${first.id},${second.id}` },
    });
    expect(body).toMatchObject({ code: 0, data: { ids: [first.id, second.id] } });
    expect((await userRow(first.id)).deletedAt).not.toBeNull();
    expect((await session.call({ path: '/api_proxy/user/info/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    const read = await keeper.session.call({ path: '/api_proxy/user/info/', query: { user_id: first.id } });
    expect(read.body.code).toBe(ErrorCodes.noData);
    const list = await keeper.session.call<{ list: UserRecord[] }>({ path: '/api_proxy/user/list_by_company_id/' });
    expect(list.body.data.list.map((row) => row.user_id)).not.toContain(first.id);
  });

  it('names the field of a bad id list', async () => {
    const keeper = await keeperOf(world.unitA);
    const { body } = await keeper.session.call({
      method: 'DELETE',
      path: '/api_proxy/user/info/',
      query: { ids: 'a,b' },
    });
    expect(body.code).toBe(ErrorCodes.paramFormat);
    expect(body.msg).toContain('ids');
  });
});

describe('login of an account that may not log in', () => {
  it("answers 'account abnormal, contact administrator' for expired, inactive, left and deleted accounts", async () => {
    const org = await buildOrg(ctx.db, { kind: 'cared' });
    const cases = [
      { expiresOn: '2020-01-01' },
      { isActive: false },
      { staffStatus: 0 },
      { deletedAt: new Date(), isActive: false },
    ];
    for (const change of cases) {
      const someone = await person({ orgId: org.id, roleId: world.staffRole });
      await ctx.db.update(users).set(change).where(eq(users.id, someone.id));
      await expect(loginAs(ctx.app, someone.username, PASSWORD)).rejects.toThrow(
        `login ${someone.username} failed: 6992 账号异常，请联系管理员`,
      );
      // A wrong password is answered as for any account: the state is told only to who knows the password.
      await expect(loginAs(ctx.app, someone.username, 'Wrong.123')).rejects.toThrow(
        `failed: ${ErrorCodes.wrongPassword}`,
      );
    }
    const today = await person({ orgId: org.id, roleId: world.staffRole });
    const siteToday = ctx.deps.siteTime.format(new Date()).slice(0, 10);
    await ctx.db.update(users).set({ expiresOn: siteToday }).where(eq(users.id, today.id));
    await loginAs(ctx.app, today.username, PASSWORD);
  });
});

describe('user/update_user_password', () => {
  it('changes one’s own password only with the right old one, and lets a keeper reset another’s', async () => {
    const keeper = await keeperOf(world.unitA);
    const staff = await person({ orgId: world.unitA, roleId: world.staffRole });
    const session = await loginAs(ctx.app, staff.username, PASSWORD);
    const path = '/api_proxy/user/update_user_password/';
    const wrong = await session.call({
      method: 'PUT',
      path,
      body: { old_password: 'Wrong.123', password: 'Mine.1234', confirm_password: 'Mine.1234' },
    });
    expect(wrong.body.code).toBe(ErrorCodes.passwordChangeFailed);
    expect(wrong.body.data).toEqual({ field: 'old_password' });
    const missing = await session.call({
      method: 'PUT',
      path,
      body: { password: 'Mine.1234', confirm_password: 'Mine.1234' },
    });
    expect(missing.body.code).toBe(ErrorCodes.paramRequired);
    const mismatch = await session.call({
      method: 'PUT',
      path,
      body: { old_password: PASSWORD, password: 'Mine.1234', confirm_password: 'Mine.12345' },
    });
    expect(mismatch.body.msg).toContain('confirm_password');
    const own = await session.call({
      method: 'PUT',
      path,
      body: { old_password: PASSWORD, password: 'Mine.1234', confirm_password: 'Mine.1234' },
    });
    expect(own.body.code).toBe(0);
    await loginAs(ctx.app, staff.username, 'Mine.1234');
    const reset = await keeper.session.call({
      method: 'PUT',
      path,
      body: { user_id: staff.id, password: 'Reset.123', confirm_password: 'Reset.123' },
    });
    expect(reset.body.code).toBe(0);
    await loginAs(ctx.app, staff.username, 'Reset.123');
  });
});

describe('/myhome: one’s own record', () => {
  it('reads and changes one’s own name and avatar without account management', async () => {
    const staff = await person({ orgId: world.unitA, roleId: world.staffRole });
    const session = await loginAs(ctx.app, staff.username, PASSWORD);
    const read = await session.call<UserRecord>({ path: '/api_proxy/user/info/', query: { user_id: staff.id } });
    expect(read.body.data.account).toBe(staff.username);
    const bad = await session.call({ method: 'PUT', path: '/api_proxy/user/my_info/', body: { avatar: 'nope' } });
    expect(bad.body.code).toBe(ErrorCodes.paramValue);
    expect(bad.body.data).toEqual({ field: 'avatar' });
    const changed = await session.call<UserRecord>({
      method: 'PUT',
      path: '/api_proxy/user/my_info/',
      body: { name: '我自己' },
    });
    expect(changed.body.data.name).toBe('我自己');
    expect((await userRow(staff.id)).realName).toBe('我自己');
  });
});

describe('user/certificate/info', () => {
  it('adds, reads, changes and deletes a person’s certificates, naming the field of a bad type', async () => {
    const keeper = await keeperOf(world.unitA);
    const staff = await person({ orgId: world.unitA, roleId: world.staffRole });
    const path = '/api_proxy/user/certificate/info/';
    const bad = await keeper.session.call({
      method: 'POST',
      path,
      body: { user_id: staff.id, enum_certificate_type: 99, certificate_no: 'C-1' },
    });
    expect(bad.body.code).toBe(ErrorCodes.paramValue);
    expect(bad.body.msg).toContain('enum_certificate_type');
    const added = await keeper.session.call<{ certificate_id: number }>({
      method: 'POST',
      path,
      body: {
        user_id: staff.id,
        enum_certificate_type: 3,
        certificate_no: 'C-1',
        issue_date: '2023-01-02',
        valid_date: '2028-01-01',
      },
    });
    expect(added.body.data).toMatchObject({
      user_id: staff.id,
      enum_certificate_type: 3,
      certificate_no: 'C-1',
      issue_date: '2023-01-02',
      valid_date: '2028-01-01',
      images: [],
    });
    const id = added.body.data.certificate_id;
    await keeper.session.call({
      method: 'PUT',
      path,
      body: { certificate_id: id, enum_certificate_type: 5, certificate_no: 'C-2', valid_date: '' },
    });
    const list = await keeper.session.call<{ certificate_no: string; valid_date: string | null }[]>({
      path,
      query: { user_id: staff.id },
    });
    expect(list.body.data).toEqual([expect.objectContaining({ certificate_no: 'C-2', valid_date: null })]);
    const stranger = await keeperOf(world.unitB);
    const refused = await stranger.session.call({ method: 'DELETE', path, query: { certificate_id: id } });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    await keeper.session.call({ method: 'DELETE', path, query: { certificate_id: id } });
    expect(await ctx.db.select().from(userCertificates).where(eq(userCertificates.userId, staff.id))).toEqual([]);
  });
});

describe('the administrator and the centre', () => {
  it("keep a bound unit's people through the unit tab (an operator only reads them); nor touch the administrator's account", async () => {
    const centre = await centreKeeper();
    const staff = await person({ orgId: world.unitA, roleId: world.staffRole });
    const deactivated = await centre.call({
      method: 'PUT',
      path: '/api_proxy/user/set_active_status/',
      body: { user_id: staff.id, is_active: 0 },
    });
    expect(deactivated.body.code).toBe(0);
    const watchRole = await buildRole(ctx.db, { orgKind: 'center', grants: ['home-center', 'networkcompany'] });
    const watcher = await person({ orgId: world.centre, roleId: watchRole.id });
    const operator = await loginAs(ctx.app, watcher.username, PASSWORD);
    const read = await operator.call({ path: '/api_proxy/user/info/', query: { user_id: staff.id } });
    expect(read.body.code).toBe(0);
    const notKept = await operator.call({
      method: 'PUT',
      path: '/api_proxy/user/set_active_status/',
      body: { user_id: staff.id, is_active: 1 },
    });
    expect(notKept.body.code).toBe(ErrorCodes.noPermission);
    expect((await userRow(staff.id)).isActive).toBe(false);
    const adminRole = await buildRole(ctx.db, { code: 'admin_system', grants: [] });
    const admin = await person({ orgId: world.centre, roleId: adminRole.id });
    const refused = await centre.call({
      method: 'PUT',
      path: '/api_proxy/user/update_user_password/',
      body: { user_id: admin.id, password: 'Taken.123', confirm_password: 'Taken.123' },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    await loginAs(ctx.app, admin.username, PASSWORD);
  });
});
