import { randomUUID } from 'node:crypto';
import {
  ErrorCodes,
  type PatrolArchive,
  type PatrolPlanDetail,
  type PatrolRecordDetail,
  type PatrolSiteDetail,
  type PatrolTask,
} from '@fireline/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  files,
  hazards,
  organisations,
  patrolPlans,
  patrolRecords,
  patrolSites,
  patrolTasks,
  roles,
  users,
} from '../../db/schema';
import { buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { unfitItemsOfRecord } from './index';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: Awaited<ReturnType<typeof loginAs>>;
let school: Awaited<ReturnType<typeof loginAs>>;
let towerId: number;
let schoolId: number;
let managerId: number;

const item = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  enum_pt_item_type: 1,
  quantity: 2,
  check_require_json: { kind: 'pass_fail', photo_required: false },
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const orgId = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  towerId = await orgId('华鼎国际大厦');
  schoolId = await orgId('朝阳实验学校');
  const [managerRole] = await ctx.db.select().from(roles).where(eq(roles.code, 'cared_manager'));
  await buildUser(ctx.db, { orgId: schoolId, roleId: managerRole!.id, username: 'patrolschool' });
  manager = await loginAs(ctx.app, 'manager');
  school = await loginAs(ctx.app, 'patrolschool', 'Fireline@2026');
  managerId = (await ctx.db.select().from(users).where(eq(users.username, 'manager')))[0]!.id;
});
afterAll(() => ctx.close());

/** A photo as an upload leaves it: a file of the tower. */
const storedImage = async () => {
  const fileId = randomUUID();
  await ctx.db.insert(files).values({
    id: fileId,
    kind: 'image',
    originalName: 'photo.png',
    mime: 'image/png',
    size: 1,
    storageKey: fileId,
    orgId: towerId,
  });
  return fileId;
};

const createSite = (session: typeof manager, body: Record<string, unknown>, lang?: 'en') =>
  session.call<PatrolSiteDetail>({ method: 'POST', path: '/api_proxy/patrol/site/info/', body, lang });

describe('patrol sites, items and plans', () => {
  it('creates a site with its items, and keeps the limits of spec 002 §5', async () => {
    const created = await createSite(manager, {
      company_cared_id: towerId,
      site_name: 'A座1层消防通道',
      items: [
        item('灭火器压力'),
        item('水压读数', {
          check_require_json: { kind: 'reading', min: 0.1, max: 1, unit: 'MPa', photo_required: true },
        }),
      ],
    });
    expect(created.body.code).toBe(0);
    const site = created.body.data;
    expect(site).toMatchObject({ site_name: 'A座1层消防通道', company_cared_id: towerId, item_count: 2 });
    expect(site.site_code).toMatch(/^XJD\d+/);
    expect(site.label_code).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(site.items.map((entry) => entry.name)).toEqual(['灭火器压力', '水压读数']);

    const tooMany = await createSite(
      manager,
      { company_cared_id: towerId, site_name: 'x', items: Array.from({ length: 11 }, (_, i) => item(`项${i}`)) },
      'en',
    );
    expect(tooMany.body).toMatchObject({ code: ErrorCodes.limitExceeded, data: { field: 'items' } });
    expect(tooMany.body.msg).toContain('maximum 10 items allowed');
    for (const quantity of [0, 101]) {
      const bad = await createSite(
        manager,
        { company_cared_id: towerId, site_name: 'x', items: [item('a', { quantity })] },
        'en',
      );
      expect(bad.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'items[0].quantity' } });
      expect(bad.body.msg).toContain('quantity cannot be less than 1 or exceed 100');
    }
    // The 11th item added one at a time is refused too.
    const full = await createSite(manager, {
      company_cared_id: towerId,
      site_name: '满项点',
      items: Array.from({ length: 10 }, (_, i) => item(`项${i}`)),
    });
    const eleventh = await manager.call({
      method: 'POST',
      path: '/api_proxy/patrol/item/info/',
      body: { site_id: full.body.data.id, ...item('多') },
    });
    expect(eleventh.body.code).toBe(ErrorCodes.limitExceeded);
  });

  it("refuses another unit's sites, plans and records, and leaves them unchanged", async () => {
    const { body } = await createSite(manager, { company_cared_id: towerId, site_name: '塔楼B1', items: [item('门')] });
    const siteId = body.data.id;
    expect((await createSite(school, { company_cared_id: towerId, site_name: '越权' })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    const edit = await school.call({
      method: 'PUT',
      path: '/api_proxy/patrol/site/info/',
      body: { site_id: siteId, company_cared_id: schoolId, site_name: '改名' },
    });
    expect(edit.body.code).toBe(ErrorCodes.noPermission);
    expect(
      (await school.call({ method: 'DELETE', path: '/api_proxy/patrol/site/info/', query: { site_id: siteId } })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
    const [row] = await ctx.db.select().from(patrolSites).where(eq(patrolSites.id, siteId));
    expect(row).toMatchObject({ siteName: '塔楼B1', isDeleted: false });
    // Another unit's plan may not take this unit's site; nor read or start this unit's plan.
    const plan = await school.call({
      method: 'POST',
      path: '/api_proxy/patrol/plan/info/',
      body: {
        company_cared_id: schoolId,
        plan_name: '越权计划',
        task_type: 1,
        start_time: 1,
        end_time: 2_000_000_000,
        site_ids: [siteId],
      },
    });
    expect(plan.body).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'site_ids' } });
    const towerPlan = await manager.call<PatrolPlanDetail>({
      method: 'POST',
      path: '/api_proxy/patrol/plan/info/',
      body: { plan_name: '塔楼日巡', task_type: 1, start_time: 1, end_time: 2_000_000_000, site_ids: [siteId] },
    });
    expect(towerPlan.body.code).toBe(0);
    expect(
      (await school.call({ path: '/api_proxy/patrol/plan/info/', query: { plan_id: towerPlan.body.data.id } })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
    const start = await school.call({
      method: 'POST',
      path: '/api_proxy/patrol/plan/start_or_end_patrol_plan/',
      body: { plan_id: towerPlan.body.data.id, startup_status: 1 },
    });
    expect(start.body.code).toBe(ErrorCodes.noPermission);
    // Check-in and records of another unit.
    expect(
      (
        await school.call({
          method: 'POST',
          path: '/api_proxy/patrol/details/info/',
          body: {
            site_id: siteId,
            client_key: randomUUID(),
            answers: [{ item_id: body.data.items[0]!.id, result: 1 }],
          },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    const lists = await school.call<{ list: { id: number }[] }>({
      path: '/api_proxy/patrol/site/list_by_company_cared/',
    });
    expect(lists.body.data.list.map((entry) => entry.id)).not.toContain(siteId);
    expect((await call(ctx.app, { path: '/api_proxy/patrol/site/list_by_company_cared/' })).body.code).toBe(
      ErrorCodes.tokenInvalid,
    );
    const operator = await loginAs(ctx.app, 'operator');
    expect((await operator.call({ path: '/api_proxy/patrol/site/list_by_company_cared/' })).body.code).toBe(
      ErrorCodes.noPermission,
    );
  });

  it("answers a unit's archive: its facilities with the points that are them; another unit's refused", async () => {
    const archive = () =>
      manager.call<{ total: number; list: PatrolArchive[] }>({
        path: '/api_proxy/patrol/archive/list_by_company_id/',
        query: { name: 'MHQ-A-F1-01' },
      });
    const before = await archive();
    expect(before.body.code).toBe(0);
    const item = before.body.data.list[0]!;
    expect(item).toMatchObject({ equipment_number: 'MHQ-A-F1-01', enum_equipment_type: { id: 1, name: '灭火器' } });
    const site = await createSite(manager, { site_name: '大堂灭火器', equipment_id: item.equipment_id });
    expect(site.body.data.equipment_id).toBe(item.equipment_id);
    const after = await archive();
    expect(after.body.data.list[0]!.sites).toEqual([
      { id: site.body.data.id, site_code: site.body.data.site_code, site_name: '大堂灭火器' },
    ]);
    // Another unit's facility may not be a point of the school; nor is the tower's archive the school's to read.
    expect((await createSite(school, { site_name: '越权设施', equipment_id: item.equipment_id })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect(
      (
        await school.call({
          path: '/api_proxy/patrol/archive/list_by_company_id/',
          query: { company_cared_id: towerId },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    expect(
      (await school.call<{ total: number }>({ path: '/api_proxy/patrol/archive/list_by_company_id/' })).body.data.total,
    ).toBe(0);
  });

  it('asks for a company and patrol points before a plan, and makes its task when started', async () => {
    const noSites = await manager.call({
      method: 'POST',
      path: '/api_proxy/patrol/plan/info/',
      body: { plan_name: '空计划', task_type: 2, start_time: 1, end_time: 2_000_000_000, site_ids: [] },
      lang: 'en',
    });
    expect(noSites.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'site_ids' } });
    expect(noSites.body.msg).toContain('a company and patrol points must be chosen first');
    const operator = await loginAs(ctx.app, 'admin');
    const noCompany = await operator.call({
      method: 'POST',
      path: '/api_proxy/patrol/plan/info/',
      body: { plan_name: '空计划', task_type: 2, start_time: 1, end_time: 2_000_000_000, site_ids: [1] },
    });
    expect(noCompany.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'company_cared_id' } });

    const site = (await createSite(manager, { company_cared_id: towerId, site_name: '周巡点', items: [item('门')] }))
      .body.data;
    const plan = await manager.call<PatrolPlanDetail>({
      method: 'POST',
      path: '/api_proxy/patrol/plan/info/',
      body: {
        company_cared_id: towerId,
        plan_name: '周巡计划',
        task_type: 2,
        start_time: Math.floor(Date.now() / 1000) - 86_400 * 30,
        end_time: Math.floor(Date.now() / 1000) + 86_400 * 365,
        site_ids: [site.id],
        executor_id: managerId,
      },
    });
    expect(plan.body.data).toMatchObject({ startup_status: 0, site_count: 1, task_type: { id: 2 } });
    expect(plan.body.data.cycle_tasks[0]).toMatchObject({ excutor: { id: managerId }, startup_status: 1 });
    const started = await manager.call<PatrolPlanDetail>({
      method: 'POST',
      path: '/api_proxy/patrol/plan/start_or_end_patrol_plan/',
      body: { plan_id: plan.body.data.id, startup_status: 1 },
    });
    expect(started.body.data.startup_status).toBe(1);
    const tasks = await manager.call<{ list: PatrolTask[]; total: number }>({
      path: '/api_proxy/patrol/task/list_by_company/',
      query: { plan_id: plan.body.data.id },
    });
    expect(tasks.body.data.total).toBe(1);
    const task = tasks.body.data.list[0]!;
    expect(task).toMatchObject({ enum_task_status: { id: 1 }, site_count: 1, excutor: { id: managerId } });
    // A week's task: from the site's Monday 00:00 (UTC+8) for seven days.
    expect(task.end_time - task.start_time).toBeLessThanOrEqual(7 * 86_400);
    expect(new Date((task.start_time + 8 * 3600) * 1000).getUTCDay()).toBe(1);

    // Check-in: idempotent by client_key; completes the task.
    const key = randomUUID();
    const body = {
      site_id: site.id,
      client_key: key,
      answers: [{ item_id: site.items[0]!.id, result: 2, remark: '门被堵' }],
    };
    const [first, again] = await Promise.all([
      manager.call<PatrolRecordDetail>({ method: 'POST', path: '/api_proxy/patrol/details/info/', body }),
      manager.call<PatrolRecordDetail>({ method: 'POST', path: '/api_proxy/patrol/details/info/', body }),
    ]);
    expect(first.body.code).toBe(0);
    expect(again.body.data.id).toBe(first.body.data.id);
    const late = await manager.call<PatrolRecordDetail>({
      method: 'POST',
      path: '/api_proxy/patrol/details/info/',
      body,
    });
    expect(late.body.data.id).toBe(first.body.data.id);
    expect(await ctx.db.select().from(patrolRecords).where(eq(patrolRecords.clientKey, key))).toHaveLength(1);
    expect(first.body.data).toMatchObject({ task_id: task.id, punch_status: { id: 2 }, unfit_count: 1, fit_count: 0 });
    const done = await manager.call<PatrolTask>({ path: '/api_proxy/patrol/task/info/', query: { task_id: task.id } });
    expect(done.body.data).toMatchObject({ enum_task_status: { id: 3 }, checked_site_count: 1, unfit_count: 1 });
    const unfit = await unfitItemsOfRecord(ctx.db, first.body.data.id);
    expect(unfit).toEqual([
      expect.objectContaining({
        record_id: first.body.data.id,
        company_id: towerId,
        site_id: site.id,
        item_name: '门',
        remark: '门被堵',
        checked_by_uid: managerId,
      }),
    ]);
    // The unfit item is a hazard of the unit, linked to the record, raised once for the three sends.
    const raised = await ctx.db.select().from(hazards).where(eq(hazards.patrolRecordId, first.body.data.id));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      companyId: towerId,
      source: 'patrol',
      patrolItemName: '门',
      reporterId: managerId,
    });
    expect(raised[0]!.description).toContain('门被堵');
    const terminate = await manager.call({
      method: 'POST',
      path: '/api_proxy/patrol/task/terminate_task/',
      body: { task_id: task.id },
    });
    expect(terminate.body.code).toBe(ErrorCodes.paramValue);
  });

  it('needs every item answered, a reading and a required photo', async () => {
    const site = (
      await createSite(manager, {
        company_cared_id: towerId,
        site_name: '泵房',
        items: [item('水压', { check_require_json: { kind: 'reading', min: 0.2, max: 0.6, photo_required: true } })],
      })
    ).body.data;
    const itemId = site.items[0]!.id;
    const send = (answer: Record<string, unknown>) =>
      manager.call<PatrolRecordDetail>({
        method: 'POST',
        path: '/api_proxy/patrol/details/info/',
        body: { site_id: site.id, client_key: randomUUID(), answers: [{ item_id: itemId, ...answer }] },
      });
    expect((await send({ result: 1 })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'answers[0].reading' },
    });
    expect((await send({ reading: 0.9 })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'answers[0].photo_file_ids' },
    });
    const fileId = await storedImage();
    const ok = await send({ reading: 0.9, photo_file_ids: [fileId] });
    expect(ok.body.data.items[0]).toMatchObject({ result: 2, reading: 0.9, photo_file_ids: [fileId] });
    const history = await manager.call<{ total: number }>({
      path: '/api_proxy/patrol/record/list_by_site_id/',
      query: { site_id: site.id },
    });
    expect(history.body.data.total).toBe(1);
    // A list without a day sums the per-unit counts the triggers keep: the same as counting the records.
    const counted = await ctx.db.$count(patrolRecords, eq(patrolRecords.companyId, towerId));
    const all = await manager.call<{ total: number }>({ path: '/api_proxy/patrol/record/list_by_day_person_site/' });
    expect(all.body.data.total).toBe(counted);
    expect(counted).toBeGreaterThan(0);
  });

  it('refuses an unfit answer without a remark or a photo, naming the field', async () => {
    const site = (
      await createSite(manager, {
        company_cared_id: towerId,
        site_name: '配电间',
        items: [item('门禁'), item('电压', { check_require_json: { kind: 'reading', min: 200, max: 240 } })],
      })
    ).body.data;
    const [door, volts] = site.items;
    const send = (answers: Record<string, unknown>[]) =>
      manager.call<PatrolRecordDetail>({
        method: 'POST',
        path: '/api_proxy/patrol/details/info/',
        body: { site_id: site.id, client_key: randomUUID(), answers },
      });
    const unfitDoor = (extra: Record<string, unknown> = {}) => ({ item_id: door!.id, result: 2, ...extra });
    const fitVolts = { item_id: volts!.id, reading: 220 };
    expect((await send([unfitDoor(), fitVolts])).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'answers.0.remark' },
    });
    expect((await send([unfitDoor({ remark: '   ' }), fitVolts])).body.data).toMatchObject({
      field: 'answers.0.remark',
    });
    // A reading out of its range is unfit too: the server judges it, and asks for the note.
    expect((await send([unfitDoor({ remark: '门禁损坏' }), { item_id: volts!.id, reading: 180 }])).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'answers[1].remark' },
    });
    const fileId = await storedImage();
    const kept = await send([
      unfitDoor({ remark: '门禁损坏' }),
      { item_id: volts!.id, reading: 180, photo_file_ids: [fileId] },
    ]);
    expect(kept.body.code).toBe(0);
    expect(kept.body.data.items.map((answer) => answer.result)).toEqual([2, 2]);
    // A fit answer needs neither.
    expect((await send([{ item_id: door!.id, result: 1 }, fitVolts])).body.code).toBe(0);
  });

  it('reports the completion rate over the period’s tasks: 1 of 2 done is 50 %', async () => {
    // A month of its own, far ahead, with one plan's two tasks: one completed, one not yet.
    const at = (day: string) => new Date(`2033-05-${day}T02:00:00Z`);
    const [plan] = await ctx.db
      .insert(patrolPlans)
      .values({
        companyId: schoolId,
        name: '完成率',
        taskType: 1,
        startTime: at('01'),
        endTime: at('31'),
        planAttr: { require: '', in_order: false },
      })
      .returning();
    const task = (day: string, status: number) => ({
      companyId: schoolId,
      planId: plan!.id,
      number: `RATE-${day}`,
      periodStart: at(day),
      startTime: at(day),
      endTime: new Date(at(day).getTime() + 3_600_000),
      status,
      finishedAt: status === 3 ? at(day) : null,
    });
    await ctx.db.insert(patrolTasks).values([task('03', 3), task('04', 1)]);
    const report = await school.call<{ task_count: number; completed_count: number; completion_rate: number }[]>({
      path: '/api_proxy/patrol/report/list_by_company_id/',
      query: { period: '2033-05' },
    });
    expect(report.body.data).toEqual([
      expect.objectContaining({ task_count: 2, completed_count: 1, completion_rate: 50 }),
    ]);
  });

  it('answers a QR code, a zip of labels and an xlsx of the records', async () => {
    const site = (
      await createSite(manager, { company_cared_id: towerId, site_name: '屋顶水箱', items: [item('液位')] })
    ).body.data;
    const png = await ctx.app.inject({
      method: 'GET',
      url: `/codeTwo/qrcode?site_id=${site.id}`,
      headers: { authorization: `token ${manager.token}` },
    });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/codeTwo/qrcode',
      payload: `site_id=${site.id}&size=128`,
      headers: { authorization: `token ${manager.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.headers['content-type']).toBe('image/png');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/codeTwo/qrcode?site_id=${site.id}`,
      headers: { authorization: `token ${school.token}` },
    });
    expect(refused.json().code).toBe(ErrorCodes.noPermission);
    const zip = await ctx.app.inject({
      method: 'POST',
      url: '/codeTwo/zip/download',
      payload: { site_ids: [site.id] },
      headers: { authorization: `token ${manager.token}` },
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    const archive = await JSZip.loadAsync(zip.rawPayload);
    const svg = await archive.file(`${site.site_code}-屋顶水箱.svg`)!.async('string');
    expect(svg).toContain('屋顶水箱');
    expect(svg).toContain(site.site_code);
    expect(archive.file('labels.html')).toBeTruthy();

    await manager.call({
      method: 'POST',
      path: '/api_proxy/patrol/details/info/',
      body: { site_id: site.id, client_key: randomUUID(), answers: [{ item_id: site.items[0]!.id, result: 1 }] },
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const link = await manager.call<{ url: string }>({
      path: '/api_proxy/patrol/record/down_reocrd_by_date/',
      query: { start_date: today, end_date: today },
    });
    expect(link.body.data.url).toMatch(/^\/export\/patrol_records\?/);
    const xlsx = await ctx.app.inject({ method: 'GET', url: link.body.data.url });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const empty = await manager.call({
      path: '/api_proxy/patrol/record/down_reocrd_by_date/',
      query: { start_date: '2001-01-01', end_date: '2001-01-01' },
      lang: 'en',
    });
    expect(empty.body.msg).toContain('no data available for export');
    const data = await manager.call<{ date: string; record_count: number }[]>({
      path: '/api_proxy/patrol/record/check_data_by_date/',
      query: { start_date: today, end_date: today },
    });
    expect(data.body.data[0]).toMatchObject({ date: today });
    const report = await manager.call<{ record_count: number }[]>({
      path: '/api_proxy/patrol/report/list_by_company_id/',
      query: { period: today.slice(0, 7) },
    });
    expect(report.body.data[0]!.record_count).toBeGreaterThan(0);
  });

  it('answers check_data_by_date from the day counts, equal to the check-ins grouped, after inserts, deletes and a clock change', async () => {
    const made = async (name: string) =>
      (await createSite(manager, { company_cared_id: towerId, site_name: name, items: [item('压力')] })).body.data.id;
    const [door, pump] = [await made('日计数-门'), await made('日计数-泵')];
    // Site days on UTC+8: 15:59 UTC is the 1st's 23:59, 16:00 UTC the 2nd.
    const at = (text: string) => new Date(`2031-03-${text}Z`);
    const record = (siteId: number, checkedAt: Date, unfit: number) => ({
      companyId: towerId,
      siteId,
      checkedBy: managerId,
      checkedAt,
      punchStatus: unfit ? 2 : 1,
      unfitCount: unfit,
      clientKey: randomUUID(),
    });
    // One statement with several check-ins of a site day, then another statement adding to the same site day.
    const ids = await ctx.db
      .insert(patrolRecords)
      .values([
        record(door, at('01T01:00:00'), 0),
        record(door, at('01T15:59:00'), 2),
        record(pump, at('01T10:00:00'), 1),
        record(pump, at('01T16:00:00'), 0),
      ])
      .returning({ id: patrolRecords.id });
    await ctx.db.insert(patrolRecords).values(record(pump, at('01T12:00:00'), 0));
    const grouped = (minutes: number) =>
      queryRows<{ date: string; record_count: number; site_count: number; unfit_count: number }>(
        ctx.db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as date, sum(d.records)::int as record_count, count(*)::int as site_count,
                   sum(d.unfit)::int as unfit_count
              from (select event_site_day(checked_at, ${minutes}::int) as day, site_id, count(*) as records,
                           sum(unfit_count) as unfit
                      from patrol_records where company_id = ${towerId} and checked_at >= '2031-02-25' and checked_at < '2031-03-10'
                     group by 1, 2) d
             group by d.day order by d.day`,
      );
    const checkData = async () =>
      (
        await manager.call<{ date: string; record_count: number; site_count: number; unfit_count: number }[]>({
          path: '/api_proxy/patrol/record/check_data_by_date/',
          query: { start_date: '2031-02-28', end_date: '2031-03-05' },
        })
      ).body.data;
    expect(await checkData()).toEqual([
      { date: '2031-03-01', record_count: 4, site_count: 2, unfit_count: 3 },
      { date: '2031-03-02', record_count: 1, site_count: 1, unfit_count: 0 },
    ]);
    expect(await checkData()).toEqual(await grouped(480));

    // The pump's only check-in of the 2nd goes: the day goes with it; the door's 1st keeps one of its two.
    await ctx.db.delete(patrolRecords).where(inArray(patrolRecords.id, [ids[1]!.id, ids[3]!.id]));
    expect(await checkData()).toEqual([{ date: '2031-03-01', record_count: 3, site_count: 2, unfit_count: 1 }]);
    expect(await checkData()).toEqual(await grouped(480));
    // A day list's total is summed from the same day counts.
    const dayTotal = async () =>
      (
        await manager.call<{ total: number; list: unknown[] }>({
          path: '/api_proxy/patrol/record/list_by_day_person_site/',
          query: { start_date: '2031-03-01', end_date: '2031-03-01' },
        })
      ).body.data;
    expect(await dayTotal()).toMatchObject({ total: 3 });
    expect((await dayTotal()).list).toHaveLength(3);
    for (const [punch, total] of [
      [2, 1],
      [1, 2],
    ]) {
      const byPunch = await manager.call<{ total: number; list: unknown[] }>({
        path: '/api_proxy/patrol/record/list_by_day_person_site/',
        query: { start_date: '2031-03-01', end_date: '2031-03-01', punch_status: punch! },
      });
      expect(byPunch.body.data).toMatchObject({ total });
      expect(byPunch.body.data.list).toHaveLength(total!);
    }

    // Another site clock (a server started with another offset) recounts the days; the answer stays right meanwhile.
    await ctx.db.execute(sql`update site_clock set utc_offset_minutes = 0 where id = 1`);
    const rolled = () =>
      queryRows<{ date: string; record_count: number; site_count: number; unfit_count: number }>(
        ctx.db,
        sql`select to_char(site_day, 'YYYY-MM-DD') as date, records as record_count, sites as site_count,
                   unfit as unfit_count
              from patrol_record_unit_days where company_id = ${towerId} and site_day between '2031-02-25' and '2031-03-10'
             order by site_day`,
      );
    expect(await rolled()).toEqual(await grouped(0));
    expect(await checkData()).toEqual(await grouped(480));
    expect(await dayTotal()).toMatchObject({ total: 3 });
    await ctx.db.execute(sql`update site_clock set utc_offset_minutes = 480 where id = 1`);
    expect(await rolled()).toEqual(await grouped(480));
  });
});
