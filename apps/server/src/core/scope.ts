import { ErrorCodes, unitOwnKinds, type OrgKind } from '@fireline/shared';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orgBindings } from '../db/schema';
import { AppError } from './app-error';

/** The cared units a user may see (ARCHITECTURE §5): all of them, or a list. */
export type Scope = { isAll: true } | { isAll: false; unitIds: readonly number[] };

export const computeScope = async (
  db: DbOrTx,
  user: { orgId: number; orgKind: OrgKind; isAdmin: boolean },
): Promise<Scope> => {
  if (user.isAdmin) return { isAll: true };
  if (unitOwnKinds.includes(user.orgKind)) return { isAll: false, unitIds: [user.orgId] };
  const rows = await db
    .select({ caredId: orgBindings.caredId })
    .from(orgBindings)
    .where(and(eq(orgBindings.orgId, user.orgId), eq(orgBindings.status, 1)));
  return { isAll: false, unitIds: rows.map((row) => row.caredId) };
};

/** The WHERE condition restricting a unit-owned column to the scope. */
export const inScope = (scope: Scope, unitColumn: AnyColumn): SQL => {
  if (scope.isAll) return sql`true`;
  if (scope.unitIds.length === 0) return sql`false`;
  return inArray(unitColumn, [...scope.unitIds]);
};

export const isUnitInScope = (scope: Scope, unitId: number) => scope.isAll || scope.unitIds.includes(unitId);

/** Refuses (9993) a unit outside the scope; used before touching one unit's records. */
export const requireUnitInScope = (scope: Scope, unitId: number) => {
  if (!isUnitInScope(scope, unitId)) throw new AppError(ErrorCodes.noPermission);
};
