import { unitOwnKinds, type OrgKind } from '@fireline/shared';
import type { DbOrTx } from '../db/client';
import { selectBoundUnitIds, selectThirdSystemUnitIds } from './scope.repo';

/** Repositories restrict their queries with these; kept beside the scope so one import serves them. */
export { inReach, inScope, inScopeArray, selectThirdSystemUnitIds, servesScope } from './scope.repo';

/**
 * The cared units a user may see (ARCHITECTURE §5): all of them, or a list. `boundTo`: the list is exactly the units
 * bound to that organisation (a centre's, an authority's people), which the statistics' roll-up keeps counts for.
 */
export type Scope = { isAll: true } | { isAll: false; unitIds: readonly number[]; boundTo?: number };

/** Whose organisation-owned records (hydrants, login records) a caller reaches: their own organisation's, the scope's. */
export type Reach = { orgId: number; scope: Scope };

/**
 * Whose maintenance work (contracts and what hangs off them, repair tasks and reports) a caller reaches: all of it (the
 * administrator); one maintenance company's own (its people, the engineer's contract side); or the work for the units
 * of a scope (the unit side: a unit's people, a centre, an authority).
 */
export type ContractReach = { kind: 'all' } | { kind: 'maint'; orgId: number } | { kind: 'units'; scope: Scope };

/** Whether the scope holds every one of these units. */
export const holdsUnits = (scope: Scope, unitIds: readonly number[]) =>
  scope.isAll || unitIds.every((id) => scope.unitIds.includes(id));

export const computeScope = async (
  db: DbOrTx,
  user: { orgId: number; orgKind: OrgKind; isAdmin: boolean; thirdSystemId?: number | null },
): Promise<Scope> => {
  // A third-party entry session sees its system's units (docs/third-party.md), never its account's organisation's.
  if (user.thirdSystemId) return { isAll: false, unitIds: await selectThirdSystemUnitIds(db, user.thirdSystemId) };
  if (user.isAdmin) return { isAll: true };
  if (unitOwnKinds.includes(user.orgKind)) return { isAll: false, unitIds: [user.orgId] };
  return { isAll: false, unitIds: await selectBoundUnitIds(db, user.orgId), boundTo: user.orgId };
};
