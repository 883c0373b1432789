import { ErrorCodes, unitOwnKinds, type OrgKind } from '@fireline/shared';
import type { DbOrTx } from '../db/client';
import { selectOrgReach, selectOwners, type OwnedKind } from './access.repo';
import { AppError, fieldDetail } from './app-error';
import { holdsUnits, type ContractReach, type Reach, type Scope } from './scope';
import { hasPermission, type SessionUser } from './session';

/** Who is calling: the session's user and the units they may see (computed once per request). */
export type Caller = { session: SessionUser; scope: Scope };

/**
 * What an access check is about (docs/architecture.md "Access kinds"). Unit-owned records (building … scene,
 * device_dot, binding, hazard, patrol_*) are reached through their unit's scope; organisation-owned ones (hydrant,
 * hydrant_address, user, event_forward_rule, department, post, role, log_org) also by the owner's own people; a
 * maintenance company's work (contract, maint_plan, maint_task, maint_report, maint_charge, maint_entry, repair_task,
 * repair_report) by the company's own people and by the unit side (contractReachOf). `unit` is an organisation named
 * as the unit whose records are asked for (a `company_id`): the scope must hold it. `org` is an organisation record
 * itself: a unit-like one must be in scope, another kind is read by its own people or anyone whose units it serves,
 * and written only by its own people.
 */
export type AccessKind = OwnedKind | 'unit' | 'org';

export type AccessRequest = {
  kind: AccessKind;
  ids: number | readonly number[];
  mode?: 'read' | 'write';
  /** For `unit` and `org`: an organisation of another kind counts as unknown (9995). */
  orgKinds?: readonly OrgKind[];
  /** The input field the ids come from: a refusal names it (`detail`, `data: { field }`). */
  field?: string;
};

const unitLike = (kind: string) => (unitOwnKinds as readonly string[]).includes(kind);

type Refuse = (code: typeof ErrorCodes.noData | typeof ErrorCodes.noPermission) => AppError;

/** 9995 when the query did not find every id. */
const requireAllFound = (ids: readonly number[], rows: readonly { id: number }[], refuse: Refuse) => {
  if (rows.length !== ids.length) throw refuse(ErrorCodes.noData);
};

/**
 * What organisation-owned lists show this caller (core/scope.repo.ts inReach). A third-party entry session reaches its
 * system's units only, not its account's organisation's own records (docs/third-party.md).
 */
export const reachOf = (caller: Caller): Reach => ({
  orgId: caller.session.thirdSystemId ? 0 : caller.session.orgId,
  scope: caller.scope,
});

/**
 * Whose maintenance work a caller reaches (docs/maintenance.md "Who reads, who writes"): the administrator all; a
 * maintenance company's people their company's own (the contract side: never a competitor's, whose amounts and terms
 * are not theirs to see); anyone else (a unit, a centre, an authority) the work for units of their scope (the unit
 * side).
 */
export const contractReachOf = (caller: Caller): ContractReach => {
  const { session, scope } = caller;
  if (session.isAdmin || scope.isAll) return { kind: 'all' };
  if (session.orgKind === 'maint') return { kind: 'maint', orgId: session.orgId };
  return { kind: 'units', scope };
};

/** Whether the caller works for this maintenance company (its people, or the administrator). */
export const isContractSide = (caller: Caller, maintId: number) =>
  caller.session.isAdmin || (caller.session.orgKind === 'maint' && caller.session.orgId === maintId);

/** Whether the caller answers for these units (not a maintenance company's people; the scope holds every one). */
export const isUnitSide = (caller: Caller, unitIds: readonly number[]) => {
  const { session, scope } = caller;
  if (session.isAdmin) return true;
  if (session.orgKind === 'maint') return false;
  return holdsUnits(scope, unitIds);
};

/**
 * The one access check (CONVENTIONS "one access check in core"): may this caller act on these ids of this kind?
 * Answered by one query. An id that does not exist → 9995 (the same answer whoever asks); one outside the caller's
 * reach → 9993. Administrators reach everything that exists. Answers each id's owner (its unit or organisation; an
 * organisation's own id for `unit` and `org`), which the caller usually needs next.
 */
export const requireAccess = async (db: DbOrTx, caller: Caller, request: AccessRequest) => {
  const ids = [...new Set(typeof request.ids === 'number' ? [request.ids] : request.ids)];
  const owners = new Map<number, number>();
  if (ids.length === 0) return owners;
  const { field } = request;
  const refuse: Refuse = (code) => new AppError(code, field ? { detail: fieldDetail(field), data: { field } } : {});
  const isAdmin = caller.session.isAdmin;
  if (request.kind === 'unit' || request.kind === 'org') {
    const rows = (await selectOrgReach(db, { ids, reach: reachOf(caller) })).filter(
      (row) => !request.orgKinds || request.orgKinds.includes(row.kind as OrgKind),
    );
    requireAllFound(ids, rows, refuse);
    for (const row of rows) {
      const reachable =
        isAdmin ||
        (request.kind === 'unit' || unitLike(row.kind)
          ? row.inScope
          : row.id === caller.session.orgId || (request.mode !== 'write' && row.boundToScope));
      if (!reachable) throw refuse(ErrorCodes.noPermission);
      owners.set(row.id, row.id);
    }
    return owners;
  }
  const rows = await selectOwners(db, {
    kind: request.kind,
    ids,
    reach: reachOf(caller),
    contractReach: contractReachOf(caller),
  });
  requireAllFound(ids, rows, refuse);
  for (const row of rows) {
    if (!isAdmin && !row.reachable) throw refuse(ErrorCodes.noPermission);
    owners.set(row.id, row.ownerId);
  }
  return owners;
};

/** The same check for one id, answering that id's owner. */
export const requireAccessTo = async (
  db: DbOrTx,
  caller: Caller,
  request: Omit<AccessRequest, 'ids'> & { id: number },
) => {
  const { id, ...rest } = request;
  const owner = (await requireAccess(db, caller, { ...rest, ids: id })).get(id);
  if (owner === undefined) throw new AppError(ErrorCodes.noData);
  return owner;
};

/** The same check as a question: false where requireAccess refuses (9993); an unknown id still answers 9995. */
export const canAccess = (db: DbOrTx, caller: Caller, request: AccessRequest) =>
  requireAccess(db, caller, request).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === ErrorCodes.noPermission) return false;
      throw error;
    },
  );

/** Whether the caller's role holds a permission node (the administrator's holds all). */
export const holds = (caller: Caller, permission: string | readonly string[]) =>
  hasPermission(caller.session, permission);

/** Calls meant for the platform's operators: the administrator and a monitoring centre's people. */
export const requireCentreLevel = (caller: Caller) => {
  if (!caller.session.isAdmin && caller.session.orgKind !== 'center') throw new AppError(ErrorCodes.noPermission);
};

/** Calls about the platform itself (/sys_monitor): the platform administrator (role admin_system) only. */
export const requirePlatformAdmin = (caller: Pick<Caller, 'session'>) => {
  if (!caller.session.isAdmin) throw new AppError(ErrorCodes.noPermission);
};

/**
 * The organisation a call about an organisation's own set-up (departments, posts, roles) acts on: the caller's own
 * unless `company_id` names another. Reading another's needs it to be a unit of the scope; changing another's is the
 * administrator's only (a centre reads its units' departments, it does not reorganise them).
 */
export const requireSetupOrg = async (
  db: DbOrTx,
  caller: Caller,
  options: { companyId: number | undefined; mode: 'read' | 'write' },
) => {
  const { companyId, mode } = options;
  if (companyId === undefined || companyId === caller.session.orgId) return caller.session.orgId;
  // Another organisation's set-up is a unit's of the scope (`unit`), never the staff of a centre, an authority or a
  // maintenance company that merely serves a unit of the caller's (issue 28: an authority read the centre's people).
  await requireAccess(db, caller, { kind: 'unit', ids: companyId, mode, field: 'company_id' });
  if (mode === 'write' && !caller.session.isAdmin)
    throw new AppError(ErrorCodes.noPermission, { detail: fieldDetail('company_id'), data: { field: 'company_id' } });
  return companyId;
};

/** One set-up record (department, post, role) by id, with the same rule: its owning organisation, or 9995 / 9993. */
export const requireSetupRecord = async (
  db: DbOrTx,
  caller: Caller,
  options: { kind: 'department' | 'post' | 'role'; id: number; mode: 'read' | 'write'; field?: string },
) => {
  const owner = await requireAccessTo(db, caller, options);
  if (options.mode === 'write' && owner !== caller.session.orgId && !caller.session.isAdmin)
    throw new AppError(
      ErrorCodes.noPermission,
      options.field ? { detail: fieldDetail(options.field), data: { field: options.field } } : {},
    );
  return owner;
};
