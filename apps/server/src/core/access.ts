import { ErrorCodes, unitOwnKinds, type OrgKind } from '@fireline/shared';
import type { DbOrTx } from '../db/client';
import { selectOrgReach, selectOwners, type OrgOwnedKind, type UnitOwnedKind } from './access.repo';
import { AppError } from './app-error';
import type { Scope } from './scope';
import { hasPermission, type SessionUser } from './session';

/** Who is calling: the session's user and the units they may see (computed once per request). */
export type Caller = { session: SessionUser; scope: Scope };

/**
 * What an access check is about. Unit-owned records (building … scene) are reached through their unit's scope;
 * organisation-owned ones (hydrant, hydrant_address) also by the owner's own people; `org` is an organisation record
 * itself: a unit-like one must be in scope, another kind is read by its own people or anyone whose units it serves,
 * and written only by its own people.
 */
export type AccessKind = UnitOwnedKind | OrgOwnedKind | 'org';

export type AccessRequest = { kind: AccessKind; ids: number | readonly number[]; mode?: 'read' | 'write' };

const unitLike = (kind: string) => (unitOwnKinds as readonly string[]).includes(kind);

/**
 * The one access check (CONVENTIONS "one access check in core"): may this caller act on these ids of this kind?
 * Answered by one query. An id that does not exist → 9995 (the same answer whoever asks); one outside the caller's
 * reach → 9993. Administrators reach everything that exists. Answers each id's owner (its unit or organisation; an
 * organisation's own id for `org`), which the caller usually needs next.
 */
export const requireAccess = async (db: DbOrTx, caller: Caller, request: AccessRequest) => {
  const ids = [...new Set(typeof request.ids === 'number' ? [request.ids] : request.ids)];
  const owners = new Map<number, number>();
  if (ids.length === 0) return owners;
  if (request.kind === 'org') {
    const rows = await selectOrgReach(db, { ids, scope: caller.scope });
    if (rows.length !== ids.length) throw new AppError(ErrorCodes.noData);
    for (const row of rows) {
      const reachable =
        caller.session.isAdmin ||
        (unitLike(row.kind as OrgKind)
          ? row.inScope
          : row.id === caller.session.orgId || (request.mode !== 'write' && row.boundToScope));
      if (!reachable) throw new AppError(ErrorCodes.noPermission);
      owners.set(row.id, row.id);
    }
    return owners;
  }
  const rows = await selectOwners(db, { kind: request.kind, ids, scope: caller.scope, orgId: caller.session.orgId });
  if (rows.length !== ids.length) throw new AppError(ErrorCodes.noData);
  for (const row of rows) {
    if (!caller.session.isAdmin && !row.reachable) throw new AppError(ErrorCodes.noPermission);
    owners.set(row.id, row.ownerId);
  }
  return owners;
};

/** Whether the caller's role holds a permission node (the administrator's holds all). */
export const holds = (caller: Caller, permission: string) => hasPermission(caller.session, permission);

/** Calls meant for the platform's operators: the administrator and a monitoring centre's people. */
export const requireCentreLevel = (caller: Caller) => {
  if (!caller.session.isAdmin && caller.session.orgKind !== 'center') throw new AppError(ErrorCodes.noPermission);
};
