import { ErrorCodes } from '@fireline/shared';
import { requireAccess } from '../../../core/access';
import { AppError } from '../../../core/app-error';
import type { DbOrTx } from '../../../db/client';
import type { ImportContext } from '../importer-registry';

/** company_id must be given (8998), exist (9995) and be a unit of the caller's scope (9993). */
export const requireTargetUnit = async (db: DbOrTx, ctx: ImportContext) => {
  const companyId = ctx.companyId;
  if (companyId === null)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: { zh: 'company_id', en: 'company_id' },
      data: { field: 'company_id' },
    });
  await requireAccess(db, ctx.caller, { kind: 'unit', ids: companyId, field: 'company_id' });
  return companyId;
};
