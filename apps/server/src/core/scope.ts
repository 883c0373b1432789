import { ErrorCodes, unitOwnKinds, type OrgKind } from '@fireline/shared';
import type { DbOrTx } from '../db/client';
import { AppError } from './app-error';
import { selectBoundUnitIds } from './scope.repo';

/** Repositories restrict their queries with these; kept beside the scope so one import serves them. */
export { inReach, inScope } from './scope.repo';

/** The cared units a user may see (ARCHITECTURE §5): all of them, or a list. */
export type Scope = { isAll: true } | { isAll: false; unitIds: readonly number[] };

/** What organisation-owned records (hydrants, their addresses) a caller reaches: their own organisation's and the scope's. */
export type Reach = { orgId: number; scope: Scope };

export const computeScope = async (
  db: DbOrTx,
  user: { orgId: number; orgKind: OrgKind; isAdmin: boolean },
): Promise<Scope> => {
  if (user.isAdmin) return { isAll: true };
  if (unitOwnKinds.includes(user.orgKind)) return { isAll: false, unitIds: [user.orgId] };
  return { isAll: false, unitIds: await selectBoundUnitIds(db, user.orgId) };
};

export const isUnitInScope = (scope: Scope, unitId: number) => scope.isAll || scope.unitIds.includes(unitId);

/** Refuses (9993) a unit outside the scope; used before touching one unit's records. */
export const requireUnitInScope = (scope: Scope, unitId: number) => {
  if (!isUnitInScope(scope, unitId)) throw new AppError(ErrorCodes.noPermission);
};
