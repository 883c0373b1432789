import type { Contract } from '@fireline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { ContractEditPage } from './ContractEditPage';

preparePageTests();

const contract: Contract = {
  id: 5,
  project_id: 5,
  company_maint_id: 4,
  company_maint_name: '安泰消防维保有限公司',
  project_name: '华鼎国际大厦年度维保',
  entrust_company_name: '华鼎物业',
  company_ids: [2],
  companies: [{ company_id: 2, company_name: '华鼎国际大厦' }],
  project_contact_name: '周经理',
  project_contact_phone: '13800138000',
  spot_contact_name: '',
  spot_contact_phone: '',
  contact_period: ['2026-01-01', '2026-12-31'],
  contract_amount: 186000,
  related_resp_uid: 9,
  related_resp_name: '赵工',
  fire_tank_location: 'A座屋顶',
  fire_tank_capacity: 18,
  fire_pool_location: '',
  fire_pool_capacity: null,
  fire_control_room_position: 'A座一层',
  attachments: [{ file_id: '0b6d2c7e-1111-4222-8333-444455556666', name: '合同.pdf' }],
  status: 2,
  is_expiring: 0,
  days_left: 200,
  can_edit: 1,
  can_work: 1,
  is_active: 1,
  suspended_time: null,
  suspended_by_name: '',
  suspend_reason: '',
  resumed_time: null,
  resumed_by_name: '',
  can_suspend: 0,
  create_time: 1_767_000_000,
  update_time: 1_767_000_000,
};

const answer = ({ method, path, body }: StubCall) => {
  if (path === '/api_proxy/maint/contract/info/' && method === 'PUT') return { ...contract, ...(body as object) };
  if (path === '/api_proxy/maint/contract/info/') return contract;
  if (path === '/api_proxy/maint/contract/resp_options/') return [{ uid: 9, real_name: '赵工', mobile: '' }];
  if (path === '/api_proxy/maint/contract/maint_options/')
    return [{ company_id: 4, company_name: '安泰消防维保有限公司' }];
  if (path === '/api_proxy/maint/contract/unit_options/') return [{ company_id: 2, company_name: '华鼎国际大厦' }];
  return [];
};

const input = (id: string) => screen.getByTestId(`field-${id}`).querySelector('input') as HTMLInputElement;
const writes = (calls: StubCall[]) => calls.filter((call) => call.method === 'PUT' || call.method === 'POST');

describe('contract form', { timeout: 90_000 }, () => {
  it('edits a contract (type=edit): sends the period as days, empty numbers as null, the files by id', async () => {
    saveSession(buildLoginAnswer(['vyborg-contract'], { role_code: 'admin_system' }));
    const calls = stubFetch(answer);
    renderAt(<ContractEditPage area="vyborg" />, '/vyborg/contractnew?type=edit&id=5', [
      { path: '/vyborg/contractdetail', element: <div data-testid="detail">detail</div> },
    ]);
    await waitFor(() => expect(input('project_name').value).toBe('华鼎国际大厦年度维保'));
    expect(screen.getByText('合同.pdf')).toBeTruthy();
    fireEvent.change(input('project_name'), { target: { value: ' 华鼎国际大厦 2026 年度维保 ' } });
    fireEvent.change(input('fire_tank_capacity'), { target: { value: '18.555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('limited to 2 decimal places')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(input('fire_tank_capacity'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('detail');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api_proxy/maint/contract/info/',
        body: expect.objectContaining({
          id: 5,
          project_name: '华鼎国际大厦 2026 年度维保',
          company_maint_id: 4,
          company_ids: [2],
          contact_period: ['2026-01-01', '2026-12-31'],
          contract_amount: 186000,
          related_resp_uid: 9,
          fire_tank_capacity: null,
          fire_pool_capacity: null,
          attachments: ['0b6d2c7e-1111-4222-8333-444455556666'],
        }),
      }),
    ]);
  });

  it('asks before leaving with unsaved edits', async () => {
    saveSession(buildLoginAnswer(['vyborg-contract'], { role_code: 'admin_system' }));
    stubFetch(answer);
    renderAt(<ContractEditPage area="vyborg" />, '/vyborg/contractnew?type=edit&id=5', [
      { path: '/vyborg/contractdetail', element: <div data-testid="detail">detail</div> },
    ]);
    await waitFor(() => expect(input('project_name').value).toBe('华鼎国际大厦年度维保'));
    fireEvent.change(input('entrust_company_name'), { target: { value: '另一家物业' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Your changes have not been saved. Leave anyway?')).toBeTruthy();
    expect(screen.queryByTestId('detail')).toBeNull();
  });
});
