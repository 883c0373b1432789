import {
  chargeMessages,
  ErrorCodes,
  maintMessages,
  type Charge,
  type ChargeCount,
  type ChargeCountQuery,
  type ChargeExportFilters,
  type ChargeGenerate,
  type ChargeGenerated,
  type ChargeListQuery,
  type ChargePage,
  type ChargePay,
  type ChargeUpdate,
} from '@fireline/shared';
import { contractReachOf, requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { Db, DbOrTx } from '../../db/client';
import { overlaps, scheduleOf } from './charge-schedule';
import {
  countCharges as countChargesRow,
  deleteUnpaidCharge,
  findCharge,
  insertCharges,
  listCharges as listChargesRow,
  lockContract,
  payCharge,
  readChargeBatch as readChargeBatchRow,
  selectChargePeriods,
  selectUnitsOfContracts,
  updateCharge as updateChargeRow,
  type JoinedCharge,
} from './charges.repo';
import { isContractWorker, requireContractWorker } from './contract-rules';
import { siteToday, type SiteDeps } from './contract-scope';
import { selectUnitIdsOf } from './contracts.repo';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
const cents = (value: number) => Math.round(value * 100) / 100;

const invalid = (
  field: string,
  message: { zh: string; en: string },
  code: (typeof ErrorCodes)[keyof typeof ErrorCodes] = ErrorCodes.paramValue,
) => new AppError(code, { detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` }, data: { field } });

const refuse = (field: string) =>
  new AppError(ErrorCodes.noPermission, { detail: { zh: field, en: field }, data: { field } });

/**
 * Who reads charges (docs/maintenance.md "Charges"): what a contract is paid is the business of its maintenance
 * company, the units it covers and the centre serving them — the administrator, a maintenance company (its own
 * contracts only: never a competitor's), a centre and a unit (contracts covering a unit of their scope). An authority
 * or any other organisation reads none.
 */
const chargeReaderKinds = new Set(['maint', 'center', 'cared', 'household', 'nine_type']);
const requireChargeReader = (caller: Caller) => {
  if (!caller.session.isAdmin && !chargeReaderKinds.has(caller.session.orgKind)) throw refuse('contract_id');
};

const present = (row: JoinedCharge, canEdit: boolean): Charge => {
  const { charge } = row;
  return {
    id: charge.id,
    contract_id: charge.contractId,
    project_name: row.projectName,
    company_maint_id: row.companyMaintId,
    company_maint_name: row.companyMaintName,
    start_time: charge.startDate,
    end_time: charge.endDate,
    due_date: charge.dueDate,
    amount_due: charge.amountDue,
    amount_received: charge.amountReceived,
    outstanding: cents(charge.amountDue - charge.amountReceived),
    received_date: charge.receivedDate,
    invoice_no: charge.invoiceNo,
    remark: charge.remark,
    status: row.status as Charge['status'],
    can_edit: canEdit ? 1 : 0,
    create_time: epoch(charge.createdAt),
  };
};

/** The charges of contracts (收费): a schedule from the contract amount, payments, changes, and their counts. */
const today = ({ siteTime }: SiteDeps) => siteToday(siteTime);

const worker = async (tx: DbOrTx, caller: Caller, contractId: number, field = 'contract_id') =>
  requireContractWorker(tx, caller, { id: contractId, unitIds: await selectUnitIdsOf(tx, contractId), field });

const requireCharge = async (deps: SiteDeps, id: number) => {
  const { db } = deps;
  const found = await findCharge(db, id, today(deps));
  if (!found) throw new AppError(ErrorCodes.noData, { detail: { zh: 'id', en: 'id' }, data: { field: 'id' } });
  return found;
};

/** The caller's verdict on each contract of a page (one query for their units). */
const editorOf = async (db: Db, caller: Caller, rows: readonly JoinedCharge[]) => {
  const units = await selectUnitsOfContracts(db, [...new Set(rows.map((row) => row.charge.contractId))]);
  return (row: JoinedCharge) =>
    isContractWorker(caller, { companyMaintId: row.companyMaintId }, units.get(row.charge.contractId) ?? []);
};

const readFilters = async (db: Db, caller: Caller, filters: { contract_id?: number }) => {
  requireChargeReader(caller);
  if (filters.contract_id)
    await requireAccess(db, caller, { kind: 'contract', ids: filters.contract_id, field: 'contract_id' });
};

export const listCharges = async (deps: SiteDeps, caller: Caller, query: ChargeListQuery): Promise<ChargePage> => {
  const { db } = deps;
  await readFilters(db, caller, query);
  const { page_no, page_size, status, ...filters } = query;
  const result = await listChargesRow(db, contractReachOf(caller), {
    filters,
    status,
    today: today(deps),
    page: { no: page_no, size: page_size },
  });
  const canEdit = await editorOf(db, caller, result.rows);
  return {
    list: result.rows.map((row) => present(row, canEdit(row))),
    total: result.total,
    counts: result.counts,
    sums: { ...result.sums, due: cents(result.sums.due), received: cents(result.sums.received) },
  };
};

export const getCharge = async (deps: SiteDeps, caller: Caller, id: number) => {
  const { db } = deps;
  requireChargeReader(caller);
  await requireAccess(db, caller, { kind: 'maint_charge', ids: id, field: 'id' });
  const found = await requireCharge(deps, id);
  const canEdit = await editorOf(db, caller, [found]);
  return present(found, canEdit(found));
};

/**
 * Splits the contract amount over the cycle's periods; a period sharing a day with a charge already there is
 * kept as it is (so a second call, or a call with another cycle, never doubles a period).
 */
export const generateSchedule = async (db: Db, caller: Caller, body: ChargeGenerate): Promise<ChargeGenerated> =>
  db.transaction(async (tx) => {
    await worker(tx, caller, body.contract_id);
    const contract = await lockContract(tx, body.contract_id);
    if (!contract) throw new AppError(ErrorCodes.noData);
    if (!contract.isActive) throw invalid('contract_id', maintMessages.suspended, ErrorCodes.checkFailed);
    if (!contract.contractAmount) throw invalid('contract_amount', chargeMessages.noAmount);
    const existing = await selectChargePeriods(tx, contract.id);
    const schedule = scheduleOf({
      cycle: body.cycle,
      startDate: contract.startDate,
      endDate: contract.endDate,
      amount: contract.contractAmount,
    });
    const fresh = schedule.filter((period) => !existing.some((row) => overlaps(row, period)));
    const inserted = await insertCharges(
      tx,
      fresh.map((period) => ({
        contractId: contract.id,
        startDate: period.startDate,
        endDate: period.endDate,
        dueDate: period.endDate,
        amountDue: period.amountDue,
        invoiceNo: '',
        remark: '',
        createrId: caller.session.userId,
      })),
    );
    return { contract_id: contract.id, created: inserted.length, kept: schedule.length - inserted.length };
  });

/** Changes a charge's period, due day, amount, invoice and remark: within the contract, overlapping no other. */
export const updateCharge = async (deps: SiteDeps, caller: Caller, body: ChargeUpdate) => {
  const { db } = deps;
  const found = await requireCharge(deps, body.id);
  await db.transaction(async (tx) => {
    await worker(tx, caller, found.charge.contractId, 'id');
    const contract = await lockContract(tx, found.charge.contractId);
    if (!contract) throw new AppError(ErrorCodes.noData);
    if (body.end_time < body.start_time) throw invalid('end_time', maintMessages.endBeforeStart);
    if (body.start_time < contract.startDate || body.start_time > contract.endDate)
      throw invalid('start_time', maintMessages.outsidePeriod);
    if (body.end_time > contract.endDate) throw invalid('end_time', maintMessages.outsidePeriod);
    const others = await selectChargePeriods(tx, contract.id, body.id);
    if (others.some((row) => overlaps(row, { startDate: body.start_time, endDate: body.end_time })))
      throw invalid('start_time', chargeMessages.overlaps);
    if (body.amount_due < found.charge.amountReceived) throw invalid('amount_due', chargeMessages.dueBelowReceived);
    await updateChargeRow(tx, body.id, {
      startDate: body.start_time,
      endDate: body.end_time,
      dueDate: body.due_date,
      amountDue: body.amount_due,
      invoiceNo: body.invoice_no,
      remark: body.remark,
    });
  });
  const changed = await requireCharge(deps, body.id);
  return present(changed, true);
};

/** Records what was received in all (at most the amount due) and the day; 0 clears the payment. */
export const recordPayment = async (deps: SiteDeps, caller: Caller, body: ChargePay) => {
  const { db } = deps;
  const found = await requireCharge(deps, body.id);
  await worker(db, caller, found.charge.contractId, 'id');
  if (body.amount_received > found.charge.amountDue) throw invalid('amount_received', chargeMessages.overDue);
  if (body.amount_received > 0 && !body.received_date)
    throw invalid('received_date', chargeMessages.receivedDateRequired, ErrorCodes.paramRequired);
  await payCharge(db, body.id, {
    amountReceived: body.amount_received,
    receivedDate: body.amount_received > 0 ? body.received_date : null,
    invoiceNo: body.invoice_no || found.charge.invoiceNo,
  });
  return present(await requireCharge(deps, body.id), true);
};

/** Deletes a charge nothing was received for (7992 otherwise). */
export const deleteCharge = async (deps: SiteDeps, caller: Caller, id: number) => {
  const { db } = deps;
  const found = await requireCharge(deps, id);
  await worker(db, caller, found.charge.contractId, 'id');
  const deleted = await deleteUnpaidCharge(db, id);
  if (!deleted)
    throw new AppError(ErrorCodes.cannotDelete, { detail: chargeMessages.paidCannotDelete, data: { field: 'id' } });
  return { id, contract_id: found.charge.contractId };
};

export const countCharges = async (deps: SiteDeps, caller: Caller, query: ChargeCountQuery): Promise<ChargeCount> => {
  const { db } = deps;
  await readFilters(db, caller, query);
  const result = await countChargesRow(db, contractReachOf(caller), { query, today: today(deps) });
  const round = <T extends { due: number; received: number; outstanding: number }>(row: T): T => ({
    ...row,
    due: cents(row.due),
    received: cents(row.received),
    outstanding: cents(row.outstanding),
  });
  return {
    list: result.list.map(round),
    periods: result.periods.map(round),
    totals: round(result.totals),
  };
};

/** The export's checks and batches (modules/exports reads them through the module's index). */
export const checkExportFilters = (db: Db, caller: Caller, filters: { contract_id?: number }) =>
  readFilters(db, caller, filters);
export const readChargeBatch = async (
  deps: SiteDeps,
  caller: Caller,
  filters: ChargeExportFilters,
  page: { afterId?: number; limit: number },
) => readChargeBatchRow(deps.db, contractReachOf(caller), { filters, today: today(deps), ...page });
