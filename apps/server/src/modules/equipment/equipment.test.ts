import {
  ErrorCodes,
  type EquipmentAttrDef,
  type EquipmentBoundDevice,
  type EquipmentItem,
  type Page,
} from '@fireline/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, devices, equipment, equipmentDevices, floors, organisations } from '../../db/schema';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ids: {
  tower: number;
  school: number;
  towerA: number;
  towerAFloor: number;
  schoolBuilding: number;
  towerDevice: number;
  schoolDevice: number;
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
  const [towerAFloor] = await ctx.db.select().from(floors).where(eq(floors.buildingId, towerA!.id)).limit(1);
  const [schoolBuilding] = await ctx.db.select().from(buildings).where(eq(buildings.companyId, school));
  const [towerDevice] = await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'UITD-HD-A01'));
  const [schoolDevice] = await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'UITD-CY-001'));
  ids = {
    tower,
    school,
    towerA: towerA!.id,
    towerAFloor: towerAFloor!.id,
    schoolBuilding: schoolBuilding!.id,
    towerDevice: towerDevice!.id,
    schoolDevice: schoolDevice!.id,
  };
});
afterAll(() => ctx.close());

const extinguisher = (overrides: Record<string, unknown> = {}) => ({
  company_id: ids.tower,
  equipment_number: 'MHQ-A-0101',
  equipment_name: 'A座1层 干粉灭火器',
  enum_equipment_type: 1,
  enum_position_type: 1,
  point: { x: 32.5, y: 61 },
  building_id: ids.towerA,
  floor_id: ids.towerAFloor,
  position_desc: '1层电梯厅东侧消防箱内',
  equipment_graph: ['f-abc'],
  check_cycle: 2,
  equipment_attr: { agent: 'dry_powder', capacity: 4, production_date: '2025-03-01' },
  ...overrides,
});

describe('facilities (equipment)', () => {
  it('refuses a caller who is not logged in', async () => {
    const { body } = await call(ctx.app, { path: '/api_proxy/equipment/list/' });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it("returns a type's attribute definitions, and refuses a type that does not exist", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await manager.call<EquipmentAttrDef[]>({
      path: '/api_proxy/equipment/equipment_attr/',
      query: { type: 1 },
    });
    expect(body.code).toBe(0);
    expect(body.data.map((def) => def.key)).toEqual([
      'agent',
      'capacity',
      'production_date',
      'expiry_date',
      'pressure_state',
    ]);
    expect(body.data[0]).toMatchObject({
      name: '灭火剂类型',
      eng_name: 'extinguishing agent',
      value_type: 'select',
      required: true,
    });
    expect(body.data[1]).toMatchObject({ unit: 'kg', value_type: 'number' });
    const missing = await manager.call({ path: '/api_proxy/equipment/equipment_attr/', query: { type: 99 } });
    expect(missing.body.code).toBe(ErrorCodes.paramValue);
    expect(missing.body.msg).toContain('type');
  });

  it('adds a facility with its attributes and reads it back field by field', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const created = await manager.call<EquipmentItem>({
      method: 'POST',
      path: '/api_proxy/equipment/info/',
      body: extinguisher(),
    });
    expect(created.body.code).toBe(0);
    const item = created.body.data;
    expect(item).toMatchObject({
      company_id: ids.tower,
      company_name: '华鼎国际大厦',
      equipment_number: 'MHQ-A-0101',
      equipment_name: 'A座1层 干粉灭火器',
      enum_equipment_type: 1,
      enum_position_type: 1,
      point: { x: 32.5, y: 61 },
      building_id: ids.towerA,
      building_name: 'A 座',
      floor_id: ids.towerAFloor,
      area_id: null,
      position_desc: '1层电梯厅东侧消防箱内',
      equipment_graph: ['f-abc'],
      check_cycle: 2,
      equipment_attr: { agent: 'dry_powder', capacity: 4, production_date: '2025-03-01' },
      device_count: 0,
    });
    const read = await manager.call<EquipmentItem>({
      path: '/api_proxy/equipment/info/',
      query: { equipment_id: item.equipment_id },
    });
    expect(read.body.data).toEqual(item);
    const [row] = await ctx.db.select().from(equipment).where(eq(equipment.id, item.equipment_id));
    expect(row).toMatchObject({
      companyId: ids.tower,
      equipmentType: 1,
      checkCycle: 2,
      attributes: { agent: 'dry_powder', capacity: 4, production_date: '2025-03-01' },
    });
  });

  it('refuses a number already used in the unit (7995)', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await manager.call({
      method: 'POST',
      path: '/api_proxy/equipment/info/',
      body: extinguisher({ equipment_name: '重复' }),
    });
    expect(body.code).toBe(ErrorCodes.alreadyExists);
    expect(body.eng_msg).toContain('equipment number already exists');
  });

  it('names the field of bad input: missing name, unknown choice, missing required attribute, a floor of another building', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const post = (body: unknown) => manager.call({ method: 'POST', path: '/api_proxy/equipment/info/', body });
    const { equipment_name: _omitted, ...withoutName } = extinguisher({ equipment_number: 'X-1' });
    const missingName = await post(withoutName);
    expect(missingName.body.code).toBe(ErrorCodes.paramRequired);
    expect(missingName.body.msg).toContain('equipment_name');
    const badAgent = await post(
      extinguisher({ equipment_number: 'X-2', equipment_attr: { agent: 'sand', capacity: 4 } }),
    );
    expect(badAgent.body.code).toBe(ErrorCodes.paramValue);
    expect(badAgent.body.msg).toContain('equipment_attr.agent');
    const missingCapacity = await post(extinguisher({ equipment_number: 'X-3', equipment_attr: { agent: 'co2' } }));
    expect(missingCapacity.body.code).toBe(ErrorCodes.paramRequired);
    expect(missingCapacity.body.eng_msg).toContain('equipment_attr.capacity this field is required');
    const notNumber = await post(
      extinguisher({ equipment_number: 'X-4', equipment_attr: { agent: 'co2', capacity: 'four' } }),
    );
    expect(notNumber.body.code).toBe(ErrorCodes.paramType);
    const wrongFloor = await post(extinguisher({ equipment_number: 'X-5', building_id: ids.schoolBuilding }));
    expect(wrongFloor.body.code).toBe(ErrorCodes.paramValue);
    expect(wrongFloor.body.msg).toContain('building_id');
    const badCycle = await post(extinguisher({ equipment_number: 'X-6', check_cycle: 4 }));
    expect(badCycle.body.code).not.toBe(0);
    expect(badCycle.body.msg).toContain('check_cycle');
    expect(await ctx.db.select().from(equipment).where(like(equipment.equipmentNumber, 'X-%'))).toHaveLength(0);
  });

  it('lists facilities in scope with the filters, paged', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const pump = await operator.call<EquipmentItem>({
      method: 'POST',
      path: '/api_proxy/equipment/info/',
      body: {
        company_id: ids.school,
        equipment_number: 'XFB-01',
        equipment_name: '消火栓泵 1#',
        enum_equipment_type: 3,
        equipment_attr: { power: 30 },
      },
    });
    expect(pump.body.code).toBe(0);
    // The operator's centre covers every demo unit: the list holds every facility.
    const everything = await ctx.db.select().from(equipment);
    const all = await operator.call<Page<EquipmentItem>>({ path: '/api_proxy/equipment/list/' });
    expect(all.body.data.total).toBe(everything.length);
    expect(all.body.data.list[0]!.equipment_number).toBe('XFB-01');
    const byType = await operator.call<Page<EquipmentItem>>({
      path: '/api_proxy/equipment/list/',
      query: { enum_equipment_type: 3, company_id: ids.school },
    });
    expect(byType.body.data.list.map((item) => item.equipment_number)).toEqual(['XFB-01']);
    const byName = await operator.call<Page<EquipmentItem>>({
      path: '/api_proxy/equipment/list/',
      query: { equipment_name: 'A座1层 干粉', building_id: ids.towerA },
    });
    expect(byName.body.data).toMatchObject({ total: 1, list: [{ equipment_number: 'MHQ-A-0101' }] });
    const paged = await operator.call<Page<EquipmentItem>>({
      path: '/api_proxy/equipment/list/',
      query: { page_no: 1, page_size: 1 },
    });
    expect(paged.body.data.total).toBe(everything.length);
    expect(paged.body.data.list).toHaveLength(1);
    const manager = await loginAs(ctx.app, 'manager');
    const own = await manager.call<Page<EquipmentItem>>({ path: '/api_proxy/equipment/list/' });
    expect(own.body.data.total).toBe(everything.filter((row) => row.companyId === ids.tower).length);
    expect(own.body.data.list.every((item) => item.company_id === ids.tower)).toBe(true);
    const other = await manager.call({ path: '/api_proxy/equipment/list/', query: { company_id: ids.school } });
    expect(other.body.code).toBe(ErrorCodes.noPermission);
  });

  it("refuses another unit's facility and leaves it unchanged", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const [pump] = await ctx.db.select().from(equipment).where(eq(equipment.companyId, ids.school));
    const read = await manager.call({ path: '/api_proxy/equipment/info/', query: { equipment_id: pump!.id } });
    expect(read.body.code).toBe(ErrorCodes.noPermission);
    const update = await manager.call({
      method: 'PUT',
      path: '/api_proxy/equipment/info/',
      body: {
        equipment_id: pump!.id,
        equipment_number: 'XFB-01',
        equipment_name: '改名',
        enum_equipment_type: 3,
        equipment_attr: { power: 30 },
      },
    });
    expect(update.body.code).toBe(ErrorCodes.noPermission);
    const remove = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/equipment/info/',
      query: { equipment_id: pump!.id },
    });
    expect(remove.body.code).toBe(ErrorCodes.noPermission);
    const bind = await manager.call({
      method: 'POST',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: pump!.id, device_id: ids.schoolDevice, bind_type: 1 },
    });
    expect(bind.body.code).toBe(ErrorCodes.noPermission);
    const [after] = await ctx.db.select().from(equipment).where(eq(equipment.id, pump!.id));
    expect(after).toEqual(pump);
    expect(await ctx.db.select().from(equipmentDevices).where(eq(equipmentDevices.equipmentId, pump!.id))).toHaveLength(
      0,
    );
  });

  it('refuses writes to a user without the button, while letting them read', async () => {
    const engineer = await loginAs(ctx.app, 'engineer');
    const list = await engineer.call<Page<EquipmentItem>>({ path: '/api_proxy/equipment/list/' });
    expect(list.body.code).toBe(0);
    expect(list.body.data.total).toBe(
      (await ctx.db.select().from(equipment).where(eq(equipment.companyId, ids.tower))).length,
    );
    const created = await engineer.call({
      method: 'POST',
      path: '/api_proxy/equipment/info/',
      body: extinguisher({ equipment_number: 'ENG-1' }),
    });
    expect(created.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(equipment).where(eq(equipment.equipmentNumber, 'ENG-1'))).toHaveLength(0);
  });

  it('changes a facility, binds devices of its unit and replaces the bindings', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const [item] = await ctx.db.select().from(equipment).where(eq(equipment.equipmentNumber, 'MHQ-A-0101'));
    const updated = await manager.call<EquipmentItem>({
      method: 'PUT',
      path: '/api_proxy/equipment/info/',
      body: {
        ...extinguisher({ equipment_name: 'A座1层 二氧化碳灭火器', equipment_attr: { agent: 'co2', capacity: 3 } }),
        company_id: undefined,
        equipment_id: item!.id,
      },
    });
    expect(updated.body.code).toBe(0);
    expect(updated.body.data).toMatchObject({
      equipment_name: 'A座1层 二氧化碳灭火器',
      equipment_attr: { agent: 'co2', capacity: 3 },
    });

    const missingType = await manager.call({
      method: 'POST',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: item!.id, device_id: ids.towerDevice },
    });
    expect(missingType.body.code).toBe(ErrorCodes.paramRequired);
    expect(missingType.body.msg).toContain('bind_type');
    const otherUnitDevice = await manager.call({
      method: 'POST',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: item!.id, device_id: ids.schoolDevice, bind_type: 1 },
    });
    expect(otherUnitDevice.body.code).toBe(ErrorCodes.noPermission);
    const badType = await manager.call({
      method: 'POST',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: item!.id, device_id: ids.towerDevice, bind_type: 42 },
    });
    expect(badType.body.code).toBe(ErrorCodes.paramValue);

    const bound = await manager.call<EquipmentBoundDevice[]>({
      method: 'POST',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: item!.id, device_id: ids.towerDevice, bind_type: 1 },
    });
    expect(bound.body.code).toBe(0);
    expect(bound.body.data).toEqual([
      expect.objectContaining({ device_id: ids.towerDevice, device_code: 'UITD-HD-A01', bind_type: 1 }),
    ]);
    const again = await manager.call({
      method: 'POST',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: item!.id, device_id: ids.towerDevice, bind_type: 2 },
    });
    expect(again.body.code).toBe(ErrorCodes.alreadyExists);

    const replaced = await manager.call<EquipmentBoundDevice[]>({
      method: 'PUT',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: item!.id, list: [{ device_id: ids.towerDevice, bind_type: 2 }] },
    });
    expect(replaced.body.data).toEqual([expect.objectContaining({ device_id: ids.towerDevice, bind_type: 2 })]);
    const read = await manager.call<EquipmentBoundDevice[]>({
      path: '/api_proxy/equipment/bindDevice/',
      query: { equipment_id: item!.id },
    });
    expect(read.body.data).toEqual(replaced.body.data);
    const info = await manager.call<EquipmentItem>({
      path: '/api_proxy/equipment/info/',
      query: { equipment_id: item!.id },
    });
    expect(info.body.data.device_count).toBe(1);

    const mixed = await manager.call({
      method: 'PUT',
      path: '/api_proxy/equipment/bindDevice/',
      body: {
        equipment_id: item!.id,
        list: [
          { device_id: ids.towerDevice, bind_type: 3 },
          { device_id: ids.schoolDevice, bind_type: 1 },
        ],
      },
    });
    expect(mixed.body.code).toBe(ErrorCodes.noPermission);
    const [kept] = await ctx.db.select().from(equipmentDevices).where(eq(equipmentDevices.equipmentId, item!.id));
    expect(kept).toMatchObject({ deviceId: ids.towerDevice, bindType: 2 });

    const cleared = await manager.call<EquipmentBoundDevice[]>({
      method: 'PUT',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: item!.id, list: [] },
    });
    expect(cleared.body.data).toEqual([]);
  });

  it('serves the bind types and deletes a facility with its bindings', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const types = await manager.call<{ id: number; name: string }[]>({
      path: '/api_proxy/enum/enum_equipment_bind_device_type/info/',
    });
    expect(types.body.data[0]).toMatchObject({ id: 1, name: '状态监测', eng_name: 'Status monitoring' });
    const [item] = await ctx.db.select().from(equipment).where(eq(equipment.equipmentNumber, 'MHQ-A-0101'));
    await manager.call({
      method: 'POST',
      path: '/api_proxy/equipment/bindDevice/',
      body: { equipment_id: item!.id, device_id: ids.towerDevice, bind_type: 1 },
    });
    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/equipment/info/',
      query: { equipment_id: item!.id },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(equipment).where(eq(equipment.id, item!.id))).toHaveLength(0);
    expect(await ctx.db.select().from(equipmentDevices).where(eq(equipmentDevices.equipmentId, item!.id))).toHaveLength(
      0,
    );
    const gone = await manager.call({ path: '/api_proxy/equipment/info/', query: { equipment_id: item!.id } });
    expect(gone.body.code).toBe(ErrorCodes.noData);
  });
});
