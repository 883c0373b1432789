import {
  ErrorCodes,
  type ContractRelated,
  type ContractRelatedPage,
  type Entry,
  type EquipCheckRow,
  type MtBuilding,
  type MtBuildingRow,
  type Page,
  type ProjectPage,
} from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, equipment } from '../../db/schema';
import { orgIdOf, startMaintTest, type Session, type TestContext } from './test-fixtures';

let ctx: TestContext;
let engineer: Session;
let manager: Session;
let rival: Session;
let contractId: number;
let period: [string, string];
let towerA: number;
let towerB: number;
let schoolBuilding: number;

beforeAll(async () => {
  const fixture = await startMaintTest({ bare: true });
  ({ ctx, engineer, manager, rival } = fixture);
  const { contract, tower } = fixture;
  contractId = contract.id;
  period = [contract.startDate, contract.endDate];
  const school = await orgIdOf(ctx, '朝阳实验学校');
  const buildingRows = await ctx.db.select().from(buildings).where(eq(buildings.companyId, tower));
  towerA = buildingRows.find((row) => row.name.startsWith('A'))!.id;
  towerB = buildingRows.find((row) => row.id !== towerA)!.id;
  schoolBuilding = (await ctx.db.select().from(buildings).where(eq(buildings.companyId, school)))[0]!.id;
});
afterAll(() => ctx.close());

const buildingList = (session: Session, inContract: 0 | 1) =>
  session.call<MtBuildingRow[]>({
    path: '/api_proxy/maint/mt_building_list/',
    query: { contract_id: contractId, in_contract: inContract },
  });
const addBuildings = (session: Session, buildingIds: number[]) =>
  session.call({
    method: 'POST',
    path: '/api_proxy/maint/mt_building/',
    body: { contract_id: contractId, building_ids: buildingIds },
  });
const related = (session: Session, query: Record<string, number>) =>
  session.call<ContractRelatedPage>({
    path: '/api_proxy/maint/contract_related/list/',
    query: { contract_id: contractId, ...query },
  });
const addEquipment = (session: Session, equipmentIds: number[], lang?: 'en') =>
  session.call<{ ids: number[] }>({
    method: 'POST',
    path: '/api_proxy/maint/contract_related/info/',
    body: { contract_id: contractId, equipment_ids: equipmentIds },
    lang,
  });
const entry = (session: Session, method: 'POST' | 'PUT', body: Record<string, unknown>) =>
  session.call<Entry>({ method, path: '/api_proxy/maint/entry/info/', body: { contract_id: contractId, ...body } });

describe('buildings and equipment under contract', () => {
  it('takes buildings of the covered units under the contract, and only them, by its workers', async () => {
    const candidates = (await buildingList(engineer, 0)).body.data.map((row) => row.building_id);
    expect(candidates.sort()).toEqual([towerA, towerB].sort());
    expect((await buildingList(engineer, 1)).body.data).toEqual([]);
    expect((await addBuildings(engineer, [schoolBuilding])).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'building_ids' },
    });
    expect((await addBuildings(manager, [towerA])).body).toMatchObject({
      code: ErrorCodes.noPermission,
      data: { field: 'contract_id' },
    });
    expect((await buildingList(rival, 1)).body.code).toBe(ErrorCodes.noPermission);
    expect((await addBuildings(engineer, [towerA])).body.data).toEqual({
      contract_id: contractId,
      building_ids: [towerA],
    });
    // The unit's manager reads what is under contract.
    expect((await buildingList(manager, 1)).body.data).toEqual([
      expect.objectContaining({ building_id: towerA, company_name: '华鼎国际大厦', equip_count: 0 }),
    ]);
  });

  it('puts equipment of those buildings under it with its type’s check list, edited per contract', async () => {
    const candidates = (await related(engineer, { in_contract: 0, building_id: towerA })).body.data;
    expect(candidates.total).toBeGreaterThanOrEqual(4);
    const extinguisher = candidates.list.find((row) => row.enum_equipment_type === 1)!;
    const hydrant = candidates.list.find((row) => row.enum_equipment_type === 2)!;
    const added = await addEquipment(engineer, [extinguisher.equipment_id]);
    const addedEn = await addEquipment(engineer, [hydrant.equipment_id], 'en');
    const [extinguisherId] = added.body.data.ids;
    const [hydrantId] = addedEn.body.data.ids;
    const info = (id: number) =>
      engineer.call<ContractRelated>({ path: '/api_proxy/maint/contract_related/info/', query: { id } });
    expect((await info(extinguisherId!)).body.data).toMatchObject({
      contract_id: contractId,
      equipment_id: extinguisher.equipment_id,
      building_id: towerA,
      check_count: 4,
      check_items: expect.arrayContaining([{ item_name: '压力指示', check_require: '压力表指针在绿区' }]),
    });
    expect((await info(hydrantId!)).body.data.check_items[0]).toEqual({
      item_name: 'Cabinet contents',
      check_require: 'Hose, nozzle and couplings complete',
    });
    // Equipment standing in a building not under contract, or of a unit the contract does not cover, is refused.
    const [door] = await ctx.db
      .update(equipment)
      .set({ buildingId: towerB })
      .where(eq(equipment.equipmentName, 'B1 泵房 甲级防火门'))
      .returning();
    const [light] = await ctx.db.select().from(equipment).where(eq(equipment.equipmentName, '主楼1层 应急照明灯'));
    for (const id of [door!.id, light!.id])
      expect((await addEquipment(engineer, [id])).body).toMatchObject({
        code: ErrorCodes.paramValue,
        data: { field: 'equipment_ids' },
      });
    const edit = (id: number, items: unknown[]) =>
      engineer.call<ContractRelated>({
        method: 'PUT',
        path: '/api_proxy/maint/contract_related/info/',
        body: { id, check_items: items },
      });
    expect((await edit(extinguisherId!, [])).body).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'check_items' },
    });
    const edited = await edit(extinguisherId!, [
      { item_name: '压力指示', check_require: '指针在绿区' },
      { item_name: '喷管', check_require: '无老化' },
    ]);
    expect(edited.body.data).toMatchObject({ check_count: 2 });
    expect(
      (
        await rival.call({
          method: 'PUT',
          path: '/api_proxy/maint/contract_related/info/',
          body: { id: extinguisherId, check_items: [{ item_name: 'x' }] },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);

    const building = await engineer.call<MtBuilding>({
      path: '/api_proxy/maint/mt_building/',
      query: { contract_id: contractId, building_id: towerA },
    });
    expect(building.body.data).toMatchObject({ building_id: towerA, equip_count: 2 });
    expect(building.body.data.equipment.map((row) => row.id).sort()).toEqual([extinguisherId, hydrantId].sort());
    const checks = await manager.call<Page<EquipCheckRow>>({
      path: '/api_proxy/maint/contract_equip_check/list/',
      query: { contract_id: contractId, building_id: towerA },
    });
    expect(checks.body.data.total).toBe(2 + 3);
    expect(checks.body.data.list).toContainEqual(
      expect.objectContaining({ related_id: extinguisherId, item_no: 2, item_name: '喷管', check_require: '无老化' }),
    );

    // Out goes the building, and its equipment with it.
    const removed = await engineer.call({
      method: 'DELETE',
      path: '/api_proxy/maint/mt_building/',
      query: { contract_id: contractId, building_id: towerA },
    });
    expect(removed.body.code).toBe(0);
    expect((await related(engineer, { in_contract: 1 })).body.data.total).toBe(0);
  });
});

describe('maintenance-company entries and projects', () => {
  it('records entries within the contract period, by its workers; the project list counts them', async () => {
    const [start, end] = period;
    expect((await entry(engineer, 'POST', { start_time: start, end_time: end, head_name: '' })).body).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'head_name' },
    });
    expect(
      (await entry(engineer, 'POST', { start_time: '2000-01-01', end_time: start, head_name: '赵工' })).body,
    ).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'start_time' } });
    expect((await entry(engineer, 'POST', { start_time: end, end_time: start, head_name: '赵工' })).body).toMatchObject(
      { code: ErrorCodes.paramValue, data: { field: 'end_time' } },
    );
    expect((await entry(manager, 'POST', { start_time: start, end_time: start, head_name: '李' })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    const created = await entry(engineer, 'POST', {
      start_time: start,
      end_time: start,
      head_name: '赵工',
      maint_content: '季度检测：消火栓系统、自动报警系统',
    });
    expect(created.body.data).toMatchObject({
      contract_id: contractId,
      project_name: '华鼎国际大厦消防设施年度维保项目',
      start_time: start,
      end_time: start,
      head_name: '赵工',
      maint_content: '季度检测：消火栓系统、自动报警系统',
    });
    const changed = await entry(engineer, 'PUT', {
      id: created.body.data.id,
      start_time: start,
      end_time: start,
      head_name: '钱工',
    });
    expect(changed.body.data).toMatchObject({ head_name: '钱工', maint_content: '' });
    const listed = await manager.call<Page<Entry>>({
      path: '/api_proxy/maint/entry/list/',
      query: { contract_id: contractId },
    });
    expect(listed.body.data.list.map((row) => row.id)).toEqual([created.body.data.id]);
    expect(
      (await rival.call({ path: '/api_proxy/maint/entry/list/', query: { contract_id: contractId } })).body.code,
    ).toBe(ErrorCodes.noPermission);
    expect(
      (
        await rival.call({
          method: 'DELETE',
          path: '/api_proxy/maint/entry/info/',
          query: { id: created.body.data.id },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);

    const projects = await engineer.call<ProjectPage>({ path: '/api_proxy/maint/project/list/' });
    expect(projects.body.data.list).toEqual([
      expect.objectContaining({
        project_id: contractId,
        contract_id: contractId,
        project_name: '华鼎国际大厦消防设施年度维保项目',
        company_maint_name: '安泰消防维保有限公司',
        status: 2,
        building_count: 0,
        entry_count: 1,
        last_entry: { start_time: start, end_time: start, head_name: '钱工' },
      }),
    ]);
    expect((await rival.call<ProjectPage>({ path: '/api_proxy/maint/project/list/' })).body.data.total).toBe(0);
    const deleted = await engineer.call({
      method: 'DELETE',
      path: '/api_proxy/maint/entry/info/',
      query: { id: created.body.data.id },
    });
    expect(deleted.body.code).toBe(0);
  });
});
