import { ErrorCodes, type ImportJobView } from '@fireline/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrantAddresses, hydrants, organisations } from '../../../db/schema';
import { loginAs } from '../../../test/http';
import { createTestApp } from '../../../test/test-app';
import { buildXlsx, getJson, uploadFile, waitForJob } from '../test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let operator: string;
let manager: string;
let authority: string;
let centerId: number;

const header = [
  '消火栓编号',
  '行政区划代码',
  '地址',
  '经度',
  '纬度',
  '类型',
  '出水管径',
  '位置描述',
  '告警阈值(MPa)',
  '报警主机',
  '备注',
];

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  operator = (await loginAs(ctx.app, 'operator')).token;
  manager = (await loginAs(ctx.app, 'manager')).token;
  authority = (await loginAs(ctx.app, 'authority')).token;
  centerId = (
    await ctx.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, '火线消防远程监控中心'))
  )[0]!.id;
});
afterAll(() => ctx.close());

const startImport = async (token: string, rows: (string | number | null)[][], query: Record<string, string> = {}) => {
  const uploaded = await uploadFile(ctx.app, token, 'hydrants.xlsx', await buildXlsx(rows));
  expect(uploaded.code).toBe(0);
  const params = new URLSearchParams({ file_id: uploaded.data.file_id, ...query });
  return getJson<ImportJobView>(ctx.app, `/import/import_firecock?${params.toString()}`, token);
};

describe('hydrant import', () => {
  it('refuses a user without the import button, and an owner outside the scope', async () => {
    expect((await startImport(manager, [header])).code).toBe(ErrorCodes.noPermission);
    const foreign = await startImport(
      authority,
      [header, ['IMP-X-1', '110108', '北京市海淀区学院路', 116.35, 39.99, '智能闷盖', '100mm']],
      { company_id: String(centerId) },
    );
    expect(foreign.code).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'IMP-X-1'))).toHaveLength(0);
  });

  it("says 'no fire hydrants available for import' for a sheet without rows", async () => {
    const started = await startImport(operator, [header], { lang: 'eng' });
    const done = started.code === 0 ? await waitForJob(ctx.app, operator, started.data.job_id, 'en') : started;
    expect(JSON.stringify(done)).toContain('no fire hydrants available for import');
  });

  it('refuses the whole file when a number exists, and writes nothing', async () => {
    const started = await startImport(operator, [
      header,
      ['IMP-HD-0001', '110108', '北京市海淀区清华东路', 116.351, 40.003, '压力检测终端', '150mm', '', '', '', ''],
      ['XHS-HD-0001', '110108', '北京市海淀区学院路', 116.3561, 39.9884, '智能闷盖', '100mm', '', '', '', ''],
    ]);
    expect(started.code).toBe(0);
    const done = await waitForJob(ctx.app, operator, started.data.job_id);
    expect(done.data.errors).toEqual([expect.objectContaining({ row: 3 })]);
    expect(await ctx.db.select().from(hydrants).where(eq(hydrants.equipmentNumber, 'IMP-HD-0001'))).toHaveLength(0);
  });

  it("imports hydrants for the caller's organisation, filing new addresses and reusing listed ones", async () => {
    const started = await startImport(operator, [
      header,
      [
        'IMP-HD-0001',
        '110108',
        '北京市海淀区清华东路',
        116.351,
        40.003,
        '压力检测终端',
        '150mm',
        '清华东路西口',
        0.2,
        '压力监测平台',
        '',
      ],
      ['IMP-HD-0002', '110108', '北京市海淀区学院路', 116.3559, 39.9977, 'smart cover', 65, '', '', '', '新装'],
    ]);
    expect(started.code).toBe(0);
    const done = await waitForJob(ctx.app, operator, started.data.job_id);
    expect(done.data).toMatchObject({ status: 'finished', imported: 2, errors: [] });
    const rows = await ctx.db
      .select()
      .from(hydrants)
      .where(inArray(hydrants.equipmentNumber, ['IMP-HD-0001', 'IMP-HD-0002']));
    const byNumber = new Map(rows.map((row) => [row.equipmentNumber, row]));
    expect(byNumber.get('IMP-HD-0001')).toMatchObject({
      companyId: centerId,
      type: 1,
      pipeDiameter: 150,
      lowerLimit: 0.2,
      positionDesc: '清华东路西口',
      alarmHost: '压力监测平台',
    });
    expect(byNumber.get('IMP-HD-0002')).toMatchObject({
      companyId: centerId,
      type: 2,
      pipeDiameter: 65,
      lowerLimit: 0.1,
      remarks: '新装',
    });
    const [listed] = await ctx.db
      .select()
      .from(hydrantAddresses)
      .where(eq(hydrantAddresses.address, '北京市海淀区学院路'));
    expect(byNumber.get('IMP-HD-0002')!.addressId).toBe(listed!.id);
    expect(
      await ctx.db.select().from(hydrantAddresses).where(eq(hydrantAddresses.address, '北京市海淀区清华东路')),
    ).toHaveLength(1);
  });
});
