import { computeValidity, ErrorCodes, type SystemItem } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, fireSystems, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let tower: number;
let school: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  tower = (await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦')))[0]!.id;
  school = (await ctx.db.select().from(organisations).where(eq(organisations.name, '朝阳实验学校')))[0]!.id;
});
afterAll(() => ctx.close());

const newSystem = (companyId: number, name: string, extra: Record<string, unknown> = {}) => ({
  company_id: companyId,
  alias_system_name: name,
  enum_system_type: 1,
  transmission_equipment: '用户信息传输装置',
  remark: 'A座 一层消防控制室',
  install_time: '2024-03-01',
  maint_time: '2026-01-15',
  expiration_month: 12,
  ...extra,
});

describe('fire systems', () => {
  it('refuses a caller without a session', async () => {
    const { body } = await call(ctx.app, { path: '/api_proxy/system/list/', query: { company_id: tower } });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('adds a system and reads it back field by field, with counts and remaining validity', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const created = await admin.call<SystemItem>({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(tower, 'B座 火灾自动报警系统'),
    });
    expect(created.body.code).toBe(0);
    const { body } = await admin.call<SystemItem>({
      path: '/api_proxy/system/info/',
      query: { system_id: created.body.data.system_id },
    });
    expect(body.data).toMatchObject({
      company_id: tower,
      alias_system_name: 'B座 火灾自动报警系统',
      enum_system_type: 1,
      enum_system_status: 1,
      transmission_equipment: '用户信息传输装置',
      remark: 'A座 一层消防控制室',
      install_time: '2024-03-01',
      maint_time: '2026-01-15',
      expiration_month: 12,
      alarmer_count: 0,
      dtu_count: 0,
      component_count: 0,
    });
    const today = new Date(Date.now() + 480 * 60_000).toISOString().slice(0, 10);
    expect(body.data.validity).toEqual(computeValidity('2026-01-15', 12, today));
  });

  it('refuses a duplicate name within the unit with 7995 and the spec text, and allows it in another unit', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    await admin.call({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(tower, 'B座 自动喷水灭火系统', { enum_system_type: 12 }),
    });
    const again = await admin.call({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(tower, 'B座 自动喷水灭火系统', { enum_system_type: 12 }),
      lang: 'en',
    });
    expect(again.body.code).toBe(ErrorCodes.alreadyExists);
    expect(again.body.msg).toContain('system name already exists, please modify it');
    const zh = await admin.call({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(tower, 'B座 自动喷水灭火系统', { enum_system_type: 12 }),
    });
    expect(zh.body.msg).toContain('系统名称已存在，请修改');
    const elsewhere = await admin.call({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(school, 'B座 自动喷水灭火系统', { enum_system_type: 12 }),
    });
    expect(elsewhere.body.code).toBe(0);
  });

  it('names the field of a bad system type', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const { body } = await admin.call({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(tower, '未知系统', { enum_system_type: 99 }),
    });
    expect(body.code).toBe(ErrorCodes.paramValue);
    expect(body.msg).toContain('enum_system_type');
  });

  it('refuses adding without the new-system button (maintenance engineer)', async () => {
    const engineer = await loginAs(ctx.app, 'engineer');
    const { body } = await engineer.call({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(tower, '气体灭火系统', { enum_system_type: 13 }),
    });
    expect(body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(fireSystems).where(eq(fireSystems.name, '气体灭火系统'))).toHaveLength(0);
  });

  it("refuses another unit's system to a unit manager and leaves it unchanged", async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const manager = await loginAs(ctx.app, 'manager');
    const created = await admin.call<SystemItem>({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(school, 'B座 防烟排烟系统', { enum_system_type: 18 }),
    });
    const systemId = created.body.data.system_id;
    const read = await manager.call({ path: '/api_proxy/system/info/', query: { system_id: systemId } });
    expect(read.body.code).toBe(ErrorCodes.noPermission);
    const changed = await manager.call({
      method: 'PUT',
      path: '/api_proxy/system/info/',
      body: { system_id: systemId, alias_system_name: '改名' },
    });
    expect(changed.body.code).toBe(ErrorCodes.noPermission);
    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/system/info/',
      query: { system_ids: String(systemId) },
    });
    expect(removed.body.code).toBe(ErrorCodes.noPermission);
    const list = await manager.call({ path: '/api_proxy/system/list/', query: { company_id: school } });
    expect(list.body.code).toBe(ErrorCodes.noPermission);
    const [row] = await ctx.db.select().from(fireSystems).where(eq(fireSystems.id, systemId));
    expect(row!.name).toBe('B座 防烟排烟系统');
  });

  it('edits a system and refuses renaming it to a name in use', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const created = await manager.call<SystemItem>({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(tower, 'B座 消火栓系统', { enum_system_type: 11 }),
    });
    const systemId = created.body.data.system_id;
    const edited = await manager.call<SystemItem>({
      method: 'PUT',
      path: '/api_proxy/system/info/',
      body: { system_id: systemId, remark: '地下一层泵房', enum_system_status: 2 },
    });
    expect(edited.body.data).toMatchObject({
      alias_system_name: 'B座 消火栓系统',
      remark: '地下一层泵房',
      enum_system_status: 2,
    });
    const clash = await manager.call({
      method: 'PUT',
      path: '/api_proxy/system/info/',
      body: { system_id: systemId, alias_system_name: 'B座 火灾自动报警系统' },
    });
    expect(clash.body.code).toBe(ErrorCodes.alreadyExists);
    const [row] = await ctx.db.select().from(fireSystems).where(eq(fireSystems.id, systemId));
    expect(row!.name).toBe('B座 消火栓系统');
  });

  it('lists with counts from the devices and refuses deleting a system with devices, offering the list path', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const created = await admin.call<SystemItem>({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: newSystem(tower, '电气火灾监控系统', { enum_system_type: 0 }),
    });
    const systemId = created.body.data.system_id;
    const dtu = await buildDevice(ctx.db, { companyId: tower, deviceCode: 'SYSDTU01' });
    const controller = await buildDevice(ctx.db, { companyId: tower, deviceCode: 'SYSCTL01' });
    await ctx.db
      .update(devices)
      .set({ deviceClass: 'alarmer', deviceThingType: 0, systemId, dtuId: dtu.id })
      .where(eq(devices.id, controller.id));

    const list = await admin.call<{ list: SystemItem[]; total: number }>({
      path: '/api_proxy/system/list/',
      query: { company_id: tower, page_size: 100 },
    });
    const item = list.body.data.list.find((row) => row.system_id === systemId)!;
    expect(item).toMatchObject({ alarmer_count: 1, dtu_count: 1, component_count: 0 });
    expect(list.body.data.total).toBe(list.body.data.list.length);

    const refused = await admin.call<null>({
      method: 'DELETE',
      path: '/api_proxy/system/info/',
      query: { system_ids: String(systemId) },
    });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    expect(refused.body.data).toEqual({
      system_id: systemId,
      path: `/company/device/device_alarm_list?company_id=${tower}&system_id=${systemId}`,
    });
    expect(await ctx.db.select().from(fireSystems).where(eq(fireSystems.id, systemId))).toHaveLength(1);

    await ctx.db.update(devices).set({ systemId: null }).where(eq(devices.id, controller.id));
    const removed = await admin.call({
      method: 'DELETE',
      path: '/api_proxy/system/info/',
      query: { system_ids: String(systemId) },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(fireSystems).where(eq(fireSystems.id, systemId))).toHaveLength(0);
  });

  it('gives the picker list of a unit', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await manager.call<{ system_id: number; alias_system_name: string }[]>({
      path: '/api_proxy/system/system_list/',
      query: { company_id: tower },
    });
    expect(body.data.map((row) => row.alias_system_name)).toEqual(
      expect.arrayContaining(['B座 火灾自动报警系统', 'B座 消火栓系统']),
    );
  });
});

describe('remaining validity', () => {
  it('counts months, then days, then expired', () => {
    expect(computeValidity('2026-01-15', 12, '2026-11-23')).toEqual({ kind: 'months', value: 1 });
    expect(computeValidity('2026-01-15', 12, '2026-12-20')).toEqual({ kind: 'days', value: 26 });
    expect(computeValidity('2026-01-15', 12, '2026-10-10')).toEqual({ kind: 'months', value: 3 });
    expect(computeValidity('2025-01-15', 12, '2026-11-23')).toEqual({ kind: 'expired', value: 0 });
    expect(computeValidity('2026-01-31', 1, '2026-02-01')).toEqual({ kind: 'days', value: 27 });
    expect(computeValidity(null, 12, '2026-11-23')).toBeNull();
  });
});
