import { ErrorCodes, type Contract, type ContractPage } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintContracts, maintPlans, orgBindings, repairTasks, roles } from '../../db/schema';
import { buildOrg, buildUser } from '../../db/seed/factories';
import { buildJobs } from '../../scheduler/jobs';
import { call } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { generatePlanTasks, siteToday, syncContractScope } from './index';
import { TOWER_NAME, buildRivalEngineer, loginAll, orgIdOf, type Session, type TestContext } from './test-fixtures';

let ctx: TestContext;
let admin: Session;
let engineer: Session;
let manager: Session;
let operator: Session;
let ids: { tower: number; mall: number; school: number; maint: number; rival: number; stranger: number };
let engineerUid: number;
let rival: Session;
let today: string;

const DAY_MS = 86_400_000;
/** The site day `offset` days from today. */
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const org = (name: string) => orgIdOf(ctx, name);
  const school = await org('朝阳实验学校');
  const { org: rivalOrg, user: rivalUser } = await buildRivalEngineer(ctx, { unitId: school, name: '另一家维保公司' });
  const stranger = await buildOrg(ctx.db, { kind: 'cared', name: '未绑定中心的单位' });
  ids = {
    tower: await org(TOWER_NAME),
    mall: await org('学院路便民商场'),
    school,
    maint: await org('安泰消防维保有限公司'),
    rival: rivalOrg.id,
    stranger: stranger.id,
  };
  [admin, engineer, manager, operator, rival] = await loginAll(ctx, [
    'admin',
    'engineer',
    'manager',
    'operator',
    rivalUser.username,
  ]);
  engineerUid = engineer.uid;
  today = siteToday(ctx.deps.siteTime);
});
afterAll(() => ctx.close());

const contractBody = (overrides: Record<string, unknown> = {}) => ({
  company_maint_id: ids.maint,
  project_name: '朝阳实验学校消防设施维保',
  entrust_company_name: '朝阳实验学校后勤处',
  company_ids: [ids.school],
  project_contact_name: '刘老师',
  project_contact_phone: '13700137000',
  spot_contact_name: '赵工',
  spot_contact_phone: '010-62345678',
  contact_period: [day(-1), day(364)],
  contract_amount: 98000.5,
  related_resp_uid: engineerUid,
  fire_tank_location: '教学楼屋顶',
  fire_tank_capacity: 12,
  fire_pool_location: '操场地下',
  fire_pool_capacity: 300,
  fire_control_room_position: '教学楼一层',
  attachments: [],
  ...overrides,
});
const post = (session: Session, body: Record<string, unknown>) =>
  session.call<Contract>({ method: 'POST', path: '/api_proxy/maint/contract/info/', body });
const put = (session: Session, body: Record<string, unknown>) =>
  session.call<Contract>({ method: 'PUT', path: '/api_proxy/maint/contract/info/', body });
const remove = (session: Session, id: number) =>
  session.call<{ id: number }>({ method: 'DELETE', path: '/api_proxy/maint/contract/info/', query: { id } });
const list = (session: Session, query: Record<string, string | number> = {}) =>
  session.call<ContractPage>({ path: '/api_proxy/maint/contract/list/', query });
const binding = async (orgId: number, unitId: number) =>
  (
    await ctx.db
      .select()
      .from(orgBindings)
      .where(and(eq(orgBindings.orgId, orgId), eq(orgBindings.unitId, unitId)))
  )[0];
/** The units the engineer's unit list shows (their scope). */
const engineerUnits = async () =>
  (
    await engineer.call<{ list: { company_id: number }[] }>({
      path: '/api_proxy/company_cared/list/',
      query: { page_size: 100 },
    })
  ).body.data.list.map((unit) => unit.company_id);

describe('maintenance contracts', () => {
  it('creates a contract that binds the maintenance company to its unit, answered field by field', async () => {
    expect(await engineerUnits()).not.toContain(ids.school);
    const { body } = await post(admin, contractBody());
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      project_id: body.data.id,
      company_maint_id: ids.maint,
      company_maint_name: '安泰消防维保有限公司',
      project_name: '朝阳实验学校消防设施维保',
      entrust_company_name: '朝阳实验学校后勤处',
      company_ids: [ids.school],
      companies: [{ company_id: ids.school, company_name: '朝阳实验学校' }],
      project_contact_name: '刘老师',
      project_contact_phone: '13700137000',
      spot_contact_name: '赵工',
      spot_contact_phone: '010-62345678',
      contact_period: [day(-1), day(364)],
      contract_amount: 98000.5,
      related_resp_uid: engineerUid,
      related_resp_name: '赵工',
      fire_tank_location: '教学楼屋顶',
      fire_tank_capacity: 12,
      fire_pool_location: '操场地下',
      fire_pool_capacity: 300,
      fire_control_room_position: '教学楼一层',
      attachments: [],
      status: 2,
      is_expiring: 0,
      days_left: 365,
      can_edit: 1,
      can_work: 1,
    });
    expect(await binding(ids.maint, ids.school)).toMatchObject({ status: 1, origin: 'contract' });
    expect(await engineerUnits()).toContain(ids.school);
    // The engineer reads it (their company's) but may not change it: the school is bound to them by the contract only.
    const seen = await engineer.call<Contract>({
      path: '/api_proxy/maint/contract/info/',
      query: { id: body.data.id },
    });
    expect(seen.body.data).toMatchObject({ id: body.data.id, can_edit: 0, can_work: 1 });
    const change = await put(engineer, { id: body.data.id, ...contractBody({ contact_period: [day(-1), day(3000)] }) });
    expect(change.body.code).toBe(ErrorCodes.noPermission);
    await remove(admin, body.data.id);
    expect(await binding(ids.maint, ids.school)).toBeUndefined();
  });

  it('filters all / expiring / not started / in progress / finished on the site’s day', async () => {
    const made = await Promise.all(
      [
        ['未开始', day(10), day(100)],
        ['即将到期', day(-100), day(29)],
        ['进行中', day(-100), day(30)],
        ['已结束', day(-100), day(-1)],
      ].map(([name, start, end]) =>
        post(
          admin,
          contractBody({ project_name: `筛选-${name}`, company_ids: [ids.mall], contact_period: [start, end] }),
        ),
      ),
    );
    const [notStarted, expiring, running, finished] = made.map((answer) => answer.body.data);
    const answer = (await list(admin, { project_name: '筛选-' })).body;
    const page = answer.data;
    expect(page.counts).toEqual({ all: 4, expiring: 1, not_started: 1, in_progress: 2, finished: 1 });
    const namesOf = async (status: string) =>
      (await list(admin, { project_name: '筛选-', status })).body.data.list.map((row) => row.id);
    expect(await namesOf('expiring')).toEqual([expiring!.id]);
    expect(await namesOf('not_started')).toEqual([notStarted!.id]);
    expect((await namesOf('in_progress')).sort()).toEqual([expiring!.id, running!.id].sort());
    expect(await namesOf('finished')).toEqual([finished!.id]);
    expect(expiring).toMatchObject({ status: 2, is_expiring: 1, days_left: 30 });
    expect(running).toMatchObject({ is_expiring: 0, days_left: 31 });
    expect(notStarted).toMatchObject({ status: 1 });
    expect(finished).toMatchObject({ status: 3, days_left: 0 });
    for (const row of made) await remove(admin, row.body.data.id);
    expect(await binding(ids.maint, ids.mall)).toBeUndefined();
  });

  it('starts and ends the scope with the contract’s days: the scheduler’s sync, an edit, another live contract', async () => {
    const future = (await post(admin, contractBody({ company_ids: [ids.mall], contact_period: [day(5), day(20)] })))
      .body.data;
    expect(await binding(ids.maint, ids.mall)).toBeUndefined();
    const at = (offset: number) => new Date(Date.parse(`${day(offset)}T04:00:00Z`));
    await syncContractScope(ctx.db, ctx.deps.siteTime, at(5));
    expect(await binding(ids.maint, ids.mall)).toMatchObject({ status: 1, origin: 'contract' });
    // Idempotent: a second run changes nothing.
    expect(await syncContractScope(ctx.db, ctx.deps.siteTime, at(5))).toEqual({ bound: [], removed: [] });
    await syncContractScope(ctx.db, ctx.deps.siteTime, at(21));
    expect(await binding(ids.maint, ids.mall)).toBeUndefined();
    await syncContractScope(ctx.db, ctx.deps.siteTime);

    // An edit that moves the period into the past ends the scope at once; two live contracts keep it until both end.
    const first = (await post(admin, contractBody({ company_ids: [ids.mall] }))).body.data;
    const second = (await post(admin, contractBody({ company_ids: [ids.mall], project_name: '第二份合同' }))).body.data;
    expect(await engineerUnits()).toContain(ids.mall);
    const expired = await put(admin, {
      id: first.id,
      ...contractBody({ company_ids: [ids.mall], contact_period: [day(-30), day(-1)] }),
    });
    expect(expired.body.data.status).toBe(3);
    expect(await binding(ids.maint, ids.mall)).toMatchObject({ status: 1 });
    await put(admin, {
      id: second.id,
      ...contractBody({ company_ids: [ids.mall], contact_period: [day(-30), day(-1)] }),
    });
    expect(await binding(ids.maint, ids.mall)).toBeUndefined();
    expect(await engineerUnits()).not.toContain(ids.mall);
    for (const id of [future.id, first.id, second.id]) await remove(admin, id);
    expect(buildJobs(ctx.deps).map((job) => job.name)).toContain('maint-contract-scope');
  });

  it('never touches a binding that existed before, independent of contracts', async () => {
    expect(await binding(ids.maint, ids.tower)).toMatchObject({ status: 1, origin: 'request' });
    const extra = (await post(admin, contractBody({ company_ids: [ids.tower] }))).body.data;
    await put(admin, {
      id: extra.id,
      ...contractBody({ company_ids: [ids.tower], contact_period: [day(-9), day(-2)] }),
    });
    await remove(admin, extra.id);
    expect(await binding(ids.maint, ids.tower)).toMatchObject({ status: 1, origin: 'request' });
  });

  it('lets a maintenance company write its own contracts for units bound to it by request only', async () => {
    const own = await post(engineer, contractBody({ company_maint_id: undefined, company_ids: [ids.tower] }));
    expect(own.body.code).toBe(0);
    expect(own.body.data).toMatchObject({ company_maint_id: ids.maint, can_edit: 1 });
    const widen = await post(engineer, contractBody({ company_ids: [ids.tower, ids.school] }));
    expect(widen.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'company_ids' } });
    const forRival = await post(engineer, contractBody({ company_maint_id: ids.rival, company_ids: [ids.tower] }));
    expect(forRival.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'company_maint_id' } });
    const units = await engineer.call<{ company_id: number }[]>({ path: '/api_proxy/maint/contract/unit_options/' });
    expect(units.body.data.map((unit) => unit.company_id)).toEqual([ids.tower]);
    const companies = await engineer.call<{ company_id: number }[]>({
      path: '/api_proxy/maint/contract/maint_options/',
    });
    expect(companies.body.data.map((org) => org.company_id)).toEqual([ids.maint]);
    await remove(engineer, own.body.data.id);
  });

  it('refuses another company’s contracts, and shows a unit only the contracts covering it', async () => {
    const mine = (await post(admin, contractBody({ company_ids: [ids.tower] }))).body.data;
    const theirs = (
      await post(
        admin,
        contractBody({ company_maint_id: ids.rival, project_name: '竞争对手的合同', related_resp_uid: null }),
      )
    ).body.data;
    for (const answer of [
      await rival.call({ path: '/api_proxy/maint/contract/info/', query: { id: mine.id } }),
      await put(rival, { id: mine.id, ...contractBody({ company_maint_id: ids.rival, related_resp_uid: null }) }),
      await remove(rival, mine.id),
      await engineer.call({ path: '/api_proxy/maint/contract/info/', query: { id: theirs.id } }),
      await remove(engineer, theirs.id),
      await remove(manager, mine.id),
    ])
      expect(answer.body.code).toBe(ErrorCodes.noPermission);
    const [row] = await ctx.db.select().from(maintContracts).where(eq(maintContracts.id, mine.id));
    expect(row?.projectName).toBe('朝阳实验学校消防设施维保');
    expect((await list(rival)).body.data.list.map((item) => item.id)).toEqual([theirs.id]);
    expect((await list(engineer)).body.data.list.map((item) => item.id)).not.toContain(theirs.id);
    // The tower's manager reads the tower's contracts, not the school's, and may not write any.
    const forTower = (await list(manager)).body.data.list;
    expect(forTower.every((item) => item.company_ids.includes(ids.tower))).toBe(true);
    expect(forTower.map((item) => item.can_edit)).not.toContain(1);
    expect((await manager.call({ path: '/api_proxy/maint/contract/info/', query: { id: theirs.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await post(manager, contractBody({ company_ids: [ids.tower] }))).body.code).toBe(ErrorCodes.noPermission);
    // A centre writes for the units of its scope only.
    const outside = await post(operator, contractBody({ company_ids: [ids.stranger] }));
    expect(outside.body).toMatchObject({ code: ErrorCodes.noPermission, data: { field: 'company_ids' } });
    const byCentre = await post(operator, contractBody({ project_name: '中心录入的合同' }));
    expect(byCentre.body.data).toMatchObject({ company_ids: [ids.school], can_edit: 1 });
    await remove(operator, byCentre.body.data.id);
    expect((await call(ctx.app, { path: '/api_proxy/maint/contract/list/' })).body.code).toBe(ErrorCodes.tokenInvalid);
    await remove(admin, mine.id);
    await remove(admin, theirs.id);
  });

  it('names the field of bad input, and keeps a contract that repair tasks refer to', async () => {
    const answer = async (overrides: Record<string, unknown>) => (await post(admin, contractBody(overrides))).body;
    expect(await answer({ project_name: undefined })).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'project_name' },
    });
    expect(await answer({ spot_contact_phone: '12345' })).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'spot_contact_phone' },
    });
    expect(await answer({ contact_period: ['2026-02-30', day(3)] })).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'contact_period.0' },
    });
    expect(await answer({ contact_period: [day(3), day(1)] })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'contact_period' },
    });
    expect(await answer({ company_ids: [ids.maint] })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'company_ids' },
    });
    expect(await answer({ company_maint_id: ids.school })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'company_maint_id' },
    });
    expect(await answer({ related_resp_uid: manager.uid })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'related_resp_uid' },
    });
    expect(await answer({ attachments: ['00000000-0000-0000-0000-000000000000'] })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'attachments' },
    });
    const used = (await post(admin, contractBody())).body.data;
    await ctx.db.insert(repairTasks).values({
      taskName: '教学楼感烟故障',
      contractId: used.id,
      companyMaintId: ids.maint,
      unitId: ids.school,
      enumTaskOrigin: 3,
      enumTaskType: 2,
      enumTaskStatus: 1,
      createrId: admin.uid,
      faultDesc: '需更换',
    });
    expect((await remove(admin, used.id)).body.code).toBe(ErrorCodes.cannotDelete);
    expect((await ctx.db.select().from(maintContracts).where(eq(maintContracts.id, used.id))).length).toBe(1);
    await ctx.db.delete(repairTasks).where(eq(repairTasks.contractId, used.id));
    expect((await remove(admin, used.id)).body.code).toBe(0);
  });
  it('suspends a contract for the centre only: the scope goes at once, plans make no tasks, resume restores both', async () => {
    const contract = (await post(admin, contractBody({ project_name: '暂停测试合同' }))).body.data;
    expect(await engineerUnits()).toContain(ids.school);
    const unitCall = () => engineer.call({ path: '/api_proxy/company_cared/info/', query: { company_id: ids.school } });
    expect((await unitCall()).body.code).toBe(0);
    const suspend = (session: Session, body: Record<string, unknown>) =>
      session.call<Contract>({ method: 'PUT', path: '/api_proxy/maint/contract/suspend/', body });
    const resume = (session: Session, body: Record<string, unknown>) =>
      session.call<Contract>({ method: 'PUT', path: '/api_proxy/maint/contract/resume/', body });

    // The maintenance company may not suspend its own contract, nor a centre whose scope does not hold the unit.
    const centreRole = (await ctx.db.select().from(roles).where(eq(roles.code, 'center_operator')))[0]!;
    const otherCentre = await buildOrg(ctx.db, { kind: 'center', name: '另一家监控中心' });
    const outsider = await buildUser(ctx.db, { orgId: otherCentre.id, roleId: centreRole.id });
    const [stranger] = await loginAll(ctx, [outsider.username]);
    for (const session of [engineer, stranger!, manager])
      expect((await suspend(session, { contract_id: contract.id, reason: '欠款' })).body.code).toBe(
        ErrorCodes.noPermission,
      );
    expect((await suspend(operator, { contract_id: contract.id, reason: ' ' })).body).toMatchObject({
      data: { field: 'reason' },
    });
    expect((await engineerUnits()).includes(ids.school)).toBe(true);

    const [plan] = await ctx.db
      .insert(maintPlans)
      .values({ contractId: contract.id, planName: '暂停期间的计划', startDate: day(-1), endDate: day(30) })
      .returning();
    const suspended = await suspend(operator, { contract_id: contract.id, reason: '维保费用逾期未付' });
    expect(suspended.body.data).toMatchObject({
      is_active: 0,
      suspend_reason: '维保费用逾期未付',
      suspended_by_name: '王值班',
      can_suspend: 1,
    });
    expect(suspended.body.data.suspended_time).toBeGreaterThan(0);
    expect(await binding(ids.maint, ids.school)).toBeUndefined();
    expect(await engineerUnits()).not.toContain(ids.school);
    expect((await unitCall()).body.code).toBe(ErrorCodes.noPermission);
    expect(await generatePlanTasks(ctx.db, { today, planIds: [plan!.id] })).toEqual([]);
    expect((await syncContractScope(ctx.db, ctx.deps.siteTime)).bound).toEqual([]);
    expect((await suspend(operator, { contract_id: contract.id, reason: '再次' })).body.code).toBe(
      ErrorCodes.checkFailed,
    );
    const generate = await admin.call({
      method: 'POST',
      path: '/api_proxy/maint/charge/generate/',
      body: { contract_id: contract.id, cycle: 'yearly' },
    });
    expect(generate.body).toMatchObject({ code: ErrorCodes.checkFailed, data: { field: 'contract_id' } });
    // The engineer still reads the contract (their company's), marked suspended, and may not resume it.
    const seen = await engineer.call<Contract>({ path: '/api_proxy/maint/contract/info/', query: { id: contract.id } });
    expect(seen.body.data).toMatchObject({ is_active: 0, can_suspend: 0 });
    expect((await resume(engineer, { contract_id: contract.id })).body.code).toBe(ErrorCodes.noPermission);

    const resumed = await resume(operator, { contract_id: contract.id });
    expect(resumed.body.data).toMatchObject({
      is_active: 1,
      resumed_by_name: '王值班',
      suspend_reason: '维保费用逾期未付',
    });
    expect(await engineerUnits()).toContain(ids.school);
    expect((await unitCall()).body.code).toBe(0);
    expect(await generatePlanTasks(ctx.db, { today, planIds: [plan!.id] })).toHaveLength(1);
    expect((await resume(operator, { contract_id: contract.id })).body.code).toBe(ErrorCodes.checkFailed);
    expect((await remove(admin, contract.id)).body.code).toBe(0);
  });
});
