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
import { canAccess, holds, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Scope } from '../../core/scope';
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

const bindableKinds: readonly string[] = ['cared', 'household'];
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

const presentBinding = (binding: StoredBinding): BindingRecord => ({
  bind_id: binding.id,
  org_id: binding.orgId,
  cared_id: binding.unitId,
  stu: binding.status as BindingStatus,
  create_time: epoch(binding.createdAt),
  update_time: epoch(binding.updatedAt),
});

const refuseBound = (names: string[], unitIds: number[]): never => {
  const text = (lang: 'zh' | 'en') =>
    bindingMessages.alreadyBound[lang].replace('{names}', names.join(lang === 'zh' ? '、' : ', '));
  throw new AppError(ErrorCodes.alreadyExists, {
    detail: { zh: text('zh'), en: text('en') },
    data: { field: 'cared_ids', cared_ids: unitIds },
  });
};

/**
 * POST bind/info: pending requests from a district organisation to units (spec 001 §3 "Binding"). Refused as a whole
 * (nothing written) when a unit is not a networked unit or individual (8996), lies outside what the caller may offer
 * (9993), or is already bound or pending (7995 naming them); rejected and ignored requests are asked again.
 */
export const requestBindings = async (db: Db, caller: Caller, body: BindRequest) => {
  const { org, limit } = await actForDistrictOrg(db, caller, body.company_id);
  const unitIds = [...new Set(body.cared_ids)];
  const units = await findOrgsByIds(db, unitIds);
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  if (unitIds.some((id) => !bindableKinds.includes(byId.get(id)?.kind ?? ''))) {
    throw new AppError(ErrorCodes.paramValue, {
      detail: { zh: `cared_ids ${bindingMessages.notUnit.zh}`, en: `cared_ids ${bindingMessages.notUnit.en}` },
      data: { field: 'cared_ids' },
    });
  }
  // The limit is the caller's scope: a centre acting for another organisation offers it only its own units.
  if (limit) await requireAccess(db, caller, { kind: 'unit', ids: unitIds, field: 'cared_ids' });
  const namesOf = (ids: number[]) => ids.map((id) => byId.get(id)!.name);
  const active = await findActiveBindings(db, org.id, unitIds);
  if (active.length > 0)
    refuseBound(
      namesOf(active.map((row) => row.unitId)),
      active.map((row) => row.unitId),
    );
  const written = await db.transaction(async (tx) => {
    const rows = await upsertPendingBindings(tx, org.id, unitIds);
    // Another request or an accept got there between the check and the write: roll everything back.
    if (rows.length !== unitIds.length) {
      const missing = unitIds.filter((id) => !rows.some((row) => row.unitId === id));
      refuseBound(namesOf(missing), missing);
    }
    return rows;
  });
  return { company_id: org.id, list: written.map(presentBinding) };
};

const statusOfAction: Record<BindAction, number> = {
  accept: bindingStatus.bound,
  reject: bindingStatus.rejected,
  ignore: bindingStatus.ignored,
};

/** PUT bind/info: the unit's side accepts (→ bound), rejects or ignores a pending request; anything else is 7994. */
export const answerBindingRequest = async (db: DbOrTx, caller: Caller, bindId: number, action: BindAction) => {
  // The unit's side answers: its scope must hold the unit (its own people, a centre it is bound to, an administrator).
  await requireAccess(db, caller, { kind: 'binding', ids: bindId });
  if (!holds(caller, 'networkcompany-bind-handle')) throw new AppError(ErrorCodes.noPermission);
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
  const isUnitInReach = await canAccess(db, caller, { kind: 'binding', ids: bindId });
  if (!(holds(caller, 'networkcompany-bind-handle') && isUnitInReach)) {
    if (!holds(caller, 'district-bind')) throw new AppError(ErrorCodes.noPermission);
    const { limit } = await actForDistrictOrg(db, caller, binding.orgId);
    // The limit is the caller's scope, which must then hold the unit.
    if (limit && !isUnitInReach) throw new AppError(ErrorCodes.noPermission);
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
    if (!holds(caller, 'district')) throw new AppError(ErrorCodes.noPermission);
    limit = (await actForDistrictOrg(db, caller, companyId)).limit;
  } else {
    if (!holds(caller, 'networkcompany')) throw new AppError(ErrorCodes.noPermission);
    await requireAccess(db, caller, { kind: 'unit', ids: companyId, orgKinds: unitKinds, field: 'company_id' });
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
export const centerTree = async (db: DbOrTx, caller: Caller) => {
  const { scope } = caller;
  const ownOrgId = caller.session.orgId;
  const bindings = await selectCenterBindings(db, scope);
  const unitIds = [...new Set(bindings.map((row) => row.unitId).filter((id): id is number => id !== null))];
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
