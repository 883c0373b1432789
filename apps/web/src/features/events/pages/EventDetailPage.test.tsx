import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEventDetail, prepareDom, renderWithApp, stubServer } from '../test-support';
import { EventDetailPage } from './EventDetailPage';

const handled = buildEventDetail({
  status_category: 'fault',
  alarm_status: 'fault',
  alarm_type: 'fault',
  enum_confirm_type: { id: 2, name: '误报' },
  status: true,
  handlings: [
    {
      id: 1,
      enum_confirm_type: { id: 2, name: '误报' },
      deal_result: { id: 4, name: '误报' },
      processing_way: { id: 'manual', name: '人工处理' },
      enum_confirm_reason: { id: 4, reason: '烟感探测器受潮误报' },
      confirm_desc: '现场核实无烟雾',
      annex_list: [],
      confirm_user: { id: 22, name: '刘控制室', account: 'liukz' },
      operator: { id: 7, name: '王值班', account: 'operator' },
      accept_end_time: '2026-11-23 09:40:00',
      created_at: '2026-11-23 09:40:01',
      is_confirm_history: 0,
    },
  ],
});

const answers = {
  'GET /api_proxy/event/info/': handled,
  'GET /api_proxy/event/event_count_with_7days/': {
    device_id: 7,
    count_7days: 6,
    days: [],
    count_30days: 20,
    false_alarm_30days: 5,
    false_alarm_rate_30days: 0.25,
  },
  'GET /api_proxy/event/list_by_device/': { list: [], total: 0 },
  'GET /api_proxy/maint/repair/check_apply/': { can_apply: false, reason: 'already applied' },
};

// Ant Design renders slowly in jsdom on a shared machine.
describe('alarm detail page', { timeout: 60_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the record, the device statistics and the handling history, with the actions the buttons allow', async () => {
    prepareDom(['alarmdeal']);
    const calls = stubServer(answers);
    renderWithApp(
      <EventDetailPage />,
      '/alarmdeal/detailsinfo/fault?event_id=41&returnAlarmdeal=true',
      '/alarmdeal/detailsinfo/:page',
    );
    await screen.findByTestId('alarm-detail');
    expect(screen.getByTestId('event-confirm-type').textContent).toBe('Misinformation');
    expect(screen.getByTestId('event-status').textContent).toBe('Processed');
    expect(screen.getByText('华鼎国际大厦')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stats-7days').textContent).toContain('6'));
    expect(screen.getByTestId('stats-false-rate').textContent).toContain('25.0');
    expect(screen.getByText('现场核实无烟雾')).toBeTruthy();
    expect(screen.getByText('刘控制室')).toBeTruthy();
    // Processed: no handle button; a repair already applied for: the button is disabled.
    expect(screen.queryByTestId('detail-handle')).toBeNull();
    await waitFor(() => expect((screen.getByTestId('detail-repair') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('detail-shield')).toBeTruthy();
    expect(screen.getByTestId('detail-back')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api_proxy/event/event_count_with_7days/')!.query.get('device_id')).toBe(
      '7',
    );
  });

  it('names the handling way of a real fire handled with a reason and a remark, in the record and the history', async () => {
    prepareDom(['alarmdeal']);
    const way = { id: 'manual', name: '人工处理' };
    const realFire = buildEventDetail({
      enum_confirm_type: { id: 1, name: '真实火警' },
      status: true,
      processing_way: way,
      enum_confirm_reason: { id: 1, reason: '厨房油锅起火' },
      confirm_desc: '已扑灭',
      handlings: [
        {
          ...handled.handlings[0]!,
          enum_confirm_type: { id: 1, name: '真实火警' },
          processing_way: way,
          enum_confirm_reason: { id: 1, reason: '厨房油锅起火' },
          confirm_desc: '已扑灭',
        },
      ],
    });
    stubServer({ ...answers, 'GET /api_proxy/event/info/': realFire });
    renderWithApp(<EventDetailPage />, '/alarmdeal/detailsinfo/fire?event_id=41', '/alarmdeal/detailsinfo/:page');
    const detail = await screen.findByTestId('alarm-detail');
    expect(detail.textContent).not.toContain('[object Object]');
    expect(detail.textContent).not.toContain('returned an object');
    expect(screen.getByTestId('handling-history').textContent).toContain('Manual');
    expect(screen.getByTestId('event-way').textContent).toBe('Manual');
  });

  it('hides handle, shield and repair without their buttons', async () => {
    prepareDom(['alarmdeal-list']);
    stubServer({ ...answers, 'GET /api_proxy/event/info/': buildEventDetail({ status_category: 'fault' }) });
    renderWithApp(<EventDetailPage />, '/alarmdeal/detailsinfo/fault?event_id=41', '/alarmdeal/detailsinfo/:page');
    await screen.findByTestId('alarm-detail');
    expect(screen.queryByTestId('detail-handle')).toBeNull();
    expect(screen.queryByTestId('detail-shield')).toBeNull();
    expect(screen.queryByTestId('detail-repair')).toBeNull();
    expect(screen.queryByTestId('detail-phone')).toBeNull();
  });

  it("shows a manual call point's own type, loop and number beside the transmission device that reported it", async () => {
    prepareDom(['alarmdeal']);
    const callPoint = buildEventDetail({
      device_name: '电梯厅 手报',
      device_type: 'uitd',
      device: {
        id: 7,
        name: '华鼎 用户信息传输装置',
        code: 'UITD-HD-A01',
        type: 'uitd',
        type_name: 'User information transmission device',
      },
      component: {
        id: 905,
        name: '电梯厅 手报',
        type: 23,
        type_name: 'Manual fire alarm call point',
        loop: 2,
        number: 17,
      },
    });
    stubServer({ ...answers, 'GET /api_proxy/event/info/': callPoint });
    renderWithApp(<EventDetailPage />, '/alarmdeal/detailsinfo/fire?event_id=41', '/alarmdeal/detailsinfo/:page');
    await screen.findByTestId('alarm-detail');
    expect(screen.getByTestId('event-component-type').textContent).toBe('Manual fire alarm call point');
    expect(screen.getByTestId('event-loop-number').textContent).toBe('loop 2, no. 17');
    expect(screen.getByTestId('event-reporting-device').textContent).toBe('华鼎 用户信息传输装置 · UITD-HD-A01');
    expect(screen.getByText('Reporting device type')).toBeTruthy();
    expect(screen.queryByText('Device type')).toBeNull();
  });
});
