import { randomBytes } from 'node:crypto';
import {
  ErrorCodes,
  THIRD_API_RATE_PER_MINUTE,
  THIRD_ENTER_PATH,
  type ImportJobView,
  type LoginAnswer,
  type Page,
  type ThirdSystem,
  type ThirdSystemUnit,
  type ThirdSystemWithKey,
  type ThirdUnitsAnswer,
} from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, organisations, thirdSystems } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { bindOrgs, buildOrg, buildRole, buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { buildXlsx, getJson, uploadFile, waitForJob } from '../imports/test-kit';
import { hashApiKey, signEnterLink } from './credentials';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let keeper: Awaited<ReturnType<typeof loginAs>>;
let otherKeeper: Awaited<ReturnType<typeof loginAs>>;
let operator: Awaited<ReturnType<typeof loginAs>>;
let towerId: number;
let schoolId: number;
let mallId: number;
let farUnitId: number;

const INFO = '/api_proxy/third_system/info/';
const unitNamed = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
const stored = async (id: number) => (await ctx.db.select().from(thirdSystems).where(eq(thirdSystems.id, id)))[0];
const create = (session: typeof keeper, body: Record<string, unknown>) =>
  session.call<ThirdSystemWithKey>({ method: 'POST', path: INFO, body });
const externalUnits = (key?: string) =>
  call<ThirdUnitsAnswer>(ctx.app, { path: '/api_proxy/third/units/', headers: key ? { 'x-api-key': key } : {} });

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  operator = await loginAs(ctx.app, 'operator');
  towerId = await unitNamed('华鼎国际大厦');
  schoolId = await unitNamed('朝阳实验学校');
  mallId = await unitNamed('学院路便民商场');
  // The demo centre's keeper of third-party systems, and another centre with one unit of its own.
  const role = await buildRole(ctx.db, { orgKind: 'center', grants: ['thirdsystem'] });
  await buildUser(ctx.db, {
    orgId: await unitNamed('火线消防远程监控中心'),
    roleId: role.id,
    username: 'thirdkeeper',
    password: 'Tk@2026.a',
  });
  keeper = await loginAs(ctx.app, 'thirdkeeper', 'Tk@2026.a');
  const otherCentre = await buildOrg(ctx.db, { kind: 'center', name: '另一监控中心' });
  farUnitId = (await buildOrg(ctx.db, { kind: 'cared', name: '远方单位' })).id;
  await bindOrgs(ctx.db, otherCentre.id, farUnitId);
  await buildUser(ctx.db, { orgId: otherCentre.id, roleId: role.id, username: 'otherkeeper', password: 'Ok@2026.a' });
  otherKeeper = await loginAs(ctx.app, 'otherkeeper', 'Ok@2026.a');
  await buildDevice(ctx.db, { companyId: towerId, deviceCode: 'THIRD-TOWER' });
  await buildDevice(ctx.db, { companyId: schoolId, deviceCode: 'THIRD-SCHOOL' });
});
afterAll(() => ctx.close());

describe('third-party systems', () => {
  it('refuses without a session, without the node, and bad input naming the field', async () => {
    expect((await call(ctx.app, { path: '/api_proxy/third_system/list/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await operator.call({ path: '/api_proxy/third_system/list/' })).body.code).toBe(ErrorCodes.noPermission);
    const bad = await create(keeper, { kind: 'nobody', name: 'x' });
    expect(bad.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'kind' } });
  });

  it('shows the key once, stores only its hash, and never lists it', async () => {
    const created = await create(keeper, {
      kind: 'regulatory_center',
      name: '区监管平台',
      contact_name: '王工',
      contact_phone: '13800001234',
      unit_ids: [towerId, towerId],
    });
    expect(created.body.code).toBe(0);
    const system = created.body.data;
    expect(system).toMatchObject({
      kind: 'regulatory_center',
      name: '区监管平台',
      contact_name: '王工',
      is_enabled: 1,
      company_name: '火线消防远程监控中心',
      unit_count: 1,
      key_status: 'active',
      enter_account: null,
      enter_secret: null,
      last_contact_time: null,
    });
    expect(system.api_key).toMatch(/^fl3_[A-Za-z0-9_-]{43}$/);
    expect(system.key_hint).toBe(`fl3_…${system.api_key.slice(-4)}`);
    const row = await stored(system.id);
    expect(row!.keyHash).toBe(hashApiKey(system.api_key));
    expect(JSON.stringify(row)).not.toContain(system.api_key);

    const list = await keeper.call<Page<ThirdSystem>>({
      path: '/api_proxy/third_system/list/',
      query: { kind: 'regulatory_center' },
    });
    // Beside the demo's example system of the same kind.
    expect(list.body.data.list.map((item) => item.name)).toEqual(['区监管平台', '海淀区智慧消防监管平台（示例）']);
    expect(JSON.stringify(list.body)).not.toContain(system.api_key);
    expect(list.body.data.list[0]).not.toHaveProperty('api_key');
    const info = await keeper.call<ThirdSystem>({ path: INFO, query: { id: system.id } });
    expect(info.body.data).not.toHaveProperty('api_key');
    expect((await create(keeper, { kind: 'regulatory_center', name: '区监管平台' })).body).toMatchObject({
      code: ErrorCodes.alreadyExists,
      data: { field: 'name' },
    });

    // The key reads the units it may see, and its use is the system's last contact.
    const units = await externalUnits(system.api_key);
    expect(units.body.data).toMatchObject({ system_id: system.id, total: 1, list: [{ company_id: towerId }] });
    expect((await stored(system.id))!.lastContactAt).not.toBeNull();
    expect((await externalUnits()).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await externalUnits('fl3_not-a-key')).body.code).toBe(ErrorCodes.tokenInvalid);

    // The same key pushes alarms (alarm_push) for the devices of its units only.
    const push = (deviceCode: string) =>
      call<{ list: { status: string }[] }>(ctx.app, {
        method: 'POST',
        path: '/api_proxy/extend_service/alarm_push/',
        headers: { 'x-api-key': system.api_key },
        body: {
          uuid: `third-${deviceCode}-${Date.now()}`,
          device_code: deviceCode,
          status_category: 'fault',
          alarm_type: 'fault',
          occurred_at: Math.floor(Date.now() / 1000),
        },
      });
    expect((await push('THIRD-TOWER')).body.data.list[0]!.status).toBe('stored');
    expect((await push('THIRD-SCHOOL')).body.data.list[0]!.status).toBe('unregistered');

    // Rotating answers a new key once; the old one stops working at once.
    const rotated = await keeper.call<ThirdSystemWithKey>({
      method: 'POST',
      path: '/api_proxy/third_system/rotate_key/',
      body: { id: system.id },
    });
    expect(rotated.body.data.api_key).not.toBe(system.api_key);
    expect((await externalUnits(system.api_key)).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await externalUnits(rotated.body.data.api_key)).body.code).toBe(0);

    // Revoked: no key works until a new one is made.
    const revoked = await keeper.call<ThirdSystem>({
      method: 'POST',
      path: '/api_proxy/third_system/revoke_key/',
      body: { id: system.id },
    });
    expect(revoked.body.data).toMatchObject({ key_status: 'revoked', key_hint: null });
    expect((await externalUnits(rotated.body.data.api_key)).body.code).toBe(ErrorCodes.tokenInvalid);

    // Units: granted within scope, listed, removed.
    const added = await keeper.call({
      method: 'POST',
      path: '/api_proxy/third_system/unit_add/',
      body: { id: system.id, unit_ids: [mallId] },
    });
    expect(added.body.data).toEqual({ id: system.id, unit_count: 2 });
    const granted = await keeper.call<Page<ThirdSystemUnit>>({
      path: '/api_proxy/third_system/unit_list/',
      query: { id: system.id },
    });
    expect(granted.body.data.list.map((unit) => unit.company_id).sort()).toEqual([towerId, mallId].sort());
    const removed = await keeper.call({
      method: 'POST',
      path: '/api_proxy/third_system/unit_remove/',
      body: { id: system.id, unit_ids: [towerId] },
    });
    expect(removed.body.data).toEqual({ id: system.id, unit_count: 1 });

    const deleted = await keeper.call({ method: 'DELETE', path: INFO, query: { id: system.id } });
    expect(deleted.body).toMatchObject({ code: 0, data: { id: system.id } });
    expect(await stored(system.id)).toBeUndefined();
  });

  it('answers third/units 60 times a minute per key, then refuses with the limit code; another key still answers', async () => {
    const first = (await create(keeper, { kind: 'regulatory_center', name: '限流平台甲', unit_ids: [towerId] })).body
      .data;
    const second = (await create(keeper, { kind: 'regulatory_center', name: '限流平台乙', unit_ids: [towerId] })).body
      .data;
    const codes: number[] = [];
    for (let index = 0; index < THIRD_API_RATE_PER_MINUTE; index += 1)
      codes.push((await externalUnits(first.api_key)).body.code);
    expect(codes).toEqual(Array(THIRD_API_RATE_PER_MINUTE).fill(0));
    // The 61st within the minute: refused as every limit is, the envelope with HTTP 200, and no units.
    const refused = await externalUnits(first.api_key);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: ErrorCodes.limitExceeded, data: null });
    expect(refused.body.msg).toContain('请求过于频繁');
    // The limit is the key's, not the caller's address: another system's key is answered.
    const other = await externalUnits(second.api_key);
    expect(other.body.code).toBe(0);
    expect(other.body.data.list.map((unit) => unit.company_id)).toEqual([towerId]);
  });

  it("refuses another centre's system, and units outside the caller's scope", async () => {
    const mine = (await create(keeper, { kind: 'maint_company', name: '维保平台', unit_ids: [schoolId] })).body.data;
    const theirs = await create(otherKeeper, { kind: 'maint_company', name: '他们的平台', unit_ids: [farUnitId] });
    expect(theirs.body.code).toBe(0);

    const read = await otherKeeper.call({ path: INFO, query: { id: mine.id } });
    expect(read.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'id' } });
    const renamed = await otherKeeper.call({ method: 'PUT', path: INFO, body: { id: mine.id, name: '改名' } });
    expect(renamed.body.code).toBe(ErrorCodes.noPermission);
    const rotated = await otherKeeper.call({
      method: 'POST',
      path: '/api_proxy/third_system/rotate_key/',
      body: { id: mine.id },
    });
    expect(rotated.body.code).toBe(ErrorCodes.noPermission);
    expect((await stored(mine.id))!.name).toBe('维保平台');
    expect((await stored(mine.id))!.keyHash).toBe(hashApiKey(mine.api_key));
    const theirList = await otherKeeper.call<Page<ThirdSystem>>({ path: '/api_proxy/third_system/list/' });
    expect(theirList.body.data.list.map((item) => item.name)).toEqual(['他们的平台']);

    // A unit outside the scope cannot be granted, neither at creation nor later.
    const outside = await create(keeper, { kind: 'company', name: '越界', unit_ids: [farUnitId] });
    expect(outside.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'unit_ids' } });
    const grant = await otherKeeper.call({
      method: 'POST',
      path: '/api_proxy/third_system/unit_add/',
      body: { id: theirs.body.data.id, unit_ids: [towerId] },
    });
    expect(grant.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'unit_ids' } });

    // The administrator sees every centre's systems.
    const admin = await loginAs(ctx.app, 'admin');
    const all = await admin.call<Page<ThirdSystem>>({ path: '/api_proxy/third_system/list/' });
    expect(all.body.data.list.map((item) => item.name)).toEqual(expect.arrayContaining(['维保平台', '他们的平台']));
  });

  it('imports systems from a sheet, without keys, refusing a name its kind has already', async () => {
    const header = ['系统类型', '系统名称', '联系人', '联系电话', '备注'];
    const start = async (rows: (string | null)[][]) => {
      const uploaded = await uploadFile(ctx.app, keeper.token, 'third.xlsx', await buildXlsx([header, ...rows]));
      const job = await getJson<ImportJobView>(
        ctx.app,
        `/import/import_third_system?file_id=${uploaded.data.file_id}`,
        keeper.token,
      );
      expect(job.code).toBe(0);
      return (await waitForJob(ctx.app, keeper.token, job.data.job_id)).data;
    };
    const refused = await start([
      ['维保公司', '维保平台', null, null, null],
      ['不存在的类型', '某平台', null, '123', null],
    ]);
    expect(refused.imported).toBe(0);
    expect(refused.errors.map((error) => `${error.row} ${error.column}`)).toEqual(['2 系统名称', '3 系统类型']);
    const done = await start([
      ['消防指挥中心', '市消防指挥平台', '赵工', '13800005678', '导入'],
      ['third_enter', '城市门户', null, null, null],
    ]);
    expect(done).toMatchObject({ imported: 2, errors: [] });
    const list = await keeper.call<Page<ThirdSystem>>({
      path: '/api_proxy/third_system/list/',
      query: { name: '市消防指挥平台' },
    });
    expect(list.body.data.list[0]).toMatchObject({ kind: 'fire_center', key_status: 'revoked', contact_name: '赵工' });
    const portal = await keeper.call<Page<ThirdSystem>>({
      path: '/api_proxy/third_system/list/',
      query: { name: '城市门户' },
    });
    expect(portal.body.data.list[0]!.enter_account).toMatch(/^third\d+_/);
  });

  describe('third_enter links', () => {
    let system: ThirdSystemWithKey;
    const link = (overrides: Partial<Record<'user' | 'expires' | 'nonce' | 'signature', string | number>> = {}) => {
      const values = {
        system_id: system.id,
        user: '李四',
        expires: Math.floor(Date.now() / 1000) + 120,
        nonce: randomBytes(12).toString('base64url'),
        ...overrides,
      } as { system_id: number; user: string; expires: number; nonce: string };
      const signature = String(overrides.signature ?? signEnterLink(system.enter_secret!, values));
      return new URLSearchParams({
        system_id: String(values.system_id),
        user: values.user,
        expires: String(values.expires),
        nonce: values.nonce,
        signature,
      }).toString();
    };
    const open = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `${THIRD_ENTER_PATH}?${query}` });
      expect(response.statusCode).toBe(302);
      return new URL(response.headers.location as string, 'http://x');
    };
    const exchange = (code: string) =>
      call<LoginAnswer>(ctx.app, { method: 'POST', path: '/api_proxy/third/enter/', body: { code } });

    beforeAll(async () => {
      system = (await create(keeper, { kind: 'third_enter', name: '智慧城市平台', unit_ids: [schoolId] })).body.data;
    });

    it('opens a session scoped to the system’s units through a one-time code', async () => {
      expect(system.enter_secret).toMatch(/^fles_/);
      expect(system.enter_account).toMatch(/^third\d+_[0-9a-f]{6}$/);
      expect((await stored(system.id))!.enterSecretSealed).not.toContain(system.enter_secret);

      const landing = await open(link());
      expect(landing.pathname).toBe('/third_enter');
      const code = landing.searchParams.get('code')!;
      expect(code).toBeTruthy();
      const entered = await exchange(code);
      expect(entered.body.code).toBe(0);
      expect(entered.body.data).toMatchObject({ user_name: system.enter_account, role_code: 'authority_user' });
      expect((await exchange(code)).body.code).toBe(ErrorCodes.tokenInvalid);

      // Its scope is the system's one unit, not the centre's three.
      const session = { token: entered.body.data.user_token, uid: entered.body.data.uid };
      const units = await call<Page<{ company_id: number }>>(ctx.app, {
        ...session,
        path: '/api_proxy/other/GetCompanyList',
      });
      expect(units.body.data.list.map((unit) => unit.company_id)).toEqual([schoolId]);
      const [logged] = await ctx.db.select().from(loginLogs).where(eq(loginLogs.platform, 'third:李四'));
      expect(logged).toMatchObject({ username: `${system.enter_account}/李四`, status: 'success' });

      // The entry account looks without acting (the authority's preset): no device of its unit is written.
      const write = (method: 'POST' | 'PUT' | 'DELETE', body?: unknown, query?: Record<string, string | number>) =>
        call(ctx.app, { ...session, method, path: '/api_proxy/device/info/', body, query });
      const info_company = { company_id: schoolId, company_type: 'info_company_cared' };
      expect(
        (await write('POST', { enum_device_class: 'dtu', device_code: 'ENTRYDTU', name: 'x', info_company })).body.code,
      ).toBe(ErrorCodes.noPermission);
      expect((await write('PUT', { enum_device_class: 'dtu', device_id: 1, name: '改名' })).body.code).toBe(
        ErrorCodes.noPermission,
      );
      expect((await write('DELETE', undefined, { device_ids: '1', enum_device_class: 'dtu' })).body.code).toBe(
        ErrorCodes.noPermission,
      );

      // Disabling the system ends its entry sessions at once.
      await keeper.call({ method: 'PUT', path: INFO, body: { id: system.id, is_enabled: 0 } });
      const after = await call(ctx.app, { ...session, path: '/api_proxy/other/GetCompanyList' });
      expect(after.body.code).toBe(ErrorCodes.tokenInvalid);
      expect((await open(link())).searchParams.get('error')).toBe('disabled');
      await keeper.call({ method: 'PUT', path: INFO, body: { id: system.id, is_enabled: 1 } });
    });

    it('refuses a replayed, expired, too distant or badly signed link', async () => {
      const once = link();
      expect((await open(once)).searchParams.get('code')).toBeTruthy();
      expect((await open(once)).searchParams.get('error')).toBe('replayed');
      const past = Math.floor(Date.now() / 1000) - 1;
      expect((await open(link({ expires: past }))).searchParams.get('error')).toBe('expired');
      const far = Math.floor(Date.now() / 1000) + 3600;
      expect((await open(link({ expires: far }))).searchParams.get('error')).toBe('invalid');
      expect((await open(link({ signature: 'a'.repeat(64) }))).searchParams.get('error')).toBe('invalid');
      expect((await open('system_id=1&user=x')).searchParams.get('error')).toBe('invalid');
      // A revoked secret signs nothing any more.
      await keeper.call({ method: 'POST', path: '/api_proxy/third_system/revoke_key/', body: { id: system.id } });
      expect((await open(link())).searchParams.get('error')).toBe('invalid');
    });
  });
});
