import { ErrorCodes, maintMessages } from '@fireline/shared';
import { holds, requireAccessTo, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { holdsUnits } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { selectRequestBoundUnits } from './contract-scope.repo';
import { maintWrite } from './permissions';
import { findContract, selectUnitIdsOf } from './contracts.repo';

/**
 * Who writes maintenance contracts (docs/maintenance.md "Who reads, who writes"), on top of the `contract` access kind
 * (who reads them, core/access.ts). Writes: the administrator; a centre's people for units of their scope, with any
 * maintenance company (this is how a company comes to serve a unit); a maintenance company's people their own
 * contracts, for units already bound to it by request — so a company never widens its own scope by writing a contract.
 */

const refuse = (field: string, message?: { zh: string; en: string }) =>
  new AppError(ErrorCodes.noPermission, {
    detail: message ? { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` } : { zh: field, en: field },
    data: { field },
  });

/** A contract the caller reads (the `contract` access kind): 9995 when there is none, 9993 when it is out of reach. */
export const requireReadableContract = async (db: DbOrTx, caller: Caller, id: number, field = 'id') => {
  await requireAccessTo(db, caller, { kind: 'contract', id, field });
  const row = await findContract(db, id);
  if (!row) throw new AppError(ErrorCodes.noData, { detail: { zh: field, en: field }, data: { field } });
  return row;
};

/**
 * Builds the caller's write verdict for contracts: `isAllowed` answers can_edit for a page of contracts at once (one
 * query for a maintenance company's request-bound units), `require` throws 9993 naming the field that breaks the rule.
 */
export const contractWriter = async (db: DbOrTx, caller: Caller, unitIds: readonly number[]) => {
  const { session } = caller;
  const requestBound =
    session.orgKind === 'maint' && !session.isAdmin
      ? await selectRequestBoundUnits(db, session.orgId, [...new Set(unitIds)])
      : new Set<number>();
  const verdict = (maintId: number, units: readonly number[]): 'ok' | 'company' | 'units' => {
    if (session.isAdmin) return 'ok';
    // can_edit for a reader of the unit's 维保 tab without a write node (an authority): the routes refuse it too.
    if (!holds(caller, maintWrite)) return 'company';
    if (session.orgKind === 'center') return holdsUnits(caller.scope, units) ? 'ok' : 'units';
    if (session.orgKind !== 'maint') return 'company';
    if (maintId !== session.orgId) return 'company';
    return units.every((id) => requestBound.has(id)) ? 'ok' : 'units';
  };
  return {
    isAllowed: (maintId: number, units: readonly number[]) => verdict(maintId, units) === 'ok',
    require: (maintId: number, units: readonly number[]) => {
      const answer = verdict(maintId, units);
      if (answer === 'company') throw refuse('company_maint_id');
      if (answer === 'units')
        throw refuse('company_ids', session.orgKind === 'maint' ? maintMessages.unitsNotBound : undefined);
    },
  };
};

/** A contract the caller may change (its current company and units): 9995, or 9993 naming `field`. */
export const requireWritableContract = async (
  db: DbOrTx,
  caller: Caller,
  options: { id: number; unitIds: readonly number[]; field?: string },
) => {
  const field = options.field ?? 'id';
  const row = await requireReadableContract(db, caller, options.id, field);
  const writer = await contractWriter(db, caller, options.unitIds);
  if (!writer.isAllowed(row.companyMaintId, options.unitIds)) throw refuse(field);
  return row;
};

/**
 * A contract whose coverage and entries the caller may change: the administrator, the contract's maintenance company
 * (whoever wrote the contract: this is its work, and it widens no scope), or a centre's people whose scope holds every
 * unit it covers. 9995, or 9993 naming `field`.
 */
export const requireContractWorker = async (
  db: DbOrTx,
  caller: Caller,
  options: { id: number; unitIds: readonly number[]; field: string },
) => {
  const row = await requireReadableContract(db, caller, options.id, options.field);
  if (!isContractWorker(caller, row, options.unitIds)) throw refuse(options.field);
  return row;
};

/** Whether the caller is a worker of the contract (can_edit of coverage and entries), without the reading check. */
export const isContractWorker = (caller: Caller, row: { companyMaintId: number }, unitIds: readonly number[]) => {
  const { session } = caller;
  return (
    session.isAdmin ||
    (session.orgKind === 'maint' && row.companyMaintId === session.orgId) ||
    (session.orgKind === 'center' && holdsUnits(caller.scope, unitIds))
  );
};

/**
 * Whether the caller may suspend and resume the contract (docs/maintenance.md "Contracts"): the administrator, or a
 * centre's people whose scope holds every unit it covers — never the maintenance company, whose scope it is.
 */
export const isContractSuspender = (caller: Caller, unitIds: readonly number[]) =>
  caller.session.isAdmin || (caller.session.orgKind === 'center' && holdsUnits(caller.scope, unitIds));

/** A contract the caller may suspend or resume: 9995, or 9993 naming `contract_id`. */
export const requireContractSuspender = async (db: DbOrTx, caller: Caller, id: number) => {
  const field = 'contract_id';
  const row = await requireReadableContract(db, caller, id, field);
  if (!isContractSuspender(caller, await selectUnitIdsOf(db, id))) throw refuse(field);
  return row;
};
