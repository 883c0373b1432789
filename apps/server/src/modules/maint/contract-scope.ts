import type { SiteTime } from '../../core/site-time';
import type { Db, DbOrTx } from '../../db/client';
import { syncContractBindings, type CoveragePair } from './contract-scope.repo';

/**
 * A live contract binds its maintenance company to the units it covers (docs/maintenance.md "Scope"). Writes keep the
 * bindings of the pairs they touch in step in their own transaction; the scheduler's `maint-contract-scope` job starts
 * and ends contracts as the site's days pass, by the same sync over every pair.
 */

/** The site's calendar day now, "YYYY-MM-DD" (GB_UTC_OFFSET_MINUTES' clock, never the server's zone). */
/** What a maintenance read or write that counts days needs: the database and the site's time. */
export type SiteDeps = { db: Db; siteTime: SiteTime };

export const siteToday = (siteTime: SiteTime, now = new Date()) => siteTime.format(now).slice(0, 10);

export const pairsOf = (maintId: number, unitIds: readonly number[]): CoveragePair[] =>
  unitIds.map((unitId) => ({ maintId, unitId }));

/** Brings the bindings of these pairs in line with the live contracts (inside the caller's transaction). */
export const syncPairs = (db: DbOrTx, options: { today: string; pairs: readonly CoveragePair[] }) =>
  syncContractBindings(db, options);

/**
 * The scheduler's job: contracts whose first day has come bind their units, those past their last day unbind them.
 * Idempotent, so running it every few minutes (and in several processes, though the leader lock keeps it to one) is
 * harmless; a missed midnight is caught up at the next run.
 */
export const syncContractScope = async (db: DbOrTx, siteTime: SiteTime, now = new Date()) =>
  syncContractBindings(db, { today: siteToday(siteTime, now) });
