import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { hydrantAddresses, hydrants } from '../../../db/schema';
import { inChunks } from '../importer-registry';

type AddressEntry = { regionCode: string; address: string };

/** Which of these hydrant numbers are already used. */
export const selectTakenHydrantNumbers = async (db: DbOrTx, numbers: string[]) =>
  new Set(
    (
      await db
        .select({ number: hydrants.equipmentNumber })
        .from(hydrants)
        .where(inArray(hydrants.equipmentNumber, numbers))
    ).map((row) => row.number),
  );

/**
 * The owner's address list entries of these regions and texts, added where missing: each entry → its id, keyed by
 * `keyOf`.
 */
export const ensureAddresses = async (
  tx: DbOrTx,
  options: { ownerId: number; entries: AddressEntry[]; keyOf: (entry: AddressEntry) => string },
) => {
  const { ownerId, entries, keyOf } = options;
  for (const chunk of inChunks(entries)) {
    await tx
      .insert(hydrantAddresses)
      .values(chunk.map((entry) => ({ companyId: ownerId, ...entry })))
      .onConflictDoNothing();
  }
  const addressIds = new Map<string, number>();
  for (const chunk of inChunks(entries)) {
    const found = await tx
      .select({ id: hydrantAddresses.id, regionCode: hydrantAddresses.regionCode, address: hydrantAddresses.address })
      .from(hydrantAddresses)
      .where(
        and(
          eq(hydrantAddresses.companyId, ownerId),
          or(
            ...chunk.map((entry) =>
              and(eq(hydrantAddresses.regionCode, entry.regionCode), eq(hydrantAddresses.address, entry.address)),
            ),
          ),
        ),
      );
    for (const row of found) addressIds.set(keyOf(row), row.id);
  }
  return addressIds;
};

/** Adds hydrants; returns how many. */
export const insertHydrants = async (tx: DbOrTx, values: (typeof hydrants.$inferInsert)[]) =>
  (await tx.insert(hydrants).values(values).returning({ id: hydrants.id })).length;
