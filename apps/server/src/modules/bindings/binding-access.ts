import { bindingOrgKinds, ErrorCodes } from '@fireline/shared';
import { AppError } from '../../core/app-error';
import type { Scope } from '../../core/scope';
import type { SessionUser } from '../../core/session';
import type { DbOrTx } from '../../db/client';
import { findOrg, isBoundToScope } from '../companies';

type Caller = { session: SessionUser; scope: Scope };

/**
 * Who may act for a binding organisation (ask units to bind, list its units, unbind them): an administrator, the
 * organisation's own people, or a centre's people for a maintenance company, authority or fire station bound to a unit
 * of their scope. `limit` is null when any unit may be asked (the unit's people decide), else the scope the units must
 * lie in: a centre acting for another organisation may only offer it its own units.
 */
export const actForBindingOrg = async (db: DbOrTx, caller: Caller, orgId: number) => {
  const org = await findOrg(db, orgId);
  if (!org || !(bindingOrgKinds as readonly string[]).includes(org.kind))
    throw new AppError(ErrorCodes.noData, { detail: { zh: 'company_id', en: 'company_id' } });
  if (caller.session.isAdmin || org.id === caller.session.orgId) return { org, limit: null };
  if (caller.session.orgKind === 'center' && org.kind !== 'center' && (await isBoundToScope(db, caller.scope, org.id)))
    return { org, limit: caller.scope };
  throw new AppError(ErrorCodes.noPermission);
};
