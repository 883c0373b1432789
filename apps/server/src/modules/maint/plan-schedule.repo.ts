import { maintBreakdownTypes, maintStatuses } from '@fireline/shared';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { maintContractEquipment, maintContracts, maintPlans, maintTaskItems, maintTasks } from '../../db/schema';

/** The plans running on `today` under a live contract (or those of them named). */
export const selectPlansRunningOn = (db: Db, options: { today: string; planIds?: readonly number[] }) =>
  db
    .select({ plan: maintPlans })
    .from(maintPlans)
    .innerJoin(maintContracts, eq(maintContracts.id, maintPlans.contractId))
    .where(
      and(
        lte(maintPlans.startDate, options.today),
        gte(maintPlans.endDate, options.today),
        eq(maintContracts.isActive, true),
        options.planIds ? inArray(maintPlans.id, [...options.planIds]) : undefined,
      ),
    );

export type RunningPlan = typeof maintPlans.$inferSelect;

/**
 * A plan's task for one slot, once: the row per (plan, slot start) is inserted with ON CONFLICT DO NOTHING under the
 * unique index, and only the insert that made it adds its equipment (so run it in a transaction). The new id, or
 * undefined when the slot had its task already.
 */
export const insertSlotTask = async (
  tx: DbOrTx,
  plan: RunningPlan,
  slot: { slotStart: string; start: string; end: string },
) => {
  const { slotStart, start, end } = slot;
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
      and(eq(maintContractEquipment.contractId, plan.contractId), inArray(maintContractEquipment.id, plan.relatedIds)),
    );
  if (live.length > 0)
    await tx
      .insert(maintTaskItems)
      .values(live.map((row) => ({ taskId: task.id, relatedId: row.id })))
      .onConflictDoNothing();
  return task.id;
};
