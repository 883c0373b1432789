import { ErrorCodes } from '@fireline/shared';
import { eq, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { inScope, isUnitInScope, type Scope } from '../../core/scope';

/**
 * Who sees a hydrant: its owning organisation's users (a centre or authority keeping the district's hydrants, or a unit)
 * and everyone whose scope holds the owner (a centre sees the hydrants of the units bound to it). docs/archives.md.
 */
export type HydrantAccess = { orgId: number; scope: Scope };

export const hydrantVisible = (access: HydrantAccess, ownerColumn: AnyColumn): SQL =>
  access.scope.isAll
    ? inScope(access.scope, ownerColumn)
    : (or(eq(ownerColumn, access.orgId), inScope(access.scope, ownerColumn)) as SQL);

export const canSeeOwner = (access: HydrantAccess, ownerId: number) =>
  ownerId === access.orgId || isUnitInScope(access.scope, ownerId);

export const requireOwner = (access: HydrantAccess, ownerId: number) => {
  if (!canSeeOwner(access, ownerId)) throw new AppError(ErrorCodes.noPermission);
};
