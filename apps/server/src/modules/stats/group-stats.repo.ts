import { unitOwnKinds } from '@fireline/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { devices, organisations } from '../../db/schema';

/**
 * The goup page (by district): the scope's units grouped by the start of their region code, with their devices and
 * their events of a window. Units and devices are counted directly (a few thousand rows); events come per unit from
 * the roll-up as the ranking reads them (whole months, cut days, pending deltas: roll-up.repo.ts selectUnitTotals) and
 * are summed per region by the service.
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

/** The scope's networked units with the region they count in. */
export const selectUnitRegions = (db: DbOrTx, scope: Scope, digits: number) =>
  db
    .select({ id: organisations.id, key: regionOf(digits) })
    .from(organisations)
    .where(unitsWhere(scope));
