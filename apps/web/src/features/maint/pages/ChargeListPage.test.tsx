import type { Charge, ChargePage, ContractPage } from '@fireline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { ChargeListPage } from './ChargeListPage';

preparePageTests();

const charge = (id: number, overrides: Partial<Charge>): Charge => ({
  id,
  contract_id: 7,
  project_name: '华鼎维保项目',
  company_maint_id: 4,
  company_maint_name: '安泰消防维保有限公司',
  start_time: '2026-01-01',
  end_time: '2026-01-31',
  due_date: '2026-01-31',
  amount_due: 15500,
  amount_received: 0,
  outstanding: 15500,
  received_date: null,
  invoice_no: '',
  remark: '',
  status: 1,
  can_edit: 1,
  create_time: 1_767_000_000,
  ...overrides,
});

const page: ChargePage = {
  list: [
    charge(1, { amount_received: 15500, outstanding: 0, received_date: '2026-02-02', status: 3 }),
    charge(2, { start_time: '2026-02-01', end_time: '2026-02-28', status: 4 }),
  ],
  total: 2,
  counts: { all: 2, unpaid: 0, partly_paid: 0, paid: 1, overdue: 1 },
  sums: { charge_count: 2, due: 31000, received: 15500, outstanding: 15500, overdue_count: 1 },
};
const contracts = { list: [], total: 0, counts: {} } as unknown as ContractPage;
const lists = (calls: StubCall[]) => calls.filter((call) => call.path === '/api_proxy/maint/charge/list/');

describe('charge list', { timeout: 90_000 }, () => {
  it('shows the states with their counts and the sums, filters by state, and records a payment', async () => {
    saveSession(buildLoginAnswer(['vyborg-charge'], { company_type: 'info_company_maint', company_id: 4 }));
    const calls = stubFetch((call) => (call.path === '/api_proxy/maint/contract/list/' ? contracts : page));
    renderAt(<ChargeListPage />, '/vyborg/charge?contract_id=7');
    await screen.findByTestId('charge-sums');
    expect(screen.getByTestId('charge-filter-paid').textContent).toBe('Paid (1)');
    expect(screen.getByTestId('charge-sums').textContent).toBe(
      'Due 31,000.00 · received 15,500.00 · outstanding 15,500.00 · 1 overdue',
    );
    expect(lists(calls)[0]?.query.get('contract_id')).toBe('7');
    fireEvent.click(screen.getByTestId('charge-filter-overdue'));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('status')).toBe('overdue'));

    fireEvent.click(await screen.findByTestId('charge-pay-2'));
    const amount = await screen.findByTestId('charge-pay-amount');
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('charge-pay-ok'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api_proxy/maint/charge/pay/')).toBe(true));
    const paid = calls.find((call) => call.path === '/api_proxy/maint/charge/pay/')!;
    expect(paid.method).toBe('PUT');
    expect(paid.body).toMatchObject({ id: 2, amount_received: 5000 });
    expect((paid.body as { received_date: string }).received_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
