import type { SysMonitorOverview } from '@fireline/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { SysMonitorPage } from './SysMonitorPage';

const overview: SysMonitorOverview = {
  measured_at: '2026-05-04 10:00:05',
  process: {
    pid: 4242,
    started_at: '2026-05-01 08:00:00',
    uptime_s: 3 * 86_400 + 2 * 3600 + 5 * 60,
    node_version: 'v22.12.0',
    rss_bytes: 187_000_000,
    heap_used_bytes: 61_000_000,
    heap_total_bytes: 90_000_000,
  },
  devices: { gb_enabled: true, gb_connections: 1289, gb_devices: 12_480, mqtt_enabled: true, mqtt_connected: false },
  frames: { per_second_1m: 215.4, per_second_5m: 198.2, total: 52_000_000 },
  events: { per_second_1m: 0.05, per_second_5m: 0.1, total: 1234 },
  writer: {
    lanes: 2,
    queued: 3,
    in_flight: 40,
    recent_batches: 256,
    batch_p50_ms: 6.25,
    batch_p95_ms: 31.7,
    batch_max_ms: 120.2,
    batch_mean_size: 18.4,
    batches_since: '2026-05-04 09:59:40',
  },
  sse: { clients: 14, users: 9 },
  database: { driver: 'pg', size_bytes: 3.5 * 1024 ** 3 },
  scheduler: {
    enabled: true,
    is_leader: true,
    jobs: [
      {
        name: 'fold-event-counts',
        every_ms: 60_000,
        last_started_at: '2026-05-04 09:59:30',
        last_ms: 42.4,
        is_ok: true,
        last_error: null,
        is_running: false,
        runs: 4400,
        failures: 0,
      },
      {
        name: 'notification-dispatch',
        every_ms: 2_000,
        last_started_at: '2026-05-04 10:00:04',
        last_ms: 5012,
        is_ok: false,
        last_error: 'connect ECONNREFUSED sms gateway',
        is_running: false,
        runs: 130_000,
        failures: 12,
      },
      {
        name: 'prune-ingest-receipts',
        every_ms: 3_600_000,
        last_started_at: null,
        last_ms: null,
        is_ok: null,
        last_error: null,
        is_running: false,
        runs: 0,
        failures: 0,
      },
    ],
  },
  outbox: { pending: 12, retrying: 2, sending: 1, dead: 3, oldest_due_at: '2026-05-04 09:58:00' },
};

describe('platform health page', { timeout: 60_000 }, () => {
  preparePageTests();
  afterAll(() => changeLanguage('en'));

  it('shows the administrator every figure formatted, and a failing job’s error in red', async () => {
    saveSession(buildLoginAnswer([], { role_code: 'admin_system' }));
    const calls = stubFetch(({ path }) => (path === '/api_proxy/sys_monitor/overview/' ? overview : null));
    renderAt(<SysMonitorPage />, '/sys_monitor');
    const processCard = await screen.findByTestId('sys-monitor-process');
    expect(processCard.textContent).toContain('4242');
    expect(processCard.textContent).toContain('3 d 2 h 5 min');
    expect(processCard.textContent).toContain('178 MB');
    expect(processCard.textContent).toContain('58.2 MB / 85.8 MB');
    const devices = screen.getByTestId('sys-monitor-devices').textContent;
    expect(devices).toContain('12.5K');
    expect(devices).toContain('1,289');
    expect(devices).toContain('disconnected');
    const rates = screen.getByTestId('sys-monitor-rates').textContent;
    expect(rates).toContain('215/s');
    expect(rates).toContain('5 min 198/s');
    expect(rates).toContain('since start 52000K');
    expect(rates).toContain('0.05/s');
    const writer = screen.getByTestId('sys-monitor-writer').textContent;
    expect(writer).toContain('6.3 ms');
    expect(writer).toContain('32 ms');
    expect(writer).toContain(
      'Writer lanes: 2 · last 256 batches since 2026-05-04 09:59:40 · 18.4 items a batch · longest 120 ms',
    );
    expect(screen.getByTestId('sys-monitor-sse').textContent).toContain('14');
    expect(screen.getByTestId('sys-monitor-database').textContent).toContain('3.50 GB');
    expect(screen.getByTestId('sys-monitor-outbox').textContent).toContain('2026-05-04 09:58:00');
    const jobs = screen.getByTestId('sys-monitor-jobs');
    expect(within(jobs).getByText('fold-event-counts')).toBeTruthy();
    expect(within(jobs).getByText('1 min')).toBeTruthy();
    expect(within(jobs).getByText('not run yet')).toBeTruthy();
    const error = within(jobs).getByTestId('job-error-notification-dispatch');
    expect(error.textContent).toBe('connect ECONNREFUSED sms gateway');
    expect(error.className).toContain('ant-typography-danger');
    expect(calls.some((call) => call.path === '/api_proxy/sys_monitor/overview/')).toBe(true);
  });

  it('reads the figures again every 5 s, in zh too', async () => {
    await changeLanguage('zh');
    saveSession(buildLoginAnswer([], { role_code: 'admin_system' }));
    let reads = 0;
    stubFetch(() => {
      reads += 1;
      return { ...overview, sse: { clients: reads, users: 1 } };
    });
    renderAt(<SysMonitorPage />, '/sys_monitor');
    expect((await screen.findByTestId('sys-monitor-process')).textContent).toContain('3 天 2 小时 5 分');
    expect(screen.getByTestId('sys-monitor-devices').textContent).toContain('1.25万');
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2), { timeout: 7_000 });
    await changeLanguage('en');
  });

  it('tells anyone else the page is the platform administrator’s, without asking the server', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubFetch(() => overview);
    renderAt(<SysMonitorPage />, '/sys_monitor');
    expect(await screen.findByText('Only the platform administrator sees the platform’s health.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
