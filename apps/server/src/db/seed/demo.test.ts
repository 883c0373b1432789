import {
  maintStatuses,
  type CheckData,
  type PatrolItem,
  type PatrolPlan,
  type PatrolRecord,
  type PatrolSite,
  type PatrolTask,
} from '@fireline/shared';
import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import {
  buildings,
  components,
  deviceDots,
  devices,
  eventForwardRules,
  floorPlans,
  floors,
  hazards,
  maintPlans,
  maintTasks,
  thirdSystems,
  thirdSystemUnits,
} from '../schema';
import { DEMO_FORWARD_URL } from './demo-integrations';
import { seedDemo } from './demo';
import { demoBuildings, demoFireComponentsOf } from './demo-layout';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, { storage: ctx.deps.storage });
});
afterAll(() => ctx.close());

type Plan = { floor_id: number; file_id: string; static_url: string; description: string | null };
type Dot = {
  dot_id: number;
  device_id: number | null;
  component_id: number | null;
  name: string | null;
  x: number;
  y: number;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the demo centre', () => {
  it('has a few hundred devices and components, named by floor and place', async () => {
    const [deviceCount] = await ctx.db.select({ value: count() }).from(devices);
    const [componentCount] = await ctx.db.select({ value: count() }).from(components);
    expect(deviceCount!.value + componentCount!.value).toBeGreaterThanOrEqual(300);
    const [sample] = await ctx.db.select().from(components).where(eq(components.name, 'F3 东侧走廊 感烟探测器'));
    expect(sample).toMatchObject({
      componentType: 42,
      loopNumber: 7,
      systemType: 1,
      systemAddress: 1,
      specific: '东侧走廊',
      location: 'A 座 F3 东侧走廊',
    });
    expect(sample!.componentAddress).toBe(7 * 65_536 + sample!.componentNumber!);
    const types = new Set(
      (await ctx.db.select({ type: components.componentType }).from(components)).map((row) => row.type),
    );
    for (const type of [42, 31, 23, 24, 121, 87]) expect(types).toContain(type);
  });

  it('keeps the components the simulator plays: every planned address of 100001–100003 is a named component of that device', async () => {
    for (const spec of Object.values(demoBuildings)) {
      if (!('gbAddress' in spec)) continue;
      const [device] = await ctx.db.select().from(devices).where(eq(devices.gbAddress, spec.gbAddress));
      const rows = await ctx.db.select().from(components).where(eq(components.deviceId, device!.id));
      const byAddress = new Map(rows.map((row) => [row.componentAddress, row]));
      for (const planned of demoFireComponentsOf(spec)) {
        expect(byAddress.get(planned.address)?.name).toBe(planned.name);
        // Sent whole as the frame's 31-byte description, it never renames the component.
        expect(iconv.encode(planned.name, 'gb18030').length, planned.name).toBeLessThanOrEqual(31);
      }
    }
  });

  it('gives every floor of every demo building a plan whose image the browser can load', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const allFloors = await ctx.db.select().from(floors);
    expect(allFloors).toHaveLength(17);
    for (const floor of allFloors) {
      const plan = await admin.call<Plan>({ path: '/api_proxy/device_map/info/', query: { floor_id: floor.id } });
      expect(plan.body.code).toBe(0);
      expect(plan.body.data.description).toContain(`${floor.name} 平面图`);
      // The client fetches a stored image with the session header and shows it from a blob URL.
      const image = await ctx.app.inject({
        method: 'GET',
        url: plan.body.data.static_url,
        headers: { authorization: `token ${admin.token}` },
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // IHDR: 1200 × 750.
      expect([image.rawPayload.readUInt32BE(16), image.rawPayload.readUInt32BE(20)]).toEqual([1200, 750]);
    }
  });

  it('puts every component and device that has a floor on that floor’s plan, inside the picture and not on top of each other', async () => {
    const placedComponents = await ctx.db.select().from(components).where(isNotNull(components.floorId));
    const placedDevices = await ctx.db.select().from(devices).where(isNotNull(devices.floorId));
    const dots = await ctx.db.select().from(deviceDots);
    const dotOfComponent = new Map(dots.filter((dot) => dot.componentId !== null).map((dot) => [dot.componentId, dot]));
    const dotOfDevice = new Map(dots.filter((dot) => dot.deviceId !== null).map((dot) => [dot.deviceId, dot]));
    for (const component of placedComponents)
      expect(dotOfComponent.get(component.id)?.floorId, component.name).toBe(component.floorId);
    for (const device of placedDevices) expect(dotOfDevice.get(device.id)?.floorId, device.name).toBe(device.floorId);
    for (const floorId of new Set(dots.map((dot) => dot.floorId))) {
      const onFloor = dots.filter((dot) => dot.floorId === floorId);
      for (const [index, dot] of onFloor.entries()) {
        expect(dot.x).toBeGreaterThan(0.03);
        expect(dot.x).toBeLessThan(0.97);
        expect(dot.y).toBeGreaterThan(0.1);
        expect(dot.y).toBeLessThan(0.95);
        for (const other of onFloor.slice(index + 1))
          expect(Math.hypot((dot.x - other.x) * 1200, (dot.y - other.y) * 750)).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('shows the unit manager the dots of A 座 F1 by name, the controller and the first archived points among them', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const [towerA] = await ctx.db.select().from(buildings).where(eq(buildings.name, 'A 座'));
    const [f1] = await ctx.db
      .select()
      .from(floors)
      .where(and(eq(floors.buildingId, towerA!.id), eq(floors.name, 'F1')));
    const dots = await manager.call<Dot[]>({ path: '/api_proxy/device_map/dots/', query: { floor_id: f1!.id } });
    expect(dots.body.code).toBe(0);
    const names = dots.body.data.map((dot) => dot.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'A 座 火灾报警控制器',
        '大堂东侧 点型光电感烟火灾探测器',
        'F1 消防控制室 感烟探测器',
        'F1 西侧楼梯间前室 手动报警按钮',
      ]),
    );
    const [plan] = await ctx.db.select().from(floorPlans).where(eq(floorPlans.floorId, f1!.id));
    expect(plan?.companyId).toBe(towerA!.companyId);
  });

  it('gives the demo engineer maintenance work to look at: a report of two tasks, charges with one paid, repairs', async () => {
    const engineer = await loginAs(ctx.app, 'engineer');
    type Listed = { list: Record<string, unknown>[]; total: number };
    const read = async (path: string) => (await engineer.call<Listed>({ path })).body.data;
    const reports = await read('/api_proxy/maint/report/list/');
    expect(reports.list).toEqual([expect.objectContaining({ report_name: '华鼎国际大厦 A座维保报告' })]);
    const charges = await read('/api_proxy/maint/charge/list/');
    expect(charges.total).toBe(4);
    expect(charges.list.filter((row) => row.status === 3)).toHaveLength(1);
    const repairs = await read('/api_proxy/maint/repair/list/');
    expect(repairs.list.map((row) => (row.enum_task_status as { id: number }).id).sort()).toEqual([1, 3, 4]);
    const repairReports = await read('/api_proxy/maint/repair/report/list/');
    expect(repairReports.list).toEqual([expect.objectContaining({ report_name: '华鼎国际大厦 维修报告' })]);
  });

  it('shows the unit manager a week of fire patrol: points, a route, two running plans with today’s tasks, check-ins, one unfit item raised as a hazard, one overdue task', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const list = <T>(path: string, query: Record<string, string | number> = {}) =>
      manager
        .call<{ total: number; list: T[] }>({ path: `/api_proxy/patrol/${path}/`, query: { page_size: 100, ...query } })
        .then((answer) => answer.body.data);
    const sites = await list<PatrolSite>('site/list_by_company_cared');
    expect(sites.total).toBe(6);
    expect(sites.list.every((site) => site.item_count >= 1 && site.floor_id && site.point)).toBe(true);
    const items = await list<PatrolItem>('item/list_by_company_cared');
    const requires = items.list.map((item) => item.check_require_json);
    expect(requires.some((require) => require.kind === 'reading' && require.min !== undefined)).toBe(true);
    expect(requires.some((require) => require.photo_required)).toBe(true);
    expect((await list<unknown>('route/route_list_by_company')).total).toBe(1);
    const plans = await list<PatrolPlan>('plan/list_by_company_and_type', { startup_status: 1 });
    expect(plans.list.map((plan) => plan.task_type.id).sort()).toEqual([1, 2]);
    const tasks = await list<PatrolTask>('task/list_by_company');
    for (const plan of plans.list) {
      const open = tasks.list.filter((task) => task.plan_id === plan.id && task.end_time * 1000 > Date.now());
      expect(open, plan.plan_name).toHaveLength(1);
    }
    expect(tasks.list.some((task) => task.enum_task_status.id === 4)).toBe(true);
    const completed = tasks.list.filter((task) => task.enum_task_status.id === 3);
    expect(completed.length).toBeGreaterThan(0);
    // Finished within their period (at their last check-in), not when the seed ran.
    for (const task of completed) expect(task.finish_time, task.number).toBeLessThanOrEqual(task.end_time);
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const days = await manager.call<CheckData>({
      path: '/api_proxy/patrol/record/check_data_by_date/',
      query: { start_date: day(Date.now() - 8 * 86_400_000), end_date: day(Date.now()) },
    });
    expect(days.body.data.length).toBeGreaterThanOrEqual(7);
    expect(days.body.data.reduce((sum, entry) => sum + entry.unfit_count, 0)).toBe(1);
    const unfit = await list<PatrolRecord>('record/list_by_day_person_site', { punch_status: 2 });
    expect(unfit.total).toBe(1);
    const [hazard] = await ctx.db.select().from(hazards).where(eq(hazards.patrolRecordId, unfit.list[0]!.id));
    expect(hazard).toMatchObject({ source: 'patrol', patrolItemName: '疏散通道畅通', status: 1 });
  });

  it('has a maintenance plan with an open task, a third-party system and a forwarding rule that posts nowhere (issue 28)', async () => {
    const [plan] = await ctx.db.select().from(maintPlans);
    expect(plan).toMatchObject({ planName: 'A座消防设施周检计划' });
    const open = await ctx.db
      .select()
      .from(maintTasks)
      .where(and(eq(maintTasks.planId, plan!.id), ne(maintTasks.status, maintStatuses.completed)));
    expect(open.map((task) => task.status).sort()).toEqual([maintStatuses.to_receive, maintStatuses.in_progress]);
    const [system] = await ctx.db.select().from(thirdSystems);
    expect(system).toMatchObject({ kind: 'regulatory_center', isEnabled: true });
    expect(await ctx.db.select().from(thirdSystemUnits).where(eq(thirdSystemUnits.systemId, system!.id))).toHaveLength(
      2,
    );
    const rules = await ctx.db.select().from(eventForwardRules);
    expect(rules).toHaveLength(1);
    // Switched off, at a reserved name (RFC 2606): the demo never posts an alarm anywhere.
    expect(rules[0]).toMatchObject({ isEnabled: false, url: DEMO_FORWARD_URL });
    expect(new URL(rules[0]!.url).hostname.endsWith('.example.com')).toBe(true);
  });
});
