import { ErrorCodes, type Page } from '@fireline/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, users } from '../../db/schema';
import { bindOrgs, buildRole, buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

type Center = { company_id: number; company_name: string; is_platform: number; account: string | null };
const orgNamed = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0];
const accountNamed = async (account: string) =>
  (
    await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, account.toLowerCase()))
  )[0];

const newCenter = (overrides: Record<string, unknown> = {}) => ({
  company_name: '昌平区消防监管中心',
  company_address: '110114',
  company_address_specific: '北京市昌平区府学路 7 号',
  contact_name: '韩主任',
  contact_phone: '13600136000',
  is_platform: 1,
  account: 'changping01',
  password: 'Cp@2026.a',
  confirm_password: 'Cp@2026.a',
  ...overrides,
});

describe('regulatory centre account (spec 001 §3)', () => {
  it('refuses a caller who is not logged in', async () => {
    const { body } = await call(ctx.app, { method: 'POST', path: '/api_proxy/center/info/', body: newCenter() });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('refuses a centre operator, who may not create district organisations, and creates nothing', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const { body } = await operator.call({
      method: 'POST',
      path: '/api_proxy/center/info/',
      body: newCenter({ company_name: '无权新建中心', account: 'nope01' }),
    });
    expect(body.code).toBe(ErrorCodes.noPermission);
    expect(await orgNamed('无权新建中心')).toBeUndefined();
    expect(await accountNamed('nope01')).toBeUndefined();
  });

  it('names the field of a missing account, a bad password and a confirmation that does not match', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const post = (body: Record<string, unknown>) =>
      admin.call({
        method: 'POST',
        path: '/api_proxy/center/info/',
        body: newCenter({ company_name: '校验中心', ...body }),
      });
    const missing = await post({ account: undefined });
    expect(missing.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'account' } });
    const weak = await post({ password: 'abc', confirm_password: 'abc' });
    expect(weak.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'password' } });
    const mismatch = await post({ confirm_password: 'Cp@2026.b' });
    expect(mismatch.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'confirm_password' } });
    expect(mismatch.body.eng_msg).toContain('the two passwords do not match');
    const badAccount = await post({ account: '9abc' });
    expect(badAccount.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'account' } });
    expect(await orgNamed('校验中心')).toBeUndefined();
  });

  it('refuses an account that already exists and leaves neither the centre nor an account behind', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const { body } = await admin.call({
      method: 'POST',
      path: '/api_proxy/center/info/',
      body: newCenter({ company_name: '重名账号中心', account: 'Operator' }),
    });
    expect(body.code).toBe(ErrorCodes.alreadyExists);
    expect(body.msg).toContain('账号已存在，请重新输入');
    expect(body.eng_msg).toContain('account already exists, please re-enter');
    expect(await orgNamed('重名账号中心')).toBeUndefined();
  });

  it('creates a centre with its account, stores the password hashed, and the account logs in to see the centre’s units only', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const created = await admin.call<Center>({ method: 'POST', path: '/api_proxy/center/info/', body: newCenter() });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      company_name: '昌平区消防监管中心',
      is_platform: 1,
      account: 'changping01',
    });
    const stored = (await accountNamed('changping01'))!;
    expect(stored.orgId).toBe(created.body.data.company_id);
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain('Cp@2026.a');

    const tower = (await orgNamed('华鼎国际大厦'))!;
    const school = (await orgNamed('朝阳实验学校'))!;
    await bindOrgs(ctx.db, created.body.data.company_id, tower.id);

    const centre = await loginAs(ctx.app, 'changping01', 'Cp@2026.a');
    expect(centre.answer).toMatchObject({
      company_id: created.body.data.company_id,
      company_type: 'info_center',
      role_code: 'center_admin',
    });
    const units = await centre.call<Page<{ company_name: string }>>({ path: '/api_proxy/company_cared/list/' });
    expect(units.body.data.list.map((unit) => unit.company_name)).toEqual(['华鼎国际大厦']);
    const foreign = await centre.call({ path: '/api_proxy/company_cared/info/', query: { company_id: school.id } });
    expect(foreign.body.code).toBe(ErrorCodes.noPermission);
    const change = await centre.call({
      method: 'PUT',
      path: '/api_proxy/company_cared/info/',
      body: { company_id: school.id, contact_name: '改名' },
    });
    expect(change.body.code).toBe(ErrorCodes.noPermission);
    expect((await orgNamed('朝阳实验学校'))!.contactName).toBe(school.contactName);
  });

  it('creates a centre without an account when is_platform is 0', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const { body } = await admin.call<Center>({
      method: 'POST',
      path: '/api_proxy/center/info/',
      body: { company_name: '延庆区监管中心', is_platform: 0 },
    });
    expect(body.data).toMatchObject({ is_platform: 0, account: null });
  });

  it('answers whether an account is taken, to those who create accounts', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const taken = await admin.call({ path: '/api_proxy/user/check_account/', query: { account: 'MANAGER' } });
    expect(taken.body.data).toEqual({ account: 'MANAGER', is_exist: 1 });
    const free = await admin.call({ path: '/api_proxy/user/check_account/', query: { account: 'freshname' } });
    expect(free.body.data).toEqual({ account: 'freshname', is_exist: 0 });
    const operator = await loginAs(ctx.app, 'operator');
    expect(
      (await operator.call({ path: '/api_proxy/user/check_account/', query: { account: 'manager' } })).body.code,
    ).toBe(ErrorCodes.noPermission);
  });
});

describe('district organisation tabs (company/district_list)', () => {
  it('lists every centre to the administrator, and to an operator its own centre and those bound to its units', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const all = await admin.call<Page<Center>>({
      path: '/api_proxy/company/district_list/',
      query: { kind: 'center' },
    });
    expect(all.body.data.list.map((org) => org.company_name).sort()).toEqual(
      ['延庆区监管中心', '昌平区消防监管中心', '火线消防远程监控中心'].sort(),
    );
    const operator = await loginAs(ctx.app, 'operator');
    // 昌平 watches the tower, one of the operator's units; 延庆 is bound to nothing the operator sees.
    const own = await operator.call<Page<Center>>({
      path: '/api_proxy/company/district_list/',
      query: { kind: 'center' },
    });
    expect(own.body.data.list.map((org) => org.company_name).sort()).toEqual(
      ['昌平区消防监管中心', '火线消防远程监控中心'].sort(),
    );
    const units = await operator.call<Page<Center>>({
      path: '/api_proxy/company/district_list/',
      query: { kind: 'cared', company_name: '学校' },
    });
    expect(units.body.data).toMatchObject({ total: 1, list: [{ company_name: '朝阳实验学校' }] });
  });

  it('refuses a unit manager, who has no district organisations', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await manager.call({ path: '/api_proxy/company/district_list/', query: { kind: 'center' } });
    expect(body.code).toBe(ErrorCodes.noPermission);
  });
});

describe('regulatory centre account on edit (PUT center/info)', () => {
  const put = (session: Awaited<ReturnType<typeof loginAs>>, body: Record<string, unknown>) =>
    session.call<Center>({ method: 'PUT', path: '/api_proxy/center/info/', body });

  it('names the missing field when a centre without an account asks for one, and changes nothing', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const yanqing = (await orgNamed('延庆区监管中心'))!;
    const { body } = await put(admin, {
      company_id: yanqing.id,
      contact_name: '赵主任',
      is_platform: 1,
      account: 'yanqing01',
      password: 'Yq@2026.a',
    });
    expect(body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'confirm_password' } });
    expect(await orgNamed('延庆区监管中心')).toEqual(yanqing);
    expect(await accountNamed('yanqing01')).toBeUndefined();
  });

  it('refuses a taken account on edit and leaves the centre as it was', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const yanqing = (await orgNamed('延庆区监管中心'))!;
    const { body } = await put(admin, {
      company_id: yanqing.id,
      contact_name: '赵主任',
      is_platform: 1,
      account: 'CHANGPING01',
      password: 'Yq@2026.a',
      confirm_password: 'Yq@2026.a',
    });
    expect(body.code).toBe(ErrorCodes.alreadyExists);
    expect(body.eng_msg).toContain('account already exists, please re-enter');
    expect(await orgNamed('延庆区监管中心')).toEqual(yanqing);
  });

  it('gives a centre without an account its account in the same change, and the account logs in as centre_admin', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const yanqing = (await orgNamed('延庆区监管中心'))!;
    const { body } = await put(admin, {
      company_id: yanqing.id,
      contact_name: '赵主任',
      is_platform: 1,
      account: 'yanqing01',
      password: 'Yq@2026.a',
      confirm_password: 'Yq@2026.a',
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      company_id: yanqing.id,
      contact_name: '赵主任',
      is_platform: 1,
      account: 'yanqing01',
    });
    const stored = (await accountNamed('yanqing01'))!;
    expect(stored.orgId).toBe(yanqing.id);
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    const centre = await loginAs(ctx.app, 'yanqing01', 'Yq@2026.a');
    expect(centre.answer).toMatchObject({ company_id: yanqing.id, role_code: 'center_admin' });
  });

  it('refuses account fields for a centre that has an account (7994 naming account) and keeps the archive and password unchanged', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const changping = (await orgNamed('昌平区消防监管中心'))!;
    const attempts = [
      { password: 'New@2026.x', confirm_password: 'New@2026.x' },
      { is_platform: 1, account: 'changping02', password: 'New@2026.x', confirm_password: 'New@2026.x' },
      { is_platform: 0 },
    ];
    for (const attempt of attempts) {
      const { body } = await put(admin, { company_id: changping.id, contact_name: '改了联系人', ...attempt });
      expect(body, JSON.stringify(attempt)).toMatchObject({ code: ErrorCodes.checkFailed, data: { field: 'account' } });
      expect(body.eng_msg).toContain('this centre already has a platform account');
    }
    expect(await orgNamed('昌平区消防监管中心')).toEqual(changping);
    expect(await accountNamed('changping02')).toBeUndefined();
    await loginAs(ctx.app, 'changping01', 'Cp@2026.a');
    const archiveOnly = await put(admin, { company_id: changping.id, contact_name: '韩副主任' });
    expect(archiveOnly.body.data).toMatchObject({ contact_name: '韩副主任', is_platform: 1, account: 'changping01' });
  });

  it("refuses another centre's district manager and the centre's own account holder without the button, and changes nothing", async () => {
    const hometown = (await orgNamed('火线消防远程监控中心'))!;
    const role = await buildRole(ctx.db, {
      code: 'district_manager_test',
      orgKind: 'center',
      grants: ['systemmanage'],
    });
    await buildUser(ctx.db, { orgId: hometown.id, roleId: role.id, username: 'districtmgr', password: 'Dm@2026.a' });
    const otherCentre = await loginAs(ctx.app, 'districtmgr', 'Dm@2026.a');
    const yanqing = (await orgNamed('延庆区监管中心'))!;
    const refused = await put(otherCentre, { company_id: yanqing.id, contact_name: '越权修改' });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    const own = await put(otherCentre, { company_id: hometown.id, contact_phone: hometown.contactPhone });
    expect(own.body.code).toBe(0);
    const centreAdmin = await loginAs(ctx.app, 'yanqing01', 'Yq@2026.a');
    const withoutButton = await put(centreAdmin, { company_id: yanqing.id, contact_name: '越权修改' });
    expect(withoutButton.body.code).toBe(ErrorCodes.noPermission);
    expect(await orgNamed('延庆区监管中心')).toEqual(yanqing);
  });
});
