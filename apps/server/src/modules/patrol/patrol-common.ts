import {
  ErrorCodes,
  patrolItemTypes,
  patrolPeriodLabels,
  patrolTaskStatusLabels,
  punchStatusLabels,
  sitePositionTypeLabels,
  unitOwnKinds,
  type Lang,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError, fieldDetail } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';

/** Epoch seconds of a timestamp (0 for none), as every patrol answer gives times. */
export const seconds = (value: Date | null | undefined) => (value ? Math.floor(value.getTime() / 1000) : 0);

const labelled = (labels: Record<number, { zh: string; en: string }>, id: number, lang: Lang) => ({
  id,
  name: labels[id]?.[lang] ?? String(id),
});
export const itemTypeOf = (id: number, lang: Lang) => {
  const type = patrolItemTypes.find((entry) => entry.id === id);
  return { id, name: type ? type[lang] : String(id) };
};
export const positionTypeOf = (id: number, lang: Lang) => labelled(sitePositionTypeLabels, id, lang);
export const periodOf = (id: number, lang: Lang) => labelled(patrolPeriodLabels, id, lang);
export const taskStatusOf = (id: number, lang: Lang) => labelled(patrolTaskStatusLabels, id, lang);
export const punchStatusOf = (id: number, lang: Lang) => labelled(punchStatusLabels, id, lang);

/** A refusal naming the field, with one of the patrol texts (shared patrolMessages). */
export const refuseField = (
  code: typeof ErrorCodes.paramValue | typeof ErrorCodes.paramRequired | typeof ErrorCodes.limitExceeded,
  field: string,
  text: { zh: string; en: string },
) => new AppError(code, { detail: text, data: { field } });

/**
 * The unit a call acts on: `company_cared_id` when given (within the caller's scope, else 9993), else the caller's own
 * unit; a centre's person must name one.
 */
export const requireUnit = async (db: DbOrTx, caller: Caller, companyId: number | undefined) => {
  const id =
    companyId ??
    ((unitOwnKinds as readonly string[]).includes(caller.session.orgKind) ? caller.session.orgId : undefined);
  if (!id)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: fieldDetail('company_cared_id'),
      data: { field: 'company_cared_id' },
    });
  await requireAccess(db, caller, { kind: 'unit', ids: id, field: 'company_cared_id' });
  return id;
};

/** A list's unit filter: checked when given, else the whole scope. */
export const checkUnitFilter = async (db: DbOrTx, caller: Caller, companyId: number | undefined) => {
  if (companyId !== undefined)
    await requireAccess(db, caller, { kind: 'unit', ids: companyId, field: 'company_cared_id' });
};
