import { ErrorCodes } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, floors, organisations } from '../../db/schema';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  for (const row of await ctx.db.select().from(organisations)) ids[row.name] = row.id;
});
afterAll(() => ctx.close());

type CompanyPage = { list: { company_id: number; company_name: string }[]; total: number };

describe('shared picker calls', () => {
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

  it("refuses another unit's buildings, floors, areas and tree (9993) and returns nothing of them", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const school = ids['朝阳实验学校']!;
    const [building] = await ctx.db.select().from(buildings).where(eq(buildings.companyId, school));
    const [floor] = await ctx.db.select().from(floors).where(eq(floors.buildingId, building!.id));
    for (const [path, query] of [
      ['/api_proxy/other/GetBuildingList', { company_id: school }],
      ['/api_proxy/other/GetFloorList', { building_id: building!.id }],
      ['/api_proxy/other/GetAreaList', { floor_id: floor!.id }],
      ['/api_proxy/other/GetCompanyBuildingFloorTree', { company_id: school }],
    ] as const) {
      const { body } = await manager.call({ path, query });
      expect(body.code, path).toBe(ErrorCodes.noPermission);
      expect(body.data, path).toBeNull();
    }
  });

  it('walks a unit down to its areas, and the tree holds the same in one answer', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const tower = ids['华鼎国际大厦']!;
    const list = await manager.call<{ building_id: number; building_name: string }[]>({
      path: '/api_proxy/other/GetBuildingList',
      query: { company_id: tower },
    });
    expect(list.body.data.map((row) => row.building_name)).toEqual(['A 座', 'B 座']);
    const towerA = list.body.data[0]!;
    const floorList = await manager.call<{ floor_id: number; floor_name: string; floor_no: number }[]>({
      path: '/api_proxy/other/GetFloorList',
      query: { building_id: towerA.building_id },
    });
    expect(floorList.body.data.map((row) => row.floor_name)).toEqual(['B2', 'B1', 'F1', 'F2', 'F3', 'F4', 'F5']);
    const areaList = await manager.call<{ area_name: string; is_default: number }[]>({
      path: '/api_proxy/other/GetAreaList',
      query: { floor_id: floorList.body.data[2]!.floor_id },
    });
    expect(areaList.body.data).toEqual([expect.objectContaining({ area_name: '默认区域', is_default: 1 })]);
    const tree = await manager.call<{
      company_name: string;
      children: { building_name: string; children: { floor_name: string; children: unknown[] }[] }[];
    }>({
      path: '/api_proxy/other/GetCompanyBuildingFloorTree',
      query: { company_id: tower },
    });
    expect(tree.body.data.company_name).toBe('华鼎国际大厦');
    expect(tree.body.data.children.map((building) => building.building_name)).toEqual(['A 座', 'B 座']);
    expect(tree.body.data.children[0]!.children.map((floor) => floor.floor_name)).toEqual([
      'B2',
      'B1',
      'F1',
      'F2',
      'F3',
      'F4',
      'F5',
    ]);
    expect(tree.body.data.children[0]!.children[0]!.children).toHaveLength(1);
  });

  it('shows the centre tree with the units in scope only', async () => {
    const authority = await loginAs(ctx.app, 'authority');
    const { body } = await authority.call<{ center_name: string; children: { company_name: string }[] }[]>({
      path: '/api_proxy/other/getCenterTree',
    });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.center_name).toBe('火线消防远程监控中心');
    expect(body.data[0]!.children.map((unit) => unit.company_name).sort()).toEqual(
      ['华鼎国际大厦', '学院路便民商场'].sort(),
    );
    const [unbound] = await ctx.db
      .select()
      .from(organisations)
      .where(and(eq(organisations.kind, 'cared'), eq(organisations.name, '朝阳实验学校')));
    expect(JSON.stringify(body.data)).not.toContain(unbound!.name);
  });
});
