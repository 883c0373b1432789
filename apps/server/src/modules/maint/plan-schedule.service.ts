import type { Db } from '../../db/client';
import type { SiteTime } from '../../core/site-time';
import { siteToday } from './contract-scope';
import { insertSlotTask, selectPlansRunningOn } from './plan-schedule.repo';
import { slotsOn } from './plan-slots';

/**
 * Makes the tasks of every plan running today for the slots that hold today, each exactly once (a transaction per
 * slot: `insertSlotTask`), so two processes (or two calls) generating at once make one task. Returns the new tasks' ids.
 */
export const generatePlanTasks = async (db: Db, options: { today: string; planIds?: readonly number[] }) => {
  const plans = await selectPlansRunningOn(db, options);
  const made: number[] = [];
  for (const { plan } of plans) {
    for (const [slotStart, slotEnd] of slotsOn(options.today, plan)) {
      const start = slotStart < plan.startDate ? plan.startDate : slotStart;
      const end = slotEnd > plan.endDate ? plan.endDate : slotEnd;
      const id = await db.transaction((tx) => insertSlotTask(tx, plan, { slotStart, start, end }));
      if (id) made.push(id);
    }
  }
  return made;
};

/** The scheduler's `maint-plan-tasks` job: today's slots of every running plan. */
export const runMaintPlanSchedule = (db: Db, siteTime: SiteTime, now = new Date()) =>
  generatePlanTasks(db, { today: siteToday(siteTime, now) });
