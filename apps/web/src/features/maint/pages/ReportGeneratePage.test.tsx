import type { MaintReportCandidate, MaintReportCandidatePage } from '@fireline/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { ReportGeneratePage } from './ReportGeneratePage';

preparePageTests();

const task = (id: number, companyId: number, contractId: number): MaintReportCandidate => ({
  id,
  task_name: `任务${id}`,
  enum_task_type: 1,
  plan_start_time: '2026-11-01',
  plan_end_time: '2026-11-30',
  finish_time: 1_795_000_000,
  related_resp_name: '赵工',
  items: 2,
  pass: 1,
  fail: 1,
  not_checked: 0,
  contract_id: contractId,
  project_name: `合同${contractId}`,
  company_maint_id: companyId,
  company_maint_name: `公司${companyId}`,
});
const page: MaintReportCandidatePage = { list: [task(1, 4, 1), task(2, 9, 2), task(3, 4, 1)], total: 3 };

describe('report generation', { timeout: 90_000 }, () => {
  it('refuses tasks of different companies with the spec’s message, then generates from one contract', async () => {
    saveSession(buildLoginAnswer(['vyborg-report'], { role_code: 'admin_system' }));
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? { ...task(1, 4, 1), id: 7 }
        : call.path.endsWith('/report/tasks/')
          ? page
          : { list: [], total: 0 },
    );
    renderAt(<ReportGeneratePage />, '/vyborg/generatereport', [
      { path: '/vyborg/reportdetail', element: <p>detail</p> },
    ]);
    await screen.findByText('任务1');
    const boxes = () => screen.getAllByRole('checkbox').slice(1);
    fireEvent.click(boxes()[0]!);
    fireEvent.click(boxes()[1]!);
    fireEvent.change(screen.getByTestId('report-name'), { target: { value: '十一月报告' } });
    fireEvent.click(screen.getByTestId('report-submit'));
    expect(await screen.findByText('please select tasks from the same company')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(boxes()[1]!);
    fireEvent.click(boxes()[2]!);
    fireEvent.click(screen.getByTestId('report-submit'));
    await screen.findByText('detail');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ report_name: '十一月报告', task_ids: [1, 3] });
  });
});
