import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { downloadTickets } from '../db/schema';

export const deleteExpiredTickets = (db: DbOrTx) =>
  db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, new Date()));

export const insertTicket = (db: DbOrTx, values: typeof downloadTickets.$inferInsert) =>
  db.insert(downloadTickets).values(values);

/** Deletes a ticket and answers its row in the same statement, so of two concurrent uses only one gets it. */
export const takeTicket = async (db: DbOrTx, ticketHash: string) =>
  (await db.delete(downloadTickets).where(eq(downloadTickets.ticketHash, ticketHash)).returning())[0];
