import { maintItemResults, maintStatuses, repairOrigins, repairStatuses } from '@fireline/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { checkTemplateOf } from '../../modules/maint/check-templates';
import { scheduleOf } from '../../modules/maint/charge-schedule';
import { insertCharges, payCharge } from '../../modules/maint/charges.repo';
import { insertContractBuildings, insertContractEquipment } from '../../modules/maint/coverage.repo';
import { insertReport, insertReportTasks } from '../../modules/maint/reports.repo';
import {
  insertPlan,
  insertTask,
  replaceTaskItems,
  selectTaskItems,
  updateTaskItem,
} from '../../modules/maint/tasks.repo';
import { insertRepairReport, insertRepairReportTasks } from '../../modules/repair/repair-reports.repo';
import { insertRepairStep, insertRepairTask } from '../../modules/repair/repair.repo';
import type { DbOrTx } from '../client';
import { equipment, maintContracts, users } from '../schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Maintenance demo data for a newcomer (issue 20): on the demo contract of 安泰消防维保有限公司 with 华鼎国际大厦, two
 * pieces of tower A's equipment under contract, two completed maintenance tasks in one report, the contract's
 * quarterly charges with the first one paid, and three repair tasks (to assign, in progress, completed) with a repair
 * report of the completed one — so the engineer's report, charge, count and repair pages show something on a fresh
 * demo. Rows go in through the module repositories the app writes with; dates are relative to now.
 */
export const seedDemoMaint = async (
  db: DbOrTx,
  options: { towerId: number; towerBuildingId: number; maintId: number },
) => {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
  // Noon UTC of a day is that same day on the site's calendar for any offset of ±12 hours, so the reports' periods
  // (the site days their tasks finished) are the days written here.
  const noonOf = (offset: number, hoursBefore = 0) =>
    new Date(Date.parse(`${day(offset)}T12:00:00Z`) - hoursBefore * HOUR_MS);
  const [contract] = await db
    .select()
    .from(maintContracts)
    .where(eq(maintContracts.companyMaintId, options.maintId))
    .orderBy(asc(maintContracts.id))
    .limit(1);
  const [engineer] = await db.select().from(users).where(eq(users.username, 'engineer'));
  const [manager] = await db.select().from(users).where(eq(users.username, 'manager'));
  if (!contract || !engineer || !manager) return;

  // Two pieces of tower A's equipment under contract (the lobby extinguisher, the hydrant box), with their check lists.
  const pieces = await db
    .select()
    .from(equipment)
    .where(
      and(
        eq(equipment.buildingId, options.towerBuildingId),
        inArray(equipment.equipmentName, ['A座1层大堂 手提式干粉灭火器', 'A座1层 室内消火栓箱']),
      ),
    )
    .orderBy(asc(equipment.id));
  await insertContractBuildings(db, contract.id, [options.towerBuildingId]);
  const related = await insertContractEquipment(
    db,
    pieces.map((piece) => ({
      contractId: contract.id,
      equipmentId: piece.id,
      checkItems: checkTemplateOf(piece.equipmentType, 'zh'),
    })),
  );
  const relatedIds = related.map((row) => row.id);

  // Two tasks the engineer received and completed last month and this one, put in one report.
  const completedTask = async (task: { name: string; start: number; end: number; finishedDay: number }) => {
    const row = await insertTask(db, {
      contractId: contract.id,
      taskName: task.name,
      enumTaskType: 1,
      planStartDate: day(task.start),
      planEndDate: day(task.end),
      relatedRespUid: engineer.id,
      status: maintStatuses.completed,
      assignedBy: engineer.id,
      assignedAt: noonOf(task.finishedDay, 48),
      receivedBy: engineer.id,
      receivedAt: noonOf(task.finishedDay, 24),
      finishedBy: engineer.id,
      finishedAt: noonOf(task.finishedDay),
      createrId: engineer.id,
    });
    await replaceTaskItems(db, row.id, relatedIds);
    for (const { item } of await selectTaskItems(db, row.id))
      await updateTaskItem(db, item.id, {
        result: maintItemResults.pass,
        reading: '',
        remark: '外观完好，功能正常',
        checkedBy: engineer.id,
        checkedAt: noonOf(task.finishedDay, 1),
      });
    return row;
  };
  const first = await completedTask({
    name: 'A座灭火器及消火栓月度保养',
    start: -24,
    end: -18,
    finishedDay: -20,
  });
  const second = await completedTask({ name: 'A座消火栓系统季度检查', start: -10, end: -6, finishedDay: -8 });
  const report = await insertReport(db, {
    contractId: contract.id,
    reportName: '华鼎国际大厦 A座维保报告',
    enumTaskType: 1,
    periodStart: day(-20),
    periodEnd: day(-8),
    isAuto: false,
    autoPeriodStart: null,
    createdBy: engineer.id,
  });
  if (report) await insertReportTasks(db, report.id, [first.id, second.id]);

  // Issue 28: a plan running now, with its task of this week waiting for the engineer (today's task on his home), and
  // a task of last week still in progress (overdue), so every maintenance flow can be tried on a fresh demo.
  const plan = await insertPlan(db, {
    contractId: contract.id,
    planName: 'A座消防设施周检计划',
    enumTaskType: 1,
    startDate: day(-14),
    endDate: day(60),
    relatedRespUid: engineer.id,
    relatedIds: relatedIds,
    breakdownType: 0,
    breakdownList: [],
    remark: '',
    createrId: engineer.id,
  });
  const openTask = async (task: { name: string; start: number; end: number; status: number }) => {
    const row = await insertTask(db, {
      contractId: contract.id,
      planId: plan?.id ?? null,
      taskName: task.name,
      enumTaskType: 1,
      planStartDate: day(task.start),
      planEndDate: day(task.end),
      relatedRespUid: engineer.id,
      status: task.status,
      assignedBy: engineer.id,
      assignedAt: at(24 * (1 - task.start)),
      ...(task.status === maintStatuses.in_progress
        ? { receivedBy: engineer.id, receivedAt: at(24 * -task.start) }
        : {}),
      createrId: engineer.id,
    });
    await replaceTaskItems(db, row.id, relatedIds);
    return row;
  };
  await openTask({ name: 'A座消防设施周检（本周）', start: -1, end: 3, status: maintStatuses.to_receive });
  await openTask({ name: 'A座消防设施周检（上周）', start: -8, end: -2, status: maintStatuses.in_progress });

  // The contract's quarterly charges; the first quarter is paid.
  if (contract.contractAmount) {
    const periods = scheduleOf({
      cycle: 'quarterly',
      startDate: contract.startDate,
      endDate: contract.endDate,
      amount: contract.contractAmount,
    });
    const charges = await insertCharges(
      db,
      periods.map((period, index) => ({
        contractId: contract.id,
        startDate: period.startDate,
        endDate: period.endDate,
        dueDate: period.endDate,
        amountDue: period.amountDue,
        invoiceNo: '',
        remark: index === 0 ? '第一季度维保费' : '',
        createrId: engineer.id,
      })),
    );
    const [paid] = charges;
    if (paid && periods[0])
      await payCharge(db, paid.id, {
        amountReceived: periods[0].amountDue,
        receivedDate: periods[0].endDate < day(0) ? periods[0].endDate : day(0),
        invoiceNo: 'FP-2026-0001',
      });
  }

  // Three repair tasks by hand: one to assign, one in progress, one completed (in a repair report).
  const repair = async (task: {
    name: string;
    fault: string;
    status: number;
    equipName: string;
    createdAt: Date;
    /** After the creation (which the task's own row records): who did what, when; the last one is the task's update. */
    steps: { action: string; by: number; at: Date; remark?: string }[];
    testResult?: string;
  }) => {
    const row = await insertRepairTask(db, {
      taskName: task.name,
      projectId: contract.id,
      contractId: contract.id,
      companyMaintId: options.maintId,
      unitId: options.towerId,
      enumTaskOrigin: repairOrigins.manual,
      enumTaskType: 2,
      enumTaskStatus: task.status,
      createrId: manager.id,
      faultDesc: task.fault,
      equipName: task.equipName,
      facilityAddress: 'A座',
      relatedRespUid: task.status === repairStatuses.to_assign ? null : engineer.id,
      testResult: task.testResult ?? '',
      finishedAt: task.status === repairStatuses.completed ? (task.steps.at(-1)?.at ?? null) : null,
      createdAt: task.createdAt,
      updatedAt: task.steps.at(-1)?.at ?? task.createdAt,
    });
    if (!row) return undefined;
    for (const step of task.steps)
      await insertRepairStep(db, {
        taskId: row.id,
        action: step.action,
        userId: step.by,
        remark: step.remark,
        createdAt: step.at,
      });
    return row;
  };
  await repair({
    name: 'A座3层走廊感烟探测器误报',
    fault: '3层走廊感烟探测器频繁误报，需清洗或更换',
    equipName: '3层走廊 感烟火灾探测器',
    status: repairStatuses.to_assign,
    createdAt: at(3),
    steps: [],
  });
  await repair({
    name: 'B1 泵房防火门闭门器损坏',
    fault: '防火门闭门器漏油，门不能自行关闭',
    equipName: 'B1 泵房 甲级防火门',
    status: repairStatuses.in_progress,
    createdAt: at(74),
    steps: [
      { action: 'assign', by: engineer.id, at: at(60) },
      { action: 'receive', by: engineer.id, at: at(26) },
    ],
  });
  const done = await repair({
    name: 'A座1层应急照明灯不亮',
    fault: '大堂东侧应急照明灯断电后不亮',
    equipName: 'A座1层大堂 应急照明灯',
    status: repairStatuses.completed,
    createdAt: noonOf(-8),
    testResult: '更换蓄电池后断电测试持续 95 分钟，合格',
    steps: [
      { action: 'assign', by: engineer.id, at: noonOf(-8, -1) },
      { action: 'receive', by: engineer.id, at: noonOf(-7) },
      { action: 'complete', by: engineer.id, at: noonOf(-6), remark: '已更换蓄电池' },
    ],
  });
  if (done) {
    const repairReport = await insertRepairReport(db, {
      companyMaintId: options.maintId,
      reportName: '华鼎国际大厦 维修报告',
      periodStart: day(-6),
      periodEnd: day(-6),
      createdBy: engineer.id,
    });
    await insertRepairReportTasks(db, repairReport.id, [done.id]);
  }
};
