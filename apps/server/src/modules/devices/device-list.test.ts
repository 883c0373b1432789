import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, componentSearch, devices, organisations, unitDeviceCounts } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

type Page = { list: unknown[]; total: number };
type Counts = Partial<Record<'all' | 'dtu' | 'alonedevice' | 'alarmer' | 'video' | 'component', number>>;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let units: Map<string, number>;
const tower = () => units.get('华鼎国际大厦')!;
const school = () => units.get('朝阳实验学校')!;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  units = new Map(
    (
      await ctx.db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.kind, 'cared'))
    ).map((row) => [row.name, row.id]),
  );
});
afterAll(() => ctx.close());

/** What the rows say, counted the slow way. */
const rowCounts = async (companyIds: number[]) => {
  const byClass = await ctx.db
    .select({ deviceClass: devices.deviceClass, value: count() })
    .from(devices)
    .where(inArray(devices.companyId, companyIds))
    .groupBy(devices.deviceClass);
  const [parts] = await ctx.db
    .select({ value: count() })
    .from(components)
    .where(inArray(components.companyId, companyIds));
  const of = (deviceClass: string) => byClass.find((row) => row.deviceClass === deviceClass)?.value ?? 0;
  return {
    all: of('dtu') + of('alonedevice') + of('alarmer') + of('video'),
    dtu: of('dtu'),
    component: parts?.value ?? 0,
  };
};

const totals = async (user: Awaited<ReturnType<typeof loginAs>>, query: Record<string, string | number> = {}) => {
  const page = async (tab: string) =>
    (await user.call<Page>({ path: '/api_proxy/device/device_list_by_mulit_params/', query: { ...query, tab } })).body
      .data.total;
  const badges = (await user.call<Counts>({ path: '/api_proxy/device/device_count_by_mulit_params/', query })).body
    .data;
  return {
    pages: { all: await page('all'), dtu: await page('dtu'), component: await page('component') },
    badges: { all: badges.all, dtu: badges.dtu, component: badges.component },
  };
};

describe('device tab totals kept per unit (unit_device_counts)', () => {
  it('match the rows for a centre operator and a unit manager, also after inserts, moves and deletes', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const manager = await loginAs(ctx.app, 'manager');
    const check = async () => {
      const expected = await rowCounts([...units.values()]);
      expect(await totals(operator)).toEqual({ pages: expected, badges: expected });
      const towerOnly = await rowCounts([tower()]);
      expect(await totals(manager)).toEqual({ pages: towerOnly, badges: towerOnly });
      expect(await totals(operator, { company_id: school() })).toEqual({
        pages: await rowCounts([school()]),
        badges: await rowCounts([school()]),
      });
    };
    await check();

    const extra = await buildDevice(ctx.db, { companyId: tower(), deviceCode: 'COUNTDTU1' });
    await ctx.db.insert(components).values(
      Array.from({ length: 30 }, (_, index) => ({
        companyId: tower(),
        deviceId: extra.id,
        systemType: 1,
        systemAddress: 7,
        componentAddress: 65_536 + index,
        name: `部件 ${index}`,
      })),
    );
    await check();

    await ctx.db.update(devices).set({ companyId: school() }).where(eq(devices.id, extra.id));
    await ctx.db.update(components).set({ companyId: school() }).where(eq(components.deviceId, extra.id));
    await check();

    await ctx.db
      .update(devices)
      .set({ deviceClass: 'alonedevice', deviceThingType: 0 })
      .where(eq(devices.id, extra.id));
    await check();

    await ctx.db.delete(components).where(eq(components.deviceId, extra.id));
    await ctx.db.delete(devices).where(eq(devices.id, extra.id));
    await check();
  });

  it('folds many delta rows into one per unit and class without changing a total', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const before = await totals(operator);
    // 150 single-row inserts and deletes leave 300 delta rows behind.
    for (let index = 0; index < 150; index += 1) {
      const device = await buildDevice(ctx.db, { companyId: tower(), deviceCode: `COUNTFOLD${index}` });
      await ctx.db.delete(devices).where(eq(devices.id, device.id));
    }
    const [spread] = await ctx.db
      .select({ value: count() })
      .from(unitDeviceCounts)
      .where(eq(unitDeviceCounts.companyId, tower()));
    expect(spread!.value).toBeGreaterThan(300);
    expect(await totals(operator)).toEqual(before);
    const [folded] = await ctx.db
      .select({ value: count() })
      .from(unitDeviceCounts)
      .where(eq(unitDeviceCounts.companyId, tower()));
    expect(folded!.value).toBeLessThan(10);
    expect(await totals(operator)).toEqual(before);
  });
});

describe('component keyword search (component_search: name, code and location, kept by triggers)', () => {
  it('finds a keyword in the name, the code or the location, and takes % and _ as typed', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const search = async (keyword: string) =>
      (
        await manager.call<{ list: { name: string }[]; total: number }>({
          path: '/api_proxy/device/device_list_by_mulit_params/',
          query: { tab: 'component', search: keyword },
        })
      ).body.data;
    const [smoke] = await ctx.db
      .select()
      .from(components)
      .where(eq(components.companyId, tower()))
      .orderBy(components.id)
      .limit(1);
    await ctx.db.update(components).set({ code: 'HD-SMK-0001' }).where(eq(components.id, smoke!.id));
    expect(await search('SMK-00')).toEqual({ total: 1, list: [expect.objectContaining({ name: smoke!.name })] });
    const byName = await search(smoke!.name.slice(0, 4));
    expect(byName.list.map((item) => item.name)).toContain(smoke!.name);
    const [{ value: inPlace } = { value: 0 }] = await ctx.db
      .select({ value: count() })
      .from(components)
      .where(eq(components.location, smoke!.location!));
    expect((await search(smoke!.location!)).total).toBe(inPlace);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('gives the totals of ILIKE over the components themselves, with and without other filters, as operator and manager', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const manager = await loginAs(ctx.app, 'manager');
    const [smoke] = await ctx.db
      .select()
      .from(components)
      .where(eq(components.companyId, tower()))
      .orderBy(components.id)
      .limit(1);
    // What a user expects: the keyword contained in name, code or location, whatever the case, counted the slow way.
    const contains = (keyword: string) =>
      sql`(${ilike(components.name, `%${keyword}%`)} or ${ilike(components.code, `%${keyword}%`)} or ${ilike(components.location, `%${keyword}%`)})`;
    const slowCount = async (keyword: string, unitIds: number[], buildingId?: number) =>
      (
        await ctx.db
          .select({ value: count() })
          .from(components)
          .where(
            and(
              inArray(components.companyId, unitIds),
              contains(keyword),
              buildingId ? eq(components.buildingId, buildingId) : undefined,
            ),
          )
      )[0]!.value;
    const listTotal = async (user: typeof operator, query: Record<string, string | number>) =>
      (
        await user.call<Page>({
          path: '/api_proxy/device/device_list_by_mulit_params/',
          query: { tab: 'component', ...query },
        })
      ).body.data.total;
    const badge = async (user: typeof operator, search: string) =>
      (await user.call<Counts>({ path: '/api_proxy/device/device_count_by_mulit_params/', query: { search } })).body
        .data.component;
    await ctx.db.update(components).set({ code: 'Hd-Smk-0042' }).where(eq(components.id, smoke!.id));
    const keywords = ['hd-smk', 'HD-SMK-0042', smoke!.name.slice(0, 2), smoke!.location!, '探测器', 'F1'];
    for (const keyword of keywords) {
      const everywhere = await slowCount(keyword, [...units.values()]);
      expect(everywhere, keyword).toBeGreaterThan(0);
      expect(await listTotal(operator, { search: keyword }), keyword).toBe(everywhere);
      expect(await badge(operator, keyword), keyword).toBe(everywhere);
      expect(await listTotal(operator, { search: keyword, company_id: tower() }), keyword).toBe(
        await slowCount(keyword, [tower()]),
      );
      expect(await listTotal(manager, { search: keyword }), keyword).toBe(await slowCount(keyword, [tower()]));
      expect(await listTotal(manager, { search: keyword, building_id: smoke!.buildingId! }), keyword).toBe(
        await slowCount(keyword, [tower()], smoke!.buildingId!),
      );
    }
  });

  it('finds a renamed, recoded or relocated component by its new text only, follows a move to another unit, and forgets a deleted one', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const manager = await loginAs(ctx.app, 'manager');
    const search = async (user: typeof operator, keyword: string, query: Record<string, string | number> = {}) =>
      (
        await user.call<{ list: { device_id: number; name: string }[]; total: number }>({
          path: '/api_proxy/device/device_list_by_mulit_params/',
          query: { tab: 'component', search: keyword, ...query },
        })
      ).body.data;
    const [target] = await ctx.db
      .select()
      .from(components)
      .where(eq(components.companyId, tower()))
      .orderBy(components.id)
      .limit(1)
      .offset(3);
    const edit = async (body: Record<string, unknown>) =>
      (
        await manager.call({
          method: 'PUT',
          path: '/api_proxy/device/info/',
          body: { enum_device_class: 'component', device_id: target!.id, ...body },
        })
      ).body.code;

    expect(await edit({ name: '七层 茶水间 感温探测器 Qzx' })).toBe(0);
    expect(await search(manager, 'qzx')).toEqual({
      total: 1,
      list: [expect.objectContaining({ device_id: target!.id, name: '七层 茶水间 感温探测器 Qzx' })],
    });
    expect((await search(manager, target!.name)).list.map((item) => item.device_id)).not.toContain(target!.id);

    expect(await edit({ device_code: 'QzxCode77' })).toBe(0);
    expect((await search(manager, 'CODE77')).list.map((item) => item.device_id)).toEqual([target!.id]);
    // The location comes from ingest and imports; an update of it is found too.
    await ctx.db.update(components).set({ location: '屋顶 水箱间 QZXLOC' }).where(eq(components.id, target!.id));
    expect((await search(manager, '水箱间 qzxloc')).list.map((item) => item.device_id)).toEqual([target!.id]);
    // The alarm writer sets the name it already has on every alarm: the row stays as it was.
    await ctx.db
      .update(components)
      .set({ name: '七层 茶水间 感温探测器 Qzx', activeFlags: 2, state: 'fire' })
      .where(eq(components.id, target!.id));
    expect((await search(manager, 'qzx')).total).toBe(1);

    await ctx.db.update(components).set({ companyId: school() }).where(eq(components.id, target!.id));
    expect((await search(manager, 'qzx')).total).toBe(0);
    expect((await search(operator, 'qzx', { company_id: school() })).list.map((item) => item.device_id)).toEqual([
      target!.id,
    ]);
    await ctx.db.update(components).set({ companyId: tower() }).where(eq(components.id, target!.id));

    const removed = await manager.call({
      method: 'DELETE',
      path: '/api_proxy/device/info/',
      query: { device_ids: String(target!.id), enum_device_class: 'component' },
    });
    expect(removed.body.code).toBe(0);
    expect(await search(operator, 'qzx')).toEqual({ total: 0, list: [] });
    expect(await ctx.db.select().from(componentSearch).where(eq(componentSearch.id, target!.id))).toEqual([]);
  });
});
