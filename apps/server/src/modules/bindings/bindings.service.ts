import {
  bindingMessages,
  bindingStatus,
  ErrorCodes,
  type BindAction,
  type BindListQuery,
  type BindRequest,
  type BindingRecord,
  type BindingRow,
  type BindingStatus,
} from '@fireline/shared';
import { AppError } from '../../core/app-error';
import { isUnitInScope, requireUnitInScope, type Scope } from '../../core/scope';
import { hasPermission, type SessionUser } from '../../core/session';
import type { Db, DbOrTx } from '../../db/client';
import { actForDistrictOrg, presentOrgBrief, unitKinds } from '../companies';
import {
  changeBindingStatus,
  deleteBinding,
  findActiveBindings,
  findBinding,
  findOrgsByIds,
  listBindings,
  selectCenterBindings,
  upsertPendingBindings,
  type BindingRow as StoredBinding,
} from './bindings.repo';

type Caller = { session: SessionUser; scope: Scope };

const bindableKinds: readonly string[] = ['cared', 'household'];
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

const presentBinding = (binding: StoredBinding): BindingRecord => ({
  bind_id: binding.id,
  org_id: binding.orgId,
  cared_id: binding.caredId,
  stu: binding.status as BindingStatus,
  create_time: epoch(binding.createdAt),
  update_time: epoch(binding.updatedAt),
});

const refuseBound = (names: string[], caredIds: number[]): never => {
  const text = (lang: 'zh' | 'en') =>
    bindingMessages.alreadyBound[lang].replace('{names}', names.join(lang === 'zh' ? '、' : ', '));
  throw new AppError(ErrorCodes.alreadyExists, {
    detail: { zh: text('zh'), en: text('en') },
    data: { field: 'cared_ids', cared_ids: caredIds },
  });
};

/**
 * POST bind/info: pending requests from a district organisation to units (spec 001 §3 "Binding"). Refused as a whole
 * (nothing written) when a unit is not a networked unit or individual (8996), lies outside what the caller may offer
 * (9993), or is already bound or pending (7995 naming them); rejected and ignored requests are asked again.
 */
export const requestBindings = async (db: Db, caller: Caller, body: BindRequest) => {
  const { org, limit } = await actForDistrictOrg(db, caller, body.company_id);
  const caredIds = [...new Set(body.cared_ids)];
  const units = await findOrgsByIds(db, caredIds);
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  if (caredIds.some((id) => !bindableKinds.includes(byId.get(id)?.kind ?? ''))) {
    throw new AppError(ErrorCodes.paramValue, {
      detail: { zh: `cared_ids ${bindingMessages.notUnit.zh}`, en: `cared_ids ${bindingMessages.notUnit.en}` },
      data: { field: 'cared_ids' },
    });
  }
  if (limit) for (const id of caredIds) requireUnitInScope(limit, id);
  const namesOf = (ids: number[]) => ids.map((id) => byId.get(id)!.name);
  const active = await findActiveBindings(db, org.id, caredIds);
  if (active.length > 0)
    refuseBound(
      namesOf(active.map((row) => row.caredId)),
      active.map((row) => row.caredId),
    );
  const written = await db.transaction(async (tx) => {
    const rows = await upsertPendingBindings(tx, org.id, caredIds);
    // Another request or an accept got there between the check and the write: roll everything back.
    if (rows.length !== caredIds.length) {
      const missing = caredIds.filter((id) => !rows.some((row) => row.caredId === id));
      refuseBound(namesOf(missing), missing);
    }
    return rows;
  });
  return { company_id: org.id, list: written.map(presentBinding) };
};

/** The unit a caller may answer for: their scope must hold it (its own people, a centre it is bound to, an administrator). */
const requireUnitSide = (caller: Caller, binding: StoredBinding) => {
  if (!hasPermission(caller.session, 'networkcompany-bind-handle')) throw new AppError(ErrorCodes.noPermission);
  requireUnitInScope(caller.scope, binding.caredId);
};

const statusOfAction: Record<BindAction, number> = {
  accept: bindingStatus.bound,
  reject: bindingStatus.rejected,
  ignore: bindingStatus.ignored,
};

/** PUT bind/info: the unit's side accepts (→ bound), rejects or ignores a pending request; anything else is 7994. */
export const answerBindingRequest = async (db: DbOrTx, caller: Caller, bindId: number, action: BindAction) => {
  const binding = await findBinding(db, bindId);
  if (!binding) throw new AppError(ErrorCodes.noData);
  requireUnitSide(caller, binding);
  const changed = await changeBindingStatus(db, bindId, bindingStatus.pending, statusOfAction[action]);
  if (!changed) throw new AppError(ErrorCodes.checkFailed, { detail: bindingMessages.notPending });
  return presentBinding(changed);
};

/**
 * DELETE bind/info: unbinds a bound unit or withdraws a request, from either side: the organisation's side (who may act
 * for it, with `district-bind`) or the unit's side (its scope, with `networkcompany-bind-handle`).
 */
export const removeBinding = async (db: DbOrTx, caller: Caller, bindId: number) => {
  const binding = await findBinding(db, bindId);
  if (!binding) throw new AppError(ErrorCodes.noData);
  const isUnitSide =
    hasPermission(caller.session, 'networkcompany-bind-handle') && isUnitInScope(caller.scope, binding.caredId);
  if (!isUnitSide) {
    if (!hasPermission(caller.session, 'district-bind')) throw new AppError(ErrorCodes.noPermission);
    const { limit } = await actForDistrictOrg(db, caller, binding.orgId);
    if (limit) requireUnitInScope(limit, binding.caredId);
  }
  const removed = await deleteBinding(db, bindId);
  if (!removed) throw new AppError(ErrorCodes.noData);
  return presentBinding(removed);
};

/** GET bind/list: an organisation's units (outgoing, `district`) or a unit's organisations (incoming, `networkcompany`). */
export const listBindingsOf = async (db: DbOrTx, caller: Caller, query: BindListQuery) => {
  const companyId = query.company_id ?? caller.session.orgId;
  let limit: Scope | null = null;
  if (query.direction === 'outgoing') {
    if (!hasPermission(caller.session, 'district')) throw new AppError(ErrorCodes.noPermission);
    limit = (await actForDistrictOrg(db, caller, companyId)).limit;
  } else {
    if (!hasPermission(caller.session, 'networkcompany')) throw new AppError(ErrorCodes.noPermission);
    const [unit] = await findOrgsByIds(db, [companyId]);
    if (!unit || !(unitKinds as readonly string[]).includes(unit.kind))
      throw new AppError(ErrorCodes.noData, { detail: { zh: 'company_id', en: 'company_id' } });
    requireUnitInScope(caller.scope, unit.id);
  }
  const { rows, total } = await listBindings(db, { direction: query.direction, companyId, limit, query });
  const list: BindingRow[] = rows.map(({ binding, org }) => ({
    bind_id: binding.id,
    ...presentOrgBrief(org),
    stu: binding.status as BindingStatus,
    create_time: epoch(binding.createdAt),
    update_time: epoch(binding.updatedAt),
  }));
  return { list, total };
};

/** Centres the caller may see, each with its bound units that are in scope (other/getCenterTree). */
export const centerTree = async (db: DbOrTx, scope: Scope, ownOrgId: number) => {
  const bindings = await selectCenterBindings(db);
  const unitIds = [...new Set(bindings.map((row) => row.unitId).filter((id): id is number => id !== null))].filter(
    (id) => isUnitInScope(scope, id),
  );
  const unitNames = new Map((await findOrgsByIds(db, unitIds)).map((unit) => [unit.id, unit.name]));
  const centers = new Map<
    number,
    { center_id: number; center_name: string; children: { company_id: number; company_name: string }[] }
  >();
  for (const row of bindings) {
    const visible = scope.isAll || row.centerId === ownOrgId || (row.unitId !== null && unitNames.has(row.unitId));
    if (!visible) continue;
    const center = centers.get(row.centerId) ?? { center_id: row.centerId, center_name: row.centerName, children: [] };
    if (row.unitId !== null && unitNames.has(row.unitId))
      center.children.push({ company_id: row.unitId, company_name: unitNames.get(row.unitId)! });
    centers.set(row.centerId, center);
  }
  return [...centers.values()];
};
