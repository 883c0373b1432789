import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { integrationKeys } from '../db/schema';

/** The active integration whose key hashes to this; undefined when none does. */
export const findIntegrationByKeyHash = async (db: DbOrTx, hash: string) => {
  const [integration] = await db
    .select()
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, hash), eq(integrationKeys.isActive, true)))
    .limit(1);
  return integration;
};
