import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCodes, type AddressSuggestion } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { buildBuilding } from '../../db/seed/factories';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { createMapsSuggester } from './maps-suggester';

type Answer = { region: string; list: AddressSuggestion[] };

/** A maps service on a local port: answers what `reply` says and records the queries it was asked. */
const startMapsStub = async (reply: (url: URL) => { status: number; body: unknown }) => {
  const asked: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    asked.push(url);
    const { status, body } = reply(url);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/place/v2/suggestion`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const baiduAnswer = {
  status: 0,
  message: 'ok',
  result: [
    {
      name: '清华大学',
      location: { lat: 40.0036, lng: 116.3264 },
      province: '北京市',
      city: '北京市',
      district: '海淀区',
      address: '双清路30号',
      adcode: 110108,
    },
    {
      name: '清华园',
      location: { lat: 39.999, lng: 116.33 },
      province: '北京市',
      city: '北京市',
      district: '海淀区',
      address: '',
      adcode: '110108',
    },
  ],
};

let maps: Awaited<ReturnType<typeof startMapsStub>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  maps = await startMapsStub(() => ({ status: 200, body: baiduAnswer }));
  ctx = await createTestApp({
    seed: 'demo',
    env: {
      MAP_SUGGEST_REGION: '北京市',
      MAP_SUGGEST_URL: maps.url,
      MAP_SUGGEST_KEY: 'stub-key',
      MAP_SUGGEST_KIND: 'baidu',
    },
  });
  const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
  await buildBuilding(ctx.db, { companyId: tower!.id, name: 'C 座', address: '海淀区中关村大街 27 号 C座' });
});
afterAll(async () => {
  await ctx.close();
  await maps.close();
});

const suggest = async (user: Awaited<ReturnType<typeof loginAs>>, query: Record<string, string>) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/associate_word/?${new URLSearchParams(query).toString()}`,
    headers: { authorization: `token ${user.token}` },
  });
  return response.json() as { code: number; data: Answer };
};

describe('address suggestions (GET /associate_word/)', () => {
  it('refuses a caller who is not logged in, and names a missing keyword', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/associate_word/?keyword=学院路' });
    expect(anonymous.json()).toMatchObject({ code: ErrorCodes.tokenInvalid });
    const manager = await loginAs(ctx.app, 'manager');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/associate_word/',
      headers: { authorization: `token ${manager.token}` },
    });
    expect(missing.json()).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'keyword' } });
  });

  it("suggests the caller's own addresses on file, prefixed by the configured region, before the maps service's places", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { code, data } = await suggest(manager, { keyword: '中关村大街' });
    expect(code).toBe(0);
    expect(data.region).toBe('北京市');
    const archive = data.list.filter((item) => item.source === 'archive');
    expect(archive.map((item) => item.value)).toEqual([
      '北京市海淀区中关村大街 27 号',
      '北京市海淀区中关村大街 27 号 C座',
    ]);
    expect(archive[0]).toMatchObject({ region_code: '110108', points: { lng: 116.316, lat: 39.983 } });
    expect(data.list.slice(archive.length).map((item) => item.source)).toEqual(['maps', 'maps']);
  });

  it("never suggests another unit's or organisation's addresses", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    // 学院路: the mall (another unit), the centre's own address and the centre's hydrant street — none the manager's.
    const { data } = await suggest(manager, { keyword: '学院路' });
    expect(data.list.filter((item) => item.source === 'archive')).toEqual([]);
    const operator = await loginAs(ctx.app, 'operator');
    const centre = await suggest(operator, { keyword: '学院路' });
    expect(
      centre.data.list
        .filter((item) => item.source === 'archive')
        .map((item) => item.value)
        .sort(),
    ).toEqual(['北京市海淀区学院路 1 号', '北京市海淀区学院路 35 号', '北京市海淀区学院路'].sort());
  });

  it('narrows the addresses on file to the region picked', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const { data } = await suggest(operator, { keyword: '北京市', region_code: '110105' });
    expect(data.list.filter((item) => item.source === 'archive').map((item) => item.value)).toEqual([
      '北京市朝阳区望京街 8 号',
    ]);
  });

  it('asks the maps service for the typed text within the configured region, with the key, and reads its places', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const { data } = await suggest(manager, { keyword: '清华' });
    const asked = maps.asked.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      query: '清华',
      region: '北京市',
      ak: 'stub-key',
      output: 'json',
    });
    expect(data.list).toEqual([
      {
        value: '北京市海淀区清华大学',
        name: '清华大学',
        address: '双清路30号',
        region_code: '110108',
        points: { lng: 116.3264, lat: 40.0036 },
        source: 'maps',
      },
      {
        value: '北京市海淀区清华园',
        name: '清华园',
        address: '',
        region_code: '110108',
        points: { lng: 116.33, lat: 39.999 },
        source: 'maps',
      },
    ]);
  });
});

describe('maps suggestion providers', () => {
  const input = { keyword: '五道口', regionName: '北京市', limit: 10 };
  const caller = { scope: { isAll: false as const, unitIds: [] }, orgId: 0 };
  const logger = pino({ level: 'silent' });

  it('reads an AMap input-tips answer, whose empty fields come as []', async () => {
    const stub = await startMapsStub(() => ({
      status: 200,
      body: {
        status: '1',
        info: 'OK',
        tips: [
          {
            name: '五道口地铁站',
            district: '北京市海淀区',
            adcode: '110108',
            location: '116.337742,39.992894',
            address: [],
          },
          { name: '五道口', district: [], adcode: [], location: [], address: [] },
        ],
      },
    }));
    const places = await createMapsSuggester({ url: stub.url, key: 'k', kind: 'amap', logger }).suggest(input, caller);
    expect(Object.fromEntries(stub.asked[0]!.searchParams)).toMatchObject({
      keywords: '五道口',
      city: '北京市',
      key: 'k',
    });
    expect(places).toEqual([
      {
        value: '北京市海淀区五道口地铁站',
        name: '五道口地铁站',
        address: '',
        region_code: '110108',
        points: { lng: 116.337742, lat: 39.992894 },
        source: 'maps',
      },
      { value: '北京市五道口', name: '五道口', address: '', region_code: null, points: null, source: 'maps' },
    ]);
    await stub.close();
  });

  it('gives no places when the service refuses or fails, rather than failing the field', async () => {
    const refusing = await startMapsStub(() => ({ status: 200, body: { status: 240, message: 'APP 服务被禁用' } }));
    expect(
      await createMapsSuggester({ url: refusing.url, key: 'k', kind: 'baidu', logger }).suggest(input, caller),
    ).toEqual([]);
    await refusing.close();
    const broken = await startMapsStub(() => ({ status: 500, body: {} }));
    expect(
      await createMapsSuggester({ url: broken.url, key: 'k', kind: 'baidu', logger }).suggest(input, caller),
    ).toEqual([]);
    await broken.close();
  });
});
