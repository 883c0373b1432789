import { ErrorCodes, maintMessages, type Entry, type EntryCreate, type EntryUpdate } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { requireContractWorker } from './contract-rules';
import { selectUnitIdsOf, type ContractRow } from './contracts.repo';
import {
  deleteEntry as deleteEntryRow,
  findEntry,
  insertEntry,
  listEntries as listEntriesRow,
  updateEntry as updateEntryRow,
  type EntryRow,
} from './entries.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

const invalid = (field: string, message: { zh: string; en: string }) =>
  new AppError(ErrorCodes.paramValue, {
    detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` },
    data: { field },
  });

const presentEntry = (entry: EntryRow, projectName: string): Entry => ({
  id: entry.id,
  contract_id: entry.contractId,
  project_name: projectName,
  start_time: entry.startDate,
  end_time: entry.endDate,
  head_name: entry.headName,
  maint_content: entry.maintContent,
  create_time: epoch(entry.createdAt),
});

/** The entry's days run forward and lie within the contract period. */
const checkDays = (contract: ContractRow, body: EntryCreate) => {
  if (body.end_time < body.start_time) throw invalid('end_time', maintMessages.endBeforeStart);
  if (body.start_time < contract.startDate || body.start_time > contract.endDate)
    throw invalid('start_time', maintMessages.outsidePeriod);
  if (body.end_time > contract.endDate) throw invalid('end_time', maintMessages.outsidePeriod);
};

/**
 * Maintenance-company entries (维保单位进场: start, end, head, contract, content): read with the contract, written by
 * its workers (the administrator, the contract's maintenance company, a centre whose scope holds its units).
 */
const worker = async (db: Db, caller: Caller, contractId: number) =>
  requireContractWorker(db, caller, {
    id: contractId,
    unitIds: await selectUnitIdsOf(db, contractId),
    field: 'contract_id',
  });
const requireEntry = async (db: Db, id: number) => {
  const found = await findEntry(db, id);
  if (!found) throw new AppError(ErrorCodes.noData, { detail: { zh: 'id', en: 'id' }, data: { field: 'id' } });
  return found;
};
const values = (body: EntryCreate) => ({
  contractId: body.contract_id,
  startDate: body.start_time,
  endDate: body.end_time,
  headName: body.head_name,
  maintContent: body.maint_content,
});

export const listEntries = async (
  db: Db,
  caller: Caller,
  query: { contract_id: number; page_no: number; page_size: number },
): Promise<{ list: Entry[]; total: number }> => {
  await requireAccess(db, caller, { kind: 'contract', ids: query.contract_id, field: 'contract_id' });
  const { rows, total } = await listEntriesRow(db, {
    contractId: query.contract_id,
    page: { no: query.page_no, size: query.page_size },
  });
  return { total, list: rows.map((row) => presentEntry(row.entry, row.projectName)) };
};

export const getEntry = async (db: Db, caller: Caller, id: number) => {
  await requireAccess(db, caller, { kind: 'maint_entry', ids: id, field: 'id' });
  const found = await requireEntry(db, id);
  return presentEntry(found.entry, found.projectName);
};

export const createEntry = async (db: Db, caller: Caller, body: EntryCreate) => {
  const contract = await worker(db, caller, body.contract_id);
  checkDays(contract, body);
  const entry = await insertEntry(db, { ...values(body), createrId: caller.session.userId });
  return presentEntry(entry, contract.projectName);
};

/** Changes an entry; moving it to another contract needs the caller to work on both. */
export const updateEntry = async (db: Db, caller: Caller, body: EntryUpdate) => {
  const found = await requireEntry(db, body.id);
  const current = await worker(db, caller, found.entry.contractId);
  const contract = body.contract_id === current.id ? current : await worker(db, caller, body.contract_id);
  checkDays(contract, body);
  const entry = await updateEntryRow(db, body.id, values(body));
  if (!entry) throw new AppError(ErrorCodes.noData);
  return presentEntry(entry, contract.projectName);
};

export const deleteEntry = async (db: Db, caller: Caller, id: number) => {
  const found = await requireEntry(db, id);
  await worker(db, caller, found.entry.contractId);
  await deleteEntryRow(db, id);
  return { id };
};
