import { ErrorCodes, type BoundDevice, type Page, type SceneBoundEquipment, type SceneItem } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, devices, equipment, organisations, sceneDevices, sceneEquipment, scenes } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ids: {
  tower: number;
  school: number;
  towerA: number;
  towerDevices: number[];
  schoolDevice: number;
  hose: number;
  pump: number;
  schoolScene: number;
};

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const unit = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  const tower = await unit('华鼎国际大厦');
  const school = await unit('朝阳实验学校');
  const [towerA] = await ctx.db
    .select()
    .from(buildings)
    .where(and(eq(buildings.companyId, tower), eq(buildings.name, 'A 座')));
  const [uitd] = await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'UITD-HD-A01'));
  const smoke = await buildDevice(ctx.db, {
    companyId: tower,
    buildingId: towerA!.id,
    name: '厨房 独立式感烟探测器',
    deviceCode: 'SMK-HD-0001',
  });
  const [schoolDevice] = await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'UITD-CY-001'));
  const [hose, pump] = await ctx.db
    .insert(equipment)
    .values([
      { companyId: tower, equipmentNumber: 'SNXHS-B1-01', equipmentName: 'B1 室内消火栓', equipmentType: 2 },
      { companyId: school, equipmentNumber: 'XFB-01', equipmentName: '消火栓泵', equipmentType: 3 },
    ])
    .returning();
  const [schoolScene] = await ctx.db
    .insert(scenes)
    .values({ companyId: school, sceneName: '学生餐厅厨房', sceneType: 1 })
    .returning();
  ids = {
    tower,
    school,
    towerA: towerA!.id,
    towerDevices: [uitd!.id, smoke.id],
    schoolDevice: schoolDevice!.id,
    hose: hose!.id,
    pump: pump!.id,
    schoolScene: schoolScene!.id,
  };
});
afterAll(() => ctx.close());

describe('scenes', () => {
  it('refuses a caller who is not logged in', async () => {
    const { body } = await call(ctx.app, { path: '/api_proxy/scene/list/' });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('serves the scene model types', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await manager.call<{ id: number; name: string; eng_name: string }[]>({
      path: '/api_proxy/enum/enum_scene_model_type/info/',
    });
    expect(body.data.slice(0, 2)).toMatchObject([
      { id: 1, name: '厨房', eng_name: 'Kitchen' },
      { id: 2, name: '配电室', eng_name: 'Power distribution room' },
    ]);
  });

  it('adds a scene and reads it back field by field; a second one of that name is refused', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const body = {
      company_id: ids.tower,
      scene_name: '职工食堂后厨',
      enum_scene_type: 1,
      building_id: ids.towerA,
      scene_graph: ['f-kitchen'],
      remark: '燃气灶台 6 台',
    };
    const created = await manager.call<SceneItem>({ method: 'POST', path: '/api_proxy/scene/info/', body });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      company_id: ids.tower,
      company_name: '华鼎国际大厦',
      scene_name: '职工食堂后厨',
      enum_scene_type: 1,
      building_id: ids.towerA,
      building_name: 'A 座',
      scene_graph: ['f-kitchen'],
      remark: '燃气灶台 6 台',
      device_count: 0,
      equipment_count: 0,
    });
    const read = await manager.call<SceneItem>({
      path: '/api_proxy/scene/info/',
      query: { scene_id: created.body.data.scene_id },
    });
    expect(read.body.data).toEqual(created.body.data);
    const twice = await manager.call({ method: 'POST', path: '/api_proxy/scene/info/', body });
    expect(twice.body.code).toBe(ErrorCodes.alreadyExists);
  });

  it('names the field of bad input', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const missing = await manager.call({
      method: 'POST',
      path: '/api_proxy/scene/info/',
      body: { company_id: ids.tower, enum_scene_type: 1 },
    });
    expect(missing.body.code).toBe(ErrorCodes.paramRequired);
    expect(missing.body.msg).toContain('scene_name');
    const badType = await manager.call({
      method: 'POST',
      path: '/api_proxy/scene/info/',
      body: { company_id: ids.tower, scene_name: '配电间', enum_scene_type: 77 },
    });
    expect(badType.body.code).toBe(ErrorCodes.paramValue);
    expect(badType.body.msg).toContain('enum_scene_type');
    expect(await ctx.db.select().from(scenes).where(eq(scenes.sceneName, '配电间'))).toHaveLength(0);
  });

  it('binds devices and facilities of its unit, refusing empty selections with the spec messages', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const [scene] = await ctx.db.select().from(scenes).where(eq(scenes.sceneName, '职工食堂后厨'));
    const noDevice = await manager.call({
      method: 'POST',
      path: '/api_proxy/scene/scene_bind_device/',
      body: { scene_id: scene!.id, device_ids: [] },
    });
    expect(noDevice.body.code).toBe(ErrorCodes.paramRequired);
    expect(noDevice.body.eng_msg).toContain('please select at least one device');
    const noEquipment = await manager.call({
      method: 'POST',
      path: '/api_proxy/scene/scene_bind_equipment/',
      body: { scene_id: scene!.id, equipment_ids: [] },
      lang: 'en',
    });
    expect(noEquipment.body.code).toBe(ErrorCodes.paramRequired);
    expect(noEquipment.body.msg).toContain('scene equipment requires an equipment selection');

    const otherUnit = await manager.call({
      method: 'POST',
      path: '/api_proxy/scene/scene_bind_device/',
      body: { scene_id: scene!.id, device_ids: [ids.towerDevices[0], ids.schoolDevice] },
    });
    expect(otherUnit.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(sceneDevices).where(eq(sceneDevices.sceneId, scene!.id))).toHaveLength(0);

    const bound = await manager.call<BoundDevice[]>({
      method: 'POST',
      path: '/api_proxy/scene/scene_bind_device/',
      body: { scene_id: scene!.id, device_ids: ids.towerDevices },
    });
    expect(bound.body.data.map((device) => device.device_id)).toEqual([...ids.towerDevices].sort((a, b) => a - b));
    const narrowed = await manager.call<BoundDevice[]>({
      method: 'POST',
      path: '/api_proxy/scene/scene_bind_device/',
      body: { scene_id: scene!.id, device_ids: [ids.towerDevices[1]] },
    });
    expect(narrowed.body.data).toEqual([
      expect.objectContaining({ device_id: ids.towerDevices[1], device_code: 'SMK-HD-0001' }),
    ]);
    const readDevices = await manager.call<BoundDevice[]>({
      path: '/api_proxy/scene/scene_bind_device/',
      query: { scene_id: scene!.id },
    });
    expect(readDevices.body.data).toEqual(narrowed.body.data);

    const foreignFacility = await manager.call({
      method: 'POST',
      path: '/api_proxy/scene/scene_bind_equipment/',
      body: { scene_id: scene!.id, equipment_ids: [ids.pump] },
    });
    expect(foreignFacility.body.code).toBe(ErrorCodes.noPermission);
    const boundEquipment = await manager.call<SceneBoundEquipment[]>({
      method: 'POST',
      path: '/api_proxy/scene/scene_bind_equipment/',
      body: { scene_id: scene!.id, equipment_ids: [ids.hose] },
    });
    expect(boundEquipment.body.data).toEqual([
      {
        equipment_id: ids.hose,
        equipment_number: 'SNXHS-B1-01',
        equipment_name: 'B1 室内消火栓',
        enum_equipment_type: 2,
      },
    ]);
    const readEquipment = await manager.call<SceneBoundEquipment[]>({
      path: '/api_proxy/scene/scene_bind_equipment/',
      query: { scene_id: scene!.id },
    });
    expect(readEquipment.body.data).toEqual(boundEquipment.body.data);
    const info = await manager.call<SceneItem>({ path: '/api_proxy/scene/info/', query: { scene_id: scene!.id } });
    expect(info.body.data).toMatchObject({ device_count: 1, equipment_count: 1 });
  });

  it('lists scenes in scope with filters', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const all = await operator.call<Page<SceneItem>>({ path: '/api_proxy/scene/list/' });
    expect(all.body.data.total).toBe((await ctx.db.select().from(scenes)).length);
    const byName = await operator.call<Page<SceneItem>>({
      path: '/api_proxy/scene/list/',
      query: { scene_name: '学生' },
    });
    expect(byName.body.data.list.map((scene) => scene.scene_id)).toEqual([ids.schoolScene]);
    const byUnit = await operator.call<Page<SceneItem>>({
      path: '/api_proxy/scene/list/',
      query: { company_id: ids.tower, enum_scene_type: 1, scene_name: '职工' },
    });
    expect(byUnit.body.data.list.map((scene) => scene.scene_name)).toEqual(['职工食堂后厨']);
    const manager = await loginAs(ctx.app, 'manager');
    const own = await manager.call<Page<SceneItem>>({ path: '/api_proxy/scene/list/' });
    expect(own.body.data.total).toBeGreaterThan(0);
    expect(own.body.data.list.every((scene) => scene.company_id === ids.tower)).toBe(true);
  });

  it("refuses another unit's scene and leaves it and its bindings unchanged", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const [before] = await ctx.db.select().from(scenes).where(eq(scenes.id, ids.schoolScene));
    const read = await manager.call({ path: '/api_proxy/scene/info/', query: { scene_id: ids.schoolScene } });
    expect(read.body.code).toBe(ErrorCodes.noPermission);
    const update = await manager.call({
      method: 'PUT',
      path: '/api_proxy/scene/info/',
      body: { scene_id: ids.schoolScene, scene_name: '改名', enum_scene_type: 2 },
    });
    expect(update.body.code).toBe(ErrorCodes.noPermission);
    const remove = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/scene/info/',
      query: { scene_id: ids.schoolScene },
    });
    expect(remove.body.code).toBe(ErrorCodes.noPermission);
    const bind = await manager.call({
      method: 'POST',
      path: '/api_proxy/scene/scene_bind_device/',
      body: { scene_id: ids.schoolScene, device_ids: [ids.schoolDevice] },
    });
    expect(bind.body.code).toBe(ErrorCodes.noPermission);
    const [after] = await ctx.db.select().from(scenes).where(eq(scenes.id, ids.schoolScene));
    expect(after).toEqual(before);
    expect(await ctx.db.select().from(sceneDevices).where(eq(sceneDevices.sceneId, ids.schoolScene))).toHaveLength(0);
  });

  it('refuses writes to a user without the button', async () => {
    const authority = await loginAs(ctx.app, 'authority');
    const list = await authority.call<Page<SceneItem>>({ path: '/api_proxy/scene/list/' });
    expect(list.body.code).toBe(0);
    const created = await authority.call({
      method: 'POST',
      path: '/api_proxy/scene/info/',
      body: { company_id: ids.tower, scene_name: '监管新增', enum_scene_type: 2 },
    });
    expect(created.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(scenes).where(eq(scenes.sceneName, '监管新增'))).toHaveLength(0);
  });

  it('changes a scene and deletes it with its bindings', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const [scene] = await ctx.db.select().from(scenes).where(eq(scenes.sceneName, '职工食堂后厨'));
    const updated = await manager.call<SceneItem>({
      method: 'PUT',
      path: '/api_proxy/scene/info/',
      body: { scene_id: scene!.id, scene_name: '职工食堂厨房', enum_scene_type: 1, building_id: null },
    });
    expect(updated.body.data).toMatchObject({
      scene_name: '职工食堂厨房',
      building_id: null,
      building_name: null,
      scene_graph: [],
      remark: '',
    });
    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/scene/info/',
      query: { scene_id: scene!.id },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(scenes).where(eq(scenes.id, scene!.id))).toHaveLength(0);
    expect(await ctx.db.select().from(sceneDevices).where(eq(sceneDevices.sceneId, scene!.id))).toHaveLength(0);
    expect(await ctx.db.select().from(sceneEquipment).where(eq(sceneEquipment.sceneId, scene!.id))).toHaveLength(0);
    expect(await ctx.db.select().from(equipment).where(eq(equipment.id, ids.hose))).toHaveLength(1);
  });
});
