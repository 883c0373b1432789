import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { operationLogs } from '../db/schema';

/** Whether the transaction has changed anything yet: PostgreSQL gives it an id at its first write, not before. */
export const hasWritten = async (tx: DbOrTx) =>
  (await queryRows<{ wrote: boolean }>(tx, sql`select txid_current_if_assigned() is not null as wrote`))[0]?.wrote ===
  true;

export const insertOperationLog = async (db: DbOrTx, values: typeof operationLogs.$inferInsert) =>
  (await db.insert(operationLogs).values(values).returning({ id: operationLogs.id }))[0]!.id;

/** The ids an answer names that its transaction's row could not know yet (a new record's): the pipeline's own fix-up. */
export const setOperationLogRecordIds = (db: DbOrTx, id: number, recordIds: string[]) =>
  db.update(operationLogs).set({ recordIds }).where(eq(operationLogs.id, id));
