import {
  contractStateOn,
  ErrorCodes,
  maintMessages,
  type Contract,
  type ContractCreate,
  type ContractListQuery,
  type ContractOption,
  type ContractPage,
  type ContractResume,
  type ContractSuspend,
  type ContractUpdate,
  type RespOption,
} from '@fireline/shared';
import { contractReachOf, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import { requireUploadedFiles } from '../../core/file-refs';
import type { Db, DbOrTx } from '../../db/client';
import { unitKinds } from '../companies';
import {
  contractWriter,
  isContractSuspender,
  isContractWorker,
  requireContractSuspender,
  requireReadableContract,
  requireWritableContract,
} from './contract-rules';
import { pairsOf, siteToday, syncPairs, type SiteDeps } from './contract-scope';
import { selectRequestBoundUnits } from './contract-scope.repo';
import {
  countRepairTasksOf,
  deleteContractRow,
  findLivePerson,
  findOrgsByIds,
  insertContract,
  listContracts as listContractsRow,
  replaceContractUnits,
  selectContractNames,
  selectOrgOptions,
  selectPeopleOf,
  selectUnitIdsOf,
  setContractActive,
  updateContractRow,
  type ContractRow,
  type ContractValues,
} from './contracts.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

const invalid = (field: string, message: { zh: string; en: string }) =>
  new AppError(ErrorCodes.paramValue, {
    detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` },
    data: { field },
  });

/** A suspend of a suspended contract, a resume of a live one: 7994 naming contract_id. */
const conflict = (message: { zh: string; en: string }) =>
  new AppError(ErrorCodes.checkFailed, {
    detail: { zh: `contract_id ${message.zh}`, en: `contract_id ${message.en}` },
    data: { field: 'contract_id' },
  });

/** Presents a page of contracts with their names and the caller's can_edit, a fixed number of queries. */
const presentContracts = async (options: {
  db: DbOrTx;
  caller: Caller;
  rows: readonly ContractRow[];
  today: string;
}): Promise<Contract[]> => {
  const { db, caller, rows, today } = options;
  const names = await selectContractNames(db, rows);
  const unitsOf = (id: number) => names.units.filter((unit) => unit.contractId === id);
  const writer = await contractWriter(
    db,
    caller,
    names.units.map((unit) => unit.companyId),
  );
  return rows.map((row) => {
    const units = unitsOf(row.id);
    const unitIds = units.map((unit) => unit.companyId);
    const { state, isExpiring, daysLeft } = contractStateOn({ today, startDate: row.startDate, endDate: row.endDate });
    return {
      id: row.id,
      project_id: row.id,
      company_maint_id: row.companyMaintId,
      company_maint_name: names.orgNames.get(row.companyMaintId) ?? '',
      project_name: row.projectName,
      entrust_company_name: row.entrustCompanyName,
      company_ids: unitIds,
      companies: units.map((unit) => ({ company_id: unit.companyId, company_name: unit.companyName })),
      project_contact_name: row.projectContactName,
      project_contact_phone: row.projectContactPhone,
      spot_contact_name: row.spotContactName,
      spot_contact_phone: row.spotContactPhone,
      contact_period: [row.startDate, row.endDate],
      contract_amount: row.contractAmount ?? null,
      related_resp_uid: row.relatedRespUid,
      related_resp_name: row.relatedRespUid ? (names.personNames.get(row.relatedRespUid) ?? '') : '',
      fire_tank_location: row.fireTankLocation,
      fire_tank_capacity: row.fireTankCapacity,
      fire_pool_location: row.firePoolLocation,
      fire_pool_capacity: row.firePoolCapacity,
      fire_control_room_position: row.fireControlRoomPosition,
      attachments: row.attachments.map((id) => ({ file_id: id, name: names.fileNames.get(id) ?? id })),
      status: state,
      is_expiring: isExpiring ? 1 : 0,
      days_left: daysLeft,
      can_edit: writer.isAllowed(row.companyMaintId, unitIds) ? 1 : 0,
      can_work: isContractWorker(caller, row, unitIds) ? 1 : 0,
      is_active: row.isActive ? 1 : 0,
      suspended_time: row.suspendedAt ? epoch(row.suspendedAt) : null,
      suspended_by_name: row.suspendedBy ? (names.personNames.get(row.suspendedBy) ?? '') : '',
      suspend_reason: row.suspendReason,
      resumed_time: row.resumedAt ? epoch(row.resumedAt) : null,
      resumed_by_name: row.resumedBy ? (names.personNames.get(row.resumedBy) ?? '') : '',
      can_suspend: isContractSuspender(caller, unitIds) ? 1 : 0,
      create_time: epoch(row.createdAt),
      update_time: epoch(row.updatedAt),
    };
  });
};

/**
 * Checks a contract's input beyond its schema: the company is a maintenance company, the units are units, the caller
 * may make this contract, the period runs forward, the person is the company's, the attachments were uploaded.
 */
const checkContractInput = async (db: DbOrTx, caller: Caller, body: ContractCreate) => {
  const maintId = body.company_maint_id ?? (caller.session.orgKind === 'maint' ? caller.session.orgId : undefined);
  if (maintId === undefined)
    throw new AppError(ErrorCodes.paramRequired, {
      detail: { zh: 'company_maint_id', en: 'company_maint_id' },
      data: { field: 'company_maint_id' },
    });
  const unitIds = [...new Set(body.company_ids)];
  const orgs = new Map((await findOrgsByIds(db, [maintId, ...unitIds])).map((org) => [org.id, org]));
  if (orgs.get(maintId)?.kind !== 'maint') throw invalid('company_maint_id', maintMessages.notMaintCompany);
  if (unitIds.some((id) => !(unitKinds as readonly string[]).includes(orgs.get(id)?.kind ?? '')))
    throw invalid('company_ids', maintMessages.notUnit);
  (await contractWriter(db, caller, unitIds)).require(maintId, unitIds);
  const [startDate, endDate] = body.contact_period;
  if (endDate < startDate) throw invalid('contact_period', maintMessages.endBeforeStart);
  if (body.related_resp_uid !== null) {
    const person = await findLivePerson(db, body.related_resp_uid);
    if (person?.orgId !== maintId) throw invalid('related_resp_uid', maintMessages.notMaintPerson);
  }
  await requireUploadedFiles(db, { attachments: body.attachments });
  const values: ContractValues = {
    companyMaintId: maintId,
    projectName: body.project_name,
    entrustCompanyName: body.entrust_company_name,
    projectContactName: body.project_contact_name,
    projectContactPhone: body.project_contact_phone,
    spotContactName: body.spot_contact_name,
    spotContactPhone: body.spot_contact_phone,
    startDate,
    endDate,
    contractAmount: body.contract_amount,
    relatedRespUid: body.related_resp_uid,
    fireTankLocation: body.fire_tank_location,
    fireTankCapacity: body.fire_tank_capacity,
    firePoolLocation: body.fire_pool_location,
    firePoolCapacity: body.fire_pool_capacity,
    fireControlRoomPosition: body.fire_control_room_position,
    attachments: body.attachments,
  };
  return { values, unitIds };
};

const today = ({ siteTime }: SiteDeps) => siteToday(siteTime);
const presentOne = async (deps: SiteDeps, caller: Caller, row: ContractRow) =>
  (await presentContracts({ db: deps.db, caller, rows: [row], today: today(deps) }))[0]!;

export const listContracts = async (
  deps: SiteDeps,
  caller: Caller,
  query: ContractListQuery,
): Promise<ContractPage> => {
  const { db } = deps;
  const day = today(deps);
  const { rows, total, counts } = await listContractsRow(db, contractReachOf(caller), { query, today: day });
  return { list: await presentContracts({ db, caller, rows, today: day }), total, counts };
};

export const getContract = async (deps: SiteDeps, caller: Caller, id: number) =>
  presentOne(deps, caller, await requireReadableContract(deps.db, caller, id));

/** A new contract; live today, it binds its company to its units at once. */
export const createContract = async (deps: SiteDeps, caller: Caller, body: ContractCreate) => {
  const { db } = deps;
  const { values, unitIds } = await checkContractInput(db, caller, body);
  const row = await db.transaction(async (tx) => {
    const created = await insertContract(tx, { ...values, createrId: caller.session.userId });
    await replaceContractUnits(tx, created.id, unitIds);
    await syncPairs(tx, { today: today(deps), pairs: pairsOf(created.companyMaintId, unitIds) });
    return created;
  });
  return presentOne(deps, caller, row);
};

/**
 * Changes a contract: the caller must be allowed both the contract as it was and as it will be. The bindings of
 * every pair it covered or covers are brought in line (a unit taken out, a period moved).
 */
export const updateContract = async (deps: SiteDeps, caller: Caller, body: ContractUpdate) => {
  const { db } = deps;
  const oldUnits = await selectUnitIdsOf(db, body.id);
  const before = await requireWritableContract(db, caller, { id: body.id, unitIds: oldUnits });
  const { values, unitIds } = await checkContractInput(db, caller, body);
  const row = await db.transaction(async (tx) => {
    const updated = await updateContractRow(tx, body.id, values);
    if (!updated) throw new AppError(ErrorCodes.noData);
    await replaceContractUnits(tx, body.id, unitIds);
    await syncPairs(tx, {
      today: today(deps),
      pairs: [...pairsOf(before.companyMaintId, oldUnits), ...pairsOf(updated.companyMaintId, unitIds)],
    });
    return updated;
  });
  return presentOne(deps, caller, row);
};

/** Deletes a contract with what it covers and its entries; refused (7992) while repair tasks refer to it. */
export const deleteContract = async (deps: SiteDeps, caller: Caller, id: number) => {
  const { db } = deps;
  const unitIds = await selectUnitIdsOf(db, id);
  const row = await requireWritableContract(db, caller, { id, unitIds });
  if ((await countRepairTasksOf(db, id)) > 0)
    throw new AppError(ErrorCodes.cannotDelete, { detail: maintMessages.inUse, data: { field: 'id' } });
  await db.transaction(async (tx) => {
    await deleteContractRow(tx, id);
    await syncPairs(tx, { today: today(deps), pairs: pairsOf(row.companyMaintId, unitIds) });
  });
  return { id };
};

/**
 * Suspends a contract (the centre, with a reason): it stops binding its units at once — the maintenance company's
 * next call no longer sees them (the scope is read per request) — its plans make no tasks, its charges no schedule.
 */
export const suspendContract = async (deps: SiteDeps, caller: Caller, body: ContractSuspend) => {
  const { db } = deps;
  await requireContractSuspender(db, caller, body.contract_id);
  const unitIds = await selectUnitIdsOf(db, body.contract_id);
  const row = await db.transaction(async (tx) => {
    const changed = await setContractActive(tx, {
      id: body.contract_id,
      isActive: false,
      userId: caller.session.userId,
      reason: body.reason,
    });
    if (!changed) throw conflict(maintMessages.suspended);
    await syncPairs(tx, { today: today(deps), pairs: pairsOf(changed.companyMaintId, unitIds) });
    return changed;
  });
  return presentOne(deps, caller, row);
};

/** Resumes a suspended contract: live on today, it binds its units again at once. */
export const resumeContract = async (deps: SiteDeps, caller: Caller, body: ContractResume) => {
  const { db } = deps;
  await requireContractSuspender(db, caller, body.contract_id);
  const unitIds = await selectUnitIdsOf(db, body.contract_id);
  const row = await db.transaction(async (tx) => {
    const changed = await setContractActive(tx, {
      id: body.contract_id,
      isActive: true,
      userId: caller.session.userId,
    });
    if (!changed) throw conflict(maintMessages.notSuspended);
    await syncPairs(tx, { today: today(deps), pairs: pairsOf(changed.companyMaintId, unitIds) });
    return changed;
  });
  return presentOne(deps, caller, row);
};

/** Maintenance companies the caller may make a contract with: any (administrator, centre) or their own. */
export const maintOptions = async (db: Db, caller: Caller, name?: string): Promise<ContractOption[]> => {
  const { session } = caller;
  if (session.isAdmin || session.orgKind === 'center') return selectOrgOptions(db, { kinds: ['maint'], name });
  if (session.orgKind === 'maint') return selectOrgOptions(db, { kinds: ['maint'], name, ids: [session.orgId] });
  return [];
};

/** Units the caller may put under a contract: any, their scope's (centre), or those bound to them by request. */
export const unitOptions = async (db: Db, caller: Caller, name?: string): Promise<ContractOption[]> => {
  const { session, scope } = caller;
  if (session.isAdmin) return selectOrgOptions(db, { kinds: unitKinds, name });
  if (session.orgKind === 'center') return selectOrgOptions(db, { kinds: unitKinds, name, scope });
  if (session.orgKind !== 'maint' || scope.isAll) return [];
  const bound = await selectRequestBoundUnits(db, session.orgId, scope.unitIds);
  return selectOrgOptions(db, { kinds: unitKinds, name, ids: [...bound] });
};

/** The maintenance company's people, for the person in charge (whoever may read that company's contracts' form). */
export const respOptions = async (db: Db, caller: Caller, maintId: number): Promise<RespOption[]> => {
  const { session } = caller;
  const mayChoose = session.isAdmin || session.orgKind === 'center' || session.orgId === maintId;
  if (!mayChoose)
    throw new AppError(ErrorCodes.noPermission, {
      detail: { zh: 'company_maint_id', en: 'company_maint_id' },
      data: { field: 'company_maint_id' },
    });
  const [org] = await findOrgsByIds(db, [maintId]);
  if (org?.kind !== 'maint') throw invalid('company_maint_id', maintMessages.notMaintCompany);
  return (await selectPeopleOf(db, maintId)).map((person) => ({ ...person, mobile: person.mobile ?? '' }));
};
