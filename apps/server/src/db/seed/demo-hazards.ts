import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  buildings,
  floors,
  hazardNodes,
  hazards,
  maintContracts,
  maintContractUnits,
  organisations,
  users,
} from '../schema';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Step = {
  step: string;
  by: string;
  hoursAgo: number;
  comment?: string;
  result?: 'pass' | 'fail';
  detail?: Record<string, unknown>;
};

/**
 * Hidden-danger demo data for 华鼎国际大厦 (docs/hazards.md): one hazard at each step of the workflow — waiting for
 * confirmation, designated to 安泰消防维保有限公司, disposed and waiting for review, closed, and one overdue — each with
 * the nodes that brought it there, so the lists, the review list and the timeline show something on a fresh demo.
 */
export const seedDemoHazards = async (db: DbOrTx, options: { towerId: number; maintId: number }) => {
  const people = new Map(
    (
      await db
        .select({ id: users.id, username: users.username, name: users.realName })
        .from(users)
        .where(inArray(users.username, ['manager', 'engineer', 'liukz']))
    ).map((row) => [row.username, row]),
  );
  const [maint] = await db.select().from(organisations).where(eq(organisations.id, options.maintId));
  const [contract] = await db
    .select({ id: maintContracts.id, projectName: maintContracts.projectName })
    .from(maintContracts)
    .innerJoin(
      maintContractUnits,
      and(eq(maintContractUnits.contractId, maintContracts.id), eq(maintContractUnits.unitId, options.towerId)),
    )
    .where(eq(maintContracts.companyMaintId, options.maintId));
  const [towerA] = await db
    .select()
    .from(buildings)
    .where(and(eq(buildings.companyId, options.towerId), eq(buildings.name, 'A 座')));
  const floorOf = async (floorNo: number) =>
    towerA
      ? (
          await db
            .select()
            .from(floors)
            .where(and(eq(floors.buildingId, towerA.id), eq(floors.floorNo, floorNo)))
        )[0]
      : undefined;
  const manager = people.get('manager');
  if (!manager || !maint || !contract) return;
  const designated = {
    company: { id: maint.id, name: maint.name },
    contract: { id: contract.id, name: contract.projectName },
  };
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS);
  const add = async (
    values: Partial<typeof hazards.$inferInsert> & { description: string; status: number; floorNo: number },
    steps: Step[],
  ) => {
    const { floorNo, ...rest } = values;
    const floor = await floorOf(floorNo);
    const [row] = await db
      .insert(hazards)
      .values({
        companyId: options.towerId,
        buildingId: towerA?.id ?? null,
        floorId: floor?.id ?? null,
        source: 'manual',
        reporterId: people.get(steps[0]!.by)?.id ?? null,
        rectifierId: people.get(steps.findLast((step) => step.step === 'dispose')?.by ?? '')?.id ?? null,
        respUids: values.status > 1 && values.status !== 7 ? [manager.id] : [],
        createdAt: at(steps[0]!.hoursAgo),
        updatedAt: at(steps.at(-1)!.hoursAgo),
        ...rest,
      })
      .returning();
    for (const step of steps)
      await db.insert(hazardNodes).values({
        hazardId: row!.id,
        step: step.step,
        result: step.result ?? null,
        userId: people.get(step.by)?.id ?? null,
        comment: step.comment ?? '',
        detail: step.detail ?? {},
        createdAt: at(step.hoursAgo),
      });
  };
  const deadlineIn = (days: number) => new Date(Date.now() + days * DAY_MS);
  const toCompany = { designateKind: 'company', designatedCompanyId: maint.id, contractId: contract.id };

  await add(
    {
      description: '1层大堂灭火器压力表指针处于红区',
      status: 6,
      floorNo: 1,
      planX: 0.22,
      planY: 0.78,
      ...toCompany,
      deadline: new Date(Date.now() - 3 * DAY_MS),
      closedAt: at(30),
    },
    [
      { step: 'report', by: 'liukz', hoursAgo: 240, detail: { source: 'manual' } },
      { step: 'confirm', by: 'manager', hoursAgo: 236, detail: { level: 1 } },
      { step: 'designate', by: 'manager', hoursAgo: 235, comment: '请尽快更换', detail: designated },
      { step: 'dispose', by: 'engineer', hoursAgo: 60, comment: '已更换 4 具 MFZ/ABC4 灭火器' },
      { step: 'review', by: 'manager', hoursAgo: 32, result: 'pass', comment: '现场复查合格' },
      { step: 'close', by: 'manager', hoursAgo: 30 },
    ],
  );
  await add(
    {
      description: '厨房排油烟管道油污积聚，未按期清洗',
      level: 2,
      status: 3,
      floorNo: 1,
      planX: 0.66,
      planY: 0.8,
      ...toCompany,
      deadline: new Date(Date.now() - DAY_MS),
      overdueAt: at(23),
    },
    [
      // Reported by the control room: the manager may review and close this major hazard (separation of duties).
      { step: 'report', by: 'liukz', hoursAgo: 120, detail: { source: 'manual' } },
      { step: 'confirm', by: 'manager', hoursAgo: 118, detail: { level: 2 } },
      { step: 'designate', by: 'manager', hoursAgo: 117, comment: '重大隐患，限期清洗', detail: designated },
    ],
  );
  await add(
    {
      description: '消防控制室应急照明蓄电池老化，放电时间不足',
      status: 4,
      floorNo: 1,
      planX: 0.12,
      planY: 0.3,
      ...toCompany,
      deadline: deadlineIn(2),
    },
    [
      { step: 'report', by: 'liukz', hoursAgo: 72, detail: { source: 'manual' } },
      { step: 'confirm', by: 'manager', hoursAgo: 70, detail: { level: 1 } },
      { step: 'designate', by: 'manager', hoursAgo: 69, detail: designated },
      { step: 'dispose', by: 'engineer', hoursAgo: 5, comment: '已更换应急照明蓄电池，放电测试 95 分钟' },
    ],
  );
  await add(
    {
      description: '2层东侧疏散指示标志不亮',
      status: 3,
      floorNo: 2,
      planX: 0.84,
      planY: 0.52,
      ...toCompany,
      deadline: deadlineIn(5),
    },
    [
      { step: 'report', by: 'manager', hoursAgo: 30, detail: { source: 'manual' } },
      { step: 'confirm', by: 'manager', hoursAgo: 28, detail: { level: 1 } },
      { step: 'designate', by: 'manager', hoursAgo: 27, comment: '一周内修复', detail: designated },
    ],
  );
  await add(
    {
      description: '3层走廊常闭式防火门被木楔顶开',
      status: 1,
      floorNo: 3,
      planX: 0.48,
      planY: 0.52,
      location: '3层走廊西侧',
    },
    [{ step: 'report', by: 'liukz', hoursAgo: 2, detail: { source: 'manual' } }],
  );
};
