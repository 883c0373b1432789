import { unitOwnKinds } from '@fireline/shared';
import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { devices, eventDayCounts, eventDayDeltas, organisations } from '../../db/schema';

/**
 * The goup page (by district): the scope's units grouped by the start of their region code, with their devices and
 * their events of a window. Units and devices are counted directly (a few thousand rows); events from the roll-up
 * (folded counts plus pending deltas in one statement, as every statistic over events), never from the events.
 */

/** The region a unit counts in: the first `digits` of its code ('' without one; a shorter code stays itself). */
const regionOf = (digits: number) => sql<string>`left(coalesce(${organisations.regionCode}, ''), ${digits}::int)`;

/** The scope's networked units (the unit-like kinds), as organisations rows. */
const unitsWhere = (scope: Scope) =>
  and(inScope(scope, organisations.id), inArray(organisations.kind, [...unitOwnKinds]));

export const countUnitsByRegion = (db: DbOrTx, scope: Scope, digits: number) =>
  db
    .select({ key: regionOf(digits), count: count() })
    .from(organisations)
    .where(unitsWhere(scope))
    .groupBy(sql`1`);

export const countDevicesByRegion = (db: DbOrTx, scope: Scope, digits: number) =>
  db
    .select({ key: regionOf(digits), count: count() })
    .from(devices)
    .innerJoin(organisations, eq(organisations.id, devices.companyId))
    .where(unitsWhere(scope))
    .groupBy(sql`1`);

type DayTable = typeof eventDayCounts | typeof eventDayDeltas;

/** A roll-up table's rows of the scope and window, shielded events left out (as the alarm lists do). */
const windowRows = (db: DbOrTx, table: DayTable, scope: Scope, days: { from: string; to: string }) =>
  db
    .select({ companyId: table.companyId, enumConfirmType: table.enumConfirmType, events: table.events })
    .from(table)
    .where(
      and(
        inScope(scope, table.companyId),
        eq(table.isShielded, false),
        gte(table.siteDay, days.from),
        lte(table.siteDay, days.to),
      ),
    );

const sumOf = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Events of the window per region of their unit, in all and never handled. */
export const countEventsByRegion = (
  db: DbOrTx,
  options: { scope: Scope; digits: number; days: { from: string; to: string } },
) => {
  const { scope, digits, days } = options;
  const r = unionAll(windowRows(db, eventDayCounts, scope, days), windowRows(db, eventDayDeltas, scope, days)).as('r');
  return db
    .select({
      key: regionOf(digits),
      total: sumOf(sql`${r.events}`),
      unprocessed: sumOf(sql`case when ${r.enumConfirmType} = 0 then ${r.events} else 0 end`),
    })
    .from(r)
    .innerJoin(organisations, eq(organisations.id, r.companyId))
    .where(inArray(organisations.kind, [...unitOwnKinds]))
    .groupBy(sql`1`);
};
