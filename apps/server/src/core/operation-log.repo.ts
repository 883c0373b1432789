import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { operationLogs } from '../db/schema';

/** Whether the transaction has changed anything yet: PostgreSQL gives it an id at its first write, not before. */
export const hasWritten = async (tx: DbOrTx) =>
  (await queryRows<{ wrote: boolean }>(tx, sql`select txid_current_if_assigned() is not null as wrote`))[0]?.wrote ===
  true;

export const insertOperationLog = async (db: DbOrTx, values: typeof operationLogs.$inferInsert) =>
  (await db.insert(operationLogs).values(values).returning({ id: operationLogs.id }))[0]!.id;

/**
 * What an answer adds to the row its transaction wrote (a new record's ids, the sentence that names what the answer
 * holds): the pipeline's own fix-up.
 */
export const completeOperationLog = (
  db: DbOrTx,
  id: number,
  values: Pick<typeof operationLogs.$inferInsert, 'recordIds' | 'summary'>,
) => db.update(operationLogs).set(values).where(eq(operationLogs.id, id));
