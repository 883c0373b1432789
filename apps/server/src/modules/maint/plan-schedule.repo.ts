import { maintBreakdownTypes, maintStatuses } from '@fireline/shared';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maintContractEquipment, maintContracts, maintPlans, maintTaskItems, maintTasks } from '../../db/schema';
import { siteToday } from './contract-scope';
import { slotsOn } from './plan-slots';
import type { SiteTime } from '../../core/site-time';

/**
 * Makes the tasks of every plan running today for the slots that hold today, each exactly once: a task row per
 * (plan, slot start) under the unique index, inserted with ON CONFLICT DO NOTHING, so two processes (or two calls)
 * generating at once make one task; only the insert that made it adds its equipment. Returns the new tasks' ids.
 */
export const generatePlanTasks = async (db: Db, options: { today: string; planIds?: readonly number[] }) => {
  const { today } = options;
  const plans = await db
    .select({ plan: maintPlans })
    .from(maintPlans)
    .innerJoin(maintContracts, eq(maintContracts.id, maintPlans.contractId))
    .where(
      and(
        lte(maintPlans.startDate, today),
        gte(maintPlans.endDate, today),
        eq(maintContracts.isActive, true),
        options.planIds ? inArray(maintPlans.id, [...options.planIds]) : undefined,
      ),
    );
  const made: number[] = [];
  for (const { plan } of plans) {
    for (const [slotStart, slotEnd] of slotsOn(today, plan)) {
      const start = slotStart < plan.startDate ? plan.startDate : slotStart;
      const end = slotEnd > plan.endDate ? plan.endDate : slotEnd;
      const id = await db.transaction(async (tx) => {
        const [task] = await tx
          .insert(maintTasks)
          .values({
            contractId: plan.contractId,
            planId: plan.id,
            periodStart: slotStart,
            taskName: plan.breakdownType === maintBreakdownTypes.none ? plan.planName : `${plan.planName} ${start}`,
            enumTaskType: plan.enumTaskType,
            planStartDate: start,
            planEndDate: end,
            relatedRespUid: plan.relatedRespUid,
            status: plan.relatedRespUid ? maintStatuses.to_receive : maintStatuses.to_assign,
            assignedAt: plan.relatedRespUid ? new Date() : null,
            createrId: plan.createrId,
          })
          .onConflictDoNothing({ target: [maintTasks.planId, maintTasks.periodStart] })
          .returning({ id: maintTasks.id });
        if (!task) return undefined;
        if (plan.relatedIds.length === 0) return task.id;
        // Only equipment still under the plan's contract.
        const live = await tx
          .select({ id: maintContractEquipment.id })
          .from(maintContractEquipment)
          .where(
            and(
              eq(maintContractEquipment.contractId, plan.contractId),
              inArray(maintContractEquipment.id, plan.relatedIds),
            ),
          );
        if (live.length > 0)
          await tx
            .insert(maintTaskItems)
            .values(live.map((row) => ({ taskId: task.id, relatedId: row.id })))
            .onConflictDoNothing();
        return task.id;
      });
      if (id) made.push(id);
    }
  }
  return made;
};

/** The scheduler's `maint-plan-tasks` job: today's slots of every running plan. */
export const runMaintPlanSchedule = (db: Db, siteTime: SiteTime, now = new Date()) =>
  generatePlanTasks(db, { today: siteToday(siteTime, now) });
