import { ErrorCodes } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, buildings, deviceDots, devices, floorPlans, floors, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildBuilding } from '../../db/seed/factories';
import { buildFile } from '../../test/archive-files';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

type Floor = {
  floor_id: number;
  floor_name: string;
  floor_type: string;
  floor_number: number;
  area_count: number | null;
  has_plan: number;
};
const unit = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!;
const buildingOf = async (unitName: string, name: string) => {
  const company = await unit(unitName);
  return (
    await ctx.db
      .select()
      .from(buildings)
      .where(and(eq(buildings.companyId, company.id), eq(buildings.name, name)))
  )[0]!;
};
const floorOf = async (buildingId: number, name: string) =>
  (
    await ctx.db
      .select()
      .from(floors)
      .where(and(eq(floors.buildingId, buildingId), eq(floors.name, name)))
  )[0]!;

describe('floors and areas', () => {
  it('refuses a caller who is not logged in, and a floor change without the building button', async () => {
    const anonymous = await call(ctx.app, { path: '/api_proxy/floor/floor_list/', query: { building_id: 1 } });
    expect(anonymous.body.code).toBe(ErrorCodes.tokenInvalid);
    const engineer = await loginAs(ctx.app, 'engineer');
    const towerB = await buildingOf('华鼎国际大厦', 'B 座');
    const refused = await engineer.call({
      method: 'POST',
      path: '/api_proxy/floor/floor_info/',
      body: { building_id: towerB.id, floor_type: 'M', floor_number: 1 },
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
  });

  it('adds a mezzanine with its default area and lists the floors bottom up with F / M / B labels', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const towerB = await buildingOf('华鼎国际大厦', 'B 座');
    const created = await manager.call<Floor>({
      method: 'POST',
      path: '/api_proxy/floor/floor_info/',
      body: { building_id: towerB.id, floor_type: 'M', floor_number: 1, description: '设备夹层' },
    });
    expect(created.body.data).toMatchObject({ floor_name: 'M1', floor_type: 'M', floor_number: 1, area_count: 1 });
    const basement = await manager.call<Floor>({
      method: 'POST',
      path: '/api_proxy/floor/floor_info/',
      body: { building_id: towerB.id, floor_type: 'B', floor_number: 1 },
    });
    expect(basement.body.data.floor_name).toBe('B1');
    const list = await manager.call<{ list: Floor[]; total: number }>({
      path: '/api_proxy/floor/floor_list/',
      query: { building_id: towerB.id },
    });
    expect(list.body.data.total).toBe(5);
    expect(list.body.data.list.map((floor) => floor.floor_name)).toEqual(['B1', 'F1', 'M1', 'F2', 'F3']);
    const simple = await manager.call<{ floor_name: string }[]>({
      path: '/api_proxy/floor/simple_floor_list/',
      query: { building_id: towerB.id },
    });
    expect(simple.body.data.map((floor) => floor.floor_name)).toEqual(['B1', 'F1', 'M1', 'F2', 'F3']);
    const areaRows = await ctx.db.select().from(areas).where(eq(areas.floorId, created.body.data.floor_id));
    expect(areaRows).toMatchObject([{ name: '默认区域', isDefault: true }]);
    const duplicate = await manager.call({
      method: 'POST',
      path: '/api_proxy/floor/floor_info/',
      body: { building_id: towerB.id, floor_type: 'F', floor_number: 2 },
    });
    expect(duplicate.body.code).toBe(ErrorCodes.alreadyExists);
    const bad = await manager.call({
      method: 'POST',
      path: '/api_proxy/floor/floor_info/',
      body: { building_id: towerB.id, floor_type: 'X', floor_number: 2 },
    });
    expect(bad.body.msg).toContain('floor_type');
  });

  it('keeps the last default area and deletes an extra one', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const towerB = await buildingOf('华鼎国际大厦', 'B 座');
    const f3 = await floorOf(towerB.id, 'F3');
    const [defaultArea] = await ctx.db.select().from(areas).where(eq(areas.floorId, f3.id));
    const refused = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/floor/floor_area_info/',
      query: { area_id: defaultArea!.id },
    });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    expect(refused.body.msg).toContain('至少保留一个默认区域，不能删除');
    expect(refused.body.eng_msg).toContain('at least one default area, so it cannot be deleted');
    const extra = await manager.call<{ area_id: number }>({
      method: 'POST',
      path: '/api_proxy/floor/floor_area_info/',
      body: { floor_id: f3.id, area_name: '东区办公' },
    });
    const renamed = await manager.call({
      method: 'PUT',
      path: '/api_proxy/floor/floor_area_info/',
      body: { area_id: extra.body.data.area_id, area_name: '东区会议室' },
    });
    expect(renamed.body.data).toMatchObject({ area_name: '东区会议室', is_default: 0 });
    const stillRefused = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/floor/floor_area_info/',
      query: { area_id: defaultArea!.id },
    });
    expect(stillRefused.body.code).toBe(ErrorCodes.cannotDelete);
    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/floor/floor_area_info/',
      query: { area_id: extra.body.data.area_id },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(areas).where(eq(areas.floorId, f3.id))).toHaveLength(1);
  });

  it("refuses another unit's floor and area, and leaves them unchanged", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const teaching = await buildingOf('朝阳实验学校', '教学楼');
    const f2 = await floorOf(teaching.id, 'F2');
    const [area] = await ctx.db.select().from(areas).where(eq(areas.floorId, f2.id));
    const attempts: Parameters<typeof manager.call>[0][] = [
      { method: 'PUT' as const, path: '/api_proxy/floor/floor_info/', body: { floor_id: f2.id, floor_number: 9 } },
      { method: 'DELETE' as const, path: '/api_proxy/floor/floor_info/', query: { floor_id: f2.id } },
      {
        method: 'PUT' as const,
        path: '/api_proxy/floor/floor_area_info/',
        body: { area_id: area!.id, area_name: '改名' },
      },
      { method: 'GET' as const, path: '/api_proxy/floor/floor_area_list/', query: { floor_id: f2.id } },
      { method: 'GET' as const, path: '/api_proxy/floor/floor_list/', query: { building_id: teaching.id } },
    ];
    for (const attempt of attempts) {
      const { body } = await manager.call(attempt);
      expect(body.code, attempt.path).toBe(ErrorCodes.noPermission);
    }
    expect(await floorOf(teaching.id, 'F2')).toEqual(f2);
    expect((await ctx.db.select().from(areas).where(eq(areas.id, area!.id)))[0]).toEqual(area);
  });

  it('refuses deleting a floor with a device and deletes an empty one with its areas', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = await unit('华鼎国际大厦');
    const towerA = await buildingOf('华鼎国际大厦', 'A 座');
    const [device] = await ctx.db.select().from(devices).where(eq(devices.buildingId, towerA.id));
    const refused = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/floor/floor_info/',
      query: { floor_id: device!.floorId! },
    });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    const annex = await buildBuilding(ctx.db, { companyId: tower.id, name: '门卫室', floorCount: 2 });
    const f2 = await floorOf(annex.id, 'F2');
    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/floor/floor_info/',
      query: { floor_id: f2.id },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(floors).where(eq(floors.id, f2.id))).toHaveLength(0);
    expect(await ctx.db.select().from(areas).where(eq(areas.floorId, f2.id))).toHaveLength(0);
  });
});

describe('floor plans and device dots', () => {
  it('refuses a dot on a floor without a plan, then uploads, places, moves, replaces, resets and deletes', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = await unit('华鼎国际大厦');
    const towerB = await buildingOf('华鼎国际大厦', 'B 座');
    const f2 = await floorOf(towerB.id, 'F2');
    const device = await buildDevice(ctx.db, {
      companyId: tower.id,
      buildingId: towerB.id,
      floorId: f2.id,
      name: 'B座2层 独立式烟感',
    });
    const noPlan = await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/dots/',
      body: { floor_id: f2.id, device_id: device.id, x: 0.5, y: 0.5 },
    });
    expect(noPlan.body.code).toBe(ErrorCodes.checkFailed);
    expect(noPlan.body.eng_msg).toContain('no floor plan on this floor so cannot associate');
    expect(await ctx.db.select().from(deviceDots).where(eq(deviceDots.floorId, f2.id))).toHaveLength(0);

    const empty = await manager.call({ path: '/api_proxy/device_map/info/', query: { floor_id: f2.id } });
    expect(empty.body.data).toBeNull();
    const missingFile = await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/info/',
      body: { floor_id: f2.id, action: 'upload' },
    });
    expect(missingFile.body.code).toBe(ErrorCodes.paramRequired);
    expect(missingFile.body.msg).toContain('file_id');
    const planFile = await buildFile(ctx.db);
    const uploaded = await manager.call<{ file_id: string; static_url: string; description: string }>({
      method: 'POST',
      path: '/api_proxy/device_map/info/',
      body: { floor_id: f2.id, action: 'upload', file_id: planFile, description: 'B座二层消防平面图' },
    });
    expect(uploaded.body.data).toMatchObject({
      file_id: planFile,
      static_url: `/files/${planFile}`,
      description: 'B座二层消防平面图',
    });

    const placed = await manager.call<{ dot_id: number }>({
      method: 'POST',
      path: '/api_proxy/device_map/dots/',
      body: { floor_id: f2.id, device_id: device.id, x: 0.25, y: 0.75 },
    });
    expect(placed.body.code).toBe(0);
    const moved = await manager.call<{ dot_id: number; x: number; y: number }>({
      method: 'POST',
      path: '/api_proxy/device_map/dots/',
      body: { floor_id: f2.id, device_id: device.id, x: 0.4, y: 0.6 },
    });
    expect(moved.body.data).toMatchObject({ dot_id: placed.body.data.dot_id, x: 0.4, y: 0.6 });
    const outside = await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/dots/',
      body: { floor_id: f2.id, device_id: device.id, x: 1.2, y: 0.6 },
    });
    expect(outside.body.msg).toContain('x');
    const dots = await manager.call<{ device_id: number; name: string; x: number; y: number }[]>({
      path: '/api_proxy/device_map/dots/',
      query: { floor_id: f2.id },
    });
    expect(dots.body.data).toEqual([
      expect.objectContaining({ device_id: device.id, name: 'B座2层 独立式烟感', x: 0.4, y: 0.6 }),
    ]);

    const replacement = await buildFile(ctx.db);
    const replaced = await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/info/',
      body: { floor_id: f2.id, action: 'replace', file_id: replacement },
    });
    expect(replaced.body.data).toMatchObject({ file_id: replacement, description: 'B座二层消防平面图' });
    expect(await ctx.db.select().from(deviceDots).where(eq(deviceDots.floorId, f2.id))).toHaveLength(1);
    await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/info/',
      body: { floor_id: f2.id, action: 'reset' },
    });
    expect(await ctx.db.select().from(deviceDots).where(eq(deviceDots.floorId, f2.id))).toHaveLength(0);

    const again = await manager.call<{ dot_id: number }>({
      method: 'POST',
      path: '/api_proxy/device_map/dots/',
      body: { floor_id: f2.id, device_id: device.id, x: 0.1, y: 0.1 },
    });
    const unplaced = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device_map/dots/',
      query: { dot_id: again.body.data.dot_id },
    });
    expect(unplaced.body.code).toBe(0);
    expect(await ctx.db.select().from(deviceDots).where(eq(deviceDots.id, again.body.data.dot_id))).toHaveLength(0);
    await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/dots/',
      body: { floor_id: f2.id, device_id: device.id, x: 0.1, y: 0.1 },
    });
    const deleted = await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/info/',
      body: { floor_id: f2.id, action: 'delete' },
    });
    expect(deleted.body.code).toBe(0);
    expect(await ctx.db.select().from(floorPlans).where(eq(floorPlans.floorId, f2.id))).toHaveLength(0);
    expect(await ctx.db.select().from(deviceDots).where(eq(deviceDots.floorId, f2.id))).toHaveLength(0);
  });

  it("refuses another unit's plan and dots, and another unit's device on one's own plan", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const admin = await loginAs(ctx.app, 'admin');
    const teaching = await buildingOf('朝阳实验学校', '教学楼');
    const schoolF1 = await floorOf(teaching.id, 'F1');
    const schoolPlan = await buildFile(ctx.db);
    await admin.call({
      method: 'POST',
      path: '/api_proxy/device_map/info/',
      body: { floor_id: schoolF1.id, file_id: schoolPlan },
    });
    const [schoolDevice] = await ctx.db.select().from(devices).where(eq(devices.buildingId, teaching.id));
    const adminDot = await admin.call<{ dot_id: number }>({
      method: 'POST',
      path: '/api_proxy/device_map/dots/',
      body: { floor_id: schoolF1.id, device_id: schoolDevice!.id, x: 0.3, y: 0.3 },
    });
    expect(adminDot.body.code).toBe(0);

    const read = await manager.call({ path: '/api_proxy/device_map/info/', query: { floor_id: schoolF1.id } });
    expect(read.body.code).toBe(ErrorCodes.noPermission);
    const change = await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/info/',
      body: { floor_id: schoolF1.id, action: 'delete' },
    });
    expect(change.body.code).toBe(ErrorCodes.noPermission);
    const removeDot = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device_map/dots/',
      query: { dot_id: adminDot.body.data.dot_id },
    });
    expect(removeDot.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(floorPlans).where(eq(floorPlans.floorId, schoolF1.id))).toHaveLength(1);
    expect(await ctx.db.select().from(deviceDots).where(eq(deviceDots.id, adminDot.body.data.dot_id))).toHaveLength(1);

    const towerB = await buildingOf('华鼎国际大厦', 'B 座');
    const f3 = await floorOf(towerB.id, 'F3');
    await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/info/',
      body: { floor_id: f3.id, file_id: await buildFile(ctx.db) },
    });
    const stolen = await manager.call({
      method: 'POST',
      path: '/api_proxy/device_map/dots/',
      body: { floor_id: f3.id, device_id: schoolDevice!.id, x: 0.5, y: 0.5 },
    });
    expect(stolen.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(deviceDots).where(eq(deviceDots.floorId, f3.id))).toHaveLength(0);
  });
});
