import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { buildings, devices, organisations, users } from '../db/schema';

/** The records of a unit a limit counts. */
export type LimitedRecord = 'building' | 'device' | 'user';

const limitColumn = { building: 'maxBuildings', device: 'maxDevices', user: 'maxUsers' } as const;

/**
 * The unit's limit for one kind of record, its row locked (`for update`) until the transaction ends, so two concurrent
 * inserts count one after the other. undefined when the unit does not exist; a null limit means none.
 */
export const lockUnitLimit = async (tx: DbOrTx, companyId: number, what: LimitedRecord) => {
  const [company] = await tx
    .select({ limit: organisations[limitColumn[what]] })
    .from(organisations)
    .where(eq(organisations.id, companyId))
    .for('update');
  return company;
};

const countOf = async (rows: Promise<{ value: number }[]>) => (await rows)[0]?.value ?? 0;

/** How many records of one kind the unit holds. */
export const countUnitRecords = (db: DbOrTx, companyId: number, what: LimitedRecord) => {
  if (what === 'building')
    return countOf(db.select({ value: count() }).from(buildings).where(eq(buildings.companyId, companyId)));
  if (what === 'device')
    return countOf(db.select({ value: count() }).from(devices).where(eq(devices.companyId, companyId)));
  // A deleted person (kept for the logs) no longer takes a place.
  return countOf(
    db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.orgId, companyId), isNull(users.deletedAt))),
  );
};
