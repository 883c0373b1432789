import { utils, write as writeWorkbook } from '@e965/xlsx';
import { ErrorCodes, type ImportJobView } from '@fireline/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, components, devices, files, importJobs, orgBindings, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { ticketUrl } from '../../test/download';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { componentAddressOf } from './importers/component.importer';
import { buildXlsx, getJson, readXlsx, uploadFile, waitForJob } from './test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let adminUid: number;
let operator: string;
let manager: string;
let centerId: number;
let towerId: number;
let schoolId: number;

const orgId = async (name: string) =>
  (await ctx.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)))[0]!.id;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const adminSession = await loginAs(ctx.app, 'admin');
  admin = adminSession.token;
  adminUid = Number(adminSession.uid);
  operator = (await loginAs(ctx.app, 'operator')).token;
  manager = (await loginAs(ctx.app, 'manager')).token;
  centerId = await orgId('火线消防远程监控中心');
  towerId = await orgId('华鼎国际大厦');
  schoolId = await orgId('朝阳实验学校');
});
afterAll(() => ctx.close());

const companyHeader = [
  '单位名称',
  '单位类别',
  '行政区划代码',
  '详细地址',
  '经度',
  '纬度',
  '联系人',
  '联系电话',
  '建筑数量上限',
  '设备数量上限',
  '账号数量上限',
];
const dtuHeader = ['设备编号', '设备名称', '设备型号', '传输装置地址', '所在建筑', '安装位置'];

/** Uploads a sheet and starts an import; answers the start envelope. */
const startImport = async (
  token: string,
  path: string,
  rows: (string | number | null)[][],
  query: Record<string, string | number> = {},
) => {
  const uploaded = await uploadFile(ctx.app, token, 'import.xlsx', await buildXlsx(rows));
  expect(uploaded.code).toBe(0);
  const params = new URLSearchParams({
    file_id: uploaded.data.file_id,
    ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  return getJson<ImportJobView>(ctx.app, `${path}?${params.toString()}`, token);
};

const countOf = async (table: typeof organisations | typeof devices | typeof components | typeof importJobs) =>
  (await ctx.db.select({ value: count() }).from(table))[0]!.value;

describe('import access', () => {
  it('refuses every import call without a session', async () => {
    expect((await getJson(ctx.app, '/import/template?kind=company')).code).toBe(ErrorCodes.tokenInvalid);
    expect((await getJson(ctx.app, '/import/import_company?file_id=x')).code).toBe(ErrorCodes.tokenInvalid);
    expect((await getJson(ctx.app, '/import/import_result?job_id=1')).code).toBe(ErrorCodes.tokenInvalid);
  });

  it('refuses a user without the import button, and creates no job', async () => {
    const before = await countOf(importJobs);
    expect((await startImport(operator, '/import/import_company', [companyHeader])).code).toBe(ErrorCodes.noPermission);
    expect((await getJson(ctx.app, '/import/template?kind=company', operator)).code).toBe(ErrorCodes.noPermission);
    expect(await countOf(importJobs)).toBe(before);
  });

  it('names the missing or malformed parameter', async () => {
    const missing = await getJson<{ field: string }>(ctx.app, '/import/import_dtu', manager);
    expect(missing.code).toBe(ErrorCodes.paramRequired);
    expect(missing.data.field).toBe('file_id');
    const malformed = await getJson<{ field: string }>(ctx.app, '/import/import_result?job_id=0', manager);
    expect(malformed.code).toBe(ErrorCodes.paramFormat);
    expect(malformed.data.field).toBe('job_id');
    const noUnit = await startImport(manager, '/import/import_dtu', [dtuHeader]);
    expect(noUnit.code).toBe(ErrorCodes.paramRequired);
    expect(noUnit.msg).toContain('company_id');
  });
});

describe('templates', () => {
  it('opens a template once with a ticket, in English when the ticket was asked in English', async () => {
    const ticket = await ticketUrl(ctx.app, manager, { target: 'template', kind: 'dtu' }, 'en');
    expect(ticket.data.url).toMatch(/^\/import\/template\?kind=dtu&lang=eng&ticket=/);
    const response = await ctx.app.inject({ method: 'GET', url: ticket.data.url });
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await readXlsx(response.rawPayload))[0]!.rows.length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ method: 'GET', url: ticket.data.url })).json<{ code: number }>().code).toBe(
      ErrorCodes.tokenInvalid,
    );
    expect((await getJson(ctx.app, `/import/template?kind=dtu&token=${manager}`)).code).toBe(ErrorCodes.tokenInvalid);
  });

  it('builds the company template with the zh headers, an example row and a notes sheet', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/import/template?kind=company',
      headers: { authorization: `token ${admin}` },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const [data, notes] = await readXlsx(response.rawPayload);
    expect(data!.rows[0]).toEqual(companyHeader);
    expect(data!.rows[1]![0]).toBe('海淀区实验中学');
    expect(notes!.rows.map((row) => row[0])).toEqual(expect.arrayContaining(['列名', '单位名称', '联系电话']));
  });

  it('answers English headers for lang=eng', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/import/template?kind=dtu&lang=eng',
      headers: { authorization: `token ${manager}` },
    });
    const [data] = await readXlsx(response.rawPayload);
    expect(data!.rows[0]).toEqual([
      'Device ID',
      'Device name',
      'Model',
      'GB/T 26875.3 address',
      'Building',
      'Installed at',
    ]);
  });

  it('imports its own template: the example row is a valid row', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/import/template?kind=company',
      headers: { authorization: `token ${admin}` },
    });
    const uploaded = await uploadFile(ctx.app, admin, 'template.xlsx', response.rawPayload);
    const started = await getJson<ImportJobView>(
      ctx.app,
      `/import/import_company?file_id=${uploaded.data.file_id}`,
      admin,
    );
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.data).toMatchObject({ status: 'finished', total: 1, imported: 1, errors: [] });
  });
});

describe('company import', () => {
  it('imports every row of a good file, bound to the centre, and reports the totals', async () => {
    const started = await startImport(
      admin,
      '/import/import_company',
      [
        companyHeader,
        [
          '望京科技园',
          '重点单位',
          '110105',
          '北京市朝阳区望京街 10 号',
          116.48,
          39.99,
          '孙立',
          '13800138000',
          5,
          120,
          15,
        ],
        [
          '西单便利店',
          'small_venue',
          null,
          '北京市西城区西单北大街 88 号',
          null,
          null,
          null,
          '010-66012345',
          null,
          null,
          null,
        ],
      ],
      { company_id: centerId },
    );
    expect(started.code).toBe(0);
    expect(started.data).toMatchObject({ kind: 'company', status: 'running', total: 0, imported: 0, errors: [] });
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.code).toBe(0);
    expect(result.msg).toBe('批量导入您的信息已完成');
    expect(result.data).toMatchObject({
      job_id: started.data.job_id,
      status: 'finished',
      total: 2,
      imported: 2,
      errors: [],
    });
    expect(result.data.finish_time).toBeGreaterThanOrEqual(result.data.create_time);

    const rows = await ctx.db
      .select()
      .from(organisations)
      .where(inArray(organisations.name, ['望京科技园', '西单便利店']))
      .orderBy(organisations.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: 'cared',
      category: 'key_unit',
      name: '望京科技园',
      regionCode: '110105',
      address: '北京市朝阳区望京街 10 号',
      longitude: 116.48,
      latitude: 39.99,
      contactName: '孙立',
      contactPhone: '13800138000',
      maxBuildings: 5,
      maxDevices: 120,
      maxUsers: 15,
    });
    expect(rows[1]).toMatchObject({
      category: 'small_venue',
      regionCode: null,
      contactPhone: '010-66012345',
      maxDevices: null,
    });
    const bound = await ctx.db
      .select()
      .from(orgBindings)
      .where(
        inArray(
          orgBindings.unitId,
          rows.map((row) => row.id),
        ),
      );
    expect(bound.map((binding) => [binding.orgId, binding.status])).toEqual([
      [centerId, 1],
      [centerId, 1],
    ]);
  });

  it('imports nothing when one row is wrong, and names row, column and rule', async () => {
    const before = await countOf(organisations);
    const started = await startImport(
      admin,
      '/import/import_company',
      [
        companyHeader,
        ['东城图书馆', '重点单位', null, '北京市东城区东四北大街 1 号'],
        ['东城菜市场', '重点单位', null, '北京市东城区东直门 3 号', null, null, '钱多', '12345'],
      ],
      { lang: 'eng' },
    );
    const result = await waitForJob(ctx.app, admin, started.data.job_id, 'en');
    expect(result.code).toBe(0);
    expect(result.data).toMatchObject({ status: 'finished', total: 2, imported: 0 });
    expect(result.data.errors).toEqual([{ row: 3, column: 'Contact phone', message: 'enter a correct phone number' }]);
    expect(await countOf(organisations)).toBe(before);
  });

  it('reports every problem of the file at once: missing cells, unknown options, repeats and existing names', async () => {
    const started = await startImport(admin, '/import/import_company', [
      companyHeader,
      ['华鼎国际大厦', '重点单位', null, '北京市海淀区中关村大街 27 号'],
      [null, '会所', null, null],
      ['通州仓库', '重点单位', null, '北京市通州区 1 号', 200],
      ['通州仓库', '重点单位', null, '北京市通州区 2 号'],
    ]);
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.data.errors).toEqual([
      { row: 2, column: '单位名称', message: '单位名称已存在' },
      { row: 3, column: '单位名称', message: '此项为必填项' },
      { row: 3, column: '单位类别', message: '请选择有效的值' },
      { row: 3, column: '详细地址', message: '此项为必填项' },
      { row: 4, column: '经度', message: '最大值为 180' },
    ]);
    expect(result.data.imported).toBe(0);
  });

  it('reports a missing required column against the header row', async () => {
    const started = await startImport(admin, '/import/import_company', [
      ['单位名称', '详细地址'],
      ['某单位', '某地址'],
    ]);
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.data.errors).toEqual([{ row: 1, column: '单位类别', message: '缺少此列' }]);
  });

  it('reports a file without data rows', async () => {
    const started = await startImport(admin, '/import/import_company', [companyHeader]);
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.data.errors).toEqual([{ row: 0, column: '', message: '暂无可导入的数据' }]);
  });
});

describe('transmission device import', () => {
  it("imports a unit's transmission devices with their building", async () => {
    const started = await startImport(
      manager,
      '/import/import_dtu',
      [
        dtuHeader,
        ['UITDHD0101', 'A座 二号传输装置', 'FL-UITD-2', '100201', 'A 座', '地下一层消防控制室'],
        ['UITDHD0102', 'B座 传输装置', null, null, null, null],
      ],
      { company_id: towerId },
    );
    expect(started.code).toBe(0);
    const result = await waitForJob(ctx.app, manager, started.data.job_id);
    expect(result.data).toMatchObject({ status: 'finished', total: 2, imported: 2, errors: [] });
    const [towerA] = await ctx.db
      .select()
      .from(buildings)
      .where(and(eq(buildings.companyId, towerId), eq(buildings.name, 'A 座')));
    const rows = await ctx.db
      .select()
      .from(devices)
      .where(inArray(devices.deviceCode, ['UITDHD0101', 'UITDHD0102']))
      .orderBy(devices.id);
    expect(rows[0]).toMatchObject({
      companyId: towerId,
      buildingId: towerA!.id,
      name: 'A座 二号传输装置',
      deviceCode: 'UITDHD0101',
      deviceThingType: 10001,
      deviceModel: 'FL-UITD-2',
      gbAddress: '100201',
      installAddress: '地下一层消防控制室',
    });
    expect(rows[1]).toMatchObject({ companyId: towerId, buildingId: null, gbAddress: null, deviceThingType: 10001 });
  });

  it('refuses device codes already used, in the file or in the database, and imports nothing', async () => {
    const before = await countOf(devices);
    const started = await startImport(
      manager,
      '/import/import_dtu',
      [
        dtuHeader,
        ['UITDHD0101', '重复的装置', null, null, null, null],
        ['UITDHD0201', '新装置', null, null, '不存在的楼', null],
        ['UITDHD0201', '同号装置', null, null, null, null],
        ['UITD-A', '格式错误', null, null, null, null],
      ],
      { company_id: towerId, lang: 'eng' },
    );
    const result = await waitForJob(ctx.app, manager, started.data.job_id, 'en');
    expect(result.data.errors).toEqual([
      { row: 2, column: 'Device ID', message: 'the device ID already exists' },
      { row: 3, column: 'Building', message: 'no such building in this unit' },
      { row: 4, column: 'Device ID', message: 'the device ID already exists' },
      { row: 5, column: 'Device ID', message: 'device code must be 1-30 letters or digits' },
    ]);
    expect(await countOf(devices)).toBe(before);
  });

  it('refuses a file that would take the unit past its device limit', async () => {
    const mallId = await orgId('学院路便民商场');
    const existing = (await ctx.db.select().from(devices).where(eq(devices.companyId, mallId))).length;
    // Room for one more device, and the file brings two.
    await ctx.db
      .update(organisations)
      .set({ maxDevices: existing + 1 })
      .where(eq(organisations.id, mallId));
    const started = await startImport(
      admin,
      '/import/import_dtu',
      [
        dtuHeader,
        ['UITDXY0002', '二号装置', null, null, null, null],
        ['UITDXY0003', '三号装置', null, null, null, null],
      ],
      { company_id: mallId },
    );
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.data.errors).toEqual([{ row: 0, column: '', message: `超出该单位的设备数量上限 ${existing + 1}` }]);
    expect(await ctx.db.select().from(devices).where(eq(devices.companyId, mallId))).toHaveLength(existing);
  });

  it("refuses another unit's company_id and creates no job", async () => {
    const before = await countOf(importJobs);
    const answer = await startImport(
      manager,
      '/import/import_dtu',
      [dtuHeader, ['UITDCY0009', '学校装置', null, null, null, null]],
      { company_id: schoolId },
    );
    expect(answer.code).toBe(ErrorCodes.noPermission);
    expect(await countOf(importJobs)).toBe(before);
    expect(await ctx.db.select().from(devices).where(eq(devices.deviceCode, 'UITDCY0009'))).toEqual([]);
  });
});

describe('component import', () => {
  const header = ['系统类型', '系统地址', '回路号', '部件号', '部件类型', '部件名称', '安装位置'];

  it('imports components under a transmission device of the unit', async () => {
    const dtu = await buildDevice(ctx.db, { companyId: towerId, deviceCode: 'UITDHD0301' });
    const started = await startImport(
      manager,
      '/import/import_component',
      [
        header,
        ['火灾报警系统', 1, 2, 15, '点型光电感烟火灾探测器', '3F 东走廊烟感', 'A座3层东侧走廊'],
        [null, null, 2, 16, 42, '3F 西走廊烟感', null],
      ],
      { company_id: towerId, thing_id: dtu.id, thing_type: 10001 },
    );
    expect(started.code).toBe(0);
    const result = await waitForJob(ctx.app, manager, started.data.job_id);
    expect(result.data).toMatchObject({ status: 'finished', total: 2, imported: 2, errors: [] });
    const rows = await ctx.db.select().from(components).where(eq(components.deviceId, dtu.id)).orderBy(components.id);
    // The loop and number are kept as the archive fields too: the component tab shows them as 'loop / number'.
    expect(
      rows.map((row) => [
        row.companyId,
        row.systemType,
        row.systemAddress,
        row.componentAddress,
        row.loopNumber,
        row.componentNumber,
        row.componentType,
        row.name,
        row.location,
      ]),
    ).toEqual([
      [towerId, 1, 1, componentAddressOf(2, 15), 2, 15, 42, '3F 东走廊烟感', 'A座3层东侧走廊'],
      [towerId, 1, 1, componentAddressOf(2, 16), 2, 16, 42, '3F 西走廊烟感', null],
    ]);

    const again = await startImport(
      manager,
      '/import/import_component',
      [header, [1, 1, 2, 15, 42, '重复烟感', null]],
      { company_id: towerId, thing_id: dtu.id },
    );
    const repeated = await waitForJob(ctx.app, manager, again.data.job_id);
    expect(repeated.data.errors).toEqual([{ row: 2, column: '部件号', message: '部件已存在' }]);
  });

  it('imports a file larger than one insert batch in one go', async () => {
    const dtu = await buildDevice(ctx.db, { companyId: towerId, deviceCode: 'UITDHD0302' });
    const rows = Array.from({ length: 1200 }, (_, index) => [
      1,
      1,
      Math.floor(index / 200) + 1,
      (index % 200) + 1,
      42,
      `烟感 ${index + 1}`,
      null,
    ]);
    const started = await startImport(manager, '/import/import_component', [header, ...rows], {
      company_id: towerId,
      thing_id: dtu.id,
    });
    const result = await waitForJob(ctx.app, manager, started.data.job_id);
    expect(result.data).toMatchObject({ status: 'finished', total: 1200, imported: 1200, errors: [] });
    expect(await ctx.db.select({ value: count() }).from(components).where(eq(components.deviceId, dtu.id))).toEqual([
      { value: 1200 },
    ]);
  });

  it('refuses a device of another unit and leaves its components unchanged', async () => {
    const [schoolDevice] = await ctx.db.select().from(devices).where(eq(devices.companyId, schoolId)).limit(1);
    const before = await countOf(components);
    const answer = await startImport(
      manager,
      '/import/import_component',
      [header, [1, 1, 1, 1, 42, '越权部件', null]],
      { company_id: towerId, thing_id: schoolDevice!.id },
    );
    expect(answer.code).toBe(ErrorCodes.noPermission);
    expect(await countOf(components)).toBe(before);
  });
});

describe('import files and jobs', () => {
  it('answers 9995 for a file that does not exist', async () => {
    const answer = await getJson(ctx.app, '/import/import_company?file_id=6f1c2b1e-0000-4000-8000-000000000000', admin);
    expect(answer.code).toBe(ErrorCodes.noData);
  });

  it('fails the job when its stored file has gone, and the poll answers 9995', async () => {
    const uploaded = await uploadFile(
      ctx.app,
      admin,
      'gone.xlsx',
      await buildXlsx([companyHeader, ['某单位', '重点单位', null, '某地址']]),
    );
    const [row] = await ctx.db.select().from(files).where(eq(files.id, uploaded.data.file_id));
    await ctx.deps.storage.remove(row!.storageKey);
    const started = await getJson<ImportJobView>(
      ctx.app,
      `/import/import_company?file_id=${uploaded.data.file_id}`,
      admin,
    );
    expect(started.code).toBe(0);
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.code).toBe(ErrorCodes.noData);
    expect(result.msg).toContain('导入文件不存在');
    expect(result.data).toMatchObject({ status: 'failed', imported: 0 });
  });

  it('imports an Excel 97-2003 (.xls) sheet like an .xlsx', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        companyHeader,
        [
          '酒仙桥数码广场',
          '重点单位',
          '110105',
          '北京市朝阳区酒仙桥路 4 号',
          116.49,
          39.97,
          '周明',
          '13900139000',
          null,
          null,
          null,
        ],
      ]),
      '单位',
    );
    const xls = writeWorkbook(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(xls.readUInt32BE(0)).toBe(0xd0cf11e0);
    const uploaded = await uploadFile(ctx.app, admin, 'units.xls', xls);
    expect(uploaded.code).toBe(0);
    const started = await getJson<ImportJobView>(
      ctx.app,
      `/import/import_company?file_id=${uploaded.data.file_id}&company_id=${centerId}`,
      admin,
    );
    expect(started.code).toBe(0);
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.data).toMatchObject({ status: 'finished', total: 1, imported: 1, errors: [] });
    const [row] = await ctx.db.select().from(organisations).where(eq(organisations.name, '酒仙桥数码广场'));
    expect(row).toMatchObject({
      address: '北京市朝阳区酒仙桥路 4 号',
      contactName: '周明',
      contactPhone: '13900139000',
    });
  });

  it('reports a compound file that holds no sheet as unreadable, and refuses a file that is not a spreadsheet or is over 2 MB', async () => {
    const junk = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]);
    const uploaded = await uploadFile(ctx.app, admin, 'units.xls', junk);
    expect(uploaded.code).toBe(0);
    const started = await getJson<ImportJobView>(
      ctx.app,
      `/import/import_company?file_id=${uploaded.data.file_id}`,
      admin,
    );
    expect(started.code).toBe(0);
    const result = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(result.data).toMatchObject({ imported: 0, errors: [{ row: 0, message: '文件格式不正确' }] });
    expect((await uploadFile(ctx.app, admin, 'units.xlsx', Buffer.from('name,address\n'))).code).toBe(
      ErrorCodes.paramFormat,
    );
    const big = await buildXlsx([companyHeader, ['x'.repeat(10), 'y'.repeat(10)]]);
    expect(
      (await uploadFile(ctx.app, admin, 'big.xlsx', Buffer.concat([big, Buffer.alloc(2 * 1024 * 1024)]))).code,
    ).toBe(ErrorCodes.paramFormat);
  });

  it("answers 9995 for a missing job and for another user's job", async () => {
    expect((await getJson(ctx.app, '/import/import_result?job_id=999999', admin)).code).toBe(ErrorCodes.noData);
    const started = await startImport(
      manager,
      '/import/import_dtu',
      [dtuHeader, ['UITDHD0401', '装置', null, null, null, null]],
      { company_id: towerId },
    );
    await waitForJob(ctx.app, manager, started.data.job_id);
    expect((await getJson(ctx.app, `/import/import_result?job_id=${started.data.job_id}`, operator)).code).toBe(
      ErrorCodes.noData,
    );
  });

  it('fails a job whose runner stopped (crash, restart) instead of answering "in progress" for ever', async () => {
    const [file] = await ctx.db.select().from(files).limit(1);
    const [job] = await ctx.db
      .insert(importJobs)
      .values({ kind: 'company', fileId: file!.id, creatorId: adminUid, heartbeatAt: new Date(Date.now() - 60_000) })
      .returning();
    const answer = await getJson<ImportJobView>(ctx.app, `/import/import_result?job_id=${job!.id}`, admin);
    expect(answer.code).toBe(ErrorCodes.noData);
    expect(answer.data.status).toBe('failed');
    expect(answer.msg).toContain('导入中断');
  });
});
