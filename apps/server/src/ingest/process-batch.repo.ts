import { lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { asStored, jsonRowsSelect } from '../db/json-rows';
import { events, ingestReceipts, readings } from '../db/schema';

export type NewEvent = typeof events.$inferInsert;
export type StoredEvent = typeof events.$inferSelect;
export type NewReading = typeof readings.$inferInsert;

/** Records the receipts of these uuids; answers the ones never received before (a repeat is stored once). */
export const insertReceipts = async (tx: Tx, uuids: string[]) => {
  const fresh = new Set<string>();
  if (uuids.length === 0) return fresh;
  const inserted = await tx
    .insert(ingestReceipts)
    .select(
      jsonRowsSelect(
        ingestReceipts,
        uuids.map((uuid) => ({ uuid })),
      ),
    )
    .onConflictDoNothing()
    .returning({ uuid: ingestReceipts.uuid });
  for (const row of inserted) fresh.add(row.uuid);
  return fresh;
};

/** Devices repeat a frame within seconds: receipts older than `before` are no longer needed to recognise a repeat. */
export const pruneIngestReceipts = (db: DbOrTx, before: Date) =>
  db.delete(ingestReceipts).where(lt(ingestReceipts.receivedAt, before));

/**
 * Inserts the batch's events (a uuid already stored is skipped) and answers the stored rows. Only what the database
 * decides comes back (id, receive time); the rest of each stored row is the row sent.
 */
export const insertEvents = async (tx: Tx, rows: NewEvent[]): Promise<StoredEvent[]> => {
  if (rows.length === 0) return [];
  const filled = await tx
    .insert(events)
    .select(jsonRowsSelect(events, rows))
    .onConflictDoNothing({ target: events.uuid })
    .returning({ id: events.id, uuid: events.uuid, receiveTime: events.receiveTime });
  const sentByUuid = new Map(rows.map((row) => [row.uuid, row]));
  return filled.map((returned) => asStored(events, sentByUuid.get(returned.uuid)!, returned));
};

export const insertReadings = async (tx: Tx, rows: NewReading[]) => {
  if (rows.length) await tx.insert(readings).values(rows).onConflictDoNothing({ target: readings.uuid });
};

/**
 * Writes the components whose flags or name changed, in one statement for the whole batch (a busy gateway changes
 * hundreds of components per commit); state_changed_at moves only when the flags did.
 */
export const updateComponentStates = async (
  tx: Tx,
  rows: { id: number; flags: number; state: string; name: string }[],
) => {
  if (rows.length === 0) return;
  await tx.execute(
    sql`update components c set active_flags = v.flags, state = v.state, name = v.name,
        state_changed_at = case when c.active_flags <> v.flags then now() else c.state_changed_at end
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, flags int, state text, name text) where c.id = v.id`,
  );
};
