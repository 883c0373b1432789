import { eq, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { inScope } from '../../core/scope';
import type { HydrantAccess } from './hydrant-access';

/** The WHERE condition of the hydrant records (of any table) the caller sees, by their owner column. */
export const hydrantVisible = (access: HydrantAccess, ownerColumn: AnyColumn): SQL =>
  access.scope.isAll
    ? inScope(access.scope, ownerColumn)
    : (or(eq(ownerColumn, access.orgId), inScope(access.scope, ownerColumn)) as SQL);
