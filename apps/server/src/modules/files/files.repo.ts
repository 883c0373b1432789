import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export type StoredFile = typeof files.$inferSelect;

/** Transaction lock namespace of "an organisation's stored bytes" (pg_advisory_xact_lock(namespace, org id)). */
const QUOTA_LOCK_NAMESPACE = 7002;

export const findFileRow = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
};

export const storedBytesOf = async (db: DbOrTx, orgId: number) => {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.orgId, orgId));
  return Number(row?.bytes ?? 0);
};

/**
 * Records a stored file unless it takes its organisation over the quota. The organisation's lock makes the sum and
 * the insert one step, so two uploads finishing together cannot both squeeze under the quota. Answers false when over.
 */
export const insertFileWithinQuota = async (
  tx: DbOrTx,
  values: typeof files.$inferInsert & { orgId: number },
  quotaBytes: number,
) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_NAMESPACE}, ${values.orgId})`);
  if ((await storedBytesOf(tx, values.orgId)) + values.size > quotaBytes) return false;
  await tx.insert(files).values(values);
  return true;
};
