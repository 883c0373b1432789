import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Scope } from '../../core/scope';
import { foldEventDeltas, rebuildRollUp, selectOpenEventsByUnit, selectRollUpOffset } from './roll-up.repo';

/** The scheduler's `fold-event-counts` job: keeps the deltas the readers add up to a minute's worth. */
export const foldEventCounts = (db: Db) => db.transaction((tx) => foldEventDeltas(tx));

/**
 * At start: the roll-up's days must be the site's (GB_UTC_OFFSET_MINUTES). When the offset it was counted with
 * differs (the migration counts on UTC+8; the setting changed since), it is recounted from the events.
 */
export const syncRollUpOffset = async (db: Db, options: { offsetMinutes: number; logger?: FastifyBaseLogger }) => {
  const stored = await selectRollUpOffset(db);
  if (stored === options.offsetMinutes) return false;
  const started = Date.now();
  await db.transaction((tx) => rebuildRollUp(tx, options.offsetMinutes));
  options.logger?.info(
    { from: stored, to: options.offsetMinutes, ms: Date.now() - started },
    'events roll-up recounted on the site clock',
  );
  return true;
};

/** Unprocessed events per unit and category in the scope, from the roll-up (the map's open alarms, docs/map.md). */
export const countOpenEventsByUnit = (db: DbOrTx, scope: Scope) => selectOpenEventsByUnit(db, scope);
