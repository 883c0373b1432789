import { ErrorCodes, type MoreAddRowError } from '@fireline/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

const path = '/api_proxy/company/more_add/';
const named = (kind: string, names: string[]) =>
  ctx.db
    .select()
    .from(organisations)
    .where(and(eq(organisations.kind, kind), inArray(organisations.name, names)));

describe('company/more_add', () => {
  it('refuses a caller who is not logged in, or without systemmanage-manage', async () => {
    const body = { kind: 'maint', list: [{ company_name: '批量维保甲' }] };
    expect((await call(ctx.app, { method: 'POST', path, body })).body.code).toBe(ErrorCodes.tokenInvalid);
    const operator = await loginAs(ctx.app, 'operator');
    expect((await operator.call({ method: 'POST', path, body })).body.code).toBe(ErrorCodes.noPermission);
    expect(await named('maint', ['批量维保甲'])).toHaveLength(0);
  });

  it('names the field of a bad call', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const kind = await admin.call({ method: 'POST', path, body: { kind: 'cared', list: [{ company_name: 'x' }] } });
    expect(kind.body.msg).toContain('kind');
    const empty = await admin.call({ method: 'POST', path, body: { kind: 'maint', list: [] } });
    expect(empty.body.code).toBe(ErrorCodes.paramFormat);
    expect(empty.body.msg).toContain('list');
  });

  it('reports every bad row with field and code, and creates none', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const { body } = await admin.call<{ errors: MoreAddRowError[] }>({
      method: 'POST',
      path,
      lang: 'en',
      body: {
        kind: 'authority',
        list: [
          { company_name: '批量支队甲', contact_phone: '12345' },
          { company_name: '批量支队乙' },
          { contact_name: '无名' },
          { company_name: '批量支队丙', company_address: 'haidian', points: { lng: 200, lat: 39 } },
        ],
      },
    });
    expect(body.code).toBe(ErrorCodes.paramFormat);
    expect(body.msg).toContain('list.0.contact_phone');
    expect(body.data.errors).toEqual([
      { row: 0, field: 'contact_phone', code: ErrorCodes.paramFormat, msg: expect.stringContaining('contact_phone') },
      { row: 2, field: 'company_name', code: ErrorCodes.paramRequired, msg: expect.stringContaining('company_name') },
      { row: 3, field: 'company_address', code: ErrorCodes.paramFormat, msg: expect.any(String) },
      { row: 3, field: 'points.lng', code: ErrorCodes.paramFormat, msg: expect.any(String) },
    ]);
    expect(await named('authority', ['批量支队甲', '批量支队乙', '批量支队丙'])).toHaveLength(0);
  });

  it('refuses names repeated in the list or already on file', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const { body } = await admin.call<{ errors: MoreAddRowError[] }>({
      method: 'POST',
      path,
      body: {
        kind: 'maint',
        list: [
          { company_name: '批量维保乙' },
          { company_name: '安泰消防维保有限公司' },
          { company_name: '批量维保乙' },
        ],
      },
    });
    expect(body.code).toBe(ErrorCodes.alreadyExists);
    expect(body.data.errors).toEqual([
      // A maintenance company is an organisation (机构), not a unit (单位): the same words as the district import's.
      { row: 1, field: 'company_name', code: ErrorCodes.alreadyExists, msg: expect.stringContaining('机构名称已存在') },
      { row: 2, field: 'company_name', code: ErrorCodes.alreadyExists, msg: expect.stringContaining('第 1 行') },
    ]);
    expect(await named('maint', ['批量维保乙'])).toHaveLength(0);
  });

  it('creates every row in one go, field by field', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const { body } = await admin.call<{ list: { company_id: number; company_name: string; company_type: string }[] }>({
      method: 'POST',
      path,
      body: {
        kind: 'center',
        list: [
          {
            company_name: '批量监控中心一',
            enum_center_level: 3,
            company_address: '110105',
            company_address_specific: '北京市朝阳区望京街 2 号',
            points: { lng: 116.47, lat: 39.99 },
            contact_name: '钱主任',
            contact_phone: '13800002222',
          },
          { company_name: '批量监控中心二' },
        ],
      },
    });
    expect(body.code).toBe(0);
    expect(body.data.list.map((row) => [row.company_name, row.company_type])).toEqual([
      ['批量监控中心一', 'info_center'],
      ['批量监控中心二', 'info_center'],
    ]);
    const rows = new Map((await named('center', ['批量监控中心一', '批量监控中心二'])).map((row) => [row.name, row]));
    expect(rows.get('批量监控中心一')).toMatchObject({
      enumCenterLevel: 3,
      regionCode: '110105',
      address: '北京市朝阳区望京街 2 号',
      longitude: 116.47,
      latitude: 39.99,
      contactName: '钱主任',
      contactPhone: '13800002222',
      createrId: admin.uid,
    });
    expect(rows.get('批量监控中心一')!.integrityScore).toBeGreaterThan(0);
    expect(rows.get('批量监控中心二')).toMatchObject({ address: null, contactPhone: null });
  });
});
