import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events, repairTasks } from '../../db/schema';

export type RepairEvent = typeof events.$inferSelect;

export const findEvent = async (db: DbOrTx, eventId: number): Promise<RepairEvent | undefined> => {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event;
};

/** An application for the event that was not cancelled (status 4), if any. */
export const findLiveRepairTask = async (db: DbOrTx, eventId: number, cancelledStatus: number) => {
  const [task] = await db
    .select({ id: repairTasks.id })
    .from(repairTasks)
    .where(and(eq(repairTasks.eventId, eventId), ne(repairTasks.enumTaskStatus, cancelledStatus)));
  return task;
};

/** The new task, or undefined when the event already has a live one (the unique index refused it). */
export const insertRepairTask = async (db: DbOrTx, values: typeof repairTasks.$inferInsert) => {
  const [created] = await db.insert(repairTasks).values(values).onConflictDoNothing().returning();
  return created;
};
