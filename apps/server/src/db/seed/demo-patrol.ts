import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CheckRequireJson } from '../schema';
import type { FileStorage } from '../../core/storage';
import { insertPlan } from '../../modules/patrol/plans.repo';
import { insertRoute } from '../../modules/patrol/patrol-routes.repo';
import { insertCheckIn } from '../../modules/patrol/records.repo';
import { raiseUnfitHazards } from '../../modules/patrol/records.service';
import { newLabelCode } from '../../modules/patrol/sites.service';
import { insertSite, selectItemsOfSites } from '../../modules/patrol/sites.repo';
import { generateDueTasks, runPatrolSchedule } from '../../modules/patrol/tasks.service';
import type { Db, DbOrTx } from '../client';
import { buildings, equipment, files, floors, patrolRecords, patrolTasks, siteClock, users } from '../schema';
import { encodeRgbPng } from './png';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Item = { name: string; type: number; require: CheckRequireJson; quantity?: number };
type Site = {
  key: string;
  name: string;
  floorNo: number;
  point: { x: number; y: number };
  location: string;
  equipmentNumber?: string;
  items: Item[];
};

const passFail = (hint?: string): CheckRequireJson => ({ kind: 'pass_fail', photo_required: false, hint });

/** The tower's points (A 座), on the floors and places the demo layout, facilities and hazards use. */
const sites: Site[] = [
  {
    key: 'control',
    name: 'A座1层消防控制室',
    floorNo: 1,
    point: { x: 12, y: 30 },
    location: '1层西侧消防控制室',
    items: [
      { name: '火灾报警控制器运行状态', type: 3, require: passFail('无故障、无屏蔽，主备电正常') },
      { name: '值班记录填写', type: 8, require: passFail('两人值班，记录完整') },
    ],
  },
  {
    key: 'hydrant',
    name: 'A座1层室内消火栓',
    floorNo: 1,
    point: { x: 52, y: 64 },
    location: '1层电梯厅北侧墙面',
    equipmentNumber: 'SNXHS-A-F1-01',
    items: [
      { name: '消火栓箱完好', type: 2, require: passFail('箱门开启灵活，无遮挡') },
      {
        name: '水带水枪齐全',
        type: 2,
        require: { kind: 'pass_fail', photo_required: true, hint: '拍摄箱内水带、水枪、阀门' },
      },
    ],
  },
  {
    key: 'corridor',
    name: 'A座3层疏散走道',
    floorNo: 3,
    point: { x: 30, y: 52 },
    location: '3层走廊西侧至安全出口',
    items: [
      { name: '疏散通道畅通', type: 4, require: passFail('无杂物堆放、无上锁') },
      { name: '安全出口指示标志', type: 5, require: passFail('指示方向正确，亮度正常'), quantity: 3 },
    ],
  },
  {
    key: 'pump',
    name: 'A座B1层消防泵房',
    floorNo: -1,
    point: { x: 15, y: 80 },
    location: 'B1 消防泵房',
    equipmentNumber: 'XFB-A-B1-01',
    items: [
      {
        name: '消火栓系统管网压力',
        type: 6,
        require: { kind: 'reading', min: 0.2, max: 0.6, unit: 'MPa', photo_required: false, hint: '读泵房压力表' },
      },
      { name: '消防泵控制柜处于自动状态', type: 7, require: passFail() },
      { name: '泵房环境', type: 8, require: passFail('无积水、照明正常') },
    ],
  },
  {
    key: 'door',
    name: 'A座B1层泵房防火门',
    floorNo: -1,
    point: { x: 18, y: 72 },
    location: '泵房入口',
    items: [{ name: '防火门闭门器', type: 4, require: passFail('门能自行关闭，密封条完好') }],
  },
  {
    key: 'lobby',
    name: 'A座1层大堂应急照明',
    floorNo: 1,
    point: { x: 70, y: 40 },
    location: '1层大堂吊顶下',
    items: [{ name: '应急照明灯', type: 5, require: passFail('按试验键点亮'), quantity: 4 }],
  },
];

/**
 * Fire patrol demo data for 华鼎国际大厦 (docs/patrol.md): six points on A 座 with their items, a route, a daily plan
 * along the route and a weekly one, both running, and about a week of check-ins by the security guard (孙保安) and the
 * manager — one item unfit (its hazard raised as the check-in raises it), one past day left unfinished (overdue).
 * Written with the module's own repository functions, so the tasks are the generator's and the day counts the triggers'.
 * With a storage, the photo-required item gets a photo (a small PNG stored as an upload is).
 */
export const seedDemoPatrol = async (
  dbOrTx: DbOrTx,
  options: { towerId: number; storage?: FileStorage; now?: Date },
) => {
  // The repository functions open their own (nested) transactions; a transaction has them too.
  const db = dbOrTx as Db;
  const now = options.now ?? new Date();
  const people = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['manager', 'sunba', 'liukz']))
    ).map((row) => [row.username, row.id]),
  );
  const manager = people.get('manager');
  const guard = people.get('sunba') ?? manager;
  const [towerA] = await db
    .select()
    .from(buildings)
    .where(and(eq(buildings.companyId, options.towerId), eq(buildings.name, 'A 座')));
  if (!manager || !guard || !towerA) return;
  const utcOffsetMinutes =
    (await db.select({ minutes: siteClock.utcOffsetMinutes }).from(siteClock).where(eq(siteClock.id, 1)))[0]?.minutes ??
    480;
  const floorIds = new Map(
    (await db.select().from(floors).where(eq(floors.buildingId, towerA.id))).map((row) => [row.floorNo, row.id]),
  );
  const equipmentIds = new Map(
    (
      await db
        .select({ id: equipment.id, number: equipment.equipmentNumber })
        .from(equipment)
        .where(eq(equipment.companyId, options.towerId))
    ).map((row) => [row.number, row.id]),
  );

  // Site midnight of the day `days` before today (the site's clock), as an instant.
  const offsetMs = utcOffsetMinutes * 60_000;
  const midnight = (days: number) =>
    new Date(Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS - offsetMs - days * DAY_MS);
  const stamp = midnight(7).toISOString().replace(/\D/g, '').slice(2, 8);

  const made = new Map<
    string,
    { id: number; items: { id: number; name: string; type: number; require: CheckRequireJson }[] }
  >();
  for (const [index, site] of sites.entries()) {
    const row = await db.transaction((tx) =>
      insertSite(
        tx,
        {
          companyId: options.towerId,
          siteCode: `XJD${stamp}${String(index + 1).padStart(3, '0')}`,
          siteName: site.name,
          positionType: 1,
          buildingId: towerA.id,
          floorId: floorIds.get(site.floorNo) ?? null,
          point: site.point,
          location: site.location,
          equipmentId: site.equipmentNumber ? (equipmentIds.get(site.equipmentNumber) ?? null) : null,
          labelCode: newLabelCode(),
          createrId: manager,
          createdAt: midnight(8),
          updatedAt: midnight(8),
        },
        site.items.map((item, itemIndex) => ({
          itemCode: `XJX${stamp}${String(index + 1).padStart(2, '0')}${itemIndex + 1}`,
          name: item.name,
          itemType: item.type,
          checkRequire: item.require,
          quantity: item.quantity ?? 1,
          createdAt: midnight(8),
        })),
      ),
    );
    const items = await selectItemsOfSites(db, [row.id]);
    made.set(site.key, {
      id: row.id,
      items: items.map((item) => ({ id: item.id, name: item.name, type: item.itemType, require: item.checkRequire })),
    });
  }
  const siteId = (key: string) => made.get(key)!.id;

  const route = await insertRoute(db, {
    companyId: options.towerId,
    name: 'A座日常防火巡查路线',
    siteIds: ['control', 'hydrant', 'corridor'].map(siteId),
    remark: '控制室 → 1层消火栓 → 3层疏散走道',
    createrId: manager,
    createdAt: midnight(8),
  });
  const span = { startTime: midnight(7), endTime: new Date(midnight(0).getTime() + 365 * DAY_MS) };
  const daily = await db.transaction((tx) =>
    insertPlan(
      tx,
      {
        companyId: options.towerId,
        name: 'A座每日防火巡查',
        taskType: 1,
        ...span,
        startupStatus: 1,
        routeId: route.id,
        siteIds: route.siteIds,
        planAttr: { require: '按路线顺序逐点打卡，发现问题当场拍照', in_order: true },
        createrId: manager,
        createdAt: midnight(8),
      },
      { executorId: guard, partUserIds: people.get('liukz') ? [people.get('liukz')!] : [] },
    ),
  );
  const weekly = await db.transaction((tx) =>
    insertPlan(
      tx,
      {
        companyId: options.towerId,
        name: 'A座每周设备巡查',
        taskType: 2,
        ...span,
        startupStatus: 1,
        routeId: null,
        siteIds: ['pump', 'door', 'lobby'].map(siteId),
        planAttr: { require: '检查泵房、防火门和应急照明，记录管网压力', in_order: false },
        createrId: manager,
        createdAt: midnight(8),
      },
      { executorId: manager, partUserIds: [guard] },
    ),
  );

  let photo: string[] = [];
  if (options.storage) {
    const png = encodeRgbPng(Buffer.alloc(48 * 32 * 3, 0xc8), 48, 32);
    const id = randomUUID();
    await options.storage.put(`demo/${id}`, png);
    await db.insert(files).values({
      id,
      kind: 'image',
      originalName: '消火栓箱.png',
      mime: 'image/png',
      size: png.length,
      storageKey: `demo/${id}`,
      orgId: options.towerId,
    });
    photo = [id];
  }

  type Answer = { result?: number; reading?: number; remark?: string };
  const checkIn = async (key: string, at: Date, by: number, answers: Record<string, Answer> = {}) => {
    if (at.getTime() > now.getTime() - 5 * 60_000) return;
    const site = made.get(key)!;
    const items = site.items.map((item) => {
      const answer = answers[item.name] ?? {};
      const reading = item.require.kind === 'reading' ? (answer.reading ?? 0.4) : null;
      const inRange =
        reading === null ||
        ((item.require.min === undefined || reading >= item.require.min) &&
          (item.require.max === undefined || reading <= item.require.max));
      return {
        itemId: item.id,
        itemName: item.name,
        itemType: item.type,
        result: reading === null ? (answer.result ?? 1) : inRange ? 1 : 2,
        reading,
        remark: answer.remark ?? '',
        photoFileIds: item.require.photo_required ? photo : [],
      };
    });
    const unfit = items.filter((item) => item.result === 2).length;
    const { id } = await db.transaction((tx) =>
      insertCheckIn(
        tx,
        {
          companyId: options.towerId,
          siteId: site.id,
          checkedBy: by,
          checkedAt: at,
          punchStatus: unfit ? 2 : 1,
          fitCount: items.length - unfit,
          unfitCount: unfit,
          clientKey: randomUUID(),
          createdAt: at,
        },
        items,
      ),
    );
    // As the check-in does: each unfit item becomes a hazard linked to the record.
    if (unfit) await raiseUnfitHazards({ db }, id);
  };
  const at = (days: number, hour: number, minute = 0) =>
    new Date(midnight(days).getTime() + hour * HOUR_MS + minute * 60_000);

  for (let days = 7; days >= 0; days -= 1) {
    // The tasks of that day's periods, made by the generator as the scheduler made them then.
    await generateDueTasks(db, { utcOffsetMinutes, now: at(days, 0, 1) });
    // The daily round along the route; the 3rd day back the guard stopped after the hydrant (the task went overdue).
    await checkIn('control', at(days, 9, 5), guard);
    await checkIn('hydrant', at(days, 9, 18), guard);
    if (days === 2)
      await checkIn('corridor', at(days, 9, 31), guard, {
        疏散通道畅通: { result: 2, remark: '3层走廊西侧堆放装修纸箱，占用疏散宽度' },
      });
    else if (days !== 3) await checkIn('corridor', at(days, 9, 30 + (days % 3)), guard);
  }
  // The weekly round: the pump room and its door early in the week, the lobby lights by the manager.
  await checkIn('pump', at(6, 14, 10), manager, { 消火栓系统管网压力: { reading: 0.42 } });
  await checkIn('door', at(6, 14, 20), manager);
  await checkIn('lobby', at(5, 16, 0), manager);
  await checkIn('pump', at(1, 14, 5), manager, { 消火栓系统管网压力: { reading: 0.38 } });
  // A check-in stamps a task it completes with the commit's time; these were written now for days past, so their
  // completion is their last check-in's time (the report's picture counts completions per day).
  await db
    .update(patrolTasks)
    .set({
      finishedAt: sql`(select max(${patrolRecords.checkedAt}) from ${patrolRecords} where ${patrolRecords.taskId} = ${patrolTasks.id})`,
    })
    .where(and(inArray(patrolTasks.planId, [daily.id, weekly.id]), eq(patrolTasks.status, 3)));
  // Past tasks whose period ended unfinished are overdue, as the scheduler marks them; today's task stays open.
  await runPatrolSchedule(db, { utcOffsetMinutes, now });
  return { dailyPlanId: daily.id, weeklyPlanId: weekly.id, routeId: route.id };
};
