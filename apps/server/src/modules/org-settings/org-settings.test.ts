import { ErrorCodes, type AffiliatedOrg, type BoundUnit, type OwnOrg, type Page } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: Awaited<ReturnType<typeof loginAs>>;
let operator: Awaited<ReturnType<typeof loginAs>>;
let engineer: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

const orgNamed = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!;
const BASIC = '/api_proxy/systemmanage/basic/info/';

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  manager = await loginAs(ctx.app, 'manager');
  operator = await loginAs(ctx.app, 'operator');
  engineer = await loginAs(ctx.app, 'engineer');
  admin = await loginAs(ctx.app, 'admin');
});
afterAll(() => ctx.close());

describe('basic information (/systemmanage/basic)', () => {
  it('refuses without a session and without the basic node', async () => {
    expect((await call(ctx.app, { path: BASIC })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await engineer.call({ path: BASIC })).body.code).toBe(ErrorCodes.noPermission);
  });

  it("answers the caller's own organisation with what they may change", async () => {
    const unit = await manager.call<OwnOrg>({ path: BASIC });
    expect(unit.body.code).toBe(0);
    expect(unit.body.data.company).toMatchObject({
      company_name: '华鼎国际大厦',
      company_type: 'info_company_cared',
      center_name: '火线消防远程监控中心',
    });
    expect(unit.body.data.can_edit).toBe(1);
    // The limits and the category are the centre's: shown, not the unit's to change.
    expect(unit.body.data.locked_fields).toEqual(
      expect.arrayContaining(['limit_user_count', 'limit_device_count', 'limit_building_count', 'category']),
    );
    const centre = await operator.call<OwnOrg>({ path: BASIC });
    expect(centre.body.data.company).toMatchObject({
      company_name: '火线消防远程监控中心',
      company_type: 'info_center',
    });
    // The watch reads the centre's archive; changing it is the centre administrator's.
    expect(centre.body.data.can_edit).toBe(0);
  });

  it('refuses a change without the edit node, and leaves the organisation as it was', async () => {
    const before = await orgNamed('火线消防远程监控中心');
    const refused = await operator.call({ method: 'PUT', path: BASIC, body: { contact_name: '值班员改的' } });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect(await orgNamed('火线消防远程监控中心')).toEqual(before);
  });

  it("refuses another organisation's id and changes neither", async () => {
    const school = await orgNamed('朝阳实验学校');
    const tower = await orgNamed('华鼎国际大厦');
    const refused = await manager.call({
      method: 'PUT',
      path: BASIC,
      body: { company_id: school.id, contact_name: '越权修改' },
    });
    expect(refused.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'company_id' } });
    expect(await orgNamed('朝阳实验学校')).toEqual(school);
    expect(await orgNamed('华鼎国际大厦')).toEqual(tower);
  });

  it('refuses a field the centre sets (the user limit), naming it, and a bad phone, naming it', async () => {
    const tower = await orgNamed('华鼎国际大厦');
    const limit = await manager.call({
      method: 'PUT',
      path: BASIC,
      body: { contact_name: '顺便改名', limit_user_count: (tower.maxUsers ?? 0) + 50 },
    });
    expect(limit.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'limit_user_count' } });
    const phone = await manager.call({ method: 'PUT', path: BASIC, body: { contact_phone: '12345' }, lang: 'en' });
    expect(phone.body).toMatchObject({ code: ErrorCodes.paramFormat, data: { field: 'contact_phone' } });
    expect(phone.body.msg).toContain('enter a correct phone number');
    expect(await orgNamed('华鼎国际大厦')).toEqual(tower);
  });

  it("changes the organisation's own fields, the limit sent back unchanged passing, and reads them back", async () => {
    const tower = await orgNamed('华鼎国际大厦');
    const saved = await manager.call<OwnOrg>({
      method: 'PUT',
      path: BASIC,
      body: {
        company_id: tower.id,
        contact_name: '周安全',
        contact_phone: '13800001111',
        control_room_phone: '010-62345678',
        staff_total: 320,
        post_code: '100080',
        limit_user_count: tower.maxUsers,
      },
    });
    expect(saved.body.code).toBe(0);
    const { data } = await manager.call<OwnOrg>({ path: BASIC }).then((answer) => answer.body);
    expect(data.company).toMatchObject({
      company_id: tower.id,
      contact_name: '周安全',
      contact_phone: '13800001111',
      control_room_phone: '010-62345678',
      staff_total: 320,
      post_code: '100080',
      limit_user_count: tower.maxUsers,
      company_name: tower.name,
    });
    // The unit archive's own call sees the same record.
    const archive = await operator.call<{ contact_name: string }>({
      path: '/api_proxy/company_cared/info/',
      query: { company_id: tower.id },
    });
    expect(archive.body.data.contact_name).toBe('周安全');
  });

  it("lets the platform administrator change its own centre's limits", async () => {
    const saved = await admin.call<OwnOrg>({ method: 'PUT', path: BASIC, body: { limit_user_count: 40 } });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.company.limit_user_count).toBe(40);
    expect(saved.body.data.locked_fields).toEqual([]);
  });
});

describe('affiliated centre (/systemmanage/belongs)', () => {
  const BELONGS = '/api_proxy/systemmanage/belongs/list/';

  it('refuses without the node', async () => {
    expect((await operator.call({ path: BELONGS })).body.code).toBe(ErrorCodes.noPermission);
  });

  it("answers a unit's centres with their contact details, not its other organisations", async () => {
    const centre = await orgNamed('火线消防远程监控中心');
    const { body } = await manager.call<{ list: AffiliatedOrg[] }>({ path: BELONGS });
    expect(body.code).toBe(0);
    expect(body.data.list).toEqual([
      expect.objectContaining({
        company_id: centre.id,
        company_name: '火线消防远程监控中心',
        company_type: 'info_center',
        stu: 1,
        contact_name: '王值班',
        contact_phone: '010-62881119',
        control_room_phone: '010-62881120',
        company_address: '110108',
        company_address_specific: '北京市海淀区学院路 1 号',
      }),
    ]);
  });

  it('answers a centre without a parent centre with none', async () => {
    const { body } = await admin.call<{ list: AffiliatedOrg[] }>({ path: BELONGS });
    expect(body).toMatchObject({ code: 0, data: { list: [] } });
  });
});

describe('networked units (/systemmanage/internet: company_cared/bond_list_by_account)', () => {
  const LIST = '/api_proxy/company_cared/bond_list_by_account/';

  it("lists the units bound to the caller's organisation, by name and state", async () => {
    const all = await operator.call<Page<BoundUnit>>({ path: LIST, query: { stu: 1 } });
    expect(all.body.data.list.map((unit) => unit.company_name).sort()).toEqual(
      ['华鼎国际大厦', '朝阳实验学校', '学院路便民商场'].sort(),
    );
    const named = await operator.call<Page<BoundUnit>>({ path: LIST, query: { company_name: '实验' } });
    expect(named.body.data).toMatchObject({ total: 1, list: [{ company_name: '朝阳实验学校', stu: 1 }] });
    const pending = await operator.call<Page<BoundUnit>>({ path: LIST, query: { stu: 0 } });
    expect(pending.body.data.total).toBe(0);
  });

  it('answers a unit with itself, and refuses a bad state naming it', async () => {
    const own = await manager.call<Page<BoundUnit>>({ path: LIST });
    expect(own.body.data).toMatchObject({ total: 1, list: [{ company_name: '华鼎国际大厦' }] });
    const bad = await operator.call({ path: LIST, query: { stu: 7 } });
    expect(bad.body).toMatchObject({ data: { field: 'stu' } });
  });
});
