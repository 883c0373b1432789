import { ErrorCodes, MASKED_PASSWORD } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../core/secret-box';
import {
  buildings,
  components,
  deviceCommands,
  devices,
  deviceVideoLinks,
  fireSystems,
  floors,
  organisations,
  readings,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { buildRole, buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

type Device = Record<string, unknown> & { device_id: number };
type Page = { list: Device[]; total: number };

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let tower: number;
let school: number;
let towerA: number;
let towerF1: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const unit = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  tower = await unit('华鼎国际大厦');
  school = await unit('朝阳实验学校');
  towerA = (
    await ctx.db
      .select()
      .from(buildings)
      .where(and(eq(buildings.companyId, tower), eq(buildings.name, 'A 座')))
  )[0]!.id;
  towerF1 = (
    await ctx.db
      .select()
      .from(floors)
      .where(and(eq(floors.buildingId, towerA), eq(floors.floorNo, 1)))
  )[0]!.id;
});
afterAll(() => ctx.close());

const company = (companyId: number) => ({ company_id: companyId, company_type: 'info_company_cared' });
const dtuBody = (companyId: number, code: string, extra: Record<string, unknown> = {}) => ({
  enum_device_class: 'dtu',
  device_thing_type: 10001,
  device_code: code,
  name: '二号楼 用户信息传输装置',
  info_company: company(companyId),
  enum_device_model: 'FL-UITD-2',
  sim_number: '89860412345678901234',
  mac_address: '00-1A-2B-3C-4D-5E',
  enum_device_transmit_mode: '4G',
  device_link_way: 'LORA',
  ...extra,
});
const post = async (user: Awaited<ReturnType<typeof loginAs>>, body: Record<string, unknown>) =>
  user.call<Device>({ method: 'POST', path: '/api_proxy/device/info/', body });

describe('device archives: access', () => {
  it('refuses a caller without a session', async () => {
    const { body } = await call(ctx.app, {
      path: '/api_proxy/device/device_list_by_mulit_params/',
      query: { company_id: tower },
    });
    expect(body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('refuses a role without the device tab, and a tab whose permission the role lacks', async () => {
    const role = await buildRole(ctx.db, {
      code: 'devices_test_viewer',
      orgKind: 'cared',
      grants: ['company-device', 'networkcompany-device-info-dtu'],
    });
    await buildUser(ctx.db, { orgId: tower, roleId: role.id, username: 'devviewer', password: DEMO_PASSWORD });
    const noDevices = await buildRole(ctx.db, {
      code: 'devices_test_none',
      orgKind: 'cared',
      grants: ['home-company'],
    });
    await buildUser(ctx.db, { orgId: tower, roleId: noDevices.id, username: 'devnone', password: DEMO_PASSWORD });
    const none = await loginAs(ctx.app, 'devnone');
    expect(
      (await none.call({ path: '/api_proxy/device/device_list_by_mulit_params/', query: { company_id: tower } })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
    const viewer = await loginAs(ctx.app, 'devviewer');
    expect(
      (
        await viewer.call({
          path: '/api_proxy/device/device_list_by_mulit_params/',
          query: { company_id: tower, tab: 'component' },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    expect(
      (
        await viewer.call({
          path: '/api_proxy/device/device_list_by_mulit_params/',
          query: { company_id: tower, tab: 'dtu' },
        })
      ).body.code,
    ).toBe(0);
    const counts = await viewer.call<Record<string, number>>({
      path: '/api_proxy/device/device_count_by_mulit_params/',
      query: { company_id: tower },
    });
    expect(Object.keys(counts.body.data).sort()).toEqual(['all', 'dtu', 'video']);
    const refused = await post(viewer, {
      enum_device_class: 'alarmer',
      device_code: 'VIEWERCTL',
      name: '控制器',
      info_company: company(tower),
    });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'VIEWERCTL'))).toHaveLength(0);
  });

  it("refuses another unit's device to a unit manager and leaves it unchanged", async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const manager = await loginAs(ctx.app, 'manager');
    const created = await post(admin, dtuBody(school, 'SCHOOLDTU02'));
    const deviceId = created.body.data.device_id;
    expect((await manager.call({ path: '/api_proxy/device/info/', query: { device_id: deviceId } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    const changed = await manager.call({
      method: 'PUT',
      path: '/api_proxy/device/info/',
      body: { enum_device_class: 'dtu', device_id: deviceId, name: '改名' },
    });
    expect(changed.body.code).toBe(ErrorCodes.noPermission);
    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device/info/',
      query: { device_ids: String(deviceId), enum_device_class: 'dtu' },
    });
    expect(removed.body.code).toBe(ErrorCodes.noPermission);
    const transmission = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device/delete_transmission_device/',
      query: { device_id: deviceId },
    });
    expect(transmission.body.code).toBe(ErrorCodes.noPermission);
    const created2 = await post(manager, dtuBody(school, 'SCHOOLDTU03'));
    expect(created2.body.code).toBe(ErrorCodes.noPermission);
    const [row] = await ctx.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row!.name).toBe('二号楼 用户信息传输装置');
    expect(await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'SCHOOLDTU03'))).toHaveLength(0);
  });

  it('lets the fire authority read a supervised unit’s devices, never create, rename, unlink or delete them', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const authority = await loginAs(ctx.app, 'authority');
    const deviceId = (await post(admin, dtuBody(tower, 'AUTHDTU01'))).body.data.device_id;
    const read = await authority.call<Device>({ path: '/api_proxy/device/info/', query: { device_id: deviceId } });
    expect(read.body.data.name).toBe('二号楼 用户信息传输装置');

    expect((await post(authority, dtuBody(tower, 'AUTHDTU02'))).body.code).toBe(ErrorCodes.noPermission);
    const renamed = await authority.call({
      method: 'PUT',
      path: '/api_proxy/device/info/',
      body: { enum_device_class: 'dtu', device_id: deviceId, name: '改名' },
    });
    expect(renamed.body.code).toBe(ErrorCodes.noPermission);
    for (const [path, query] of [
      ['/api_proxy/device/info/', { device_ids: String(deviceId), enum_device_class: 'dtu' }],
      ['/api_proxy/device/delete_transmission_device/', { device_id: deviceId }],
    ] as const) {
      expect((await authority.call({ method: 'DELETE', path, query })).body.code, path).toBe(ErrorCodes.noPermission);
    }
    const [row] = await ctx.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row!.name).toBe('二号楼 用户信息传输装置');
    expect(await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'AUTHDTU02'))).toHaveLength(0);
  });
});

describe('device archives: writing', () => {
  it('adds a transmission device and reads it back field by field', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const created = await post(
      manager,
      dtuBody(tower, 'HDB2DTU01', {
        building_id: towerA,
        floor_id: towerF1,
        specific: '一层消防控制室',
        gb_address: '100101',
      }),
    );
    expect(created.body.code).toBe(0);
    const { body } = await manager.call<Device>({
      path: '/api_proxy/device/info/',
      query: { device_id: created.body.data.device_id },
    });
    expect(body.data).toMatchObject({
      enum_device_class: 'dtu',
      device_thing_type: 10001,
      device_code: 'HDB2DTU01',
      name: '二号楼 用户信息传输装置',
      info_company: { company_id: tower, company_type: 'info_company_cared' },
      company_name: '华鼎国际大厦',
      enum_device_model: 'FL-UITD-2',
      sim_number: '89860412345678901234',
      mac_address: '00-1A-2B-3C-4D-5E',
      enum_device_transmit_mode: '4G',
      device_link_way: 'LORA',
      building_id: towerA,
      building_name: 'A 座',
      floor_id: towerF1,
      floor_name: 'F1',
      specific: '一层消防控制室',
      gb_address: '100101',
      enum_device_online_status: 0,
      enum_device_status: 0,
      last_active_time: null,
    });
  });

  it('refuses a device ID that already exists with 7995 and the spec text', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    await post(manager, dtuBody(tower, 'DUPCODE01'));
    const en = await manager.call({
      method: 'POST',
      path: '/api_proxy/device/info/',
      body: { enum_device_class: 'alonedevice', device_code: 'DUPCODE01', name: '烟感', info_company: company(tower) },
      lang: 'en',
    });
    expect(en.body.code).toBe(ErrorCodes.alreadyExists);
    expect(en.body.msg).toContain('the device ID already exists');
    const zh = await post(manager, dtuBody(tower, 'DUPCODE01'));
    expect(zh.body.msg).toContain('设备ID已存在');
    expect(await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'DUPCODE01'))).toHaveLength(1);
  });

  it('names the field of a bad device code, SIM, MAC or setting', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const cases: [Record<string, unknown>, string][] = [
      [dtuBody(tower, 'BAD-CODE'), 'device_code'],
      [dtuBody(tower, 'A'.repeat(31)), 'device_code'],
      [dtuBody(tower, 'OKCODE1', { sim_number: '8986_0412' }), 'sim_number'],
      [dtuBody(tower, 'OKCODE2', { mac_address: '00-1a-2b-3c-4d-5e' }), 'mac_address'],
      [dtuBody(tower, 'OKCODE3', { enum_device_transmit_mode: '5G' }), 'enum_device_transmit_mode'],
      [
        {
          enum_device_class: 'alonedevice',
          device_code: 'OKCODE4',
          name: '水压',
          info_company: company(tower),
          pressure_upper_limit: 1.6,
        },
        'pressure_upper_limit',
      ],
      [
        {
          enum_device_class: 'alonedevice',
          device_code: 'OKCODE5',
          name: '水压',
          info_company: company(tower),
          pressure_lower_limit: 0.035,
        },
        'pressure_lower_limit',
      ],
      [
        {
          enum_device_class: 'alonedevice',
          device_code: 'OKCODE6',
          name: '烟感',
          info_company: company(tower),
          sensing_frequency: 31,
        },
        'sensing_frequency',
      ],
      [
        {
          enum_device_class: 'alonedevice',
          device_code: 'OKCODE7',
          name: '电气',
          info_company: company(tower),
          electric_upper_limit: 250,
        },
        'electric_upper_limit',
      ],
      [
        {
          enum_device_class: 'alonedevice',
          device_code: 'OKCODE8',
          name: '烟感',
          info_company: company(tower),
          sleep_time: 3,
        },
        'sleep_time',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await post(manager, body);
      expect([ErrorCodes.paramFormat, ErrorCodes.paramValue, ErrorCodes.paramType]).toContain(answer.body.code);
      expect(answer.body.msg).toContain(field);
    }
    const crossed = await post(manager, {
      enum_device_class: 'alonedevice',
      device_code: 'OKCODE9',
      name: '液位',
      info_company: company(tower),
      level_lower_limit: 4,
      level_upper_limit: 2,
    });
    expect(crossed.body.code).toBe(ErrorCodes.checkFailed);
    expect(crossed.body.msg).toContain('level_lower_limit');
    expect(await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'OKCODE9'))).toHaveLength(0);
  });

  it('keeps independent-device settings within their ranges and merges an edit', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const created = await post(manager, {
      enum_device_class: 'alonedevice',
      device_code: 'PRESS01',
      name: '喷淋末端 水压监测',
      info_company: company(tower),
      sensing_frequency: 5,
      sending_frequency: 2,
      pressure_upper_limit: 1.2,
      pressure_lower_limit: 0.05,
      sleep_time: 1,
    });
    expect(created.body.data).toMatchObject({
      sensing_frequency: 5,
      sending_frequency: 2,
      pressure_upper_limit: 1.2,
      pressure_lower_limit: 0.05,
      sleep_time: 1,
      level_upper_limit: null,
    });
    const edited = await manager.call<Device>({
      method: 'PUT',
      path: '/api_proxy/device/info/',
      body: { enum_device_class: 'alonedevice', device_id: created.body.data.device_id, pressure_lower_limit: 0.1 },
    });
    expect(edited.body.data).toMatchObject({
      pressure_upper_limit: 1.2,
      pressure_lower_limit: 0.1,
      sensing_frequency: 5,
    });
  });

  it('stores a camera password encrypted, returns it masked and keeps it when the mask comes back', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const watched = await post(manager, dtuBody(tower, 'WATCHED01'));
    const created = await post(manager, {
      enum_device_class: 'video',
      device_code: 'CAM01',
      name: '大堂 球机',
      info_company: company(tower),
      ip: '192.168.1.64',
      port: 8000,
      user: 'admin',
      password: 'Hik12345!',
      serial: 'DS-2DE4425IW-DE20230101',
      verification_code: 'ABCDEF',
      enum_video_type: 1,
      enum_video_coding: 2,
      enum_device_brand: '海康威视',
      monitor_device_ids: [watched.body.data.device_id],
    });
    expect(created.body.code).toBe(0);
    const cameraId = created.body.data.device_id;
    expect(created.body.data).toMatchObject({
      ip: '192.168.1.64',
      port: 8000,
      user: 'admin',
      password: MASKED_PASSWORD,
      verification_code: MASKED_PASSWORD,
      monitor_device_ids: [watched.body.data.device_id],
    });
    const [row] = await ctx.db.select().from(devices).where(eq(devices.id, cameraId));
    expect(row!.videoPasswordEnc).not.toContain('Hik12345!');
    expect(row!.videoPasswordEnc).toMatch(/^v1:/);
    expect(createSecretBox(ctx.deps.env.DEVICE_SECRET_KEY).open(row!.videoPasswordEnc!)).toBe('Hik12345!');

    await manager.call({
      method: 'PUT',
      path: '/api_proxy/device/info/',
      body: { enum_device_class: 'video', device_id: cameraId, password: MASKED_PASSWORD, name: '大堂 球机 1' },
    });
    const [kept] = await ctx.db.select().from(devices).where(eq(devices.id, cameraId));
    expect(kept!.videoPasswordEnc).toBe(row!.videoPasswordEnc);
    const list = await manager.call<Page>({
      path: '/api_proxy/device/device_list_by_mulit_params/',
      query: { company_id: tower, tab: 'video' },
    });
    expect(list.body.data.list.find((item) => item.device_id === cameraId)!.password).toBe(MASKED_PASSWORD);
    expect(JSON.stringify(list.body)).not.toContain('Hik12345!');

    const cameras = await manager.call<Device[]>({
      path: '/api_proxy/device/video_list_by_device/',
      query: { device_id: watched.body.data.device_id },
    });
    expect(cameras.body.data.map((item) => item.device_id)).toEqual([cameraId]);
    const brands = await manager.call<{ enum_device_brand: string; count: number }[]>({
      path: '/api_proxy/device/device_video_brand_statistics/',
      query: { company_id: tower },
    });
    expect(brands.body.data).toEqual([{ enum_device_brand: '海康威视', count: 2 }]);
    const unlinked = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device/device_video_by_monitor/',
      query: { video_id: cameraId, device_id: watched.body.data.device_id },
    });
    expect(unlinked.body.code).toBe(0);
    expect(await ctx.db.select().from(deviceVideoLinks).where(eq(deviceVideoLinks.videoId, cameraId))).toHaveLength(0);
  });

  it('refuses to stop a camera watching a device to a role that may only read devices, and leaves the link', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const watched = await post(manager, dtuBody(tower, 'WATCHED02'));
    const deviceId = watched.body.data.device_id;
    const camera = await post(manager, {
      enum_device_class: 'video',
      device_code: 'CAM02',
      name: '二层 枪机',
      info_company: company(tower),
      monitor_device_ids: [deviceId],
    });
    const query = { video_id: camera.body.data.device_id, device_id: deviceId };
    const links = () => ctx.db.select().from(deviceVideoLinks).where(eq(deviceVideoLinks.videoId, query.video_id));
    const reader = await buildRole(ctx.db, {
      code: 'devices_test_reader',
      orgKind: 'cared',
      grants: ['company-device'],
    });
    await buildUser(ctx.db, { orgId: tower, roleId: reader.id, username: 'devreader', password: DEMO_PASSWORD });
    const writer = await buildRole(ctx.db, {
      code: 'devices_test_dtu_writer',
      orgKind: 'cared',
      grants: ['company-device', 'networkcompany-device-info-dtu', 'networkcompany-device-info-edit'],
    });
    await buildUser(ctx.db, { orgId: tower, roleId: writer.id, username: 'devdtuwriter', password: DEMO_PASSWORD });

    const refused = await (
      await loginAs(ctx.app, 'devreader')
    ).call({ method: 'DELETE', path: '/api_proxy/device/device_video_by_monitor/', query });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
    expect(await links()).toHaveLength(1);
    const unlinked = await (
      await loginAs(ctx.app, 'devdtuwriter')
    ).call({ method: 'DELETE', path: '/api_proxy/device/device_video_by_monitor/', query });
    expect(unlinked.body.code).toBe(0);
    expect(await links()).toHaveLength(0);
  });

  it('refuses a new device once the unit holds its limit (7993)', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const [mall] = await ctx.db.select().from(organisations).where(eq(organisations.name, '学院路便民商场'));
    const held = await ctx.db.select().from(devices).where(eq(devices.companyId, mall!.id));
    await ctx.db.update(organisations).set({ maxDevices: held.length }).where(eq(organisations.id, mall!.id));
    const { body } = await post(admin, dtuBody(mall!.id, 'MALLDTU09'));
    expect(body.code).toBe(ErrorCodes.limitExceeded);
    expect(await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'MALLDTU09'))).toHaveLength(0);
  });
});

describe('device archives: controllers, components, tabs and deletion', () => {
  it('links a component to its controller and DTU, lists the tabs with filters and counts, and deletes a DTU with what hangs on it', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const system = await manager.call<{ system_id: number }>({
      method: 'POST',
      path: '/api_proxy/system/info/',
      body: { company_id: tower, alias_system_name: 'B座 火灾自动报警系统', enum_system_type: 1 },
    });
    const systemId = system.body.data.system_id;
    const dtu = await post(manager, dtuBody(tower, 'TABDTU01', { system_id: systemId }));
    const controller = await post(manager, {
      enum_device_class: 'alarmer',
      device_code: 'TABCTL01',
      name: 'B座 火灾报警控制器',
      info_company: company(tower),
      alarmhost_brand: '海湾',
      alarmhost_model: 'JB-QB-GST200',
      alarmhost_alarmer_no: 2,
      install_time: '2023-06-01',
      device_dtu_id: dtu.body.data.device_id,
      system_id: systemId,
    });
    expect(controller.body.data).toMatchObject({
      alarmer_name: 'B座 火灾报警控制器',
      alarmhost_brand: '海湾',
      alarmhost_model: 'JB-QB-GST200',
      alarmhost_alarmer_no: 2,
      install_time: '2023-06-01',
      device_dtu_id: dtu.body.data.device_id,
      system_id: systemId,
    });
    const component = await post(manager, {
      enum_device_class: 'component',
      name: '三层 走廊 感烟探测器',
      info_company: company(tower),
      loop_number: 1,
      component_number: 23,
      enum_component_type: 40,
      alarm_host_id: controller.body.data.device_id,
      building_id: towerA,
      floor_id: towerF1,
    });
    expect(component.body.code).toBe(0);
    const [stored] = await ctx.db.select().from(components).where(eq(components.id, component.body.data.device_id));
    expect(stored).toMatchObject({
      deviceId: dtu.body.data.device_id,
      systemType: 1,
      systemAddress: 2,
      componentAddress: 65_536 + 23,
      componentType: 40,
      loopNumber: 1,
      componentNumber: 23,
      systemId,
      alarmerId: controller.body.data.device_id,
    });
    // The install place typed on the form is the place alarms and the keyword search show.
    const moved = await manager.call({
      method: 'PUT',
      path: '/api_proxy/device/info/',
      body: {
        enum_device_class: 'component',
        device_id: component.body.data.device_id,
        specific: '三层 东侧消防电梯前室',
      },
    });
    expect(moved.body.code).toBe(0);
    const [relocated] = await ctx.db.select().from(components).where(eq(components.id, component.body.data.device_id));
    expect(relocated).toMatchObject({ specific: '三层 东侧消防电梯前室', location: '三层 东侧消防电梯前室' });
    const byPlace = await manager.call<Page>({
      path: '/api_proxy/device/device_list_by_mulit_params/',
      query: { company_id: tower, tab: 'component', search: '东侧消防电梯' },
    });
    expect(byPlace.body.data.list.map((item) => item.device_id)).toEqual([component.body.data.device_id]);
    const twice = await post(manager, {
      enum_device_class: 'component',
      name: '重复',
      info_company: company(tower),
      loop_number: 1,
      component_number: 23,
      enum_component_type: 40,
      alarm_host_id: controller.body.data.device_id,
    });
    expect(twice.body.code).toBe(ErrorCodes.alreadyExists);

    const tab = async (query: Record<string, string | number>) =>
      (
        await manager.call<Page>({
          path: '/api_proxy/device/device_list_by_mulit_params/',
          query: { company_id: tower, page_size: 100, ...query },
        })
      ).body.data;
    expect((await tab({ tab: 'alarmer', system_id: systemId })).list.map((item) => item.device_code)).toEqual([
      'TABCTL01',
    ]);
    const comps = await tab({ tab: 'component', system_id: systemId });
    expect(comps.list).toHaveLength(1);
    expect(comps.list[0]).toMatchObject({
      name: '三层 走廊 感烟探测器',
      loop_number: 1,
      component_number: 23,
      alarmer_name: 'B座 火灾报警控制器',
      dtu_name: '二号楼 用户信息传输装置',
      floor_name: 'F1',
    });
    expect((await tab({ tab: 'dtu', search: 'TABDTU' })).list.map((item) => item.device_code)).toEqual(['TABDTU01']);
    expect((await tab({ tab: 'dtu', search: 'TABDTU', status: 1 })).total).toBe(0);
    const all = await tab({ tab: 'all' });
    expect(all.list.every((item) => item.enum_device_class !== 'component')).toBe(true);
    const paged = await tab({ tab: 'all', page_size: 2, page_no: 1 });
    expect(paged.total).toBe(all.total);
    expect(paged.list.map((item) => item.device_id)).toEqual(all.list.slice(2, 4).map((item) => item.device_id));

    const counts = await manager.call<Record<string, number>>({
      path: '/api_proxy/device/device_count_by_mulit_params/',
      query: { company_id: tower, system_id: systemId },
    });
    expect(counts.body.data).toMatchObject({ all: 2, dtu: 1, alarmer: 1, component: 1, alonedevice: 0, video: 0 });
    const bySystem = await manager.call<Device[]>({
      path: '/api_proxy/device/alarmer_by_system_id/',
      query: { system_id: systemId },
    });
    expect(bySystem.body.data.map((item) => item.device_code)).toEqual(['TABCTL01']);
    const byDtu = await manager.call<Device[]>({
      path: '/api_proxy/device/alarmer_by_dtu_id/',
      query: { dtu_id: dtu.body.data.device_id },
    });
    expect(byDtu.body.data.map((item) => item.device_code)).toEqual(['TABCTL01']);

    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device/delete_transmission_device/',
      query: { device_id: dtu.body.data.device_id },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(devices).where(eq(devices.id, dtu.body.data.device_id))).toHaveLength(0);
    expect(await ctx.db.select().from(components).where(eq(components.id, component.body.data.device_id))).toHaveLength(
      0,
    );
    const [freed] = await ctx.db.select().from(devices).where(eq(devices.id, controller.body.data.device_id));
    expect(freed!.dtuId).toBeNull();

    const out = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device/del_alarmer_and_system/',
      query: { alarmer_id: controller.body.data.device_id },
    });
    expect(out.body.code).toBe(0);
    const freeSystem = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/system/info/',
      query: { system_ids: String(systemId) },
    });
    expect(freeSystem.body.code).toBe(0);
  });
});

describe('device commands and sense lines', () => {
  it('records a command pending for the gateway, and refuses a setting out of range or a command the class lacks', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const sensor = await post(manager, {
      enum_device_class: 'alonedevice',
      device_code: 'CMD01',
      name: '消防水池 液位',
      info_company: company(tower),
      level_upper_limit: 5,
      level_lower_limit: 1,
    });
    const sent = await manager.call<{ command_id: number; status: string }>({
      method: 'POST',
      path: '/api_proxy/send_cmd/',
      body: {
        device_id: sensor.body.data.device_id,
        cmd: 'set_params',
        params: { sending_frequency: 6, sleep_time: 2 },
      },
    });
    expect(sent.body.data).toMatchObject({ status: 'pending' });
    const [row] = await ctx.db.select().from(deviceCommands).where(eq(deviceCommands.id, sent.body.data.command_id));
    expect(row).toMatchObject({
      deviceId: sensor.body.data.device_id,
      cmd: 'set_params',
      params: { sending_frequency: 6, sleep_time: 2 },
      status: 'pending',
    });
    const tooHigh = await manager.call({
      method: 'POST',
      path: '/api_proxy/send_cmd/',
      body: { device_id: sensor.body.data.device_id, cmd: 'set_params', params: { sending_frequency: 25 } },
    });
    expect(tooHigh.body.msg).toContain('sending_frequency');
    const dtu = await post(manager, dtuBody(tower, 'CMDDTU01'));
    const unsupported = await manager.call({
      method: 'POST',
      path: '/api_proxy/send_cmd/',
      body: { device_id: dtu.body.data.device_id, cmd: 'mute' },
    });
    expect(unsupported.body.code).toBe(ErrorCodes.checkFailed);
    const cmds = await manager.call<{ cmds: string[] }>({
      path: '/api_proxy/device/device_model_cmd/',
      query: { device_id: dtu.body.data.device_id },
    });
    expect(cmds.body.data.cmds).toContain('check_post');
  });

  it("gives a device's sense lines with latest value and thresholds, their chart and paged history", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const sensor = await post(manager, {
      enum_device_class: 'alonedevice',
      device_code: 'SENSE01',
      name: '喷淋末端 水压',
      info_company: company(tower),
      pressure_upper_limit: 1.2,
      pressure_lower_limit: 0.05,
    });
    const deviceId = sensor.body.data.device_id;
    const base = Date.UTC(2026, 10, 20, 2, 0, 0);
    await ctx.db.insert(readings).values(
      [0.31, 0.33, 0.35].map((value, index) => ({
        uuid: `sense-${index}`,
        companyId: tower,
        deviceId,
        analogType: 4,
        value,
        unit: 'MPa',
        measuredAt: new Date(base + index * 60_000),
      })),
    );
    await ctx.db.insert(readings).values({
      uuid: 'sense-t',
      companyId: tower,
      deviceId,
      analogType: 3,
      value: 21.5,
      unit: '℃',
      measuredAt: new Date(base),
    });
    const lines = await manager.call<Record<string, unknown>[]>({
      path: '/api_proxy/sense/list_by_device_id/',
      query: { device_id: deviceId },
    });
    const pressure = lines.body.data.find((line) => line.sense_type === 4)!;
    expect(pressure).toMatchObject({
      device_id: deviceId,
      sense_name: '压力',
      unit: 'MPa',
      value: 0.35,
      range: [0, 3200],
      threshold: [0.05, 1.2],
      last_update_time: (base + 120_000) / 1000,
    });
    expect(lines.body.data).toHaveLength(2);
    const unit = await manager.call<{ list: unknown[]; total: number }>({
      path: '/api_proxy/sense/list/',
      query: { company_id: tower, device_id: deviceId },
    });
    expect(unit.body.data.total).toBe(2);
    const chart = await manager.call<{ list: { time: number; value: number }[] }>({
      path: '/api_proxy/analog/line_list_device_sense_type/',
      query: { device_id: deviceId, analog_type: 4 },
    });
    expect(chart.body.data.list.map((point) => point.value)).toEqual([0.31, 0.33, 0.35]);
    const history = await manager.call<{ list: { value: number }[]; total: number }>({
      path: '/api_proxy/analog/list_by_device_id_and_analog_type/',
      query: { device_id: deviceId, analog_type: 4, page_size: 2 },
    });
    expect(history.body.data.total).toBe(3);
    expect(history.body.data.list.map((row) => row.value)).toEqual([0.35, 0.33]);
    const engineerOfTower = await loginAs(ctx.app, 'engineer');
    expect(
      (await engineerOfTower.call({ path: '/api_proxy/sense/list_by_device_id/', query: { device_id: deviceId } })).body
        .code,
    ).toBe(0);
    const [school1] = await ctx.db.select().from(devices).where(eq(devices.companyId, school));
    expect(
      (await manager.call({ path: '/api_proxy/sense/list_by_device_id/', query: { device_id: school1!.id } })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
  });
});

describe('device archives: pickers and summaries over the demo archives', () => {
  it('answers the pickers, status summary, models and camera links of a unit, and refuses another unit', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const dtus = await manager.call<Device[]>({
      path: '/api_proxy/device/dtu_list_by_company/',
      query: { company_id: tower },
    });
    expect(dtus.body.data.map((item) => item.device_code)).toContain('UITD-HD-A01');
    expect(dtus.body.data.every((item) => item.enum_device_class === 'dtu')).toBe(true);
    const alarmers = await manager.call<Device[]>({
      path: '/api_proxy/device/alarmer_by_company_id/',
      query: { company_id: tower },
    });
    const panel = alarmers.body.data.find((item) => item.device_code === 'HDCTL01')!;
    expect(panel).toMatchObject({ alarmhost_brand: '海湾', alarmhost_alarmer_no: 1, system_name: '火灾自动报警系统' });

    const summary = await manager.call<{
      total: number;
      online: number;
      offline: number;
      status: { id: number; count: number }[];
    }>({ path: '/api_proxy/device/get_enum_device_status_by_company/', query: { company_id: tower } });
    expect(summary.body.data.online + summary.body.data.offline).toBe(summary.body.data.total);
    expect(summary.body.data.status.reduce((sum, row) => sum + row.count, 0)).toBe(summary.body.data.total);
    const models = await manager.call<string[]>({
      path: '/api_proxy/device/get_distinct_model_list/',
      query: { company_id: tower },
    });
    expect(models.body.data).toEqual(expect.arrayContaining(['FL-WP-100', 'FL-WL-200', 'FL-EF-300']));

    const [camera] = await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'HDCAM01'));
    const watched = await manager.call<Device[]>({
      path: '/api_proxy/device/device_video_by_monitor_list/',
      query: { video_id: camera!.id },
    });
    expect(watched.body.data.map((item) => item.device_code).sort()).toEqual(['HDCTL01', 'HDWP01']);
    const byIds = await manager.call<Device[]>({
      path: '/api_proxy/device/device_list_by_any_ids/',
      query: { device_ids: `${camera!.id},${panel.device_id}` },
    });
    expect(byIds.body.data.map((item) => item.device_id)).toEqual([panel.device_id, camera!.id].sort((a, b) => a - b));

    const [schoolPanel] = await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'CYCTL01'));
    const mixed = await manager.call({
      path: '/api_proxy/device/device_list_by_any_ids/',
      query: { device_ids: `${panel.device_id},${schoolPanel!.id}` },
    });
    expect(mixed.body.code).toBe(ErrorCodes.noPermission);
    expect(
      (await manager.call({ path: '/api_proxy/device/alarmer_by_company_id/', query: { company_id: school } })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
    const detach = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device/del_dtu_and_alarmer/',
      query: { alarmer_id: schoolPanel!.id },
    });
    expect(detach.body.code).toBe(ErrorCodes.noPermission);
    const [unchanged] = await ctx.db.select().from(devices).where(eq(devices.id, schoolPanel!.id));
    expect(unchanged!.dtuId).not.toBeNull();
  });

  it('detaches a controller from its DTU and deletes it, freeing its components', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const [panel] = await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'XYCTL01'));
    const detach = await admin.call({
      method: 'DELETE',
      path: '/api_proxy/device/del_dtu_and_alarmer/',
      query: { alarmer_id: panel!.id },
    });
    expect(detach.body.code).toBe(0);
    expect((await ctx.db.select().from(devices).where(eq(devices.id, panel!.id)))[0]!.dtuId).toBeNull();
    const held = await ctx.db.select().from(components).where(eq(components.alarmerId, panel!.id));
    expect(held.length).toBeGreaterThan(0);
    const removed = await admin.call({
      method: 'DELETE',
      path: '/api_proxy/device/alarmer_info/',
      query: { alarmer_id: panel!.id },
    });
    expect(removed.body.code).toBe(0);
    expect(await ctx.db.select().from(devices).where(eq(devices.id, panel!.id))).toHaveLength(0);
    const freed = await ctx.db.select().from(components).where(eq(components.id, held[0]!.id));
    expect(freed[0]!.alarmerId).toBeNull();
  });
});

describe("device archives: links to another unit's records", () => {
  it('refuses a building, floor, system or DTU of another unit on create and update, naming the field, and changes nothing', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const [schoolBuilding] = await ctx.db.select().from(buildings).where(eq(buildings.companyId, school));
    const [schoolFloor] = await ctx.db.select().from(floors).where(eq(floors.buildingId, schoolBuilding!.id));
    const [schoolSystem] = await ctx.db.select().from(fireSystems).where(eq(fireSystems.companyId, school));
    const [schoolDtu] = await ctx.db
      .select()
      .from(devices)
      .where(and(eq(devices.companyId, school), eq(devices.deviceClass, 'dtu')));
    const [towerB] = await ctx.db
      .select()
      .from(buildings)
      .where(and(eq(buildings.companyId, tower), eq(buildings.name, 'B 座')));
    const [towerBFloor] = await ctx.db.select().from(floors).where(eq(floors.buildingId, towerB!.id));
    const foreign: [string, number][] = [
      ['building_id', schoolBuilding!.id],
      ['floor_id', schoolFloor!.id],
      ['system_id', schoolSystem!.id],
      ['device_dtu_id', schoolDtu!.id],
    ];
    for (const [index, [field, value]] of foreign.entries()) {
      const answer = await post(admin, {
        enum_device_class: 'alarmer',
        device_code: `XCTL0${index}`,
        name: '跨单位控制器',
        info_company: company(tower),
        [field]: value,
      });
      expect(answer.body.code, field).toBe(ErrorCodes.checkFailed);
      expect(answer.body.msg).toContain(field);
    }
    expect(await ctx.db.select().from(devices).where(eq(devices.name, '跨单位控制器'))).toHaveLength(0);

    const created = await post(admin, {
      enum_device_class: 'alarmer',
      device_code: 'LINKCTL01',
      name: '本单位控制器',
      info_company: company(tower),
      building_id: towerA,
      floor_id: towerF1,
    });
    expect(created.body.code).toBe(0);
    const deviceId = created.body.data.device_id;
    for (const [field, value] of foreign) {
      const answer = await admin.call({
        method: 'PUT',
        path: '/api_proxy/device/info/',
        body: { enum_device_class: 'alarmer', device_id: deviceId, [field]: value },
      });
      expect(answer.body.code, field).toBe(ErrorCodes.checkFailed);
      expect(answer.body.msg).toContain(field);
    }
    // A floor of another building of the same unit does not fit the building the device stays in.
    const misplaced = await admin.call({
      method: 'PUT',
      path: '/api_proxy/device/info/',
      body: { enum_device_class: 'alarmer', device_id: deviceId, floor_id: towerBFloor!.id },
    });
    expect(misplaced.body.code).toBe(ErrorCodes.checkFailed);
    expect(misplaced.body.msg).toContain('floor_id');
    const [row] = await ctx.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row).toMatchObject({ buildingId: towerA, floorId: towerF1, systemId: null, dtuId: null });

    const moved = await admin.call({
      method: 'PUT',
      path: '/api_proxy/device/info/',
      body: { enum_device_class: 'alarmer', device_id: deviceId, building_id: towerB!.id, floor_id: towerBFloor!.id },
    });
    expect(moved.body.code).toBe(0);
    expect((await ctx.db.select().from(devices).where(eq(devices.id, deviceId)))[0]).toMatchObject({
      buildingId: towerB!.id,
      floorId: towerBFloor!.id,
    });
  });
});
