import {
  CLIENT_CONFIG_PATH,
  SSE_PATH,
  type AlarmHourly,
  type AlarmSummary,
  type DeviceStatus,
  type GisUnit,
  type StatusCategory,
} from '@fireline/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEventPush } from '../../../lib/push-fixtures';
import { clearSession, saveSession } from '../../../lib/session';
import { dispatchMessage } from '../../../lib/sse-router';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { MonitorScreenPage } from './MonitorScreenPage';

const noAlarms = { fire: 0, fault: 0, abnormal: 0, operation: 0, yinhuan: 0, video: 0, firecock: 0 };
const units: GisUnit[] = [
  {
    company_id: 2,
    company_name: '华鼎国际大厦',
    kind: 'cared',
    category: 'key_unit',
    region_code: '110108',
    province_code: '11',
    city_code: '1101',
    district_code: '110108',
    address: '北京市海淀区中关村大街 27 号',
    lng: 116.316,
    lat: 39.983,
    state: 'fire',
    open_alarms: { ...noAlarms, fire: 2, fault: 1 },
    open_total: 3,
  },
  {
    company_id: 3,
    company_name: '学院路便民商场',
    kind: 'cared',
    category: 'small_venue',
    region_code: '110108',
    province_code: '11',
    city_code: '1101',
    district_code: '110108',
    address: null,
    lng: 116.352,
    lat: 39.989,
    state: 'normal',
    open_alarms: { ...noAlarms, fire: 1 },
    open_total: 1,
  },
];
const summary: AlarmSummary = {
  window: 'today',
  start: '2026-11-22',
  end: '2026-11-22',
  total: 9,
  processed: 5,
  unprocessed: 4,
  list: (Object.keys(noAlarms) as StatusCategory[]).map((category) => ({
    status_category: category,
    total: category === 'fire' ? 6 : category === 'fault' ? 3 : 0,
    processed: category === 'fire' ? 3 : category === 'fault' ? 2 : 0,
    unprocessed: category === 'fire' ? 3 : category === 'fault' ? 1 : 0,
  })),
};
const devices: DeviceStatus = { total: 12, online: 10, offline: 2, alarm: 1, fault: 1 };
const hourly: AlarmHourly = {
  date: '2026-11-22',
  total: 9,
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    total: hour === 10 ? 9 : 0,
    counts: { ...noAlarms, fire: hour === 10 ? 6 : 0, fault: hour === 10 ? 3 : 0 },
  })),
};
const listed = {
  total: 1,
  list: [
    {
      event_id: 30,
      receive_time: '2026-11-22 10:01:00',
      status_category: 'fault',
      company: { id: 3, name: '学院路便民商场' },
      building: null,
      floor: null,
      location: '2层 配电间',
      device_name: '电源监控',
      alarm_type_name: '故障',
      status: false,
    },
  ],
};

const answer = (call: StubCall) => {
  if (call.path === CLIENT_CONFIG_PATH) return { map_tile_url: '' };
  if (call.path === '/api_proxy/gis/unit_list/')
    return { total: units.length, states: { fire: 1, fault: 0, offline: 0, normal: 1 }, list: units };
  if (call.path === '/api_proxy/event/event_list_home_page/') return listed;
  if (call.path === '/api_proxy/statistic/alarm/summary/') return summary;
  if (call.path === '/api_proxy/statistic/device/status/') return devices;
  if (call.path === '/api_proxy/statistic/alarm/hourly/') return hourly;
  return null;
};
// The push stream is driven through the router in these tests: its own request is refused quietly.
const refuse = (call: StubCall) => (call.path === SSE_PATH ? { code: 500, msg: 'no stream in tests' } : undefined);

describe('monitor screen', { timeout: 90_000 }, () => {
  preparePageTests();

  it('shows open alarms by category, device status, the units and the newest alarms, and prepends a pushed one', async () => {
    saveSession(buildLoginAnswer(['home']));
    const calls = stubFetch(answer, refuse);
    renderAt(<MonitorScreenPage />, '/monitor_screen');
    await waitFor(() => expect(screen.getByTestId('monitor-open-fire').textContent).toBe('3'));
    expect(screen.getByTestId('monitor-open-fault').textContent).toBe('1');
    expect(within(screen.getByTestId('monitor-open')).getAllByText('today 6, unhandled 3')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('monitor-device-online').textContent).toBe('10'));
    expect(screen.getByTestId('monitor-unit-states').textContent).toBe('Fire 1Fault 0Offline 0Normal 1');
    const feed = await screen.findByTestId('monitor-feed');
    expect(
      within(feed)
        .getAllByRole('listitem')
        .map((item) => item.dataset.eventId),
    ).toEqual(['30']);

    const before = calls.filter((call) => call.path === '/api_proxy/gis/unit_list/').length;
    act(() => dispatchMessage(buildEventPush({ event_id: 41, receive_time: '2026-11-22 10:35:08' })));
    await waitFor(() =>
      expect(
        within(feed)
          .getAllByRole('listitem')
          .map((item) => item.dataset.eventId),
      ).toEqual(['41', '30']),
    );
    expect(within(feed).getAllByRole('listitem')[0]!.textContent).toContain('华鼎国际大厦');
    // The map and the numbers are asked again (throttled), the feed is not: the push is on screen already.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api_proxy/gis/unit_list/').length).toBe(before + 1),
    );
    expect(calls.filter((call) => call.path === '/api_proxy/event/event_list_home_page/')).toHaveLength(1);
    expect(screen.getByTestId('monitor-exit').getAttribute('href')).toBe('/');
    clearSession();
  });

  it('says what it needs to a user without the home page, and asks for nothing', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubFetch(answer, refuse);
    renderAt(<MonitorScreenPage />, '/monitor_screen');
    expect((await screen.findByTestId('monitor-no-permission')).textContent).toBe(
      'The monitor screen needs the home page permission.',
    );
    expect(calls.filter((call) => call.path.startsWith('/api_proxy/'))).toEqual([]);
    clearSession();
  });
});
