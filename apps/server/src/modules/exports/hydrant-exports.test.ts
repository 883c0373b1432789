import { ErrorCodes, type Envelope } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { openExport } from '../../test/download';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { readXlsx } from '../imports/test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let centerId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  centerId = (
    await ctx.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, '火线消防远程监控中心'))
  )[0]!.id;
});
afterAll(() => ctx.close());

const download = async (username: string, query: Record<string, string | number>) => {
  const { token } = await loginAs(ctx.app, username);
  const { ticket, response } = await openExport(ctx.app, token, { kind: 'hydrants', ...query });
  if (!response) return { envelope: ticket as Envelope<unknown>, rows: undefined };
  if (!String(response.headers['content-type']).includes('spreadsheetml'))
    return { envelope: response.json<Envelope<unknown>>(), rows: undefined };
  return { envelope: undefined, rows: (await readXlsx(response.rawPayload))[0]!.rows };
};

describe('hydrant export (the hydrant list, firecock/list)', () => {
  it('exports the hydrants the list shows with its alarm filter, the status and online state in words', async () => {
    const { rows, envelope } = await download('operator', { is_alarm: 1 });
    expect(envelope).toBeUndefined();
    expect(rows![0]).toEqual([
      '编号',
      '类型',
      '所属单位',
      '地址',
      '位置描述',
      '出水口管径(mm)',
      '水压(MPa)',
      '水压下限(MPa)',
      '状态',
      '在线状态',
      '最后上报时间',
    ]);
    expect(rows!.slice(1).map((row) => row.slice(0, 10))).toEqual([
      [
        'XHS-HD-0004',
        '智能闷盖带压力',
        '火线消防远程监控中心',
        '北京市海淀区成府路',
        '五道口地铁站 A 口西侧',
        '100',
        '0.08',
        '0.15',
        '水压过低',
        '在线',
      ],
    ]);
  });

  it('applies the number, type and online filters, newest first, with English headers for lang=eng', async () => {
    const typed = await download('operator', { type: 2, lang: 'eng' });
    expect(typed.rows![0]!.slice(0, 2)).toEqual(['Number', 'Type']);
    expect(typed.rows!.slice(1).map((row) => row[0])).toEqual([
      'XHS-HD-0011',
      'XHS-HD-0008',
      'XHS-HD-0005',
      'XHS-HD-0002',
    ]);
    expect(typed.rows![1]![1]).toBe('Smart cover');
    const offline = await download('operator', { online: 0 });
    expect(offline.rows!.slice(1).map((row) => [row[0], row[9]])).toEqual([
      ['XHS-HD-0010', '离线'],
      ['XHS-HD-0005', '离线'],
    ]);
    const numbered = await download('operator', { equipment_number: '0007' });
    expect(numbered.rows!.slice(1).map((row) => row[0])).toEqual(['XHS-HD-0007']);
  });

  it("refuses a user without the hydrant list, and a filter on an owner outside the caller's view", async () => {
    expect((await download('manager', {})).envelope?.code).toBe(ErrorCodes.noPermission);
    expect((await download('authority', { company_id: centerId })).envelope?.code).toBe(ErrorCodes.noPermission);
    // The authority owns no hydrant: the centre's are not exported to it.
    expect((await download('authority', {})).envelope?.code).toBe(ErrorCodes.noData);
  });

  it('names a malformed filter', async () => {
    const { envelope } = await download('operator', { type: 9 });
    expect(envelope?.code).toBe(ErrorCodes.paramValue);
    expect((envelope?.data as { field?: string } | null)?.field).toBe('type');
  });
});
