import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orgBindings, thirdSystems, thirdSystemUnits } from '../db/schema';
import type { Reach, Scope } from './scope';

/** The units bound (status 1) to an organisation: the scope of its people. */
export const selectBoundUnitIds = async (db: DbOrTx, orgId: number) =>
  (
    await db
      .select({ unitId: orgBindings.unitId })
      .from(orgBindings)
      .where(and(eq(orgBindings.orgId, orgId), eq(orgBindings.status, 1)))
  ).map((row) => row.unitId);

/**
 * The units a third-party system sees (docs/third-party.md): those granted to it while it is enabled, and, unless the
 * platform administrator made it, only while they are still bound (status 1) to the organisation that keeps it.
 */
export const selectThirdSystemUnitIds = async (db: DbOrTx, systemId: number) =>
  (
    await db
      .select({ unitId: thirdSystemUnits.unitId })
      .from(thirdSystemUnits)
      .innerJoin(thirdSystems, eq(thirdSystems.id, thirdSystemUnits.systemId))
      .where(
        and(
          eq(thirdSystemUnits.systemId, systemId),
          eq(thirdSystems.isEnabled, true),
          or(
            eq(thirdSystems.isPlatform, true),
            sql`exists (select 1 from ${orgBindings} b where b.org_id = ${thirdSystems.orgId} and b.cared_id = ${thirdSystemUnits.unitId} and b.status = 1)`,
          ),
        ),
      )
      .orderBy(thirdSystemUnits.unitId)
  ).map((row) => row.unitId);

/** The WHERE condition restricting a unit-owned column to the scope. */
export const inScope = (scope: Scope, unitColumn: AnyColumn): SQL => {
  if (scope.isAll) return sql`true`;
  if (scope.unitIds.length === 0) return sql`false`;
  return inArray(unitColumn, [...scope.unitIds]);
};

/**
 * inScope with the unit ids as one array parameter (`= any($1::int[])`) instead of one parameter each: for a centre's
 * 500 units the statement is parsed and bound with 1 parameter, not 500 (the per-call cost docs/performance.md
 * "Patrol" measured). Same rows; for integer unit columns.
 */
export const inScopeArray = (scope: Scope, unitColumn: AnyColumn): SQL => {
  if (scope.isAll) return sql`true`;
  if (scope.unitIds.length === 0) return sql`false`;
  return sql`${unitColumn} = any(${sql.param([...scope.unitIds])}::int[])`;
};

/**
 * The WHERE condition restricting an organisation-owned column (a hydrant's owner, an address's) to what the caller
 * reaches: the caller's own organisation and the units of the scope. The same rule as requireAccess's for such kinds.
 */
export const inReach = (reach: Reach, ownerColumn: AnyColumn): SQL =>
  reach.scope.isAll ? sql`true` : (or(eq(ownerColumn, reach.orgId), inScope(reach.scope, ownerColumn)) as SQL);

/**
 * Whether a unit of the scope is bound (status 1) to the organisation in this column: such an organisation (a
 * maintenance company, an authority) serves the caller's units, so its record is theirs to read.
 */
export const servesScope = (scope: Scope, orgColumn: AnyColumn): SQL =>
  sql`exists (select 1 from ${orgBindings} where ${and(
    eq(orgBindings.orgId, orgColumn),
    eq(orgBindings.status, 1),
    inScope(scope, orgBindings.unitId),
  )})`;
