import {
  ErrorCodes,
  type HydrantAddressItem,
  type HydrantAlarmItem,
  type HydrantItem,
  type HydrantMapPoint,
  type HydrantOverview,
  type Page,
} from '@fireline/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, hydrantAddresses, hydrants, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ids: {
  center: number;
  authority: number;
  tower: number;
  school: number;
  coverDevice: number;
  schoolDevice: number;
};

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const org = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  const center = await org('火线消防远程监控中心');
  const authority = await org('海淀区消防救援支队');
  const tower = await org('华鼎国际大厦');
  const school = await org('朝阳实验学校');
  const cover = await buildDevice(ctx.db, { companyId: center, name: '智能闷盖 XHS-T-0001', deviceCode: 'SC0001' });
  const schoolDevice = await buildDevice(ctx.db, { companyId: school, name: '压力终端', deviceCode: 'PT0001' });
  ids = { center, authority, tower, school, coverDevice: cover.id, schoolDevice: schoolDevice.id };
});
afterAll(() => ctx.close());

const hydrant = (overrides: Record<string, unknown> = {}) => ({
  equipment_number: 'XHS-T-0001',
  region_code: '110108',
  address: '北京市海淀区学院路 20 号',
  longitude: 116.3568,
  latitude: 39.9912,
  position_desc: '学院路与成府路交叉口东北角人行道',
  equipment_graph: ['f-hydrant'],
  remarks: '2024 年更换闷盖',
  out_hydrant_pipe_diameter: 100,
  waterhead_apply: 1,
  waterline_form: 1,
  placing_form: 1,
  alarm_host: 'NB-IoT 平台',
  type: 3,
  lower_limit: 0.15,
  device_id: ids.coverDevice,
  ...overrides,
});

describe('municipal hydrants', () => {
  it('refuses a caller who is not logged in, and a user without the hydrant area', async () => {
    const anonymous = await call(ctx.app, { path: '/api_proxy/firecock/list/' });
    expect(anonymous.body.code).toBe(ErrorCodes.tokenInvalid);
    const manager = await loginAs(ctx.app, 'manager');
    const list = await manager.call({ path: '/api_proxy/firecock/list/' });
    expect(list.body.code).toBe(ErrorCodes.noPermission);
    const created = await manager.call({
      method: 'POST',
      path: '/api_proxy/firecock/info/',
      body: hydrant({ equipment_number: 'MGR-1', device_id: null }),
    });
    expect(created.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'MGR-1'))).toHaveLength(0);
  });

  it("adds a hydrant owned by the caller's organisation, filing its address, and reads it back field by field", async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const created = await operator.call<HydrantItem>({
      method: 'POST',
      path: '/api_proxy/firecock/info/',
      body: hydrant(),
    });
    expect(created.body.code).toBe(0);
    const item = created.body.data;
    expect(item).toMatchObject({
      company_id: ids.center,
      company_name: '火线消防远程监控中心',
      equipment_number: 'XHS-T-0001',
      equipment_name: '智能消火栓',
      region_code: '110108',
      address: '北京市海淀区学院路 20 号',
      longitude: 116.3568,
      latitude: 39.9912,
      position_desc: '学院路与成府路交叉口东北角人行道',
      equipment_graph: ['f-hydrant'],
      remarks: '2024 年更换闷盖',
      out_hydrant_pipe_diameter: 100,
      waterhead_apply: 1,
      waterline_form: 1,
      placing_form: 1,
      alarm_host: 'NB-IoT 平台',
      type: 3,
      lower_limit: 0.15,
      device_id: ids.coverDevice,
      pressure: null,
      water_pressure_status: 0,
      impact_status: 0,
      water_theft_status: 0,
      is_online: false,
      last_report_time: null,
    });
    const [address] = await ctx.db.select().from(hydrantAddresses).where(eq(hydrantAddresses.id, item.address_id!));
    expect(address).toMatchObject({ companyId: ids.center, regionCode: '110108', address: '北京市海淀区学院路 20 号' });
    const read = await operator.call<HydrantItem>({
      path: '/api_proxy/firecock/info/',
      query: { equipment_id: item.equipment_id },
      lang: 'en',
    });
    expect(read.body.data).toEqual({ ...item, equipment_name: 'smart fire hydrant' });

    const second = await operator.call<HydrantItem>({
      method: 'POST',
      path: '/api_proxy/firecock/info/',
      body: hydrant({
        equipment_number: 'XHS-T-0002',
        address_id: item.address_id,
        region_code: null,
        address: null,
        device_id: null,
        type: 1,
        longitude: 116.3575,
      }),
    });
    expect(second.body.data).toMatchObject({
      address_id: item.address_id,
      address: '北京市海淀区学院路 20 号',
      type: 1,
    });
    expect(
      await ctx.db.select().from(hydrantAddresses).where(eq(hydrantAddresses.address, '北京市海淀区学院路 20 号')),
    ).toHaveLength(1);
  });

  it('refuses a number or a monitoring device already used (7995)', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const number = await operator.call({
      method: 'POST',
      path: '/api_proxy/firecock/info/',
      body: hydrant({ device_id: null }),
    });
    expect(number.body.code).toBe(ErrorCodes.alreadyExists);
    expect(number.body.eng_msg).toContain('hydrant number already exists');
    const device = await operator.call({
      method: 'POST',
      path: '/api_proxy/firecock/info/',
      body: hydrant({ equipment_number: 'XHS-T-0099', address: '北京市海淀区知春路 1 号' }),
    });
    expect(device.body.code).toBe(ErrorCodes.alreadyExists);
    expect(device.body.eng_msg).toContain('this device is bound to another hydrant');
    // The address of the refused hydrant was not filed: the write is one transaction.
    expect(
      await ctx.db.select().from(hydrantAddresses).where(eq(hydrantAddresses.address, '北京市海淀区知春路 1 号')),
    ).toHaveLength(0);
  });

  it('names the field of bad input', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const post = (body: unknown) => operator.call({ method: 'POST', path: '/api_proxy/firecock/info/', body });
    const diameter = await post(hydrant({ equipment_number: 'BAD-1', device_id: null, out_hydrant_pipe_diameter: 80 }));
    expect(diameter.body.code).not.toBe(0);
    expect(diameter.body.msg).toContain('out_hydrant_pipe_diameter');
    const longitude = await post(hydrant({ equipment_number: 'BAD-2', device_id: null, longitude: 200 }));
    expect(longitude.body.code).toBe(ErrorCodes.paramFormat);
    expect(longitude.body.msg).toContain('longitude');
    const address = await post(hydrant({ equipment_number: 'BAD-3', device_id: null, address: null }));
    expect(address.body.code).toBe(ErrorCodes.paramRequired);
    expect(address.body.data).toMatchObject({ field: 'address' });
    const placing = await post(hydrant({ equipment_number: 'BAD-4', device_id: null, placing_form: 9 }));
    expect(placing.body.code).toBe(ErrorCodes.paramValue);
    expect(placing.body.msg).toContain('placing_form');
    const foreignDevice = await loginAs(ctx.app, 'authority').then((authority) =>
      authority.call({
        method: 'POST',
        path: '/api_proxy/firecock/info/',
        body: hydrant({ equipment_number: 'BAD-5', device_id: ids.schoolDevice }),
      }),
    );
    expect(foreignDevice.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(hydrants).where(like(hydrants.equipmentNumber, 'BAD-%'))).toHaveLength(0);
  });

  it("refuses another organisation's hydrant and leaves it unchanged", async () => {
    const authority = await loginAs(ctx.app, 'authority');
    const [target] = await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'XHS-T-0001'));
    const read = await authority.call({ path: '/api_proxy/firecock/info/', query: { equipment_id: target!.id } });
    expect(read.body.code).toBe(ErrorCodes.noPermission);
    const update = await authority.call({
      method: 'PUT',
      path: '/api_proxy/firecock/info/',
      body: { ...hydrant({ remarks: '改掉' }), equipment_id: target!.id },
    });
    expect(update.body.code).toBe(ErrorCodes.noPermission);
    const remove = await authority.call({
      method: 'DELETE',
      path: '/api_proxy/firecock/info/',
      query: { equipment_id: target!.id },
    });
    expect(remove.body.code).toBe(ErrorCodes.noPermission);
    const [after] = await ctx.db.select().from(hydrants).where(eq(hydrants.id, target!.id));
    expect(after).toEqual(target);
    const ownOnly = await authority.call<Page<HydrantItem>>({ path: '/api_proxy/firecock/list/' });
    expect(ownOnly.body.data.total).toBe(0);
    const filed = await authority.call<HydrantItem>({
      method: 'POST',
      path: '/api_proxy/firecock/info/',
      body: hydrant({ equipment_number: 'XHS-T-0100', device_id: null, company_id: ids.tower }),
    });
    expect(filed.body.data).toMatchObject({ company_id: ids.tower, company_name: '华鼎国际大厦' });
    const school = await authority.call({
      method: 'POST',
      path: '/api_proxy/firecock/info/',
      body: hydrant({ equipment_number: 'XHS-T-0101', device_id: null, company_id: ids.school }),
    });
    expect(school.body.code).toBe(ErrorCodes.noPermission);
  });

  it('lists with filters, and serves the map points and the overview', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const [cover] = await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'XHS-T-0001'));
    const before = (await operator.call<HydrantOverview>({ path: '/api_proxy/firecock/overview/' })).body.data;
    await ctx.db
      .update(hydrants)
      .set({ isOnline: true, pressure: 0.12, waterPressureStatus: 1, lastReportAt: new Date() })
      .where(eq(hydrants.id, cover!.id));
    const all = await operator.call<Page<HydrantItem>>({ path: '/api_proxy/firecock/list/' });
    // The centre's own (demo and test), and the one the authority filed for the tower (a unit bound to the centre).
    const everything = await ctx.db.select().from(hydrants);
    expect(all.body.data.total).toBe(everything.length);
    const alarmed = await operator.call<Page<HydrantItem>>({
      path: '/api_proxy/firecock/list/',
      query: { is_alarm: 1, equipment_number: 'XHS-T' },
    });
    expect(alarmed.body.data.list.map((item) => item.equipment_number)).toEqual(['XHS-T-0001']);
    const byType = await operator.call<Page<HydrantItem>>({
      path: '/api_proxy/firecock/list/',
      query: { type: 1, online: 0, region_code: '1101', equipment_number: 'XHS-T' },
    });
    expect(byType.body.data.list.map((item) => item.equipment_number)).toEqual(['XHS-T-0002']);
    const byNumber = await operator.call<Page<HydrantItem>>({
      path: '/api_proxy/firecock/list/',
      query: { equipment_number: '0100', page_size: 5 },
    });
    expect(byNumber.body.data.list.map((item) => item.company_id)).toEqual([ids.tower]);

    const points = await operator.call<HydrantMapPoint[]>({ path: '/api_proxy/firecock/map_list/' });
    expect(points.body.data).toHaveLength(everything.length);
    expect(points.body.data.find((point) => point.equipment_id === cover!.id)).toEqual({
      equipment_id: cover!.id,
      equipment_number: 'XHS-T-0001',
      equipment_name: '智能消火栓',
      company_id: ids.center,
      company_name: '火线消防远程监控中心',
      address: '北京市海淀区学院路 20 号',
      longitude: 116.3568,
      latitude: 39.9912,
      type: 3,
      pressure: 0.12,
      lower_limit: 0.15,
      is_online: true,
      is_alarm: true,
      state: 'alarm',
    });
    const overview = await operator.call<HydrantOverview>({ path: '/api_proxy/firecock/overview/' });
    expect(overview.body.data).toMatchObject({
      total: everything.length,
      online: before.online + 1,
      offline: before.offline - 1,
      water_pressure_alarm: before.water_pressure_alarm + 1,
      impact_alarm: before.impact_alarm,
      water_theft_alarm: before.water_theft_alarm,
    });
    const countOfType = (type: number) => everything.filter((row) => row.type === type).length;
    expect(overview.body.data.by_type).toEqual(
      [1, 2, 3].map((type) => ({ type, count: countOfType(type) })).filter((entry) => entry.count > 0),
    );
  });

  it("serves the map points by state (alarm, device fault, offline, normal) and by owner, in the caller's scope only", async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const [cover] = await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'XHS-T-0001'));
    await ctx.db
      .update(hydrants)
      .set({ isOnline: true, pressure: 0.3, waterPressureStatus: 0 })
      .where(eq(hydrants.id, cover!.id));
    const states = async (query: Record<string, string | number> = {}) =>
      (await operator.call<HydrantMapPoint[]>({ path: '/api_proxy/firecock/map_list/', query, lang: 'en' })).body.data;
    expect((await states()).find((point) => point.equipment_id === cover!.id)).toMatchObject({
      state: 'normal',
      equipment_name: 'smart fire hydrant',
    });
    await ctx.db.update(devices).set({ state: 'fault' }).where(eq(devices.id, ids.coverDevice));
    const faults = await states({ state: 'fault' });
    expect(faults.map((point) => point.equipment_number)).toEqual(['XHS-T-0001']);
    await ctx.db.update(hydrants).set({ pressure: 0.1 }).where(eq(hydrants.id, cover!.id));
    // Under its threshold the hydrant is an alarm, whatever its device says.
    expect((await states({ state: 'alarm' })).map((point) => point.equipment_number)).toContain('XHS-T-0001');
    const all = await states();
    for (const state of ['alarm', 'fault', 'offline', 'normal']) {
      expect((await states({ state })).map((point) => point.equipment_id)).toEqual(
        all.filter((point) => point.state === state).map((point) => point.equipment_id),
      );
    }
    const offline = await states({ state: 'offline', company_id: ids.tower });
    expect(offline.every((point) => point.company_id === ids.tower && !point.is_online)).toBe(true);
    const bad = await operator.call({ path: '/api_proxy/firecock/map_list/', query: { state: 'burning' } });
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toContain('state');
    const authority = await loginAs(ctx.app, 'authority');
    const foreign = await authority.call({ path: '/api_proxy/firecock/map_list/', query: { company_id: ids.center } });
    expect(foreign.body.code).toBe(ErrorCodes.noPermission);
    await ctx.db.update(devices).set({ state: 'normal' }).where(eq(devices.id, ids.coverDevice));
    await ctx.db
      .update(hydrants)
      .set({ pressure: cover!.pressure, waterPressureStatus: cover!.waterPressureStatus })
      .where(eq(hydrants.id, cover!.id));
  });

  it("lists a hydrant's alarms from the events table, only for visible hydrants", async () => {
    const [cover] = await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'XHS-T-0001'));
    const base = {
      source: 'test',
      companyId: ids.center,
      deviceId: ids.coverDevice,
      statusCategory: 'firecock',
      deviceCode: 'SC0001',
      deviceName: '智能闷盖',
    };
    await ctx.db.insert(events).values([
      {
        ...base,
        uuid: 'hyd-1',
        alarmStatus: 'alarm',
        alarmType: 'water_pressure_low',
        alarmValue: '0.12MPa',
        acceptTime: new Date(Date.now() - 60_000),
      },
      { ...base, uuid: 'hyd-2', alarmStatus: 'alarm', alarmType: '撞击', acceptTime: new Date(), enumConfirmType: 3 },
      {
        ...base,
        uuid: 'hyd-3',
        statusCategory: 'fault',
        alarmStatus: 'fault',
        alarmType: '电量低',
        acceptTime: new Date(),
      },
    ]);
    const operator = await loginAs(ctx.app, 'operator');
    const all = await operator.call<Page<HydrantAlarmItem>>({ path: '/api_proxy/firecock/alarm_list/' });
    expect(all.body.data.total).toBe(
      (await ctx.db.select().from(events).where(eq(events.statusCategory, 'firecock'))).length,
    );
    const alarms = await operator.call<Page<HydrantAlarmItem>>({
      path: '/api_proxy/firecock/alarm_list/',
      query: { equipment_id: cover!.id },
    });
    expect(alarms.body.data.total).toBe(2);
    const unprocessed = await operator.call<Page<HydrantAlarmItem>>({
      path: '/api_proxy/firecock/alarm_list/',
      query: { processed: 0, equipment_id: cover!.id },
    });
    expect(unprocessed.body.data.list).toEqual([
      expect.objectContaining({
        uuid: 'hyd-1',
        equipment_id: cover!.id,
        equipment_number: 'XHS-T-0001',
        equipment_name: '智能消火栓',
        address: '北京市海淀区学院路 20 号',
        alarm_type: 'water_pressure_low',
        alarm_type_name: '水压过低',
        alarm_value: '0.12MPa',
        enum_confirm_type: 0,
      }),
    ]);
    const overview = await operator.call<HydrantOverview>({ path: '/api_proxy/firecock/overview/' });
    expect(overview.body.data).toMatchObject({ alarms_today: 2, unprocessed_alarms: 1 });
    const authority = await loginAs(ctx.app, 'authority');
    const hidden = await authority.call<Page<HydrantAlarmItem>>({ path: '/api_proxy/firecock/alarm_list/' });
    expect(hidden.body.data.total).toBe(0);
    const foreign = await authority.call({
      path: '/api_proxy/firecock/alarm_list/',
      query: { equipment_id: cover!.id },
    });
    expect(foreign.body.code).toBe(ErrorCodes.noPermission);
  });

  it('keeps the address list: add, rename, refuse deleting a used one, delete an unused one', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const list = await operator.call<Page<HydrantAddressItem>>({
      path: '/api_proxy/firecock/address_list/',
      query: { region_code: '110108', company_id: ids.center, address: '学院路 20 号' },
    });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        region_code: '110108',
        address: '北京市海淀区学院路 20 号',
        hydrant_count: 2,
        company_id: ids.center,
      }),
    ]);
    const created = await operator.call<HydrantAddressItem>({
      method: 'POST',
      path: '/api_proxy/firecock/address_info/',
      body: { region_code: '110108', address: '北京市海淀区成府路 45 号', remark: '中关村北' },
    });
    expect(created.body.data).toMatchObject({
      company_id: ids.center,
      region_code: '110108',
      address: '北京市海淀区成府路 45 号',
      remark: '中关村北',
      hydrant_count: 0,
    });
    const twice = await operator.call({
      method: 'POST',
      path: '/api_proxy/firecock/address_info/',
      body: { region_code: '110108', address: '北京市海淀区成府路 45 号' },
    });
    expect(twice.body.code).toBe(ErrorCodes.alreadyExists);
    const missing = await operator.call({
      method: 'POST',
      path: '/api_proxy/firecock/address_info/',
      body: { region_code: '110108' },
    });
    expect(missing.body.code).toBe(ErrorCodes.paramRequired);
    expect(missing.body.msg).toContain('address');

    const used = list.body.data.list[0]!;
    const renamed = await operator.call<HydrantAddressItem>({
      method: 'PUT',
      path: '/api_proxy/firecock/address_info/',
      body: { address_id: used.address_id, region_code: '110108', address: '北京市海淀区学院路 20 号（东）' },
    });
    expect(renamed.body.data.address).toBe('北京市海淀区学院路 20 号（东）');
    const hydrantsThere = await operator.call<Page<HydrantItem>>({
      path: '/api_proxy/firecock/list/',
      query: { address_id: used.address_id },
    });
    expect(hydrantsThere.body.data.list.every((item) => item.address === '北京市海淀区学院路 20 号（东）')).toBe(true);

    const refused = await operator.call({
      method: 'DELETE',
      path: '/api_proxy/firecock/address_info/',
      query: { address_id: used.address_id },
    });
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    expect(await ctx.db.select().from(hydrantAddresses).where(eq(hydrantAddresses.id, used.address_id))).toHaveLength(
      1,
    );
    const authority = await loginAs(ctx.app, 'authority');
    const foreign = await authority.call({
      method: 'DELETE',
      path: '/api_proxy/firecock/address_info/',
      query: { address_id: created.body.data.address_id },
    });
    expect(foreign.body.code).toBe(ErrorCodes.noPermission);
    const removed = await operator.call({
      method: 'DELETE',
      path: '/api_proxy/firecock/address_info/',
      query: { address_id: created.body.data.address_id },
    });
    expect(removed.body.code).toBe(0);
    expect(
      await ctx.db.select().from(hydrantAddresses).where(eq(hydrantAddresses.id, created.body.data.address_id)),
    ).toHaveLength(0);
  });

  it('changes and deletes a hydrant, keeping its alarm history', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const [cover] = await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'XHS-T-0001'));
    const updated = await operator.call<HydrantItem>({
      method: 'PUT',
      path: '/api_proxy/firecock/info/',
      body: {
        ...hydrant({
          out_hydrant_pipe_diameter: 150,
          lower_limit: 0.2,
          address_id: cover!.addressId,
          region_code: null,
          address: null,
        }),
        equipment_id: cover!.id,
      },
    });
    expect(updated.body.data).toMatchObject({
      out_hydrant_pipe_diameter: 150,
      lower_limit: 0.2,
      pressure: 0.12,
      water_pressure_status: 1,
    });
    const removed = await operator.call({
      method: 'DELETE',
      path: '/api_proxy/firecock/info/',
      query: { equipment_id: cover!.id },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(hydrants).where(eq(hydrants.id, cover!.id))).toHaveLength(0);
    expect(await ctx.db.select().from(events).where(eq(events.deviceId, ids.coverDevice))).toHaveLength(3);
  });
});
