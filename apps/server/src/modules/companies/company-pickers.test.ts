import { ErrorCodes } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
});
afterAll(() => ctx.close());

type CompanyPage = { list: { company_id: number; company_name: string }[]; total: number };

describe('the shared unit picker (other/GetCompanyList)', () => {
  it('refuses a caller without a session', async () => {
    expect((await call(ctx.app, { path: '/api_proxy/other/GetCompanyList' })).body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('gives the operator the centre’s units and the manager only its own, paged and searchable', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const all = await operator.call<CompanyPage>({ path: '/api_proxy/other/GetCompanyList' });
    expect(all.body.data.list.map((row) => row.company_name).sort()).toEqual(
      ['华鼎国际大厦', '学院路便民商场', '朝阳实验学校'].sort(),
    );
    const paged = await operator.call<CompanyPage>({
      path: '/api_proxy/other/GetCompanyList',
      query: { page_no: 1, page_size: 2 },
    });
    expect(paged.body.data).toMatchObject({ total: 3 });
    expect(paged.body.data.list).toHaveLength(1);
    const searched = await operator.call<CompanyPage>({
      path: '/api_proxy/other/GetCompanyList',
      query: { name: '学校' },
    });
    expect(searched.body.data.list.map((row) => row.company_name)).toEqual(['朝阳实验学校']);
    const manager = await loginAs(ctx.app, 'manager');
    const own = await manager.call<CompanyPage>({ path: '/api_proxy/other/GetCompanyList' });
    expect(own.body.data.list.map((row) => row.company_name)).toEqual(['华鼎国际大厦']);
  });
});
