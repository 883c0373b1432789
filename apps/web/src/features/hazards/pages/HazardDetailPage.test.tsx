import type { HazardAbilities, HazardFullInfo, HazardRecord } from '@fireline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { HazardDetailPage } from './HazardDetailPage';

preparePageTests();

const none: HazardAbilities = {
  can_edit: false,
  can_delete: false,
  can_confirm: false,
  can_reject: false,
  can_designate: false,
  can_dispose: false,
  can_review: false,
  can_close: false,
  can_repair: false,
};

const hazard = (overrides: Partial<HazardRecord> = {}): HazardRecord => ({
  id: 41,
  company_id: 2,
  company_name: '华鼎国际大厦',
  building_id: 5,
  building_name: 'A 座',
  floor_id: 9,
  floor_name: 'F1',
  location: '东侧走廊',
  description: '消防通道堆放纸箱',
  level: 1,
  source: 'manual',
  enum_hazard_status: { id: 1 },
  deadline: null,
  overdue_time: null,
  is_overdue: false,
  reporter: { id: 3, name: '李安全' },
  designated_company: null,
  designated_user: null,
  create_time: 1_763_000_000,
  update_time: 1_763_000_000,
  plan_x: 0.3,
  plan_y: 0.55,
  floor_plan: null,
  photos: [],
  event_id: null,
  patrol: null,
  maint: null,
  repair: null,
  contract_id: null,
  resp_users: [],
  reject_reason: null,
  close_time: null,
  abilities: none,
  ...overrides,
});

const manager = buildLoginAnswer(['danger'], {
  uid: 3,
  user_name: 'manager',
  company_id: 2,
  company_type: 'info_company_cared',
  role_code: 'cared_manager',
});
const writes = (calls: StubCall[]) => calls.filter((call) => call.method !== 'GET');
const testIdsIn = (element: HTMLElement) =>
  [...element.querySelectorAll('[data-testid^="hazard-action-"]')].map((node) => node.getAttribute('data-testid'));

describe('hazard detail', { timeout: 90_000 }, () => {
  it('shows only the steps the server allows, the timeline node by node, and rejects with a reason', async () => {
    saveSession(manager);
    let current = hazard({ abilities: { ...none, can_confirm: true, can_reject: true, can_edit: true } });
    const info = (): HazardFullInfo => ({
      hazard: current,
      nodes: [
        {
          id: 1,
          step: 'report',
          result: null,
          user: { id: 3, name: '李安全' },
          comment: '',
          photos: [],
          detail: { source: 'manual' },
          create_time: 1_763_000_000,
        },
        ...(current.enum_hazard_status.id === 7
          ? [
              {
                id: 2,
                step: 'reject' as const,
                result: null,
                user: { id: 3, name: '李安全' },
                comment: '现场核实无隐患',
                photos: [],
                detail: {},
                create_time: 1_763_000_600,
              },
            ]
          : []),
      ],
    });
    const calls = stubFetch(({ method, path }) => {
      if (path === '/api_proxy/patrol/hazard/by_hazard_reject/' && method === 'POST') {
        current = hazard({ enum_hazard_status: { id: 7 }, reject_reason: '现场核实无隐患' });
        return current;
      }
      if (path === '/api_proxy/patrol/hazard/full_info_by_thingid/') return info();
      return [];
    });
    renderAt(<HazardDetailPage />, '/danger/hidden_danger_list/history_detail?id=41');
    const actions = await screen.findByTestId('hazard-actions');
    expect(testIdsIn(actions)).toEqual(['hazard-action-confirm', 'hazard-action-reject', 'hazard-action-edit']);
    expect(screen.getByTestId('hazard-description').textContent).toBe('消防通道堆放纸箱');
    expect(screen.getByText('A 座 F1 东侧走廊')).toBeTruthy();
    expect(within(screen.getByTestId('hazard-timeline')).getByText('Reported')).toBeTruthy();

    fireEvent.click(screen.getByTestId('hazard-action-reject'));
    fireEvent.click(await screen.findByTestId('hazard-step-ok'));
    expect(await screen.findByText('this field is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(screen.getByTestId('hazard-step-reason'), { target: { value: ' 现场核实无隐患 ' } });
    fireEvent.click(screen.getByTestId('hazard-step-ok'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api_proxy/patrol/hazard/by_hazard_reject/',
      body: { id: 41, reason: '现场核实无隐患' },
    });
    // The page reads the hazard again: rejected, no step left, the node on the timeline.
    await screen.findByTestId('hazard-node-reject');
    expect(testIdsIn(screen.getByTestId('hazard-actions'))).toEqual([]);
    expect(screen.getByText('Rejected', { selector: '[data-testid="hazard-status"]' })).toBeTruthy();
  });

  it('lets the designated engineer dispose with what was done, and nothing else', async () => {
    saveSession(
      buildLoginAnswer(['danger-list', 'danger-dispose'], {
        uid: 4,
        company_id: 5,
        company_type: 'info_company_maint',
        role_code: 'maint_engineer',
      }),
    );
    const calls = stubFetch(({ method, path, body }) => {
      if (path === '/api_proxy/patrol/hazard/node_process/' && method === 'POST')
        return hazard({ enum_hazard_status: { id: 4 }, ...(body as object) });
      if (path.startsWith('/upload/'))
        return { file_id: 'p1', static_url: '/files/p1', download_path: '/upload/file/p1' };
      return {
        hazard: hazard({
          enum_hazard_status: { id: 3 },
          deadline: 1_763_600_000,
          designated_company: { id: 5, name: '安泰消防维保有限公司' },
          abilities: { ...none, can_dispose: true },
        }),
        nodes: [],
      } satisfies HazardFullInfo;
    });
    renderAt(<HazardDetailPage />, '/danger/hidden_danger_list/history_detail?id=41');
    const actions = await screen.findByTestId('hazard-actions');
    expect(testIdsIn(actions)).toEqual(['hazard-action-dispose']);
    expect(screen.getByTestId('hazard-designee').textContent).toBe('安泰消防维保有限公司');
    fireEvent.click(screen.getByTestId('hazard-action-dispose'));
    fireEvent.click(await screen.findByTestId('hazard-step-ok'));
    expect(await screen.findByText('this field is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('hazard-step-comment'), { target: { value: '已清理纸箱' } });
    fireEvent.click(screen.getByTestId('hazard-step-ok'));
    // Evidence: no rectification without a photo.
    expect(await screen.findByText('Add at least one photo of the rectification')).toBeTruthy();
    expect(writes(calls).filter((call) => call.path.endsWith('/node_process/'))).toHaveLength(0);
    const form = screen.getByTestId('hazard-step-form-dispose');
    fireEvent.change(form.querySelector('input[type=file]')!, {
      target: { files: [new File(['png'], 'fixed.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/upload/'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('Add at least one photo of the rectification')).toBeNull());
    fireEvent.click(screen.getByTestId('hazard-step-ok'));
    await waitFor(() => expect(writes(calls).filter((call) => call.path.endsWith('/node_process/'))).toHaveLength(1));
    expect(writes(calls).find((call) => call.path.endsWith('/node_process/'))).toMatchObject({
      path: '/api_proxy/patrol/hazard/node_process/',
      body: { id: 41, action: 'dispose', comment: '已清理纸箱', photo_ids: ['p1'] },
    });
  });

  it('opens the hazard an alarm raised, and says when the alarm has none yet', async () => {
    saveSession(manager);
    stubFetch(
      ({ path }) =>
        path === '/api_proxy/patrol/hazard/info/'
          ? hazard({ id: 77, source: 'yinhuan', event_id: 900 })
          : ({ hazard: hazard({ id: 77, source: 'yinhuan', event_id: 900 }), nodes: [] } satisfies HazardFullInfo),
      ({ query }) => (query.get('event_id') === '901' ? { code: 9995, msg: 'no data' } : undefined),
    );
    const first = renderAt(<HazardDetailPage />, '/detailspage/hazard?event_id=900');
    expect((await screen.findByTestId('hazard-alarm-link')).getAttribute('href')).toContain('event_id=900');
    expect(screen.getByText('Hazard alarm')).toBeTruthy();
    first.unmount();
    renderAt(<HazardDetailPage />, '/detailspage/hazard?event_id=901');
    expect(await screen.findByTestId('hazard-event-pending')).toBeTruthy();
  });

  it('转报修: a confirmed hazard raises its repair task once, then links it with its status', async () => {
    saveSession(manager);
    let current = hazard({
      enum_hazard_status: { id: 2 },
      abilities: { ...none, can_designate: true, can_repair: true },
    });
    const calls = stubFetch(({ method, path }) => {
      if (path === '/api_proxy/maint/contract/list_by_company_cared_id/')
        return [
          { company_maint_id: 4, company_name: '安泰消防维保有限公司', project_name: '年度维保', contract_id: 1 },
        ];
      if (path === '/api_proxy/patrol/hazard/repair/' && method === 'PUT') {
        current = { ...current, repair: { id: 88, status: 1 } };
        return { repair_task_id: 88, created: true };
      }
      if (path === '/api_proxy/patrol/hazard/full_info_by_thingid/') return { hazard: current, nodes: [] };
      return [];
    });
    renderAt(<HazardDetailPage />, '/danger/hidden_danger_list/history_detail?id=41');
    fireEvent.click(await screen.findByTestId('hazard-repair'));
    await screen.findByText('安泰消防维保有限公司 · 年度维保');
    fireEvent.click(screen.getByTestId('hazard-repair-ok'));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        expect.objectContaining({ path: '/api_proxy/patrol/hazard/repair/', body: { id: 41, company_maint_id: 4 } }),
      ]),
    );
    expect((await screen.findByTestId('hazard-repair-link')).getAttribute('href')).toBe('/vyborg/repair/detail?id=88');
    expect(screen.queryByTestId('hazard-repair')).toBeNull();
  });
});
