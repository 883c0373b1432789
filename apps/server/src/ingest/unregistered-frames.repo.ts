import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { unregisteredFrames } from '../db/schema';

/** Keeps what a source could not store as an event (unknown address, unreadable payload) for administrators. */
export const insertUnregisteredFrame = (db: DbOrTx, values: typeof unregisteredFrames.$inferInsert) =>
  db.insert(unregisteredFrames).values(values);

export const pruneUnregisteredFrames = (db: DbOrTx, before: Date) =>
  db.delete(unregisteredFrames).where(lt(unregisteredFrames.receivedAt, before));
