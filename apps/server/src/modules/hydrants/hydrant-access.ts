import { ErrorCodes } from '@fireline/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { requireSession } from '../../core/request-context';
import { isUnitInScope, type Scope } from '../../core/scope';

/**
 * Who sees a hydrant: its owning organisation's users (a centre or authority keeping the district's hydrants, or a unit)
 * and everyone whose scope holds the owner (a centre sees the hydrants of the units bound to it). docs/archives.md.
 * The same rule as a query condition is hydrantVisible (hydrant-visibility.repo.ts).
 */
export type HydrantAccess = { orgId: number; scope: Scope };

export const canSeeOwner = (access: HydrantAccess, ownerId: number) =>
  ownerId === access.orgId || isUnitInScope(access.scope, ownerId);

export const requireOwner = (access: HydrantAccess, ownerId: number) => {
  if (!canSeeOwner(access, ownerId)) throw new AppError(ErrorCodes.noPermission);
};

/** The caller's organisation and scope: what decides which hydrants they see. */
export const hydrantAccess = async (request: FastifyRequest): Promise<HydrantAccess> => ({
  orgId: requireSession(request).orgId,
  scope: await request.scope(),
});
