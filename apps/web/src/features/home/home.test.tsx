import type {
  AlarmSummary,
  CenterStat,
  CompanyActivity,
  DeviceStatus,
  Personnel,
  Ranking,
  SystemHealth,
  UnitOverview,
} from '@fireline/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { buildEventPush } from '../../lib/push-fixtures';
import { saveSession } from '../../lib/session';
import { dispatchMessage } from '../../lib/sse-router';
import { buildEvent, buildLoginAnswer } from '../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../components/test-utils';
import { CenterHomePage } from './pages/CenterHomePage';
import { CompanyHomeTabPage } from './pages/UnitHomePage';

// ECharts draws on a canvas jsdom does not have: the chart is a box naming what it would draw.
vi.mock('../../components/charts/Chart', () => ({
  Chart: ({ testId }: { testId?: string }) => <div data-testid={testId ?? 'chart'} />,
}));

/** Today 2026-03-10 on the site's clock (UTC+8): its first second and the next midnight, as the lists take them. */
const DAY = '2026-03-10';
const START = Date.UTC(2026, 2, 10) / 1000 - 8 * 3600;
const END = START + 86_400;

const categories = (counts: Partial<Record<string, [number, number]>>) =>
  (['fire', 'fault', 'abnormal', 'operation', 'yinhuan', 'video', 'firecock'] as const).map((category) => {
    const [total, unprocessed] = counts[category] ?? [0, 0];
    return { status_category: category, total, processed: total - unprocessed, unprocessed };
  });

const overview: UnitOverview = {
  company_id: 5,
  company_name: '华鼎国际大厦',
  region_code: null,
  address: '北京市朝阳区建国路88号',
  lng: 116.46,
  lat: 39.91,
  state: 'fire',
  devices: { total: 12_345, online: 12_000, offline: 345, alarm: 2, fault: 7 },
  systems: {
    total: 3,
    healthy: 1,
    no_devices: 1,
    rate: 0.5,
    list: [
      {
        system_id: 11,
        name: '1号楼火灾报警系统',
        system_type: 1,
        type_name: 'Fire alarm system',
        system_status: 1,
        devices: 1,
        components: 320,
        fault: 0,
        offline: 0,
        healthy: true,
        state: 'healthy',
      },
      {
        system_id: 12,
        name: '喷淋系统',
        system_type: 12,
        type_name: 'Automatic sprinkler system',
        system_status: 1,
        devices: 2,
        components: 40,
        fault: 3,
        offline: 1,
        healthy: false,
        state: 'unhealthy',
      },
      {
        system_id: 13,
        name: '防烟排烟系统',
        system_type: 1,
        type_name: 'Fire alarm system',
        system_status: 1,
        devices: 0,
        components: 0,
        fault: 0,
        offline: 0,
        healthy: false,
        state: 'no_devices',
      },
    ],
  },
  alarms_today: { date: DAY, total: 6, unprocessed: 4, list: categories({ fire: [1, 1], fault: [5, 3] }) },
};

const unitAnswers = (call: StubCall): unknown => {
  if (call.path === '/api_proxy/statistic/unit/overview/') return overview;
  if (call.path.startsWith('/api_proxy/event/'))
    return {
      list: [buildEvent({ id: 77, company_id: 5, status_category: 'fault', device_name: '2层 水泵房 压力表' })],
      total: 1,
    };
  return null;
};

describe('a unit’s home', { timeout: 60_000 }, () => {
  preparePageTests();

  it('shows the unit’s state, today’s alarms, devices and systems, each number opening its list', async () => {
    saveSession(buildLoginAnswer(['home-company', 'networkcompany', 'alarmdeal']));
    const calls = stubFetch(unitAnswers);
    renderAt(<CompanyHomeTabPage />, '/company/home_page?company_id=5');
    const header = await screen.findByTestId('unit-header');
    expect(header.textContent).toContain('华鼎国际大厦');
    expect(within(header).getByTestId('unit-state').textContent).toBe('Fire alarm');
    expect(within(header).getByTestId('unit-coordinates').textContent).toBe('116.46, 39.91');
    expect(within(header).getByRole('link', { name: 'Unit information' }).getAttribute('href')).toBe(
      '/company/company?company_id=5',
    );
    expect(calls.find((call) => call.path === '/api_proxy/statistic/unit/overview/')?.query.get('company_id')).toBe(
      '5',
    );

    // Today's faults: all of them and the open ones, each the unit's fault history of exactly today.
    const fault = screen.getByTestId('category-fault');
    const [all, open] = within(fault).getAllByRole('link');
    expect(all!.textContent).toBe('5');
    expect(all!.getAttribute('href')).toBe(
      `/company/historyalarm/fault_info?company_id=5&start_time=${START}&end_time=${END}`,
    );
    expect(open!.textContent).toBe('3');
    expect(open!.getAttribute('href')).toContain('status=false');
    // Hidden dangers have no history tab: a number, not a link.
    expect(within(screen.getByTestId('category-yinhuan')).queryAllByRole('link')).toHaveLength(0);

    // Devices in the 10K shorthand, each opening the unit's device list with the same filter.
    const devices = screen.getByTestId('unit-devices');
    expect(within(devices).getByTestId('devices-total').textContent).toContain('12.3K');
    expect(within(screen.getByTestId('devices-offline')).getByRole('link').getAttribute('href')).toBe(
      '/company/device/all_device_list?company_id=5&online=0',
    );
    expect(within(screen.getByTestId('devices-fault')).getByRole('link').getAttribute('href')).toBe(
      '/company/device/all_device_list?company_id=5&status=2',
    );

    const systems = screen.getByTestId('unit-systems');
    expect(within(systems).getByTestId('unit-health-rate').textContent).toBe(
      'Health rate 50% (1/2) · 1 with no devices',
    );
    expect(within(systems).getByText('1号楼火灾报警系统').closest('tr')!.textContent).toContain('Healthy');
    expect(within(systems).getByText('喷淋系统').closest('tr')!.textContent).toContain('Needs attention');
    expect(within(systems).getByText('防烟排烟系统').closest('tr')!.textContent).toContain('No devices');

    // The newest events from the home page's call, each opening its detail page.
    const event = await screen.findByTestId('event-77');
    expect(within(event).getByRole('link').getAttribute('href')).toMatch(
      /^\/alarmdeal\/detailsinfo\/fault\?event_id=77/,
    );
    expect(calls.some((call) => call.path === '/api_proxy/event/event_list_home_page/')).toBe(true);
  });

  it('reads the events from the unit’s history for people without the home page, and counts again when an alarm is pushed', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubFetch(unitAnswers);
    renderAt(<CompanyHomeTabPage />, '/company/home_page?company_id=5');
    await screen.findByTestId('event-77');
    const history = calls.find((call) => call.path === '/api_proxy/event/event_list/');
    expect(history?.query.get('company_id')).toBe('5');
    expect(history?.query.get('status')).toBe('false');
    expect(calls.some((call) => call.path === '/api_proxy/event/event_list_home_page/')).toBe(false);

    const overviews = () => calls.filter((call) => call.path === '/api_proxy/statistic/unit/overview/').length;
    const events = () => calls.filter((call) => call.path === '/api_proxy/event/event_list/').length;
    const [before, eventsBefore] = [overviews(), events()];
    act(() => dispatchMessage(buildEventPush({ seq_id: 90, event_id: 90, status_category: 'fire' })));
    await waitFor(() => expect(overviews()).toBeGreaterThan(before));
    await waitFor(() => expect(events()).toBeGreaterThan(eventsBefore));
  });
});

const summary: AlarmSummary = {
  window: 'today',
  start: DAY,
  end: DAY,
  total: 123_456,
  processed: 100_000,
  unprocessed: 23_456,
  list: categories({ fire: [23_456, 456], fault: [100_000, 23_000] }),
};
const ranking: Ranking = {
  window: 'today',
  start: DAY,
  end: DAY,
  list: [{ rank: 1, company_id: 5, company_name: '华鼎国际大厦', total: 30, processed: 10, unprocessed: 20 }],
};
const growth = (before: number, joined: number) => ({
  before,
  total: before + joined,
  days: [
    { date: '2026-03-01', count: 0 },
    { date: DAY, count: joined },
  ],
});
const centreAnswers: Record<string, unknown> = {
  '/api_proxy/statistic/alarm/summary/': summary,
  '/api_proxy/statistic/device/status/': {
    total: 40,
    online: 30,
    offline: 10,
    alarm: 2,
    fault: 3,
  } satisfies DeviceStatus,
  '/api_proxy/statistic/ranking/': ranking,
  '/api_proxy/statistic/center/': {
    window: 'month',
    start: '2026-03-01',
    end: DAY,
    units: growth(8, 2),
    devices: growth(0, 0),
  } satisfies CenterStat,
  '/api_proxy/statistic/company/': { by: 'type', total: 10, list: [{ key: 'key_unit', name: 'key unit', count: 10 }] },
  '/api_proxy/statistic/system/health/': {
    total: 5,
    healthy: 3,
    unhealthy: 1,
    no_devices: 1,
    rate: 0.75,
    types: [
      { key: '1', name: 'Fire alarm system', total: 4, healthy: 3, no_devices: 0 },
      { key: '7', name: 'Smoke control system', total: 1, healthy: 0, no_devices: 1 },
    ],
  } satisfies SystemHealth,
  '/api_proxy/statistic/company/activity/': {
    total: 10,
    online: 9,
    offline: 1,
    alarm: 1,
    fault: 2,
    events_today: 4,
  } satisfies CompanyActivity,
  '/api_proxy/statistic/personnel/': { total: 25, active: 24, logged_in_today: 6, online: 3 } satisfies Personnel,
  '/api_proxy/event/event_list_home_page/': { list: [buildEvent({ id: 41 })], total: 1 },
};

describe('the centre’s home', { timeout: 60_000 }, () => {
  preparePageTests();
  afterAll(() => changeLanguage('en'));

  it('shows every card’s numbers in shorthand, linking to the list behind each with the same filter', async () => {
    saveSession(buildLoginAnswer(['home-center', 'networkcompany', 'alarmdeal']));
    const calls = stubFetch((call) => centreAnswers[call.path] ?? null);
    renderAt(<CenterHomePage />, '/home_page/center');

    const total = await screen.findByTestId('alarms-total');
    expect(total.textContent).toContain('123K');
    const fire = screen.getByTestId('category-fire');
    const [all, open] = within(fire).getAllByRole('link');
    expect(all!.textContent).toBe('23.5K');
    expect(all!.getAttribute('href')).toBe(
      `/alarmdeal/alarmdeal_list/fire?start_time=${START}&end_time=${END}&status=all`,
    );
    expect(open!.getAttribute('href')).toBe(
      `/alarmdeal/alarmdeal_list/fire?start_time=${START}&end_time=${END}&status=false`,
    );
    // Hydrant alarms have no alarm-desk list: a number only.
    expect(within(screen.getByTestId('category-firecock')).queryAllByRole('link')).toHaveLength(0);
    expect(calls.find((call) => call.path === '/api_proxy/statistic/alarm/summary/')?.query.get('window')).toBe(
      'today',
    );

    expect((await screen.findByTestId('devices-online')).textContent).toContain('30');
    expect(within(screen.getByTestId('card-devices')).queryAllByRole('link')).toHaveLength(0);

    const activity = await screen.findByTestId('card-activity');
    expect(within(screen.getByTestId('activity-online')).getByRole('link').getAttribute('href')).toBe(
      '/new_company_list?enum_company_online_status=1',
    );
    expect(within(activity).getByTestId('activity-today').textContent).toContain('4');

    expect((await screen.findByTestId('health-rate')).textContent).toContain('75%');
    expect(screen.getByTestId('health-no-devices').textContent).toBe('No devices1');
    expect(screen.getByTestId('health-type-7').textContent).toBe('No devices');
    expect(screen.getByTestId('health-type-1').textContent).toBe('3/4');
    expect((await screen.findByTestId('personnel-total')).textContent).toContain('25');
    expect(within(screen.getByTestId('card-personnel')).queryAllByRole('link')).toHaveLength(0);

    const rankingList = await screen.findByTestId('ranking-list');
    expect(within(rankingList).getByRole('link', { name: '华鼎国际大厦' }).getAttribute('href')).toBe(
      `/company/historyalarm/fire_info?company_id=5&start_time=${START}&end_time=${END}`,
    );
    expect(calls.find((call) => call.path === '/api_proxy/statistic/ranking/')?.query.get('limit')).toBe('10');

    expect((await screen.findByTestId('company-access-total')).textContent).toContain('10');
    expect((await screen.findByTestId('company-access-added')).textContent).toContain('2');
    // No device joined this month or before: the chart says so instead of drawing an empty frame.
    expect(screen.getByTestId('device-access-chart-empty').textContent).toContain('No data');

    const event = await screen.findByTestId('event-41');
    expect(within(event).getByRole('link').getAttribute('href')).toMatch(
      /^\/alarmdeal\/detailsinfo\/fire\?event_id=41/,
    );
  });

  it('switches the alarm window, and writes 万 in Chinese', async () => {
    saveSession(buildLoginAnswer(['home-center']));
    const calls = stubFetch((call) => centreAnswers[call.path] ?? null);
    await changeLanguage('zh');
    renderAt(<CenterHomePage />, '/home_page/center');
    expect((await screen.findByTestId('alarms-total')).textContent).toContain('12.3万');
    // Without the alarm desk the categories are numbers, not links to a list the user may not open.
    expect(within(screen.getByTestId('category-fire')).queryAllByRole('link')).toHaveLength(0);
    act(() => within(screen.getByTestId('alarm-window')).getByText('本月').click());
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/api_proxy/statistic/alarm/summary/' && call.query.get('window') === 'month',
        ),
      ).toBe(true),
    );
  });
});
