import { ErrorCodes, type BindingRow, type Page } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgBindings, organisations } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { buildOrg, buildUser, findRole } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

const orgNamed = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!;
const bindingOf = async (orgId: number, unitId: number) =>
  (
    await ctx.db
      .select()
      .from(orgBindings)
      .where(and(eq(orgBindings.orgId, orgId), eq(orgBindings.unitId, unitId)))
  )[0];

/** A new networked unit with a safety manager who can log in. */
const unitWithManager = async (name: string) => {
  const unit = await buildOrg(ctx.db, {
    kind: 'cared',
    category: 'small_venue',
    name,
    regionCode: '110108',
    address: `${name} 地址`,
  });
  const role = await findRole(ctx.db, 'cared_manager');
  const user = await buildUser(ctx.db, { orgId: unit.id, roleId: role!.id, password: DEMO_PASSWORD });
  return { unit, login: () => loginAs(ctx.app, user.username) };
};

describe('binding requests', () => {
  it('refuses a caller who is not logged in', async () => {
    const maint = await orgNamed('安泰消防维保有限公司');
    const { body } = await call(ctx.app, {
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: maint.id, cared_ids: [1] },
    });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('refuses callers without the permission of their side', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = await orgNamed('华鼎国际大厦');
    const maint = await orgNamed('安泰消防维保有限公司');
    const asked = await manager.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: tower.id, cared_ids: [tower.id] },
    });
    expect(asked.body.code).toBe(ErrorCodes.noPermission);
    const engineer = await loginAs(ctx.app, 'engineer');
    const outgoing = await engineer.call({
      path: '/api_proxy/bind/list/',
      query: { direction: 'outgoing', company_id: maint.id },
    });
    expect(outgoing.body.code).toBe(ErrorCodes.noPermission);
    const operator = await loginAs(ctx.app, 'operator');
    const [binding] = await ctx.db.select().from(orgBindings).where(eq(orgBindings.unitId, tower.id)).limit(1);
    const answered = await operator.call({
      method: 'PUT',
      path: '/api_proxy/bind/info/',
      body: { bind_id: binding!.id, action: 'reject' },
    });
    expect(answered.body.code).toBe(ErrorCodes.noPermission);
    expect((await bindingOf(binding!.orgId, tower.id))?.status).toBe(1);
  });

  it('names the field of bad input', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const center = await orgNamed('火线消防远程监控中心');
    const empty = await operator.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: center.id, cared_ids: [] },
    });
    expect(empty.body.code).toBe(ErrorCodes.paramFormat);
    expect(empty.body.msg).toContain('cared_ids');
    const missing = await operator.call({ method: 'POST', path: '/api_proxy/bind/info/', body: { cared_ids: [1] } });
    expect(missing.body.code).toBe(ErrorCodes.paramRequired);
    expect(missing.body.msg).toContain('company_id');
    const manager = await loginAs(ctx.app, 'manager');
    const action = await manager.call({
      method: 'PUT',
      path: '/api_proxy/bind/info/',
      body: { bind_id: 1, action: 'maybe' },
    });
    expect(action.body.msg).toContain('action');
    const direction = await operator.call({ path: '/api_proxy/bind/list/', query: { direction: 'sideways' } });
    expect(direction.body.msg).toContain('direction');
    const building = await operator.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: center.id, cared_ids: [(await orgNamed('安泰消防维保有限公司')).id] },
    });
    expect(building.body.code).toBe(ErrorCodes.paramValue);
    expect(building.body.msg).toContain('cared_ids');
  });

  it('asks a unit, which sees the request; accepting gives the organisation the unit, pending does not', async () => {
    const { unit, login } = await unitWithManager('上地便民超市');
    const maint = await orgNamed('安泰消防维保有限公司');
    const admin = await loginAs(ctx.app, 'admin');
    const engineer = await loginAs(ctx.app, 'engineer');
    const asked = await admin.call<{ company_id: number; list: { bind_id: number; cared_id: number; stu: number }[] }>({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: maint.id, cared_ids: [unit.id] },
    });
    expect(asked.body.code).toBe(0);
    expect(asked.body.data).toMatchObject({ company_id: maint.id, list: [{ cared_id: unit.id, stu: 0 }] });
    const bindId = asked.body.data.list[0]!.bind_id;
    expect(await bindingOf(maint.id, unit.id)).toMatchObject({ id: bindId, status: 0 });

    const visibleWhilePending = await engineer.call<Page<{ company_id: number }>>({
      path: '/api_proxy/company_cared/list_by_maint_id/',
      query: { maint_id: maint.id },
    });
    expect(visibleWhilePending.body.data.list.map((row) => row.company_id)).not.toContain(unit.id);
    expect(
      (await engineer.call({ path: '/api_proxy/company_cared/simpleInfo/', query: { company_id: unit.id } })).body.code,
    ).toBe(ErrorCodes.noPermission);

    const unitManager = await login();
    const incoming = await unitManager.call<Page<BindingRow>>({
      path: '/api_proxy/bind/list/',
      query: { direction: 'incoming' },
    });
    expect(incoming.body.data).toEqual({
      total: 1,
      list: [
        expect.objectContaining({
          bind_id: bindId,
          company_id: maint.id,
          company_name: '安泰消防维保有限公司',
          company_type: 'info_company_maint',
          stu: 0,
        }),
      ],
    });
    const outgoing = await admin.call<Page<BindingRow>>({
      path: '/api_proxy/bind/list/',
      query: { direction: 'outgoing', company_id: maint.id, status: 0 },
    });
    expect(outgoing.body.data.list).toEqual([
      expect.objectContaining({
        bind_id: bindId,
        company_id: unit.id,
        company_name: '上地便民超市',
        company_type: 'info_company_cared',
        category: 'small_venue',
        company_address: '110108',
        company_address_specific: '上地便民超市 地址',
        stu: 0,
      }),
    ]);

    const accepted = await unitManager.call<{ stu: number }>({
      method: 'PUT',
      path: '/api_proxy/bind/info/',
      body: { bind_id: bindId, action: 'accept' },
    });
    expect(accepted.body.data).toMatchObject({ bind_id: bindId, stu: 1 });
    const visible = await engineer.call<Page<{ company_id: number }>>({
      path: '/api_proxy/company_cared/list_by_maint_id/',
      query: { maint_id: maint.id },
    });
    expect(visible.body.data.list.map((row) => row.company_id)).toContain(unit.id);
    const again = await unitManager.call({
      method: 'PUT',
      path: '/api_proxy/bind/info/',
      body: { bind_id: bindId, action: 'reject' },
    });
    expect(again.body.code).toBe(ErrorCodes.checkFailed);
    expect((await bindingOf(maint.id, unit.id))?.status).toBe(1);

    const unbound = await unitManager.call({
      method: 'DELETE',
      path: '/api_proxy/bind/info/',
      query: { bind_id: bindId },
    });
    expect(unbound.body.code).toBe(0);
    expect(await bindingOf(maint.id, unit.id)).toBeUndefined();
    const gone = await engineer.call<Page<{ company_id: number }>>({
      path: '/api_proxy/company_cared/list_by_maint_id/',
      query: { maint_id: maint.id },
    });
    expect(gone.body.data.list.map((row) => row.company_id)).not.toContain(unit.id);
  });

  it('refuses units already bound or pending, naming them, and writes nothing', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const center = await orgNamed('火线消防远程监控中心');
    const tower = await orgNamed('华鼎国际大厦');
    const fresh = await buildOrg(ctx.db, { kind: 'cared', category: 'family', name: '清河王家' });
    const refused = await operator.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: center.id, cared_ids: [fresh.id, tower.id] },
    });
    expect(refused.body.code).toBe(ErrorCodes.alreadyExists);
    expect(refused.body.msg).toContain('华鼎国际大厦');
    expect(refused.body.data).toEqual({ field: 'cared_ids', cared_ids: [tower.id] });
    expect(await bindingOf(center.id, fresh.id)).toBeUndefined();

    const first = await operator.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: center.id, cared_ids: [fresh.id] },
    });
    expect(first.body.code).toBe(0);
    const pending = await operator.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: center.id, cared_ids: [fresh.id] },
      lang: 'en',
    });
    expect(pending.body.code).toBe(ErrorCodes.alreadyExists);
    expect(pending.body.msg).toContain('already bound or being processed: 清河王家');
  });

  it('lets the unit reject or ignore, and the organisation ask again', async () => {
    const { unit, login } = await unitWithManager('西三旗小餐馆');
    const operator = await loginAs(ctx.app, 'operator');
    const center = await orgNamed('火线消防远程监控中心');
    const ask = () =>
      operator.call<{ list: { bind_id: number }[] }>({
        method: 'POST',
        path: '/api_proxy/bind/info/',
        body: { company_id: center.id, cared_ids: [unit.id] },
      });
    const unitManager = await login();
    const first = await ask();
    const rejected = await unitManager.call({
      method: 'PUT',
      path: '/api_proxy/bind/info/',
      body: { bind_id: first.body.data.list[0]!.bind_id, action: 'reject' },
    });
    expect(rejected.body.data).toMatchObject({ stu: 2 });
    expect((await bindingOf(center.id, unit.id))?.status).toBe(2);
    const centreList = await operator.call<Page<BindingRow>>({
      path: '/api_proxy/bind/list/',
      query: { direction: 'outgoing', company_name: '西三旗' },
    });
    expect(centreList.body.data.list).toEqual([expect.objectContaining({ company_id: unit.id, stu: 2 })]);

    const dialog = await operator.call<Page<{ company_id: number; status: number; stu: number }>>({
      path: '/api_proxy/company/circular_bound_list/',
      query: { company_name: '西三旗' },
    });
    expect(dialog.body.data.list).toEqual([expect.objectContaining({ company_id: unit.id, status: 0, stu: 2 })]);
    const second = await ask();
    expect(second.body.code).toBe(0);
    expect(second.body.data.list[0]!.bind_id).toBe(first.body.data.list[0]!.bind_id);
    expect((await bindingOf(center.id, unit.id))?.status).toBe(0);
    const ignored = await unitManager.call({
      method: 'PUT',
      path: '/api_proxy/bind/info/',
      body: { bind_id: second.body.data.list[0]!.bind_id, action: 'ignore' },
    });
    expect(ignored.body.data).toMatchObject({ stu: 3 });
    expect((await ask()).body.code).toBe(0);
  });

  it("refuses a stranger another unit's request and leaves it unchanged", async () => {
    const { unit } = await unitWithManager('回龙观药店');
    const operator = await loginAs(ctx.app, 'operator');
    const center = await orgNamed('火线消防远程监控中心');
    const asked = await operator.call<{ list: { bind_id: number }[] }>({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: center.id, cared_ids: [unit.id] },
    });
    const bindId = asked.body.data.list[0]!.bind_id;
    const manager = await loginAs(ctx.app, 'manager');
    const accept = await manager.call({
      method: 'PUT',
      path: '/api_proxy/bind/info/',
      body: { bind_id: bindId, action: 'accept' },
    });
    expect(accept.body.code).toBe(ErrorCodes.noPermission);
    const remove = await manager.call({ method: 'DELETE', path: '/api_proxy/bind/info/', query: { bind_id: bindId } });
    expect(remove.body.code).toBe(ErrorCodes.noPermission);
    const peek = await manager.call({
      path: '/api_proxy/bind/list/',
      query: { direction: 'incoming', company_id: unit.id },
    });
    expect(peek.body.code).toBe(ErrorCodes.noPermission);
    expect((await bindingOf(center.id, unit.id))?.status).toBe(0);
    // The centre's operator may withdraw its own request.
    const withdrawn = await operator.call({
      method: 'DELETE',
      path: '/api_proxy/bind/info/',
      query: { bind_id: bindId },
    });
    expect(withdrawn.body.code).toBe(0);
    expect(await bindingOf(center.id, unit.id)).toBeUndefined();
  });

  it('lets a centre act for a maintenance company of its units only, with its own units only', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const maint = await orgNamed('安泰消防维保有限公司');
    const mall = await orgNamed('学院路便民商场');
    const outside = await buildOrg(ctx.db, { kind: 'cared', category: 'key_unit', name: '昌平职业学校' });
    const refused = await operator.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: maint.id, cared_ids: [mall.id, outside.id] },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect(await bindingOf(maint.id, mall.id)).toBeUndefined();
    const dialog = await operator.call<Page<{ company_id: number }>>({
      path: '/api_proxy/company/circular_bound_list/',
      query: { company_id: maint.id, page_size: 100 },
    });
    expect(dialog.body.data.list.map((row) => row.company_id)).not.toContain(outside.id);
    const asked = await operator.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: maint.id, cared_ids: [mall.id] },
    });
    expect(asked.body.code).toBe(0);
    expect((await bindingOf(maint.id, mall.id))?.status).toBe(0);

    const otherCenter = await buildOrg(ctx.db, { kind: 'center', name: '昌平区监控中心' });
    const foreign = await operator.call({
      method: 'POST',
      path: '/api_proxy/bind/info/',
      body: { company_id: otherCenter.id, cared_ids: [outside.id] },
    });
    expect(foreign.body.code).toBe(ErrorCodes.noPermission);
    expect(await bindingOf(otherCenter.id, outside.id)).toBeUndefined();
  });

  it('splits the binding dialog into networked units (tab 0) and individuals (tab 1)', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const household = await buildOrg(ctx.db, { kind: 'household', name: '海淀张宅' });
    const units = await operator.call<Page<{ company_id: number; company_type: string }>>({
      path: '/api_proxy/company/circular_bound_list/',
      query: { tab: 0, page_size: 100 },
    });
    expect(units.body.data.list.every((row) => row.company_type === 'info_company_cared')).toBe(true);
    const people = await operator.call<Page<{ company_id: number; name: string; status: number; stu: number | null }>>({
      path: '/api_proxy/company/circular_bound_list/',
      query: { tab: 1 },
    });
    expect(people.body.data.list).toEqual([
      { company_id: household.id, name: '海淀张宅', company_type: 'info_company_household', status: 0, stu: null },
    ]);
  });
});
