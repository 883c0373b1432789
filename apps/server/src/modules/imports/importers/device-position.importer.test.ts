import { ErrorCodes, type ImportJobView } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, components, deviceDots, devices, floorPlans, floors, organisations } from '../../../db/schema';
import { buildFile } from '../../../test/archive-files';
import { call, loginAs } from '../../../test/http';
import { createTestApp } from '../../../test/test-app';
import { buildXlsx, getJson, readXlsx, uploadFile, waitForJob } from '../test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: Awaited<ReturnType<typeof loginAs>>;
const ids = { tower: 0, school: 0, groundFloor: 0, panel: 0, pushButton: 0, schoolGround: 0 };
const header = ['设备编号', '传输装置编号', '回路号', '部件号', '所在建筑', '楼层', '横坐标', '纵坐标'];

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  manager = await loginAs(ctx.app, 'manager');
  const unit = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  ids.tower = await unit('华鼎国际大厦');
  ids.school = await unit('朝阳实验学校');
  const [towerA] = await ctx.db
    .select()
    .from(buildings)
    .where(and(eq(buildings.companyId, ids.tower), eq(buildings.name, 'A 座')));
  const [ground] = await ctx.db
    .select()
    .from(floors)
    .where(and(eq(floors.buildingId, towerA!.id), eq(floors.floorNo, 1), eq(floors.isMezzanine, false)));
  ids.groundFloor = ground!.id;
  // The ground floor has a plan; the other floors have none.
  await ctx.db
    .insert(floorPlans)
    .values({ floorId: ground!.id, companyId: ids.tower, fileId: await buildFile(ctx.db) });
  ids.panel = (await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'HDCTL01')))[0]!.id;
  ids.pushButton = (
    await ctx.db
      .select()
      .from(components)
      .where(and(eq(components.companyId, ids.tower), eq(components.componentAddress, 65_536 + 3)))
  )[0]!.id;
});
afterAll(() => ctx.close());

const start = async (
  user: Awaited<ReturnType<typeof loginAs>>,
  rows: (string | number | null)[][],
  companyId = ids.tower,
  lang?: 'en',
) => {
  const uploaded = await uploadFile(ctx.app, user.token, 'positions.xlsx', await buildXlsx(rows));
  expect(uploaded.code).toBe(0);
  return user.call<ImportJobView>({
    method: 'POST',
    path: '/api_proxy/device/updateDevicePositionByFile/',
    body: { file_id: uploaded.data.file_id, company_id: companyId },
    lang,
  });
};
const dotsOn = (floorId: number) => ctx.db.select().from(deviceDots).where(eq(deviceDots.floorId, floorId));

describe('device positions from a file (POST device/updateDevicePositionByFile)', () => {
  it('refuses a caller who is not logged in, one without the floor-plan button, and a missing unit', async () => {
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          path: '/api_proxy/device/updateDevicePositionByFile/',
          body: { file_id: 'x', company_id: ids.tower },
        })
      ).body.code,
    ).toBe(ErrorCodes.tokenInvalid);
    const authority = await loginAs(ctx.app, 'authority');
    expect((await start(authority, [header])).body.code).toBe(ErrorCodes.noPermission);
    const missing = await manager.call({
      method: 'POST',
      path: '/api_proxy/device/updateDevicePositionByFile/',
      body: { file_id: 'x' },
    });
    expect(missing.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'company_id' } });
  });

  it("refuses another unit's floor plans and places nothing there", async () => {
    const { body } = await start(manager, [header, ['CYCTL01', '', '', '', '教学楼', 'F1', 0.5, 0.5]], ids.school);
    expect(body.code).toBe(ErrorCodes.noPermission);
    const schoolDots = await ctx.db.select().from(deviceDots).where(eq(deviceDots.companyId, ids.school));
    expect(schoolDots).toEqual([]);
  });

  it('reports every bad row with its column and places nothing when one row is wrong', async () => {
    const started = await start(manager, [
      header,
      ['HDCTL01', '', '', '', 'A 座', 'F1', 0.2, 0.3],
      ['', '', 1, 3, 'A 座', 'F1', 0.5, 0.5],
      ['', '', 99, 99, 'A 座', 'F1', 0.1, 0.1],
      ['HDCTL01', '', '', '', 'A 座', 'F2', 0.4, 0.4],
      ['', '', '', '', 'A 座', 'F1', 0.1, 0.1],
      ['HDSEN01', '', '', '', 'A 座', 'Z9', 1.5, 0],
      ['CYCTL01', '', '', '', 'A 座', 'F1', 0.1, 0.1],
      ['HDCTL01', '', '', '', '不存在的楼', 'F1', 0.1, 0.1],
    ]);
    expect(started.body.code).toBe(0);
    const done = await waitForJob(ctx.app, manager.token, started.body.data.job_id);
    expect(done.data).toMatchObject({ status: 'finished', imported: 0 });
    expect(done.data.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: '部件号', message: '该单位下没有此回路号和部件号的部件' },
        { row: 5, column: '楼层', message: '该楼层没有平面图，无法关联' },
        { row: 6, column: '设备编号', message: '请填写设备编号，或回路号和部件号' },
        { row: 7, column: '楼层', message: '楼层格式为 F1、M1、B1（地上、夹层、地下）' },
        { row: 7, column: '横坐标', message: '最大值为 1' },
        { row: 8, column: '设备编号', message: '该单位下没有此设备' },
        { row: 9, column: '所在建筑', message: '该单位下没有此建筑' },
      ]),
    );
    expect(done.data.errors).toHaveLength(7);
    expect(await dotsOn(ids.groundFloor)).toEqual([]);
  });

  it('places a controller by its code and a component by loop and number, and moves them on a second file', async () => {
    const first = await start(manager, [
      header,
      ['HDCTL01', '', '', '', 'A 座', 'F1', 0.2, 0.3],
      ['', 'UITD-HD-A01', 1, 3, 'A 座', 'f1', 0.5, 0.75],
    ]);
    const done = await waitForJob(ctx.app, manager.token, first.body.data.job_id);
    expect(done.data).toMatchObject({ status: 'finished', total: 2, imported: 2, errors: [] });
    const placed = await dotsOn(ids.groundFloor);
    expect(
      placed.map(({ deviceId, componentId, x, y }) => ({ deviceId, componentId, x, y })).sort((a, b) => a.x - b.x),
    ).toEqual([
      { deviceId: ids.panel, componentId: null, x: 0.2, y: 0.3 },
      { deviceId: null, componentId: ids.pushButton, x: 0.5, y: 0.75 },
    ]);

    const second = await start(manager, [header, ['HDCTL01', '', '', '', 'A 座', 'F1', 0.9, 0.1]]);
    expect((await waitForJob(ctx.app, manager.token, second.body.data.job_id)).data).toMatchObject({
      imported: 1,
      errors: [],
    });
    const moved = await dotsOn(ids.groundFloor);
    expect(moved).toHaveLength(2);
    expect(moved.find((dot) => dot.deviceId === ids.panel)).toMatchObject({ x: 0.9, y: 0.1 });
  });

  it('refuses the same device twice in one file', async () => {
    const started = await start(
      manager,
      [header, ['HDCTL01', '', '', '', 'A 座', 'F1', 0.2, 0.3], ['HDCTL01', '', '', '', 'A 座', 'F1', 0.6, 0.6]],
      ids.tower,
      'en',
    );
    const done = await waitForJob(ctx.app, manager.token, started.body.data.job_id, 'en');
    expect(done.data.errors).toEqual([{ row: 3, column: 'Device code', message: 'the same device as row 2' }]);
  });

  it('offers its template with the columns it reads and an example row', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/import/template?kind=device_position',
      headers: { authorization: `token ${manager.token}` },
    });
    expect(response.statusCode).toBe(200);
    const [data] = await readXlsx(response.rawPayload);
    expect(data!.rows[0]).toEqual(header);
    expect(data!.rows[1]).toEqual(['UITDHDA01', '', '', '', 'A 座', 'F1', '0.25', '0.6']);
    const refused = await getJson(
      ctx.app,
      '/import/template?kind=device_position',
      (await loginAs(ctx.app, 'authority')).token,
    );
    expect(refused.code).toBe(ErrorCodes.noPermission);
  });
});
