import { ErrorCodes, type ImportJobView } from '@fireline/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../../db/schema';
import { loginAs } from '../../../test/http';
import { createTestApp } from '../../../test/test-app';
import { buildXlsx, getJson, readXlsx, uploadFile, waitForJob } from '../test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let operator: string;

const header = ['名称', '级别', '行政区划代码', '详细地址', '经度', '纬度', '联系人', '联系电话'];

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  admin = (await loginAs(ctx.app, 'admin')).token;
  operator = (await loginAs(ctx.app, 'operator')).token;
});
afterAll(() => ctx.close());

const startImport = async (token: string, path: string, rows: (string | number | null)[][]) => {
  const uploaded = await uploadFile(ctx.app, token, 'orgs.xlsx', await buildXlsx(rows));
  expect(uploaded.code).toBe(0);
  return getJson<ImportJobView>(ctx.app, `${path}?file_id=${uploaded.data.file_id}`, token);
};
const named = (kind: string, names: string[]) =>
  ctx.db
    .select()
    .from(organisations)
    .where(and(eq(organisations.kind, kind), inArray(organisations.name, names)));

describe('district organisation import', () => {
  it('refuses a caller who is not logged in, or without the import button', async () => {
    expect((await getJson(ctx.app, '/import/import_maint?file_id=x')).code).toBe(ErrorCodes.tokenInvalid);
    const refused = await startImport(operator, '/import/import_maint', [header, ['导入维保一公司']]);
    expect(refused.code).toBe(ErrorCodes.noPermission);
    expect(await named('maint', ['导入维保一公司'])).toHaveLength(0);
  });

  it('serves a template per kind with the level names of its code table', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/import/template?kind=district_authority',
      headers: { authorization: `token ${admin}` },
    });
    const [sheet, notes] = await readXlsx(response.rawPayload);
    expect(sheet!.rows[0]).toEqual(header);
    expect(notes!.rows.find((row) => row[0] === '级别')?.[3]).toContain('消防救援支队');
  });

  it('reports every bad row with its column and writes nothing', async () => {
    const started = await startImport(admin, '/import/import_maint', [
      header,
      ['导入维保一公司', '一级', '110108', '', '', '', '', '13800001111'],
      ['导入维保二公司', '五级', '110108', '', '', '', '', ''],
      ['安泰消防维保有限公司', '', '', '', '', '', '', ''],
      ['导入维保三公司', '', '1', '', '', '', '', '12345'],
      ['导入维保一公司', '', '', '', '', '', '', ''],
    ]);
    expect(started.code).toBe(0);
    const done = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(done.data.imported).toBe(0);
    expect(done.data.errors.map((error) => [error.row, error.column])).toEqual(
      expect.arrayContaining([
        [3, '级别'],
        [4, '名称'],
        [5, '行政区划代码'],
        [5, '联系电话'],
        [6, '名称'],
      ]),
    );
    expect(await named('maint', ['导入维保一公司', '导入维保二公司', '导入维保三公司'])).toHaveLength(0);
  });

  it('creates the rows as organisations of the kind, field by field', async () => {
    const started = await startImport(admin, '/import/import_center', [
      header,
      [
        '导入朝阳监控中心',
        '市级监控中心',
        '110105',
        '北京市朝阳区望京街 1 号',
        116.47,
        39.99,
        '钱主任',
        '010-84561234',
      ],
      ['导入昌平监控中心', 3, '', '', '', '', '', ''],
    ]);
    const done = await waitForJob(ctx.app, admin, started.data.job_id);
    expect(done.data).toMatchObject({ status: 'finished', imported: 2, errors: [] });
    const rows = new Map(
      (await named('center', ['导入朝阳监控中心', '导入昌平监控中心'])).map((row) => [row.name, row]),
    );
    expect(rows.get('导入朝阳监控中心')).toMatchObject({
      kind: 'center',
      enumCenterLevel: 2,
      regionCode: '110105',
      address: '北京市朝阳区望京街 1 号',
      longitude: 116.47,
      latitude: 39.99,
      contactName: '钱主任',
      contactPhone: '010-84561234',
    });
    expect(rows.get('导入朝阳监控中心')!.integrityScore).toBeGreaterThan(rows.get('导入昌平监控中心')!.integrityScore);
    expect(rows.get('导入昌平监控中心')).toMatchObject({ enumCenterLevel: 3, regionCode: null, address: null });
  });
});
