import { ErrorCodes } from '@fireline/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, buildings, floors, organisations } from '../../db/schema';
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

type Building = Record<string, unknown> & { building_id: number };
const unit = async (name: string) =>
  (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!;
const buildingNamed = async (companyId: number, name: string) =>
  (
    await ctx.db
      .select()
      .from(buildings)
      .where(and(eq(buildings.companyId, companyId), eq(buildings.name, name)))
  )[0]!;

describe('buildings', () => {
  it('refuses a caller who is not logged in', async () => {
    const { body } = await call(ctx.app, { path: '/api_proxy/building/info/', query: { building_id: 1 } });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('refuses creating a building without the new-building button', async () => {
    const engineer = await loginAs(ctx.app, 'engineer');
    const tower = await unit('华鼎国际大厦');
    const { body } = await engineer.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: tower.id, building_name: 'C 座' },
    });
    expect(body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(buildings).where(eq(buildings.name, 'C 座'))).toHaveLength(0);
  });

  it('creates a building with every field and its floors B2..F3, each with one default area', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = await unit('华鼎国际大厦');
    const outlook = await buildFile(ctx.db);
    const fields = {
      company_id: tower.id,
      building_name: '裙楼',
      address: '北京市海淀区中关村大街 27 号裙楼',
      region: '110108',
      points: { lng: 116.3165, lat: 39.9832 },
      property_manage_company_name: '华鼎物业管理有限公司',
      enum_display_type: 2,
      enum_building_type: 2,
      enum_building_property: 1,
      enum_building_fire_level: 1,
      enum_building_fire_resistance: 1,
      enum_building_structure: 2,
      build_time: '2012-09-30',
      site_area: 6000,
      building_area: 18000.5,
      building_height: 23.8,
      normal_floor_area: 5200,
      ongrounder_floors: 3,
      ongrounder_area: 15600,
      underground_floors: 2,
      underground_area: 2400.5,
      tunnel_height: 0,
      tunnel_length: 0,
      working_time_population: 800,
      max_population: 2500,
      neighbor_building_desc: '东侧 13 米为 A 座，北侧为城市道路',
      main_storage_name: '商品',
      main_storage_count: 120,
      main_storage_capacity: 450,
      main_storage_nature: '丙类',
      main_storage_form: '货架',
      main_storage_material: '纺织品',
      main_storage_product: '服装',
      control_room_location: 'F1 东北角',
      refuge_floor_count: 0,
      refuge_floor_area: 0,
      refuge_floor_location: '',
      exit_count: 6,
      exit_form: '疏散楼梯',
      exit_location: '四角及中庭',
      fire_elevator_count: 2,
      fire_elevator_weight: 1000,
      building_outlook_graph: [outlook],
    };
    const created = await manager.call<Building>({ method: 'POST', path: '/api_proxy/building/info/', body: fields });
    expect(created.body.code).toBe(0);
    const read = await manager.call<Building>({
      path: '/api_proxy/building/info/',
      query: { building_id: created.body.data.building_id },
    });
    for (const [field, value] of Object.entries(fields))
      expect(read.body.data[field], field).toEqual(field === 'refuge_floor_location' ? null : value);
    expect(read.body.data).toMatchObject({ company_name: '华鼎国际大厦', floor_count: 5 });
    const floorRows = await ctx.db.select().from(floors).where(eq(floors.buildingId, created.body.data.building_id));
    expect(floorRows.map((floor) => floor.name).sort()).toEqual(['B1', 'B2', 'F1', 'F2', 'F3']);
    const areaRows = await ctx.db
      .select()
      .from(areas)
      .where(
        inArray(
          areas.floorId,
          floorRows.map((floor) => floor.id),
        ),
      );
    expect(areaRows).toHaveLength(5);
    expect(areaRows.every((area) => area.isDefault && area.name === '默认区域')).toBe(true);
    const strip = await manager.call<{ building_name: string; floors: { floor_name: string }[] }[]>({
      path: '/api_proxy/building/format_list_by_company_id/',
      query: { company_id: tower.id },
    });
    expect(
      strip.body.data.find((building) => building.building_name === '裙楼')!.floors.map((floor) => floor.floor_name),
    ).toEqual(['B2', 'B1', 'F1', 'F2', 'F3']);
  });

  it('names the field of bad input and refuses a duplicate name', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = await unit('华鼎国际大厦');
    const missing = await manager.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: tower.id },
    });
    expect(missing.body.code).toBe(ErrorCodes.paramRequired);
    expect(missing.body.msg).toContain('building_name');
    const latitude = await manager.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: tower.id, building_name: 'D 座', points: { lng: 116, lat: 95 } },
    });
    expect(latitude.body.msg).toContain('points');
    const duplicate = await manager.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: tower.id, building_name: 'B 座' },
    });
    expect(duplicate.body.code).toBe(ErrorCodes.alreadyExists);
    expect(duplicate.body.msg).toContain('建筑名称已存在');
    const [stored] = await ctx.db.select({ value: count() }).from(buildings).where(eq(buildings.name, 'B 座'));
    expect(stored?.value).toBe(1);
  });

  it("refuses another unit's building, reading, changing or deleting it, and leaves it unchanged", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const school = await unit('朝阳实验学校');
    const teaching = await buildingNamed(school.id, '教学楼');
    const read = await manager.call({ path: '/api_proxy/building/info/', query: { building_id: teaching.id } });
    expect(read.body.code).toBe(ErrorCodes.noPermission);
    const update = await manager.call({
      method: 'PUT',
      path: '/api_proxy/building/info/',
      body: { building_id: teaching.id, building_name: '改名' },
    });
    expect(update.body.code).toBe(ErrorCodes.noPermission);
    const remove = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/building/info/',
      query: { building_id: teaching.id },
    });
    expect(remove.body.code).toBe(ErrorCodes.noPermission);
    const create = await manager.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: school.id, building_name: '操场看台' },
    });
    expect(create.body.code).toBe(ErrorCodes.noPermission);
    expect(await buildingNamed(school.id, '教学楼')).toEqual(teaching);
    const list = await manager.call({
      path: '/api_proxy/building/list_by_company_id/',
      query: { company_id: school.id },
    });
    expect(list.body.code).toBe(ErrorCodes.noPermission);
  });

  it('refuses deleting a building with a device, and deletes one without', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = await unit('华鼎国际大厦');
    const towerA = await buildingNamed(tower.id, 'A 座');
    const refused = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/building/info/',
      query: { building_id: towerA.id },
    });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    expect(refused.body.msg).toContain('该建筑下有关联设备，不能删除');
    expect(refused.body.eng_msg).toContain('cannot delete building: it has associated devices');
    expect(await ctx.db.select().from(floors).where(eq(floors.buildingId, towerA.id))).toHaveLength(7);

    const annex = await buildBuilding(ctx.db, { companyId: tower.id, name: '配电房', floorCount: 1 });
    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/building/info/',
      query: { building_id: annex.id },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(buildings).where(eq(buildings.id, annex.id))).toHaveLength(0);
    expect(await ctx.db.select().from(floors).where(eq(floors.buildingId, annex.id))).toHaveLength(0);
  });

  it("refuses a building beyond the unit's limit (7993) naming the limit, and a device beyond it too", async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const mall = await unit('学院路便民商场');
    const set = await admin.call({
      method: 'PUT',
      path: '/api_proxy/company_cared/info/',
      body: { company_id: mall.id, limit_building_count: 1, limit_device_count: 1 },
    });
    expect(set.body.code).toBe(0);
    const refused = await admin.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: mall.id, building_name: '仓库' },
    });
    expect(refused.body.code).toBe(ErrorCodes.limitExceeded);
    expect(refused.body.msg).toContain('该单位最多可添加 1 个建筑');
    expect(await ctx.db.select().from(buildings).where(eq(buildings.companyId, mall.id))).toHaveLength(1);
    const { assertDeviceLimit } = await import('../../core/limits');
    await expect(ctx.db.transaction((tx) => assertDeviceLimit(tx, mall.id))).rejects.toMatchObject({
      code: ErrorCodes.limitExceeded,
    });
    await admin.call({
      method: 'PUT',
      path: '/api_proxy/company_cared/info/',
      body: { company_id: mall.id, limit_building_count: 2, limit_device_count: null },
    });
    const allowed = await admin.call({
      method: 'POST',
      path: '/api_proxy/building/info/',
      body: { company_id: mall.id, building_name: '仓库' },
    });
    expect(allowed.body.code).toBe(0);
    await ctx.db.transaction((tx) => assertDeviceLimit(tx, mall.id));
    await buildDevice(ctx.db, { companyId: mall.id });
  });
});
