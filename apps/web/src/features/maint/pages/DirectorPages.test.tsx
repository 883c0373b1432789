import {
  APP_ID,
  MAINT_TASK_MSG_TYPE,
  type DirectorUnit,
  type DirectorUnitDetail,
  type DirectorUnitPage as UnitsAnswer,
  type MaintTaskPush,
} from '@fireline/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { dispatchMessage } from '../../../lib/sse-router';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { MaintTaskPushNotice } from '../components/MaintTaskPushNotice';
import { DirectorListPage, DirectorUnitPage } from './DirectorPages';

preparePageTests();

const tower: DirectorUnit = {
  company_id: 2,
  company_name: '华鼎国际大厦',
  maint_companies: [{ company_maint_id: 4, company_maint_name: '安泰消防维保有限公司' }],
  live_contracts: 1,
  expiring_contracts: 0,
  tasks_total: 5,
  tasks_done: 3,
  tasks_overdue: 2,
  failed_items: 1,
  last_finish_time: 1_767_000_000,
};
const page: UnitsAnswer = {
  list: [tower],
  total: 1,
  period: { start: '2026-11-01', end: '2026-11-30' },
  counts: { all: 3, overdue: 1, expiring: 0, failed: 1, uncovered: 2 },
};
const detail: DirectorUnitDetail = {
  ...tower,
  period: page.period,
  contracts: [],
  tasks: [
    {
      id: 31,
      contract_id: 1,
      project_name: '年度维保',
      company_maint_name: '安泰消防维保有限公司',
      task_name: '十月月检',
      enum_task_type: 1,
      plan_start_time: '2026-10-01',
      plan_end_time: '2026-10-31',
      enum_maint_status: 2,
      related_resp_name: '李工',
      is_overdue: 1,
      fail_count: 0,
      finish_time: null,
    },
  ],
  failed: [],
  ask_contract_ids: [1],
  ask_equipment: [],
};
const push = (kind: MaintTaskPush['msg_body']['kind']): MaintTaskPush => ({
  app_id: [APP_ID.maintTasks],
  msg_type: MAINT_TASK_MSG_TYPE,
  msg_body: {
    kind,
    task_id: 7,
    task_name: '11月月度保养',
    project_name: '年度维保',
    plan_start_time: '2026-11-01',
    plan_end_time: '2026-11-30',
  },
});
const unitsCalls = (calls: StubCall[]) => calls.filter((call) => call.path === '/api_proxy/maint/director/units/');

describe('fire safety director', { timeout: 90_000 }, () => {
  it("lists the units with the month's figures and each filter's count", async () => {
    saveSession(buildLoginAnswer(['vyborg-adim']));
    const calls = stubFetch(() => page);
    renderAt(<DirectorListPage />, '/vyborg/adim');
    expect(await screen.findByTestId('director-unit-2')).toBeTruthy();
    expect(screen.getByText('3 / 5')).toBeTruthy();
    expect(screen.getByTestId('director-filter-uncovered').textContent).toBe('No live contract (2)');
    expect(screen.getByTestId('director-period').textContent).toBe('Period 2026-11-01 ~ 2026-11-30');
    fireEvent.click(screen.getByTestId('director-filter-overdue'));
    await waitFor(() => expect(unitsCalls(calls).at(-1)!.query.get('filter')).toBe('overdue'));
  });

  it("keeps the unit's page area: a task leads to /company/adim/taskdetail with the unit", async () => {
    saveSession(buildLoginAnswer(['company-adim']));
    stubFetch(() => detail);
    renderAt(<DirectorUnitPage />, '/company/adim?company_id=2');
    const link = await screen.findByRole('link', { name: '十月月检' });
    expect(link.getAttribute('href')).toBe('/company/adim/taskdetail?company_id=2&id=31');
    expect(screen.getByTestId('director-tasks-overdue').textContent).toContain('(1)');
    expect(screen.getByTestId('director-ask')).toBeTruthy();
  });
});

describe('maintenance task messages', { timeout: 90_000 }, () => {
  it('tells the user of a task assigned to them, refreshes the open list and leads to the task', async () => {
    saveSession(buildLoginAnswer(['vyborg-adim', 'vyborg-task']));
    const calls = stubFetch(() => page);
    const { router } = renderAt(
      <>
        <MaintTaskPushNotice />
        <DirectorListPage />
      </>,
      '/vyborg/adim',
      [{ path: '/vyborg/taskdetail', element: <span data-testid="task-detail-page" /> }],
    );
    await screen.findByTestId('director-unit-2');
    const before = unitsCalls(calls).length;
    act(() => dispatchMessage(push('assigned')));
    expect(await screen.findByText('A maintenance task was assigned to you')).toBeTruthy();
    expect(screen.getByText(/11月月度保养 · 年度维保 · 2026-11-01 ~ 2026-11-30/)).toBeTruthy();
    await waitFor(() => expect(unitsCalls(calls).length).toBeGreaterThan(before));
    fireEvent.click(screen.getByTestId('maint-push-view'));
    await screen.findByTestId('task-detail-page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/vyborg/taskdetail?id=7');
  });

  it('ignores a message of another feature on the same app_id without a task', async () => {
    saveSession(buildLoginAnswer(['vyborg-adim']));
    stubFetch(() => page);
    renderAt(<MaintTaskPushNotice />, '/vyborg/adim');
    act(() => dispatchMessage({ app_id: [APP_ID.maintTasks], msg_type: 'other', msg_body: { title: 'x' } }));
    act(() => dispatchMessage(push('asked')));
    expect(await screen.findByText('A unit asked for a maintenance task')).toBeTruthy();
    expect(screen.queryByText('x')).toBeNull();
  });
});
