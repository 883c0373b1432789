import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orgBindings } from '../db/schema';
import type { Scope } from './scope';

/** The units bound (status 1) to an organisation: the scope of its people. */
export const selectBoundUnitIds = async (db: DbOrTx, orgId: number) =>
  (
    await db
      .select({ caredId: orgBindings.caredId })
      .from(orgBindings)
      .where(and(eq(orgBindings.orgId, orgId), eq(orgBindings.status, 1)))
  ).map((row) => row.caredId);

/** The WHERE condition restricting a unit-owned column to the scope. */
export const inScope = (scope: Scope, unitColumn: AnyColumn): SQL => {
  if (scope.isAll) return sql`true`;
  if (scope.unitIds.length === 0) return sql`false`;
  return inArray(unitColumn, [...scope.unitIds]);
};
