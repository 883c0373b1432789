import { ErrorCodes } from '@fireline/shared';
import { AppError } from '../../../core/app-error';
import { requireUnitInScope } from '../../../core/scope';
import type { DbOrTx } from '../../../db/client';
import type { ImportContext } from '../importer-registry';
import { findOrganisationKind } from './organisations.repo';

/** company_id must be given (8998), in the caller's scope (9993, before anything is revealed) and exist (9995). */
export const requireTargetUnit = async (db: DbOrTx, ctx: ImportContext) => {
  const companyId = ctx.companyId;
  if (companyId === null)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: { zh: 'company_id', en: 'company_id' },
      data: { field: 'company_id' },
    });
  requireUnitInScope(ctx.scope, companyId);
  if ((await findOrganisationKind(db, companyId)) === undefined)
    throw new AppError(ErrorCodes.noData, { detail: { zh: 'company_id', en: 'company_id' } });
  return companyId;
};
