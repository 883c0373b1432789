import type { RepairTaskDetail } from '@fireline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { RepairDetailPage } from './RepairDetailPage';

preparePageTests();

const none = { edit: false, assign: false, receive: false, complete: false, confirm: false, cancel: false };
const task = (overrides: Partial<RepairTaskDetail>): RepairTaskDetail => ({
  id: 7,
  task_name: '喷淋泵漏水',
  project_id: 1,
  contract_id: 1,
  company_maint_id: 4,
  company_cared_id: 2,
  enum_task_origin: { id: 1 },
  enum_task_type: { id: 2 },
  enum_task_status: { id: 4 },
  thing_id: null,
  thing_type: null,
  event_id: null,
  equip_id: -1,
  creater_id: 3,
  mt_task_confirm: { fault_desc: '泵体漏水' },
  source_id: null,
  source_link: null,
  project_name: '年度维保',
  company_maint_name: '安泰消防维保有限公司',
  company_cared_name: '华鼎国际大厦',
  department_id: null,
  enum_task_level: 2,
  equip_name: '1号喷淋泵',
  facility_address: 'B1',
  facility_fault_desc: '泵体漏水',
  remark: '',
  enum_maint_status: 4,
  related_resp_uid: 9,
  related_resp_name: '赵工',
  related_part_user: [],
  related_part_names: [],
  finish_time: 1_767_000_000,
  test_result: '试运行正常',
  task_confirm_graph: [],
  attachments: [],
  creater_name: '李安全',
  create_time: 1_767_000_000,
  can: none,
  steps: [
    { action: 'create', uid: 3, name: '李安全', time: 1_767_000_000, remark: '' },
    { action: 'complete', uid: 9, name: '赵工', time: 1_767_000_100, remark: '' },
  ],
  ...overrides,
});

describe('repair task detail', { timeout: 90_000 }, () => {
  it('shows the steps and only the buttons the server allows; sending back needs a reason', async () => {
    saveSession(buildLoginAnswer(['repair'], { company_type: 'info_company_cared', company_id: 2 }));
    const calls = stubFetch((call) =>
      call.path === '/api_proxy/maint/repair/info/' ? task({ can: { ...none, confirm: true } }) : task({}),
    );
    renderAt(<RepairDetailPage />, '/vyborg/repair/detail?id=7');
    expect(await screen.findByTestId('repair-confirm')).toBeTruthy();
    expect(screen.getByTestId('repair-status').textContent).toBe('Completed');
    expect(screen.getByTestId('repair-steps').textContent).toContain('Completed · 赵工');
    expect(screen.queryByTestId('repair-receive')).toBeNull();
    expect(screen.queryByTestId('repair-assign')).toBeNull();
    fireEvent.click(screen.getByTestId('repair-send-back'));
    fireEvent.click(await screen.findByTestId('repair-send-back-save'));
    expect(await screen.findByText('please enter the reason for sending it back')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api_proxy/maint/repair/confirm/')).toBe(false);
    fireEvent.change(screen.getByTestId('repair-send-back-reason'), { target: { value: '仍有渗漏' } });
    fireEvent.click(screen.getByTestId('repair-send-back-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api_proxy/maint/repair/confirm/')?.body).toEqual({
        id: 7,
        accept: 0,
        reason: '仍有渗漏',
      }),
    );
  });

  it('links a raised task back to its source only for a viewer who may open that page', async () => {
    stubFetch(() =>
      task({ enum_task_origin: { id: 5 }, source_id: 41, source_link: { kind: 'hazard', id: 41, site_id: null } }),
    );
    saveSession(buildLoginAnswer(['repair'], { company_type: 'info_company_cared', company_id: 2 }));
    const first = renderAt(<RepairDetailPage />, '/vyborg/repair/detail?id=7');
    expect((await screen.findByTestId('repair-fields')).textContent).toContain('Hazard');
    expect(screen.queryByTestId('repair-source-link')).toBeNull();
    first.unmount();
    saveSession(buildLoginAnswer(['repair', 'danger'], { company_type: 'info_company_cared', company_id: 2 }));
    renderAt(<RepairDetailPage />, '/vyborg/repair/detail?id=7');
    expect((await screen.findByTestId('repair-source-link')).getAttribute('href')).toBe(
      '/danger/hidden_danger_list/history_detail?id=41',
    );
  });
});
