import { ErrorCodes } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgBindings, organisations } from '../../db/schema';
import { call, loginAs } from '../../test/http';
import { buildFile } from '../../test/archive-files';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const pictures = { licence: '', front: '' };
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  pictures.licence = await buildFile(ctx.db, 'licence');
  pictures.front = await buildFile(ctx.db);
});
afterAll(() => ctx.close());

type Company = Record<string, unknown> & { company_id: number; integrity_score: number };
const unit = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!;

const fullArchive = () => ({
  company_name: '海淀区星光影城',
  category: 'small_venue',
  company_code: '91110108MA01ABCD',
  networking_date: '2026-03-01',
  setup_time: '2015-06-18',
  enum_company_type: 2,
  enum_company_regulator_level: 1,
  enum_company_economic: 3,
  company_address: '110108',
  company_address_specific: '北京市海淀区中关村南大街 5 号',
  post_code: '100081',
  contact_name: '刘经理',
  contact_phone: '13800138000',
  control_room_phone: '010-62345678',
  staff_total: 86,
  permanent_assets: 1200.5,
  site_area: 3500,
  building_area: 8200.75,
  legal_representative_name: '周建国',
  legal_representative_code: '11010519491231002X',
  legal_representative_phone: '13900139000',
  safety_responsibility_name: '周建国',
  safety_responsibility_code: '11010519491231002X',
  safety_responsibility_phone: '13900139000',
  safety_manager_name: '孙立',
  safety_manager_code: '110108199003071238',
  safety_manager_phone: '13700137000',
  business_license_graph: [pictures.licence],
  company_graph: [pictures.front],
  points: { lng: 116.32, lat: 39.96 },
  limit_building_count: 3,
  limit_device_count: 50,
  limit_user_count: 10,
});

describe('company archives', () => {
  it('refuses a caller who is not logged in', async () => {
    const { body } = await call(ctx.app, { path: '/api_proxy/company_cared/info/', query: { company_id: 1 } });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('refuses creating a unit without the new-unit permission', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const { body } = await operator.call({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: { company_name: '无权新建单位' },
    });
    expect(body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(organisations).where(eq(organisations.name, '无权新建单位'))).toHaveLength(0);
  });

  it('creates a unit with every archive field, binds it to the centre and scores it fully filled', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const archive = fullArchive();
    const created = await admin.call<Company>({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: archive,
    });
    expect(created.body.code).toBe(0);
    const { company_id: id } = created.body.data;
    const read = await admin.call<Company>({ path: '/api_proxy/company_cared/info/', query: { company_id: id } });
    for (const [field, value] of Object.entries(archive)) expect(read.body.data[field], field).toEqual(value);
    expect(read.body.data).toMatchObject({
      company_type: 'info_company_cared',
      center_name: '火线消防远程监控中心',
      integrity_score: 100,
      enum_company_online_status: 0,
    });
    const center = await unit('火线消防远程监控中心');
    const bindings = await ctx.db
      .select()
      .from(orgBindings)
      .where(and(eq(orgBindings.unitId, id), eq(orgBindings.orgId, center.id)));
    expect(bindings).toHaveLength(1);
    const integrity = await admin.call({
      path: '/api_proxy/integrity/info/',
      query: { thing_id: id, thing_type: 'info_company_cared' },
    });
    expect(integrity.body.data).toEqual({
      thing_id: id,
      thing_type: 'info_company_cared',
      integrity_score: 100,
      creater_id: admin.uid,
    });
  });

  it('refuses a second unit of the same kind with the same name (7995)', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const { body } = await admin.call({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: { company_name: '华鼎国际大厦' },
    });
    expect(body.code).toBe(ErrorCodes.alreadyExists);
    expect(body.msg).toContain('单位名称已存在');
    expect(await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'))).toHaveLength(1);
  });

  it('raises the integrity score when a field is filled', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const created = await admin.call<Company>({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: { company_name: '清河社区卫生服务站' },
    });
    const before = created.body.data.integrity_score;
    const updated = await admin.call<Company>({
      method: 'PUT',
      path: '/api_proxy/company_cared/info/',
      body: { company_id: created.body.data.company_id, contact_name: '马护士长', contact_phone: '13512345678' },
    });
    expect(updated.body.data.integrity_score).toBeGreaterThan(before);
    const [row] = await ctx.db.select().from(organisations).where(eq(organisations.id, created.body.data.company_id));
    expect(row!.integrityScore).toBe(updated.body.data.integrity_score);
    expect(row).toMatchObject({ contactName: '马护士长', contactPhone: '13512345678' });
  });

  it('names the field of bad input', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const phone = await admin.call({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: { company_name: '格式错误单位', contact_phone: '12345' },
    });
    expect(phone.body.code).toBeGreaterThanOrEqual(8996);
    expect(phone.body.code).toBeLessThanOrEqual(8999);
    expect(phone.body.msg).toContain('contact_phone');
    const id = await admin.call({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: { company_name: '格式错误单位', legal_representative_code: '110105194912310021' },
    });
    expect(id.body.msg).toContain('legal_representative_code');
    const picture = await admin.call({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: { company_name: '格式错误单位', company_graph: ['never-uploaded'] },
    });
    expect(picture.body.code).toBe(ErrorCodes.paramValue);
    expect(picture.body.msg).toContain('company_graph');
    expect(await ctx.db.select().from(organisations).where(eq(organisations.name, '格式错误单位'))).toHaveLength(0);
    const missing = await admin.call({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: { contact_name: '无名' },
    });
    expect(missing.body.code).toBe(ErrorCodes.paramRequired);
    expect(missing.body.msg).toContain('company_name');
  });

  it("refuses another unit's archive, reading or changing it, and leaves it unchanged", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const school = await unit('朝阳实验学校');
    const read = await manager.call({ path: '/api_proxy/company_cared/info/', query: { company_id: school.id } });
    expect(read.body.code).toBe(ErrorCodes.noPermission);
    const write = await manager.call({
      method: 'PUT',
      path: '/api_proxy/company_cared/info/',
      body: { company_id: school.id, contact_name: '冒名' },
    });
    expect(write.body.code).toBe(ErrorCodes.noPermission);
    const [after] = await ctx.db.select().from(organisations).where(eq(organisations.id, school.id));
    expect(after).toEqual(school);
  });

  it('lets a unit manager edit their own archive but not a fire authority change a unit', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = await unit('华鼎国际大厦');
    const own = await manager.call<Company>({
      method: 'PUT',
      path: '/api_proxy/company_cared/info/',
      body: { company_id: tower.id, staff_total: 420 },
    });
    expect(own.body.data.staff_total).toBe(420);
    const authority = await loginAs(ctx.app, 'authority');
    const refused = await authority.call({
      method: 'PUT',
      path: '/api_proxy/company_cared/info/',
      body: { company_id: tower.id, staff_total: 1 },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect((await unit('华鼎国际大厦')).staffTotal).toBe(420);
  });

  describe('quotas, category and parent belong to the centre and the administrator', () => {
    const ownerFields = (schoolId: number) => ({
      limit_building_count: 99,
      limit_device_count: 9999,
      limit_user_count: 99,
      category: 'small_venue',
      parent_id: schoolId,
    });

    it.each(['limit_building_count', 'limit_device_count', 'limit_user_count', 'category', 'parent_id'] as const)(
      'refuses a unit manager changing their own unit’s %s (9993 naming it) and leaves the row unchanged',
      async (field) => {
        const manager = await loginAs(ctx.app, 'manager');
        const before = await unit('华鼎国际大厦');
        const school = await unit('朝阳实验学校');
        const { body } = await manager.call({
          method: 'PUT',
          path: '/api_proxy/company_cared/info/',
          body: { company_id: before.id, staff_total: 7, [field]: ownerFields(school.id)[field] },
          lang: 'en',
        });
        expect(body).toMatchObject({ code: ErrorCodes.noPermission, data: { field } });
        expect(body.msg).toContain(field);
        expect(await unit('华鼎国际大厦')).toEqual(before);
      },
    );

    it('accepts the unit manager’s whole form when those fields equal the stored values', async () => {
      const manager = await loginAs(ctx.app, 'manager');
      const tower = await unit('华鼎国际大厦');
      const form = await manager.call<Company>({
        path: '/api_proxy/company_cared/info/',
        query: { company_id: tower.id },
      });
      const { body } = await manager.call<Company>({
        method: 'PUT',
        path: '/api_proxy/company_cared/info/',
        body: {
          company_id: tower.id,
          staff_total: 421,
          limit_building_count: form.body.data.limit_building_count,
          limit_device_count: form.body.data.limit_device_count,
          limit_user_count: form.body.data.limit_user_count,
          category: form.body.data.category,
          parent_id: form.body.data.parent_id,
        },
      });
      expect(body.code).toBe(0);
      expect((await unit('华鼎国际大厦')).staffTotal).toBe(421);
    });

    it.each(['operator', 'admin'])('lets the %s change them', async (who) => {
      const session = await loginAs(ctx.app, who);
      const tower = await unit('华鼎国际大厦');
      const school = await unit('朝阳实验学校');
      const values =
        who === 'admin'
          ? {
              limit_building_count: 12,
              limit_device_count: 1200,
              limit_user_count: 12,
              category: 'key_unit',
              parent_id: null,
            }
          : ownerFields(school.id);
      const { body } = await session.call<Company>({
        method: 'PUT',
        path: '/api_proxy/company_cared/info/',
        body: { company_id: tower.id, ...values },
      });
      expect(body.code).toBe(0);
      expect(await unit('华鼎国际大厦')).toMatchObject({
        maxBuildings: values.limit_building_count,
        maxDevices: values.limit_device_count,
        maxUsers: values.limit_user_count,
        category: values.category,
        parentId: values.parent_id,
      });
    });
  });

  it('answers 9995 for an id of another kind on a kind path', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const maint = await unit('安泰消防维保有限公司');
    const { body } = await admin.call({ path: '/api_proxy/company_cared/info/', query: { company_id: maint.id } });
    expect(body.code).toBe(ErrorCodes.noData);
    const right = await admin.call<Company>({
      path: '/api_proxy/company_maint/info/',
      query: { company_id: maint.id },
    });
    expect(right.body.data.company_name).toBe('安泰消防维保有限公司');
  });

  it('keeps households on the cared path and creates the other kinds on theirs', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const household = await admin.call<Company>({
      method: 'POST',
      path: '/api_proxy/company_household/info/',
      body: { company_name: '王女士家', contact_phone: '13611112222' },
    });
    expect(household.body.data.company_type).toBe('info_company_household');
    const viaCared = await admin.call<Company>({
      path: '/api_proxy/company_cared/info/',
      query: { company_id: household.body.data.company_id },
    });
    expect(viaCared.body.data.company_name).toBe('王女士家');
    const station = await admin.call<Company>({
      method: 'POST',
      path: '/api_proxy/company_firestation/info/',
      body: { company_name: '中关村消防救援站', enum_center_level: 2 },
    });
    expect(station.body.data).toMatchObject({ company_type: 'info_company_firestation', enum_center_level: 2 });
    const operator = await loginAs(ctx.app, 'operator');
    const refused = await operator.call({
      method: 'POST',
      path: '/api_proxy/company_authority/info/',
      body: { company_name: '无权监管部门' },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
  });

  it('deletes an empty unit and refuses one with devices', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const created = await admin.call<Company>({
      method: 'POST',
      path: '/api_proxy/company_cared/info/',
      body: { company_name: '待注销小卖部' },
    });
    const removed = await admin.call({
      method: 'DELETE',
      path: '/api_proxy/company_cared/info/delete/',
      query: { company_id: created.body.data.company_id },
    });
    expect(removed.body.code).toBe(0);
    expect(
      await ctx.db.select().from(organisations).where(eq(organisations.id, created.body.data.company_id)),
    ).toHaveLength(0);
    const mall = await unit('学院路便民商场');
    const refused = await admin.call({
      method: 'DELETE',
      path: '/api_proxy/company_cared/info/delete/',
      query: { company_id: mall.id },
    });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    expect(await ctx.db.select().from(organisations).where(eq(organisations.id, mall.id))).toHaveLength(1);
  });
});
