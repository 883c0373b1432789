import {
  ErrorCodes,
  type Charge,
  type ChargeCount,
  type ChargeGenerated,
  type ChargePage,
  type Envelope,
} from '@fireline/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintCharges, maintContractUnits, maintContracts, operationLogs } from '../../db/schema';
import { openExport } from '../../test/download';
import { loginAs } from '../../test/http';
import { readXlsx } from '../imports/test-kit';
import { scheduleOf } from './charge-schedule';
import { startMaintTest, type Session, type TestContext } from './test-fixtures';

let ctx: TestContext;
let engineer: Session;
let manager: Session;
let rival: Session;
let authority: Session;
let demoContract: { id: number; amount: number };
/** A finished contract of the demo company: 2025-01-15 … 2025-07-10, 1000.00 yuan. */
let fixtureId: number;
let noAmountId: number;

beforeAll(async () => {
  const fixture = await startMaintTest();
  ({ ctx, engineer, manager, rival } = fixture);
  const { contract, tower } = fixture;
  demoContract = { id: contract.id, amount: contract.contractAmount! };
  const make = async (values: { amount: number | null; start: string; end: string }) => {
    const [row] = await ctx.db
      .insert(maintContracts)
      .values({
        companyMaintId: contract.companyMaintId,
        projectName: `收费测试 ${values.start}`,
        entrustCompanyName: '华鼎国际大厦物业管理有限公司',
        startDate: values.start,
        endDate: values.end,
        contractAmount: values.amount,
      })
      .returning();
    await ctx.db.insert(maintContractUnits).values({ contractId: row!.id, unitId: tower });
    return row!.id;
  };
  fixtureId = await make({ amount: 1000, start: '2025-01-15', end: '2025-07-10' });
  noAmountId = await make({ amount: null, start: '2025-01-01', end: '2025-12-31' });
  authority = await loginAs(ctx.app, 'authority');
});
afterAll(() => ctx.close());

const generate = (session: Session, body: Record<string, unknown>) =>
  session.call<ChargeGenerated>({ method: 'POST', path: '/api_proxy/maint/charge/generate/', body });
const list = (session: Session, query: Record<string, string | number>) =>
  session.call<ChargePage>({ path: '/api_proxy/maint/charge/list/', query });
const pay = (session: Session, body: Record<string, unknown>) =>
  session.call<Charge>({ method: 'PUT', path: '/api_proxy/maint/charge/pay/', body });
const counts = (session: Session, query: Record<string, string | number>) =>
  session.call<ChargeCount>({ path: '/api_proxy/maint/charge/count/', query });
const fixtureCharges = async () => (await list(engineer, { contract_id: fixtureId, page_size: 100 })).body.data.list;

describe('the schedule split', () => {
  it('splits from the contract’s first day by the cycle, remainder cents on the last', () => {
    const monthly = scheduleOf({ cycle: 'monthly', startDate: '2025-01-15', endDate: '2025-07-10', amount: 1000 });
    expect(monthly.map((row) => [row.startDate, row.endDate])).toEqual([
      ['2025-01-15', '2025-02-14'],
      ['2025-02-15', '2025-03-14'],
      ['2025-03-15', '2025-04-14'],
      ['2025-04-15', '2025-05-14'],
      ['2025-05-15', '2025-06-14'],
      ['2025-06-15', '2025-07-10'],
    ]);
    expect(monthly.map((row) => row.amountDue)).toEqual([166.66, 166.66, 166.66, 166.66, 166.66, 166.7]);
    const halves = scheduleOf({ cycle: 'half_yearly', startDate: '2025-03-01', endDate: '2026-02-28', amount: 0.05 });
    expect(halves).toEqual([
      { startDate: '2025-03-01', endDate: '2025-08-31', amountDue: 0.02 },
      { startDate: '2025-09-01', endDate: '2026-02-28', amountDue: 0.03 },
    ]);
    const monthEnds = scheduleOf({ cycle: 'monthly', startDate: '2025-01-31', endDate: '2025-04-29', amount: 3 });
    expect(monthEnds.map((row) => [row.startDate, row.endDate])).toEqual([
      ['2025-01-31', '2025-02-27'],
      ['2025-02-28', '2025-03-30'],
      ['2025-03-31', '2025-04-29'],
    ]);
    // A year and a day: the one-day stub joins the year.
    expect(scheduleOf({ cycle: 'yearly', startDate: '2025-03-01', endDate: '2026-03-01', amount: 9 })).toEqual([
      { startDate: '2025-03-01', endDate: '2026-03-01', amountDue: 9 },
    ]);
    expect(scheduleOf({ cycle: 'once', startDate: '2025-03-01', endDate: '2026-02-28', amount: 9 })).toHaveLength(1);
  });
});

describe('charges of a contract (maint/charge)', () => {
  it('refuses a schedule for a contract with no amount, naming contract_amount', async () => {
    const { body } = await generate(engineer, { contract_id: noAmountId, cycle: 'monthly' });
    expect(body.code).toBe(ErrorCodes.paramValue);
    expect(body.data).toEqual({ field: 'contract_amount' });
    expect(body.eng_msg).toContain('contract_amount');
  });

  it('refuses a cycle it does not know, naming cycle', async () => {
    const { body } = await generate(engineer, { contract_id: fixtureId, cycle: 'weekly' });
    expect(body.code).toBe(ErrorCodes.paramValue);
    expect(JSON.stringify(body.data)).toContain('cycle');
  });

  it('generates the monthly schedule once: a second call, or another cycle, keeps the periods there', async () => {
    const first = await generate(engineer, { contract_id: fixtureId, cycle: 'monthly' });
    expect(first.body.data).toEqual({ contract_id: fixtureId, created: 6, kept: 0 });
    const again = await generate(engineer, { contract_id: fixtureId, cycle: 'monthly' });
    expect(again.body.data).toEqual({ contract_id: fixtureId, created: 0, kept: 6 });
    const quarterly = await generate(engineer, { contract_id: fixtureId, cycle: 'quarterly' });
    expect(quarterly.body.data).toEqual({ contract_id: fixtureId, created: 0, kept: 2 });
    const rows = await fixtureCharges();
    expect(rows.map((row) => [row.start_time, row.end_time, row.due_date, row.amount_due])).toEqual([
      ['2025-01-15', '2025-02-14', '2025-02-14', 166.66],
      ['2025-02-15', '2025-03-14', '2025-03-14', 166.66],
      ['2025-03-15', '2025-04-14', '2025-04-14', 166.66],
      ['2025-04-15', '2025-05-14', '2025-05-14', 166.66],
      ['2025-05-15', '2025-06-14', '2025-06-14', 166.66],
      ['2025-06-15', '2025-07-10', '2025-07-10', 166.7],
    ]);
    // All due days have passed, nothing received: every one is overdue.
    expect(rows.every((row) => row.status === 4 && row.can_edit === 1 && row.outstanding === row.amount_due)).toBe(
      true,
    );
  });

  it('two generations at once make each period once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => generate(engineer, { contract_id: demoContract.id, cycle: 'yearly' })),
    );
    expect(results.map((result) => result.body.code)).toEqual([0, 0, 0]);
    const rows = await ctx.db.select().from(maintCharges).where(eq(maintCharges.contractId, demoContract.id));
    expect(new Set(rows.map((row) => row.startDate)).size).toBe(rows.length);
    expect(Math.round(rows.reduce((sum, row) => sum + row.amountDue, 0) * 100) / 100).toBe(demoContract.amount);
  });

  it('records a payment: the whole amount pays it, part of it leaves it partly paid (overdue once past due)', async () => {
    const [first, second] = await fixtureCharges();
    const paid = await pay(engineer, {
      id: first!.id,
      amount_received: 166.66,
      received_date: '2025-02-03',
      invoice_no: 'FP-0001',
    });
    expect(paid.body.code).toBe(0);
    expect(paid.body.data).toMatchObject({ amount_received: 166.66, outstanding: 0, status: 3, invoice_no: 'FP-0001' });
    const part = await pay(engineer, { id: second!.id, amount_received: '100.00', received_date: '2025-03-02' });
    expect(part.body.data).toMatchObject({ amount_received: 100, outstanding: 66.66, status: 4 });
  });

  it('refuses a payment over the amount due, and one without its day, unchanged', async () => {
    const [, , third] = await fixtureCharges();
    const over = await pay(engineer, { id: third!.id, amount_received: 166.67, received_date: '2025-04-01' });
    expect(over.body.code).toBe(ErrorCodes.paramValue);
    expect(over.body.data).toEqual({ field: 'amount_received' });
    const noDay = await pay(engineer, { id: third!.id, amount_received: 10 });
    expect(noDay.body.code).toBe(ErrorCodes.paramRequired);
    expect(noDay.body.data).toEqual({ field: 'received_date' });
    const badDecimals = await pay(engineer, { id: third!.id, amount_received: '1.234', received_date: '2025-04-01' });
    expect(badDecimals.body.code).toBe(ErrorCodes.paramFormat);
    expect((await fixtureCharges())[2]!.amount_received).toBe(0);
  });

  it('changes a charge within the contract, refusing an overlap or a due below what was received', async () => {
    const [first, , third] = await fixtureCharges();
    const change = (body: Record<string, unknown>) =>
      engineer.call<Charge>({ method: 'PUT', path: '/api_proxy/maint/charge/info/', body });
    const base = { start_time: '2025-03-15', end_time: '2025-04-14', due_date: '2025-04-20', amount_due: 150 };
    const changed = await change({ id: third!.id, ...base, invoice_no: 'FP-3', remark: '三期' });
    expect(changed.body.data).toMatchObject({
      due_date: '2025-04-20',
      amount_due: 150,
      remark: '三期',
      invoice_no: 'FP-3',
    });
    const overlap = await change({ id: third!.id, ...base, start_time: '2025-03-01' });
    expect(overlap.body.code).toBe(ErrorCodes.paramValue);
    expect(overlap.body.data).toEqual({ field: 'start_time' });
    const outside = await change({ id: third!.id, ...base, end_time: '2025-08-01' });
    expect(outside.body.data).toEqual({ field: 'end_time' });
    const below = await change({
      id: first!.id,
      start_time: first!.start_time,
      end_time: first!.end_time,
      due_date: first!.due_date,
      amount_due: 100,
    });
    expect(below.body.data).toEqual({ field: 'amount_due' });
    const remark = await change({ id: third!.id, ...base, remark: 'x'.repeat(201) });
    expect(JSON.stringify(remark.body.data)).toContain('remark');
    await change({ id: third!.id, ...base, amount_due: 166.66, due_date: '2025-04-14', remark: '' });
  });

  it('deletes an unpaid charge, never one with a payment', async () => {
    const rows = await fixtureCharges();
    const remove = (id: number) =>
      engineer.call<{ id: number }>({ method: 'DELETE', path: '/api_proxy/maint/charge/info/', query: { id } });
    const refused = await remove(rows[0]!.id);
    expect(refused.body.code).toBe(ErrorCodes.cannotDelete);
    const last = rows[5]!;
    expect((await remove(last.id)).body.data).toEqual({ id: last.id, contract_id: fixtureId });
    expect(await fixtureCharges()).toHaveLength(5);
    // Generating again brings the missing period back, with its share.
    expect((await generate(engineer, { contract_id: fixtureId, cycle: 'monthly' })).body.data.created).toBe(1);
    expect((await fixtureCharges())[5]!.amount_due).toBe(166.7);
  });

  it('lists by state with every state’s count and the sums', async () => {
    const { body } = await list(engineer, { contract_id: fixtureId, status: 'paid' });
    expect(body.data.list.map((row) => row.start_time)).toEqual(['2025-01-15']);
    expect(body.data.counts).toEqual({ all: 6, unpaid: 0, partly_paid: 0, paid: 1, overdue: 5 });
    expect(body.data.sums).toEqual({
      charge_count: 6,
      due: 1000,
      received: 266.66,
      outstanding: 733.34,
      overdue_count: 5,
    });
  });

  it('counts per contract and quarter, year, maintenance company and unit', async () => {
    const quarter = await counts(engineer, { contract_id: fixtureId, period: 'quarter' });
    const group = { group_id: fixtureId, group_name: '收费测试 2025-01-15' };
    expect(quarter.body.data.list).toEqual([
      {
        ...group,
        period: '2025-Q1',
        charge_count: 3,
        due: 499.98,
        received: 266.66,
        outstanding: 233.32,
        overdue_count: 2,
      },
      { ...group, period: '2025-Q2', charge_count: 3, due: 500.02, received: 0, outstanding: 500.02, overdue_count: 3 },
    ]);
    expect(quarter.body.data.totals).toEqual({
      charge_count: 6,
      due: 1000,
      received: 266.66,
      outstanding: 733.34,
      overdue_count: 5,
    });
    const year = await counts(engineer, { contract_id: fixtureId, period: 'year', group_by: 'company_maint' });
    expect(year.body.data.list).toHaveLength(1);
    expect(year.body.data.list[0]).toMatchObject({ period: '2025', due: 1000, received: 266.66 });
    const month = await counts(engineer, {
      contract_id: fixtureId,
      period: 'month',
      group_by: 'unit',
      end_time: '2025-02-28',
    });
    expect(month.body.data.list.map((row) => [row.group_name, row.period, row.due, row.received])).toEqual([
      ['华鼎国际大厦', '2025-01', 166.66, 166.66],
      ['华鼎国际大厦', '2025-02', 166.66, 100],
    ]);
    expect(month.body.data.periods.map((row) => row.period)).toEqual(['2025-01', '2025-02']);
  });

  it('lets the unit read its contracts’ charges but not write them', async () => {
    const { body } = await list(manager, { contract_id: fixtureId });
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(6);
    expect(body.data.list.every((row) => row.can_edit === 0)).toBe(true);
    const refused = await pay(manager, { id: body.data.list[2]!.id, amount_received: 1, received_date: '2025-04-01' });
    expect(refused.body.code).toBe(ErrorCodes.noPermission);
  });

  it('lets the administrator work on any contract’s charges', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const [, , third] = await fixtureCharges();
    const paid = await pay(admin, { id: third!.id, amount_received: 1, received_date: '2025-04-01' });
    expect(paid.body.data).toMatchObject({ amount_received: 1, can_edit: 1 });
    const cleared = await pay(admin, { id: third!.id, amount_received: 0 });
    expect(cleared.body.data).toMatchObject({ amount_received: 0, received_date: null, status: 4 });
  });

  it('never shows a competitor another company’s charges, nor lets it change them', async () => {
    const own = await fixtureCharges();
    const byContract = await list(rival, { contract_id: fixtureId });
    expect(byContract.body.code).toBe(ErrorCodes.noPermission);
    const all = await list(rival, {});
    expect(all.body.data.total).toBe(0);
    expect(all.body.data.sums.due).toBe(0);
    const info = await rival.call({ path: '/api_proxy/maint/charge/info/', query: { id: own[2]!.id } });
    expect(info.body.code).toBe(ErrorCodes.noPermission);
    const counted = await counts(rival, {});
    expect(counted.body.data.list).toEqual([]);
    const paid = await pay(rival, { id: own[2]!.id, amount_received: 1, received_date: '2025-04-01' });
    expect(paid.body.code).toBe(ErrorCodes.noPermission);
    const generated = await generate(rival, { contract_id: noAmountId, cycle: 'once' });
    expect(generated.body.code).toBe(ErrorCodes.noPermission);
    const removed = await rival.call({
      method: 'DELETE',
      path: '/api_proxy/maint/charge/info/',
      query: { id: own[3]!.id },
    });
    expect(removed.body.code).toBe(ErrorCodes.noPermission);
    expect(await fixtureCharges()).toEqual(own);
  });

  it('refuses another organisation kind (an authority), and an unknown charge is no data', async () => {
    expect((await list(authority, {})).body.code).toBe(ErrorCodes.noPermission);
    const unknown = await engineer.call({ path: '/api_proxy/maint/charge/info/', query: { id: 999_999 } });
    expect(unknown.body.code).toBe(ErrorCodes.noData);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api_proxy/maint/charge/list/' });
    expect(anonymous.json<Envelope<unknown>>().code).not.toBe(0);
  });

  it('logs the changes under 维保 / maint with the charge or contract id', async () => {
    const rows = await ctx.db.select().from(operationLogs).where(like(operationLogs.path, '/api_proxy/maint/charge/%'));
    const generated = rows.find((row) => row.path.endsWith('/generate/'));
    expect(generated).toMatchObject({ module: 'maint', action: 'add' });
    expect(generated!.recordIds).toContain(String(fixtureId));
    expect(rows.find((row) => row.path.endsWith('/pay/'))).toMatchObject({ module: 'maint', action: 'modify' });
    expect(rows.some((row) => row.method === 'GET')).toBe(false);
  });
});

describe('charge exports', () => {
  const download = async (session: Session, query: Record<string, string | number>) => {
    const { ticket, response } = await openExport(ctx.app, session.token, query);
    if (!response) return { envelope: ticket as Envelope<unknown>, rows: undefined };
    if (!String(response.headers['content-type']).includes('spreadsheetml'))
      return { envelope: response.json<Envelope<unknown>>(), rows: undefined };
    return { envelope: undefined, rows: (await readXlsx(response.rawPayload))[0]!.rows };
  };

  it('exports the list the engineer sees, and the counts', async () => {
    const charges = await download(engineer, { kind: 'maint_charges', contract_id: fixtureId, status: 'paid' });
    expect(charges.rows![0]![0]).toBe('项目名称');
    expect(charges.rows!.slice(1).map((row) => [row[2], row[5], row[6], row[10]])).toEqual([
      ['2025-01-15', '166.66', '166.66', '已收款'],
    ]);
    const counted = await download(engineer, { kind: 'maint_charge_counts', contract_id: fixtureId, period: 'year' });
    expect(counted.rows!.slice(1).map((row) => [row[1], row[3], row[4]])).toEqual([['2025', '1000', '266.66']]);
  });

  it('answers no data available for export when nothing matches', async () => {
    const empty = await download(engineer, { kind: 'maint_charges', contract_id: noAmountId });
    expect(empty.envelope?.code).toBe(ErrorCodes.noData);
    expect(empty.envelope?.eng_msg).toContain('no data available for export');
    const rival_ = await download(rival, { kind: 'maint_charge_counts', contract_id: fixtureId });
    expect(rival_.envelope?.code).toBe(ErrorCodes.noPermission);
  });
});
