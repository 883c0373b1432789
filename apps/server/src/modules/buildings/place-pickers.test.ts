import { ErrorCodes } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, floors, organisations } from '../../db/schema';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

/** The shared pickers' place calls: buildings and the unit's tree here, floors and areas (modules/floors) on the way down. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  for (const row of await ctx.db.select().from(organisations)) ids[row.name] = row.id;
});
afterAll(() => ctx.close());

describe('shared place pickers', () => {
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
});
