import { ErrorCodes, type Envelope } from '@fireline/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, devices, fireSystems, floors, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildBuilding, buildRole, buildUser } from '../../db/seed/factories';
import { openExport } from '../../test/download';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { readXlsx } from '../imports/test-kit';

type Query = Record<string, string | number>;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: Awaited<ReturnType<typeof loginAs>>;
let towerId: number;
let schoolId: number;
let buildingId: number;
let firstFloorId: number;
let secondFloorId: number;
let systemId: number;
let schoolSystemId: number;

const orgId = async (name: string) =>
  (await ctx.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)))[0]!.id;

/**
 * In the tower: a building with two floors, a system, two transmission devices (F1 online and normal, F2 offline with
 * a fault), a controller on F1 and three components (an alarm on F1, two normal ones on F2).
 */
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  manager = await loginAs(ctx.app, 'manager');
  towerId = await orgId('华鼎国际大厦');
  schoolId = await orgId('朝阳实验学校');
  buildingId = (await buildBuilding(ctx.db, { companyId: towerId, name: '导出测试楼', floorCount: 2 })).id;
  [firstFloorId, secondFloorId] = (
    await ctx.db
      .select({ id: floors.id })
      .from(floors)
      .where(eq(floors.buildingId, buildingId))
      .orderBy(asc(floors.floorNo))
  ).map((floor) => floor.id) as [number, number];
  [systemId, schoolSystemId] = (
    await ctx.db
      .insert(fireSystems)
      .values([
        { companyId: towerId, name: '导出测试系统', systemType: 1 },
        { companyId: schoolId, name: '导出测试系统', systemType: 1 },
      ])
      .returning()
  ).map((system) => system.id) as [number, number];

  const first = await buildDevice(ctx.db, {
    companyId: towerId,
    buildingId,
    floorId: firstFloorId,
    name: 'EXP 一层用传',
    deviceCode: 'EXPDTU1',
  });
  const second = await buildDevice(ctx.db, {
    companyId: towerId,
    buildingId,
    floorId: secondFloorId,
    name: 'EXP 二层用传',
    deviceCode: 'EXPDTU2',
  });
  await ctx.db.update(devices).set({ isOnline: true, systemId }).where(eq(devices.id, first.id));
  await ctx.db.update(devices).set({ isOnline: false, state: 'fault' }).where(eq(devices.id, second.id));
  await ctx.db.insert(devices).values({
    companyId: towerId,
    deviceClass: 'alarmer',
    name: 'EXP 控制器',
    deviceCode: 'EXPCTL1',
    deviceThingType: 0,
    buildingId,
    floorId: firstFloorId,
    systemId,
    dtuId: first.id,
    isOnline: true,
  });
  const part = { companyId: towerId, systemType: 1, systemAddress: 1, componentType: 42, buildingId };
  await ctx.db.insert(components).values([
    {
      ...part,
      deviceId: first.id,
      componentAddress: 65_536 + 1,
      name: 'EXP 烟感 一层',
      floorId: firstFloorId,
      systemId,
      state: 'alarm',
      location: '一层走廊',
    },
    {
      ...part,
      deviceId: first.id,
      componentAddress: 65_536 + 2,
      name: 'EXP 烟感 二层',
      floorId: secondFloorId,
      location: '二层走廊',
    },
    {
      ...part,
      deviceId: second.id,
      componentAddress: 65_536 + 3,
      name: 'EXP 手报 二层',
      floorId: secondFloorId,
      componentType: 23,
    },
  ]);
});
afterAll(() => ctx.close());

/** GET /export/export as the client's new window opens it: with a one-time ticket. */
const download = async (token: string, query: Query) => {
  const { ticket, response } = await openExport(ctx.app, token, query);
  if (!response) return { envelope: ticket as Envelope<{ field?: string } | null>, rows: undefined };
  if (!String(response.headers['content-type']).includes('spreadsheetml'))
    return { envelope: response.json() as Envelope<{ field?: string } | null>, rows: undefined };
  return { envelope: undefined, rows: (await readXlsx(response.rawPayload))[0]!.rows };
};

/** The names the list shows on one tab with these filters (one page is enough here). */
const listNames = async (tab: string, query: Query) => {
  const { body } = await manager.call<{ list: { name: string }[] }>({
    path: '/api_proxy/device/device_list_by_mulit_params/',
    query: { ...query, tab, page_no: 0, page_size: 100 },
  });
  expect(body.code).toBe(0);
  return body.data.list.map((item) => item.name);
};

describe('device list export: the filters of the list', () => {
  it('exports on each tab exactly the rows the list shows for the same search, building, floor, system, online and status', async () => {
    const cases: { tab: string; query: Query; names: string[] }[] = [
      { tab: 'all', query: { building_id: buildingId }, names: ['EXP 一层用传', 'EXP 二层用传', 'EXP 控制器'] },
      { tab: 'all', query: { building_id: buildingId, floor_id: firstFloorId }, names: ['EXP 一层用传', 'EXP 控制器'] },
      { tab: 'all', query: { company_id: towerId, system_id: systemId }, names: ['EXP 一层用传', 'EXP 控制器'] },
      { tab: 'all', query: { search: 'expdtu', online: 0 }, names: ['EXP 二层用传'] },
      { tab: 'all', query: { search: 'EXP', status: 2 }, names: ['EXP 二层用传'] },
      { tab: 'dtu', query: { building_id: buildingId }, names: ['EXP 一层用传', 'EXP 二层用传'] },
      { tab: 'alarmer', query: { building_id: buildingId }, names: ['EXP 控制器'] },
      {
        tab: 'component',
        query: { building_id: buildingId },
        names: ['EXP 烟感 一层', 'EXP 烟感 二层', 'EXP 手报 二层'],
      },
      {
        tab: 'component',
        query: { building_id: buildingId, floor_id: secondFloorId },
        names: ['EXP 烟感 二层', 'EXP 手报 二层'],
      },
      { tab: 'component', query: { system_id: systemId }, names: ['EXP 烟感 一层'] },
      { tab: 'component', query: { building_id: buildingId, status: 1 }, names: ['EXP 烟感 一层'] },
      // A component is online when its transmission device is.
      { tab: 'component', query: { building_id: buildingId, online: 0 }, names: ['EXP 手报 二层'] },
      { tab: 'component', query: { company_id: towerId, search: '二层走廊' }, names: ['EXP 烟感 二层'] },
    ];
    for (const { tab, query, names } of cases) {
      const kind: Query = tab === 'component' ? { kind: 'components' } : { kind: 'devices', tab };
      const { rows, envelope } = await download(manager.token, { ...kind, ...query });
      expect(envelope, `${tab} ${JSON.stringify(query)}`).toBeUndefined();
      const nameColumn = tab === 'component' ? 6 : 1;
      expect(
        rows!.slice(1).map((row) => row[nameColumn]),
        `${tab} ${JSON.stringify(query)}`,
      ).toEqual(names);
      expect(await listNames(tab, query)).toEqual(names);
    }
  });

  it('writes the header row and the joined names: unit, building, floor and system', async () => {
    const deviceRows = (await download(manager.token, { kind: 'devices', tab: 'dtu', building_id: buildingId })).rows!;
    expect(deviceRows[0]).toEqual([
      '设备编号',
      '设备名称',
      '设备类型',
      '设备型号',
      '所属单位',
      '所在建筑',
      '所在楼层',
      '所属系统',
      '安装位置',
      '在线',
      '状态',
      '最后通信时间',
    ]);
    expect(deviceRows[1]!.slice(0, 11)).toEqual([
      'EXPDTU1',
      'EXP 一层用传',
      '用户信息传输装置',
      'FL-UITD-1',
      '华鼎国际大厦',
      '导出测试楼',
      'F1',
      '导出测试系统',
      '消防控制室',
      '是',
      '正常',
    ]);
    const componentRows = (await download(manager.token, { kind: 'components', system_id: systemId, lang: 'eng' }))
      .rows!;
    expect(componentRows).toEqual([
      [
        'Device ID',
        'System type',
        'System address',
        'Loop',
        'Number',
        'Component type',
        'Component name',
        'Location',
        'Building',
        'Floor',
        'System',
        'State',
        'State changed',
      ],
      [
        'EXPDTU1',
        'Fire alarm system',
        '1',
        '1',
        '1',
        expect.any(String),
        'EXP 烟感 一层',
        '一层走廊',
        '导出测试楼',
        'F1',
        '导出测试系统',
        'Alarm',
        '',
      ],
    ]);
  });

  it('answers 9995 "no data available for export" in zh and en when the filters match nothing', async () => {
    const devicesZh = await download(manager.token, {
      kind: 'devices',
      building_id: buildingId,
      search: 'no such device',
    });
    expect(devicesZh.envelope).toMatchObject({
      code: ErrorCodes.noData,
      msg: expect.stringContaining('暂无可导出的数据'),
    });
    const componentsEn = await download(manager.token, {
      kind: 'components',
      building_id: buildingId,
      status: 4,
      lang: 'eng',
    });
    expect(componentsEn.envelope).toMatchObject({
      code: ErrorCodes.noData,
      msg: expect.stringContaining('no data available for export'),
    });
  });
});

describe('device list export: who may export what', () => {
  it("refuses another unit's company_id or system (9993)", async () => {
    for (const kind of ['devices', 'components']) {
      expect((await download(manager.token, { kind, company_id: schoolId })).envelope?.code).toBe(
        ErrorCodes.noPermission,
      );
      expect((await download(manager.token, { kind, system_id: schoolSystemId })).envelope?.code).toBe(
        ErrorCodes.noPermission,
      );
    }
  });

  it("refuses a tab the user's role does not open, as the list does", async () => {
    const role = await buildRole(ctx.db, {
      code: 'device_all_only',
      orgKind: 'cared',
      grants: ['company-device', 'company-component'],
    });
    await buildUser(ctx.db, { orgId: towerId, roleId: role.id, username: 'devicealltab' });
    const { token } = await loginAs(ctx.app, 'devicealltab');
    expect((await download(token, { kind: 'devices', building_id: buildingId })).rows).toHaveLength(4);
    expect((await download(token, { kind: 'devices', tab: 'dtu', building_id: buildingId })).envelope?.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await download(token, { kind: 'components', building_id: buildingId })).envelope?.code).toBe(
      ErrorCodes.noPermission,
    );
  });

  it('names the filter it cannot read', async () => {
    expect((await download(manager.token, { kind: 'devices', tab: 'component' })).envelope).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'tab' },
    });
    expect((await download(manager.token, { kind: 'components', floor_id: 'F1' })).envelope?.data?.field).toBe(
      'floor_id',
    );
  });
});
