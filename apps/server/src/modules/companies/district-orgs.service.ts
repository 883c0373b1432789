import {
  describeError,
  districtOrgKinds,
  districtRowSchema,
  ErrorCodes,
  importMessages,
  type DistrictListQuery,
  type DistrictRow,
  type ErrorCode,
  type Lang,
  type MoreAdd,
  type MoreAddRowError,
} from '@fireline/shared';
import { reachOf, requireAccess } from '../../core/access';
import { AppError } from '../../core/app-error';
import { isUniqueViolation } from '../../core/pg-errors';
import { mapValidationIssues } from '../../core/validation-errors';
import type { Db, DbOrTx } from '../../db/client';
import { findOrg } from './companies.repo';
import { presentCompanies, withIntegrity, type Caller } from './companies.service';
import { presentCompany, toOrgValues } from './company-fields';
import { findTakenNames, insertOrgs, listDistrictOrgs } from './district-orgs.repo';

/** A district-organisation tab (regulatory centres, maintenance companies, networked units, fire authorities). */
export const listDistrict = async (db: DbOrTx, caller: Caller, query: DistrictListQuery) => {
  const { rows, total } = await listDistrictOrgs(db, reachOf(caller), query);
  return { total, list: await presentCompanies(db, rows) };
};

/**
 * Who may act for a district organisation (ask units to bind, list its units, unbind them): whoever may read it (the
 * one access check: an administrator, its own people, the people of a unit it serves), narrowed by what binding asks:
 * besides the administrator and its own people, only a centre's people act for a maintenance company, authority or fire
 * station bound to a unit of their scope. `limit` is null when any unit may be asked (the unit's people decide), else
 * the scope the units must lie in: a centre acting for another organisation may only offer it its own units.
 */
export const actForDistrictOrg = async (db: DbOrTx, caller: Caller, orgId: number) => {
  await requireAccess(db, caller, { kind: 'org', ids: orgId, orgKinds: districtOrgKinds, field: 'company_id' });
  const org = await findOrg(db, orgId);
  if (!org) throw new AppError(ErrorCodes.noData, { detail: { zh: 'company_id', en: 'company_id' } });
  const { session } = caller;
  if (session.isAdmin || org.id === session.orgId) return { org, limit: null };
  if (session.orgKind === 'center' && org.kind !== 'center') return { org, limit: caller.scope };
  throw new AppError(ErrorCodes.noPermission);
};

const rowError = (
  lang: Lang,
  row: number,
  field: string,
  code: ErrorCode,
  detail: { zh: string; en: string },
): MoreAddRowError => ({ row, field, code, msg: describeError(code, lang, detail).msg });

/**
 * Every problem of every row: the field rules (one error per field), names repeated in the list, names already on file
 * (in the district import's words: these are organisations, 机构, not units).
 */
const checkRows = async (db: Db, kind: MoreAdd['kind'], list: MoreAdd['list'], lang: Lang) => {
  const errors: MoreAddRowError[] = [];
  const rows: DistrictRow[] = [];
  list.forEach((raw, index) => {
    const parsed = districtRowSchema.safeParse(raw);
    if (parsed.success) {
      rows.push(parsed.data);
      return;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const mapped = mapValidationIssues([issue as Parameters<typeof mapValidationIssues>[0][number]], 'list');
      if (seen.has(mapped.data.field)) continue;
      seen.add(mapped.data.field);
      errors.push(rowError(lang, index, mapped.data.field, mapped.code, mapped.detail));
    }
  });
  if (errors.length > 0) return { errors, rows };
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const first = firstRowOf.get(row.company_name);
    if (first === undefined) firstRowOf.set(row.company_name, index);
    else
      errors.push(
        rowError(lang, index, 'company_name', ErrorCodes.alreadyExists, {
          zh: `与第 ${first + 1} 行重复`,
          en: `duplicates row ${first + 1}`,
        }),
      );
  });
  const taken = await findTakenNames(db, kind, [...firstRowOf.keys()]);
  rows.forEach((row, index) => {
    if (taken.has(row.company_name))
      errors.push(rowError(lang, index, 'company_name', ErrorCodes.alreadyExists, importMessages.orgExists));
  });
  return { errors: errors.sort((a, b) => a.row - b.row), rows };
};

/**
 * POST company/more_add: several centres, maintenance companies or fire authorities in one transaction, or none. A
 * refusal carries every problem found as `data.errors` [{row (0-based index in list), field, code, msg}]; the envelope's
 * code is the first one's. Only an administrator or the creators of district organisations (systemmanage-manage) get here.
 */
export const addDistrictOrgs = async (db: Db, userId: number, body: MoreAdd, lang: Lang) => {
  const { errors, rows } = await checkRows(db, body.kind, body.list, lang);
  /** Throws the first problem's code with every problem found; nothing to refuse when none was. */
  const refuseIfAny = (found: MoreAddRowError[]) => {
    const [first] = found;
    if (!first) return;
    const text = `list.${first.row}.${first.field}`;
    throw new AppError(first.code as ErrorCode, {
      detail: { zh: text, en: text },
      data: { field: text, errors: found },
    });
  };
  refuseIfAny(errors);
  const created = await db
    .transaction(async (tx) => {
      const inserted = await insertOrgs(
        tx,
        rows.map((row) => ({ ...toOrgValues(row), kind: body.kind, name: row.company_name, createrId: userId })),
      );
      const scored: typeof inserted = [];
      for (const row of inserted) scored.push(await withIntegrity(tx, row));
      return scored;
    })
    .catch((error: unknown) => {
      // Someone took a name between the check and the insert.
      if (isUniqueViolation(error))
        refuseIfAny([rowError(lang, 0, 'company_name', ErrorCodes.alreadyExists, importMessages.orgExists)]);
      throw error;
    });
  return { list: created.map((row) => presentCompany(row)) };
};
