import { count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { maintContracts, maintEntries } from '../../db/schema';

export type EntryRow = typeof maintEntries.$inferSelect;
export type EntryValues = Pick<EntryRow, 'contractId' | 'startDate' | 'endDate' | 'headName' | 'maintContent'>;

/** One contract's entries, the latest start first, with the contract's project name. */
export const listEntries = async (db: DbOrTx, options: { contractId: number; page: { no: number; size: number } }) => {
  const where = eq(maintEntries.contractId, options.contractId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: maintEntries, projectName: maintContracts.projectName })
      .from(maintEntries)
      .innerJoin(maintContracts, eq(maintContracts.id, maintEntries.contractId))
      .where(where)
      .orderBy(desc(maintEntries.startDate), desc(maintEntries.id))
      .limit(options.page.size)
      .offset(options.page.no * options.page.size),
    db.select({ value: count() }).from(maintEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const findEntry = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ entry: maintEntries, projectName: maintContracts.projectName })
      .from(maintEntries)
      .innerJoin(maintContracts, eq(maintContracts.id, maintEntries.contractId))
      .where(eq(maintEntries.id, id))
  )[0];

export const insertEntry = async (db: DbOrTx, values: EntryValues & { createrId: number }) =>
  (await db.insert(maintEntries).values(values).returning())[0]!;

export const updateEntry = async (db: DbOrTx, id: number, values: EntryValues) =>
  (
    await db
      .update(maintEntries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(maintEntries.id, id))
      .returning()
  )[0];

export const deleteEntry = async (db: DbOrTx, id: number) =>
  (await db.delete(maintEntries).where(eq(maintEntries.id, id)).returning())[0];

/** Per contract: how many entries, and the latest one (the project list). */
export const selectEntryStats = async (db: DbOrTx, contractIds: readonly number[]) => {
  if (contractIds.length === 0) return new Map<number, { count: number; last: EntryRow | undefined }>();
  const [counts, latest] = await Promise.all([
    db
      .select({ contractId: maintEntries.contractId, value: count() })
      .from(maintEntries)
      .where(inArray(maintEntries.contractId, [...contractIds]))
      .groupBy(maintEntries.contractId),
    db
      .selectDistinctOn([maintEntries.contractId])
      .from(maintEntries)
      .where(inArray(maintEntries.contractId, [...contractIds]))
      .orderBy(maintEntries.contractId, desc(maintEntries.startDate), desc(maintEntries.id)),
  ]);
  return new Map(
    contractIds.map((id) => [
      id,
      {
        count: counts.find((row) => row.contractId === id)?.value ?? 0,
        last: latest.find((row) => row.contractId === id),
      },
    ]),
  );
};
