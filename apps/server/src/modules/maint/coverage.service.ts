import {
  ErrorCodes,
  maintMessages,
  type ContractRelated,
  type ContractRelatedListQuery,
  type EquipCheckRow,
  type Lang,
  type MtBuilding,
  type MtBuildingRow,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { checkTemplateOf } from './check-templates';
import { requireContractWorker } from './contract-rules';
import { selectUnitIdsOf } from './contracts.repo';
import {
  deleteContractBuilding,
  deleteContractEquipment,
  findBuildings,
  findContractEquipment,
  findEquipment,
  insertContractBuildings,
  insertContractEquipment,
  listContractEquipment,
  selectBuildingsUnder,
  selectContractBuildings,
  updateCheckItems,
} from './coverage.repo';

type RelatedRow = Awaited<ReturnType<typeof listContractEquipment>>['rows'][number];

const invalid = (field: string, message: { zh: string; en: string }) =>
  new AppError(ErrorCodes.paramValue, {
    detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` },
    data: { field },
  });

const presentRelated = (row: RelatedRow, contractId: number): ContractRelated => ({
  id: row.id,
  contract_id: contractId,
  equipment_id: row.equipment_id,
  equipment_name: row.equipment_name,
  equipment_number: row.equipment_number,
  enum_equipment_type: row.enum_equipment_type,
  building_id: row.building_id,
  building_name: row.building_name,
  floor_name: row.floor_name,
  position_desc: row.position_desc,
  check_cycle: row.check_cycle,
  check_count: row.check_items?.length ?? 0,
  check_items: row.check_items ?? [],
});

/**
 * Buildings and equipment under contract with their check lists (spec 002 §7 mt_building_list, mt_building,
 * contract_related, contract_equip_check). Read by whoever reads the contract; changed by its workers
 * (contract-rules.ts requireContractWorker). What can be taken in: buildings of the units the contract covers, and
 * equipment of those units standing in a building under contract (or in none, outdoors).
 */
const readable = (db: Db, caller: Caller, contractId: number) =>
  requireAccess(db, caller, { kind: 'contract', ids: contractId, field: 'contract_id' });
const worker = async (db: Db, caller: Caller, contractId: number) =>
  requireContractWorker(db, caller, {
    id: contractId,
    unitIds: await selectUnitIdsOf(db, contractId),
    field: 'contract_id',
  });

export const getBuilding = async (
  db: Db,
  caller: Caller,
  contractId: number,
  buildingId: number,
): Promise<MtBuilding> => {
  await readable(db, caller, contractId);
  const row = (await selectContractBuildings(db, { contractId, inContract: true })).find(
    (building) => building.building_id === buildingId,
  );
  if (!row) throw new AppError(ErrorCodes.noData, { detail: { zh: 'building_id', en: 'building_id' } });
  const { rows } = await listContractEquipment(db, { contractId, inContract: true, buildingId });
  return { ...row, contract_id: contractId, equipment: rows.map((item) => presentRelated(item, contractId)) };
};

export const listBuildings = async (
  db: Db,
  caller: Caller,
  contractId: number,
  inContract: boolean,
): Promise<MtBuildingRow[]> => {
  await readable(db, caller, contractId);
  return selectContractBuildings(db, { contractId, inContract });
};

/** Takes buildings of covered units under the contract (8996 naming building_ids for any other building). */
export const addBuildings = async (db: Db, caller: Caller, body: { contract_id: number; building_ids: number[] }) => {
  await worker(db, caller, body.contract_id);
  const ids = [...new Set(body.building_ids)];
  const units = new Set(await selectUnitIdsOf(db, body.contract_id));
  const found = await findBuildings(db, ids);
  if (found.length !== ids.length || found.some((building) => !units.has(building.companyId)))
    throw invalid('building_ids', maintMessages.notCovered);
  const added = await insertContractBuildings(db, body.contract_id, ids);
  return { contract_id: body.contract_id, building_ids: added.map((row) => row.buildingId) };
};

/** Takes a building out of the contract, with its equipment under contract. */
export const removeBuilding = async (db: Db, caller: Caller, contractId: number, buildingId: number) => {
  await worker(db, caller, contractId);
  const removed = await db.transaction((tx) => deleteContractBuilding(tx, contractId, buildingId));
  if (!removed) throw new AppError(ErrorCodes.noData, { detail: { zh: 'building_id', en: 'building_id' } });
  return { contract_id: contractId, building_ids: [buildingId] };
};

export const listEquipment = async (db: Db, caller: Caller, query: ContractRelatedListQuery) => {
  await readable(db, caller, query.contract_id);
  const { rows, total } = await listContractEquipment(db, {
    contractId: query.contract_id,
    inContract: query.in_contract === 1,
    buildingId: query.building_id,
    name: query.equipment_name,
    page: { no: query.page_no, size: query.page_size },
  });
  return {
    total,
    list: rows.map((row) => {
      const { check_items: _, ...rest } = presentRelated(row, query.contract_id);
      return rest;
    }),
  };
};

export const getEquipment = async (db: Db, caller: Caller, id: number): Promise<ContractRelated> => {
  const related = await findContractEquipment(db, id);
  if (!related) throw new AppError(ErrorCodes.noData);
  await readable(db, caller, related.contractId);
  const { rows } = await listContractEquipment(db, { contractId: related.contractId, inContract: true, ids: [id] });
  return presentRelated(rows[0]!, related.contractId);
};

/**
 * Puts equipment under the contract, each with its type's check list in the call's language. Refused (8996 naming
 * equipment_ids) for equipment of a unit not covered or standing in a building not under contract.
 */
export const addEquipment = async (
  db: Db,
  caller: Caller,
  body: { contract_id: number; equipment_ids: number[] },
  lang: Lang,
) => {
  await worker(db, caller, body.contract_id);
  const ids = [...new Set(body.equipment_ids)];
  const units = new Set(await selectUnitIdsOf(db, body.contract_id));
  const found = await findEquipment(db, ids);
  if (found.length !== ids.length || found.some((item) => !units.has(item.companyId)))
    throw invalid('equipment_ids', maintMessages.notCovered);
  const under = await selectBuildingsUnder(
    db,
    body.contract_id,
    found.flatMap((item) => (item.buildingId ? [item.buildingId] : [])),
  );
  if (found.some((item) => item.buildingId !== null && !under.has(item.buildingId)))
    throw invalid('equipment_ids', maintMessages.buildingNotUnder);
  const added = await insertContractEquipment(
    db,
    found.map((item) => ({
      contractId: body.contract_id,
      equipmentId: item.id,
      checkItems: checkTemplateOf(item.equipmentType, lang),
    })),
  );
  return { contract_id: body.contract_id, ids: added.map((row) => row.id) };
};

/** Replaces an equipment's check list under the contract. */
export const updateCheckList = async (
  db: Db,
  caller: Caller,
  body: { id: number; check_items: ContractRelated['check_items'] },
) => {
  const related = await findContractEquipment(db, body.id);
  if (!related) throw new AppError(ErrorCodes.noData, { detail: { zh: 'id', en: 'id' }, data: { field: 'id' } });
  await worker(db, caller, related.contractId);
  await updateCheckItems(db, body.id, body.check_items);
  const { rows } = await listContractEquipment(db, {
    contractId: related.contractId,
    inContract: true,
    ids: [body.id],
  });
  return presentRelated(rows[0]!, related.contractId);
};

export const removeEquipment = async (db: Db, caller: Caller, id: number) => {
  const related = await findContractEquipment(db, id);
  if (!related) throw new AppError(ErrorCodes.noData, { detail: { zh: 'id', en: 'id' }, data: { field: 'id' } });
  await worker(db, caller, related.contractId);
  await deleteContractEquipment(db, id);
  return { contract_id: related.contractId, ids: [id] };
};

/** Every check item of the contract's equipment (optionally one building's), one row each, paged. */
export const listChecks = async (
  db: Db,
  caller: Caller,
  query: { contract_id: number; building_id?: number; page_no: number; page_size: number },
) => {
  await readable(db, caller, query.contract_id);
  const { rows } = await listContractEquipment(db, {
    contractId: query.contract_id,
    inContract: true,
    buildingId: query.building_id,
  });
  const all: EquipCheckRow[] = rows.flatMap((row) =>
    (row.check_items ?? []).map((item, index) => ({
      related_id: row.id,
      equipment_id: row.equipment_id,
      equipment_name: row.equipment_name,
      enum_equipment_type: row.enum_equipment_type,
      building_name: row.building_name,
      position_desc: row.position_desc,
      check_cycle: row.check_cycle,
      item_no: index + 1,
      item_name: item.item_name,
      check_require: item.check_require,
    })),
  );
  const start = query.page_no * query.page_size;
  return { total: all.length, list: all.slice(start, start + query.page_size) };
};
