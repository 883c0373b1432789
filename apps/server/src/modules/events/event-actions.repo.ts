import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventActions, events, notificationOutbox, organisations, users } from '../../db/schema';

export const findEvent = async (tx: Tx, eventId: number) => {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  return event;
};

/** Records an action on an event once: undefined when the same action was already recorded. */
export const insertEventAction = async (tx: Tx, values: typeof eventActions.$inferInsert) => {
  const [action] = await tx.insert(eventActions).values(values).onConflictDoNothing().returning();
  return action;
};

/** What a report to 119 says of the unit and of the operator who made it. */
export const findReportParties = async (tx: Tx, options: { companyId: number; operatorId: number }) => {
  const [company] = await tx
    .select({ name: organisations.name, address: organisations.address })
    .from(organisations)
    .where(eq(organisations.id, options.companyId));
  const [operator] = await tx
    .select({ name: users.realName, username: users.username, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, options.operatorId));
  return { company, operator };
};

export const insertOutboxRow = (tx: Tx, values: typeof notificationOutbox.$inferInsert) =>
  tx.insert(notificationOutbox).values(values);
