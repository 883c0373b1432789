import type { RepairReportPage, RepairTask } from '@fireline/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { RepairListPage } from './RepairListPage';

preparePageTests();

const none = { edit: false, assign: false, receive: false, complete: false, confirm: false, cancel: false };
const task = (id: number, companyMaintId: number): RepairTask => ({
  id,
  task_name: `维修${id}`,
  project_id: 1,
  contract_id: 1,
  company_maint_id: companyMaintId,
  company_cared_id: 2,
  enum_task_origin: { id: 1 },
  enum_task_type: { id: 2 },
  enum_task_status: { id: 5 },
  thing_id: null,
  thing_type: null,
  event_id: null,
  equip_id: -1,
  creater_id: 3,
  mt_task_confirm: { fault_desc: '漏水' },
  source_id: null,
  project_name: '年度维保',
  company_maint_name: `公司${companyMaintId}`,
  company_cared_name: '华鼎国际大厦',
  department_id: null,
  enum_task_level: 1,
  equip_name: '',
  facility_address: '',
  facility_fault_desc: '漏水',
  remark: '',
  enum_maint_status: 5,
  related_resp_uid: 9,
  related_resp_name: '赵工',
  related_part_user: [],
  related_part_names: [],
  finish_time: 1_795_000_000,
  test_result: '正常',
  task_confirm_graph: [],
  attachments: [],
  creater_name: '李安全',
  create_time: 1_795_000_000,
  can: none,
});
const reports: RepairReportPage = {
  list: [
    {
      id: 5,
      report_name: '十月维修报告',
      company_maint_id: 4,
      company_maint_name: '公司4',
      companies: [{ company_id: 2, company_name: '华鼎国际大厦' }],
      period: ['2026-10-01', '2026-10-30'],
      summary: { tasks: 3, completed: 1, closed: 2 },
      created_by: 9,
      created_by_name: '赵工',
      create_time: 1_795_000_000,
      can_delete: 1,
    },
  ],
  total: 1,
};

describe('repair reports', { timeout: 90_000 }, () => {
  it('lists the reports under view=reports; generating refuses mixed companies, then makes one', async () => {
    saveSession(buildLoginAnswer(['repair'], { role_code: 'admin_system' }));
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? { ...reports.list[0]!, id: 8, tasks: [] }
        : call.path.endsWith('/repair/report/tasks/')
          ? { list: [task(1, 4), task(2, 6), task(3, 4)], total: 3 }
          : call.path.endsWith('/repair/report/list/')
            ? reports
            : { list: [], total: 0, counts: {} },
    );
    renderAt(<RepairListPage />, '/vyborg/repair/report?view=reports', [
      { path: '/vyborg/repair/reportdetail', element: <p>detail</p> },
    ]);
    expect(await screen.findByText('十月维修报告')).toBeTruthy();
    expect(screen.getByTestId('repair-reports-page')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/repair/list/'))).toBe(false);

    fireEvent.click(screen.getByTestId('repair-report-generate'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('维修1');
    const boxes = () => within(dialog).getAllByRole('checkbox').slice(1);
    fireEvent.click(boxes()[0]!);
    fireEvent.click(boxes()[1]!);
    fireEvent.change(screen.getByTestId('repair-report-name'), { target: { value: '十一月维修报告' } });
    fireEvent.click(screen.getByTestId('repair-report-submit'));
    expect((await screen.findByTestId('repair-report-error')).textContent).toContain(
      'please select tasks from the same company',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(boxes()[1]!);
    fireEvent.click(boxes()[2]!);
    fireEvent.click(screen.getByTestId('repair-report-submit'));
    await screen.findByText('detail');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      report_name: '十一月维修报告',
      task_ids: [1, 3],
    });
  });
});
