import type { Contract, ContractRelatedRow, MaintPlan } from '@fireline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { PlanEditPage } from './PlanEditPage';

preparePageTests();

const plan: MaintPlan = {
  id: 3,
  contract_id: 5,
  project_name: '华鼎国际大厦年度维保',
  company_maint_id: 4,
  company_maint_name: '安泰消防维保有限公司',
  plan_name: '季度检测',
  enum_task_type: 3,
  plan_period: ['2026-01-01', '2026-12-31'],
  related_resp_uid: 9,
  related_resp_name: '赵工',
  related_ids: [11],
  breakdown: { type: 3, list: [1] },
  remark: '',
  counts: { to_assign: 0, to_receive: 1, in_progress: 0, completed: 2 },
  can_work: 1,
  create_time: 1_767_000_000,
};
const equipment: ContractRelatedRow = {
  id: 11,
  contract_id: 5,
  equipment_id: 40,
  equipment_name: 'A座1层 室内消火栓箱',
  equipment_number: 'XHS-01',
  enum_equipment_type: 2,
  building_id: 7,
  building_name: 'A座',
  floor_name: '1F',
  position_desc: '电梯厅',
  check_cycle: 3,
  check_count: 3,
};
const contract = {
  id: 5,
  project_name: '华鼎国际大厦年度维保',
  company_maint_id: 4,
  company_maint_name: '安泰',
  can_work: 1,
};

const answer = ({ method, path, body }: StubCall) => {
  if (path === '/api_proxy/maint/plan/info/' && method === 'PUT') return { ...plan, ...(body as object) };
  if (path === '/api_proxy/maint/plan/info/') return plan;
  if (path === '/api_proxy/maint/contract/list/')
    return { list: [contract as unknown as Contract], total: 1, counts: {} };
  if (path === '/api_proxy/maint/contract_related/list/') return { list: [equipment], total: 1 };
  if (path === '/api_proxy/maint/contract/resp_options/') return [{ uid: 9, real_name: '赵工', mobile: '' }];
  return [];
};
const writes = (calls: StubCall[]) => calls.filter((call) => call.method === 'PUT' || call.method === 'POST');

describe('plan form', { timeout: 90_000 }, () => {
  it('edits a plan (type=edit): items must be chosen first, then sends the breakdown and the days', async () => {
    saveSession(buildLoginAnswer(['vyborg-plan'], { role_code: 'admin_system' }));
    const calls = stubFetch(answer);
    renderAt(<PlanEditPage />, '/vyborg/plannew?type=edit&id=3', [
      { path: '/vyborg/plandetail', element: <div data-testid="detail">detail</div> },
    ]);
    await waitFor(() =>
      expect((screen.getByTestId('field-plan_name').querySelector('input') as HTMLInputElement).value).toBe('季度检测'),
    );
    const rowBox = (await waitFor(() => {
      const found = screen.getByTestId('maint-equipment-picker').querySelector('tbody input[type="checkbox"]');
      expect((found as HTMLInputElement | null)?.checked).toBe(true);
      return found as HTMLInputElement;
    }))!;
    fireEvent.click(rowBox);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('maintenance items must be selected first')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.click(rowBox);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('detail');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api_proxy/maint/plan/info/',
        body: expect.objectContaining({
          id: 3,
          contract_id: 5,
          enum_task_type: 3,
          plan_period: ['2026-01-01', '2026-12-31'],
          related_resp_uid: 9,
          related_ids: [11],
          breakdown: { type: 3, list: [1] },
        }),
      }),
    ]);
  });
});
