import { ErrorCodes } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { regionPath } from './region-index';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Node = { code: string; name: string };
const get = async <T>(code?: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/address/region/${code ? `?code=${code}` : ''}` })).json() as {
    code: number;
    data: T;
  };

describe('regions', () => {
  it('lists the provinces without a code', async () => {
    const { code, data } = await get<Node[]>();
    expect(code).toBe(0);
    expect(data).toContainEqual({ code: '11', name: '北京市' });
    expect(data).toContainEqual({ code: '44', name: '广东省' });
    expect(data.every((node) => node.code.length === 2)).toBe(true);
  });

  it('goes down province (2) → city (4) → county (6) → street (9+)', async () => {
    const province = await get<{ self: Node; childs: Node[] }>('44');
    expect(province.data.self).toEqual({ code: '44', name: '广东省' });
    expect(province.data.childs).toContainEqual({ code: '4401', name: '广州市' });
    const city = await get<{ self: Node; childs: Node[] }>('4401');
    expect(city.data.childs).toContainEqual({ code: '440106', name: '天河区' });
    const county = await get<{ self: Node; childs: Node[] }>('440106');
    expect(county.data.childs.length).toBeGreaterThan(5);
    expect(county.data.childs.every((node) => node.code.length >= 9 && node.code.startsWith('440106'))).toBe(true);
    const street = await get<{ self: Node; childs: Node[] }>(county.data.childs[0]!.code);
    expect(street.data.childs).toEqual([]);
    expect(regionPath('440106')).toEqual(['广东省', '广州市', '天河区']);
  });

  it('answers 9995 for a code that does not exist and a format error for one that is not digits', async () => {
    expect((await get('99')).code).toBe(ErrorCodes.noData);
    expect((await get('abc')).code).toBe(ErrorCodes.paramFormat);
  });
});
