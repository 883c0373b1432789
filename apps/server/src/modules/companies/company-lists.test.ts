import { ErrorCodes } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, organisations } from '../../db/schema';
import { bindOrgs, buildOrg } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

type Row = Record<string, unknown> & { company_id: number; company_name: string };
type Page = { list: Row[]; total: number };
const unit = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!;

describe('company lists', () => {
  it('refuses a caller who is not logged in', async () => {
    const { body } = await call(ctx.app, { path: '/api_proxy/company_cared/list/' });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('lists the units of the scope with the screen filters, paged', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const all = await operator.call<Page>({ path: '/api_proxy/company_cared/list/' });
    expect(all.body.data.total).toBe(3);
    const haidian = await operator.call<Page>({
      path: '/api_proxy/company_cared/list/',
      query: { region_code: '1101', category: 'key_unit' },
    });
    expect(haidian.body.data.list.map((row) => row.company_name).sort()).toEqual(['华鼎国际大厦', '朝阳实验学校']);
    const byName = await operator.call<Page>({
      path: '/api_proxy/company_cared/list/',
      query: { company_name: '商场' },
    });
    expect(byName.body.data.list).toEqual([
      expect.objectContaining({
        company_name: '学院路便民商场',
        category: 'small_venue',
        center_name: '火线消防远程监控中心',
        authority_company_name: '海淀区消防救援支队',
      }),
    ]);
    const tower = await unit('华鼎国际大厦');
    await ctx.db.update(devices).set({ isOnline: true }).where(eq(devices.companyId, tower.id));
    const online = await operator.call<Page>({
      path: '/api_proxy/company_cared/list/',
      query: { enum_company_online_status: 1 },
    });
    expect(online.body.data.list.map((row) => row.company_name)).toEqual(['华鼎国际大厦']);
    const offline = await operator.call<Page>({
      path: '/api_proxy/company_cared/list/',
      query: { enum_company_online_status: 0 },
    });
    expect(offline.body.data.total).toBe(2);
    const future = await operator.call<Page>({
      path: '/api_proxy/company_cared/list/',
      query: { start_time: Math.floor(Date.now() / 1000) + 3600 },
    });
    expect(future.body.data.total).toBe(0);
    const paged = await operator.call<Page>({
      path: '/api_proxy/company_cared/list/',
      query: { page_no: 1, page_size: 2 },
    });
    expect(paged.body.data).toMatchObject({ total: 3, list: [expect.anything()] });
    const bad = await operator.call({ path: '/api_proxy/company_cared/list/', query: { region_code: 'abc' } });
    expect(bad.body.msg).toContain('region_code');
  });

  it('shows a unit manager only their own unit', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const list = await manager.call<Page>({ path: '/api_proxy/company_cared/list/' });
    expect(list.body.data.list.map((row) => row.company_name)).toEqual(['华鼎国际大厦']);
    const mine = await manager.call<Page>({ path: '/api_proxy/company_cared/bond_list_by_account/' });
    expect(mine.body.data.list.map((row) => row.company_name)).toEqual(['华鼎国际大厦']);
    const school = await unit('朝阳实验学校');
    const simple = await manager.call({
      path: '/api_proxy/company_cared/simpleInfo/',
      query: { company_id: school.id },
    });
    expect(simple.body.code).toBe(ErrorCodes.noPermission);
    const admin = await manager.call({
      path: '/api_proxy/company_cared/get_admin_user/',
      query: { company_id: school.id },
    });
    expect(admin.body.code).toBe(ErrorCodes.noPermission);
  });

  it('answers bindings from both sides', async () => {
    const authority = await loginAs(ctx.app, 'authority');
    const authorityOrg = await unit('海淀区消防救援支队');
    const bound = await authority.call<Page>({
      path: '/api_proxy/company_cared/list_by_authority_id/',
      query: { authority_id: authorityOrg.id },
    });
    expect(bound.body.data.list.map((row) => row.company_name).sort()).toEqual(['华鼎国际大厦', '学院路便民商场']);
    const operator = await loginAs(ctx.app, 'operator');
    const maint = await unit('安泰消防维保有限公司');
    const byMaint = await operator.call<Page>({
      path: '/api_proxy/company_cared/list_by_maint_id/',
      query: { maint_id: maint.id },
    });
    expect(byMaint.body.data.list.map((row) => row.company_name)).toEqual(['华鼎国际大厦']);
    const tower = await unit('华鼎国际大厦');
    const sides = await operator.call<Page>({
      path: '/api_proxy/company/getCompanyListByThingIdAndThingType/',
      query: { thing_id: tower.id, thing_type: 'info_company_cared' },
    });
    expect(sides.body.data.list.map((row) => row.company_name).sort()).toEqual(
      ['安泰消防维保有限公司', '海淀区消防救援支队', '火线消防远程监控中心'].sort(),
    );
    const byCenter = await operator.call<{ list: (Row & { stu: number })[]; total: number }>({
      path: '/api_proxy/center/bond_list_by_center/',
    });
    expect(byCenter.body.data.total).toBe(3);
    expect(byCenter.body.data.list.every((row) => row.stu === 1)).toBe(true);
    const stats = await operator.call<{ company_type: string; category: string; count: number }[]>({
      path: '/api_proxy/company_cared/statistical_company_type/',
    });
    expect(stats.body.data).toEqual([
      { company_type: 'info_company_cared', category: 'key_unit', count: 2 },
      { company_type: 'info_company_cared', category: 'small_venue', count: 1 },
    ]);
    const manager = await loginAs(ctx.app, 'manager');
    const adminUser = await operator.call({
      path: '/api_proxy/company_cared/get_admin_user/',
      query: { company_id: tower.id },
    });
    expect(adminUser.body.data).toMatchObject({ uid: manager.uid, account: 'manager', name: '李安全' });
  });

  it('shows the binding dialog with each unit’s state towards the centre, and refuses it to a unit', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const stranger = await buildOrg(ctx.db, { kind: 'cared', category: 'family', name: '回龙观张家' });
    const pending = await buildOrg(ctx.db, { kind: 'cared', category: 'small_venue', name: '回龙观便利店' });
    const center = await unit('火线消防远程监控中心');
    await bindOrgs(ctx.db, center.id, pending.id, 0);
    const dialog = await operator.call<{ list: { company_id: number; status: number; stu: number | null }[] }>({
      path: '/api_proxy/company/circular_bound_list/',
      query: { company_name: '回龙观' },
    });
    expect(dialog.body.data.list).toEqual([
      expect.objectContaining({ company_id: stranger.id, status: 0, stu: null }),
      expect.objectContaining({ company_id: pending.id, status: 1, stu: 0 }),
    ]);
    const manager = await loginAs(ctx.app, 'manager');
    const refused = await manager.call({ path: '/api_proxy/company/circular_bound_list/' });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
  });

  it('lists a unit’s control rooms and branches by parent_id, within the scope', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const tower = await unit('华鼎国际大厦');
    const room = await admin.call<Row>({
      method: 'POST',
      path: '/api_proxy/company_control_room/info/',
      body: { company_name: '华鼎国际大厦消防控制室', parent_id: tower.id, control_room_phone: '010-82561119' },
    });
    expect(room.body.code).toBe(0);
    const rooms = await admin.call<Page>({
      path: '/api_proxy/company_control_room_list_by_company/',
      query: { company_id: tower.id },
    });
    expect(rooms.body.data.list.map((row) => row.company_name)).toEqual(['华鼎国际大厦消防控制室']);
    const children = await admin.call<Page>({
      path: '/api_proxy/company/company_list_by_company_id/',
      query: { company_id: tower.id },
    });
    expect(children.body.data.total).toBe(1);
    const manager = await loginAs(ctx.app, 'manager');
    const school = await unit('朝阳实验学校');
    const refused = await manager.call({
      path: '/api_proxy/company_control_room_list_by_company/',
      query: { company_id: school.id },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
  });
});
