import { ErrorCodes } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintContractUnits, maintContracts, repairTasks } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { buildRole, buildUser } from '../../db/seed/factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import type { DeviceRef } from '../../ingest/ingest-types';
import { freshComponent, raiseAlarm } from '../../test/alarm-events';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { loginAll, orgIdOf, TOWER_NAME, type Session, type TestContext } from '../maint/test-fixtures';

let ctx: TestContext;
let tower: DeviceRef;
let school: DeviceRef;
let towerId: number;
let maintId: number;
let manager: Session;
let operator: Session;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  towerId = await orgIdOf(ctx, TOWER_NAME);
  maintId = await orgIdOf(ctx, '安泰消防维保有限公司');
  tower = toDeviceRef(await buildDevice(ctx.db, { companyId: towerId, name: 'A座 火灾报警控制器' }));
  school = toDeviceRef(
    await buildDevice(ctx.db, { companyId: await orgIdOf(ctx, '朝阳实验学校'), name: '教学楼 报警主机' }),
  );
  [manager, operator] = await loginAll(ctx, ['manager', 'operator']);
});
afterAll(() => ctx.close());

type Option = {
  is_active: number;
  project_id: number;
  contract_id: number;
  company_maint_id: number;
  company_cared_id: number;
  company_name: string;
  project_name: string;
};
const repairBody = (eventId: number, contract: Option, faultDesc = '2层楼梯间感烟探测器故障，需更换') => ({
  mt_task: {
    task_name: '',
    project_id: contract.project_id,
    company_maint_id: contract.company_maint_id,
    company_cared_id: contract.company_cared_id,
    contract_id: contract.contract_id,
    enum_task_origin: { id: 3 },
    enum_task_type: { id: 2 },
    enum_task_status: { id: 1 },
    thing_id: 1,
    thing_type: 1,
    event_id: eventId,
    equip_id: -1,
    creater_id: 0,
  },
  mt_task_confirm: { fault_desc: faultDesc },
});
const options = async (session: typeof manager, unitId: number) =>
  (
    await session.call<Option[]>({
      path: '/api_proxy/maint/contract/list_by_company_cared_id/',
      query: { company_cared_id: unitId },
    })
  ).body;

describe('repair request from a fault', () => {
  it('offers the maintenance companies with a contract in force for the cared unit', async () => {
    const body = await options(manager, towerId);
    expect(body.data).toEqual([
      expect.objectContaining({
        is_active: 1,
        company_maint_id: maintId,
        company_cared_id: towerId,
        company_name: '安泰消防维保有限公司',
        project_name: '华鼎国际大厦消防设施年度维保项目',
      }),
    ]);
    const schoolId = school.companyId;
    expect((await options(operator, schoolId)).data).toEqual([]);
    await ctx.db.update(maintContracts).set({ isActive: false });
    expect((await options(operator, towerId)).data).toEqual([]);
    await ctx.db.update(maintContracts).set({ isActive: true });
  });

  it('lists the asked unit’s contracts, and refuses a unit outside the caller’s scope', async () => {
    const schoolId = school.companyId;
    const [towerContract] = await ctx.db
      .select({ contract: maintContracts })
      .from(maintContracts)
      .innerJoin(maintContractUnits, eq(maintContractUnits.contractId, maintContracts.id))
      .where(eq(maintContractUnits.unitId, towerId));
    const { companyMaintId, startDate, endDate } = towerContract!.contract;
    const [schoolContract] = await ctx.db
      .insert(maintContracts)
      .values({ companyMaintId, startDate, endDate, projectName: '朝阳实验学校消防维保项目' })
      .returning();
    await ctx.db.insert(maintContractUnits).values({ contractId: schoolContract!.id, unitId: schoolId });
    const forSchool = await options(operator, schoolId);
    expect(forSchool.data).toEqual([
      expect.objectContaining({ company_cared_id: schoolId, project_name: '朝阳实验学校消防维保项目' }),
    ]);
    // A unit's manager asking for another unit is refused, not answered with their own unit's contracts.
    const refused = await options(manager, schoolId);
    expect(refused.code).toBe(ErrorCodes.noPermission);
    expect(refused.data).toBeNull();
    await ctx.db.delete(maintContracts).where(eq(maintContracts.id, schoolContract!.id));
  });

  it('creates the repair task with the fixed defaults, then refuses a second request for the same fault', async () => {
    const faultId = await raiseAlarm(ctx.deps.eventWriter, tower, {
      category: 'fault',
      component: freshComponent('2层楼梯间感烟'),
    });
    const [contract] = (await options(manager, towerId)).data;
    const check = await manager.call<{ can_apply: boolean }>({
      path: '/api_proxy/maint/repair/check_apply/',
      query: { event_id: faultId },
    });
    expect(check.body.data.can_apply).toBe(true);
    const created = await manager.call<{ id: number; task_name: string }>({
      method: 'POST',
      path: '/api_proxy/maint/repair/info/',
      body: repairBody(faultId, contract!),
    });
    expect(created.body.code).toBe(0);
    const [row] = await ctx.db.select().from(repairTasks).where(eq(repairTasks.id, created.body.data.id));
    expect(row).toMatchObject({
      taskName: '2层楼梯间感烟故障',
      enumTaskOrigin: 3,
      enumTaskType: 2,
      enumTaskStatus: 1,
      equipId: -1,
      eventId: faultId,
      companyMaintId: maintId,
      unitId: towerId,
      contractId: contract!.contract_id,
      createrId: manager.uid,
      faultDesc: '2层楼梯间感烟探测器故障，需更换',
    });
    const again = await operator.call({
      method: 'POST',
      path: '/api_proxy/maint/repair/info/',
      body: repairBody(faultId, contract!, '再次报修'),
      lang: 'en',
    });
    expect(again.body.code).toBe(ErrorCodes.alreadyExists);
    expect(again.body.msg).toContain('a repair order is already being processed, do not submit again');
    expect(await ctx.db.select().from(repairTasks).where(eq(repairTasks.eventId, faultId))).toHaveLength(1);
    expect(
      (
        await manager.call<{ can_apply: boolean }>({
          path: '/api_proxy/maint/repair/check_apply/',
          query: { event_id: faultId },
        })
      ).body.data.can_apply,
    ).toBe(false);
  });

  it('requires the maintenance company and the fault description, and a fault event', async () => {
    const [contract] = (await options(manager, towerId)).data;
    const faultId = await raiseAlarm(ctx.deps.eventWriter, tower, { category: 'fault' });
    const noDesc = await manager.call({
      method: 'POST',
      path: '/api_proxy/maint/repair/info/',
      body: repairBody(faultId, contract!, ''),
    });
    expect(noDesc.body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'mt_task_confirm.fault_desc' },
    });
    const noCompany = repairBody(faultId, contract!);
    noCompany.mt_task.company_maint_id = null as unknown as number;
    expect(
      (await manager.call({ method: 'POST', path: '/api_proxy/maint/repair/info/', body: noCompany })).body,
    ).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'mt_task.company_maint_id' } });
    const fireId = await raiseAlarm(ctx.deps.eventWriter, tower, { category: 'fire' });
    expect(
      (
        await manager.call({
          method: 'POST',
          path: '/api_proxy/maint/repair/info/',
          body: repairBody(fireId, contract!),
        })
      ).body.code,
    ).toBe(ErrorCodes.checkFailed);
    expect(await ctx.db.select().from(repairTasks).where(eq(repairTasks.eventId, faultId))).toHaveLength(0);
  });

  it('refuses without a session, without the servicecompany-maintain-new button, and for another unit’s fault', async () => {
    const [contract] = (await options(manager, towerId)).data;
    const faultId = await raiseAlarm(ctx.deps.eventWriter, tower, { category: 'fault' });
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          path: '/api_proxy/maint/repair/info/',
          body: repairBody(faultId, contract!),
        })
      ).body.code,
    ).toBe(ErrorCodes.tokenInvalid);
    const role = await buildRole(ctx.db, {
      orgKind: 'cared',
      grants: ['alarmdeal'],
      except: ['servicecompany-maintain-new'],
    });
    await buildUser(ctx.db, {
      orgId: towerId,
      roleId: role.id,
      username: 'no_repair_button',
      password: 'Fireline@2026',
    });
    const withoutButton = await loginAs(ctx.app, 'no_repair_button');
    expect(
      (
        await withoutButton.call({
          method: 'POST',
          path: '/api_proxy/maint/repair/info/',
          body: repairBody(faultId, contract!),
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    const schoolFault = await raiseAlarm(ctx.deps.eventWriter, school, { category: 'fault' });
    expect(
      (
        await manager.call({
          method: 'POST',
          path: '/api_proxy/maint/repair/info/',
          body: repairBody(schoolFault, contract!),
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(repairTasks).where(eq(repairTasks.eventId, schoolFault))).toHaveLength(0);
    expect(await ctx.db.select().from(repairTasks).where(eq(repairTasks.eventId, faultId))).toHaveLength(0);
  });
});
