import { ErrorCodes } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { requireUnitInScope } from '../../../core/scope';
import type { DbOrTx } from '../../../db/client';
import { organisations } from '../../../db/schema';
import type { ImportContext } from '../importer-registry';

/** company_id must be given (8998), in the caller's scope (9993, before anything is revealed) and exist (9995). */
export const requireTargetUnit = async (db: DbOrTx, ctx: ImportContext) => {
  const companyId = ctx.companyId;
  if (companyId === null)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: { zh: 'company_id', en: 'company_id' },
      data: { field: 'company_id' },
    });
  requireUnitInScope(ctx.scope, companyId);
  const [unit] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, companyId))
    .limit(1);
  if (!unit) throw new AppError(ErrorCodes.noData, { detail: { zh: 'company_id', en: 'company_id' } });
  return companyId;
};
