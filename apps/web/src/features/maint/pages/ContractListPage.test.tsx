import type { Contract, ContractPage } from '@fireline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { ContractListPage } from './ContractListPage';

preparePageTests();

const row = (id: number, overrides: Partial<Contract>): Contract => ({
  id,
  project_id: id,
  company_maint_id: 4,
  company_maint_name: '安泰消防维保有限公司',
  project_name: `项目${id}`,
  entrust_company_name: '华鼎物业',
  company_ids: [2],
  companies: [{ company_id: 2, company_name: '华鼎国际大厦' }],
  project_contact_name: '',
  project_contact_phone: '',
  spot_contact_name: '',
  spot_contact_phone: '',
  contact_period: ['2026-01-01', '2026-12-31'],
  contract_amount: null,
  related_resp_uid: null,
  related_resp_name: '',
  fire_tank_location: '',
  fire_tank_capacity: null,
  fire_pool_location: '',
  fire_pool_capacity: null,
  fire_control_room_position: '',
  attachments: [],
  status: 2,
  is_expiring: 0,
  days_left: 100,
  can_edit: 0,
  can_work: 0,
  is_active: 1,
  suspended_time: null,
  suspended_by_name: '',
  suspend_reason: '',
  resumed_time: null,
  resumed_by_name: '',
  can_suspend: 0,
  create_time: 1_767_000_000,
  update_time: 1_767_000_000,
  ...overrides,
});

const page: ContractPage = {
  list: [row(1, { is_expiring: 1, days_left: 12, can_edit: 1 }), row(2, { status: 3, days_left: 0 })],
  total: 2,
  counts: { all: 2, expiring: 1, not_started: 0, in_progress: 1, finished: 1 },
};
const lists = (calls: StubCall[]) => calls.filter((call) => call.path === '/api_proxy/maint/contract/list/');

describe('contract list', { timeout: 90_000 }, () => {
  it('filters by state with each filter’s count, and offers edit and delete only where the server allows', async () => {
    saveSession(buildLoginAnswer(['vyborg-contract'], { role_code: 'admin_system' }));
    const calls = stubFetch(() => page);
    renderAt(<ContractListPage area="vyborg" />, '/vyborg/contract');
    expect(await screen.findByText('Expiring · 12 days left')).toBeTruthy();
    expect(screen.getByTestId('contract-filter-finished').textContent).toBe('Finished (1)');
    expect(screen.getByTestId('contract-new')).toBeTruthy();
    expect(screen.getByTestId('contract-delete-1')).toBeTruthy();
    expect(screen.queryByTestId('contract-delete-2')).toBeNull();
    fireEvent.click(screen.getByTestId('contract-filter-expiring'));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('status')).toBe('expiring'));
    expect(lists(calls).at(-1)?.query.get('page_no')).toBe('0');
  });

  it('lists one unit’s contracts on its 维保 tab, read-only for the unit’s own people', async () => {
    saveSession(
      buildLoginAnswer(['company-maint'], { company_type: 'info_company_cared', company_id: 2, role_code: 'manager' }),
    );
    const calls = stubFetch(() => page);
    renderAt(<ContractListPage area="unit" />, '/company/maint?company_id=2');
    await screen.findByText('项目1');
    expect(lists(calls)[0]?.query.get('company_id')).toBe('2');
    expect(screen.queryByTestId('contract-new')).toBeNull();
    expect(screen.getByText('项目1').closest('a')?.getAttribute('href')).toBe(
      '/company/maint/contractdetail?company_id=2&id=1',
    );
  });

  it('suspends a contract with its reason after a dialog, and offers resume on a suspended one', async () => {
    saveSession(buildLoginAnswer(['vyborg-contract'], { role_code: 'center_operator' }));
    const suspendedPage: ContractPage = {
      ...page,
      list: [row(1, { can_suspend: 1 }), row(2, { can_suspend: 1, is_active: 0 })],
    };
    const calls = stubFetch(() => suspendedPage);
    renderAt(<ContractListPage area="vyborg" />, '/vyborg/contract');
    expect(await screen.findByTestId('contract-suspended')).toBeTruthy();
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(screen.getByTestId('contract-resume-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-suspend-1'));
    fireEvent.click(await screen.findByTestId('contract-suspend-ok'));
    expect(await screen.findByText('Please enter the reason')).toBeTruthy();
    fireEvent.change(screen.getByTestId('contract-suspend-reason'), { target: { value: '维保费用逾期未付' } });
    fireEvent.click(screen.getByTestId('contract-suspend-ok'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api_proxy/maint/contract/suspend/')?.body).toEqual({
        contract_id: 1,
        reason: '维保费用逾期未付',
      }),
    );
  });
});
