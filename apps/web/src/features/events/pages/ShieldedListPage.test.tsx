import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom, stubServer, renderWithApp } from '../test-support';
import { buildEvent } from '../../../lib/test-fixtures';
import type { ActiveShield, ShieldRecord } from '../api';
import { ShieldedListPage } from './ShieldedListPage';

// The alarm happened at 09:30 on the demo site's clock (UTC+8), i.e. 01:30 UTC; web tests run the browser in UTC.
const ALARM_UTC_SECONDS = Date.UTC(2026, 10, 23, 1, 30) / 1000;

const shield: ShieldRecord = {
  id: 5,
  thing_id: 905,
  thing_type: 'info_device_component',
  shield_thing_id: 905,
  shield_thing_type: 'info_device_component',
  schedule_start: ALARM_UTC_SECONDS,
  schedule_end: ALARM_UTC_SECONDS + 12 * 3600,
  shield_flag: 1,
  desc: '6层会议室装修施工',
  enum_shield_status: { id: 1 },
  company_id: 2,
  shield_thing_name: '6层 会议室 烟感',
};

const active = (overrides: Partial<ActiveShield>): ActiveShield => ({
  ...shield,
  enum_shield_status: { id: -1 },
  device_id: 7,
  device_name: 'B座 火灾报警控制器',
  company_name: '华鼎国际大厦',
  building_name: 'B座',
  floor_name: '5层',
  location: 'B座 5层 配电间',
  creater_name: '值班员王敏',
  ...overrides,
});
const inForce = {
  list: [
    active({ id: 8, shield_thing_name: '5层配电间感烟', desc: '配电间检修' }),
    active({ id: 7, shield_thing_name: '6层会议室烟感', desc: '会议室装修' }),
  ],
  total: 2,
};

const answers = {
  'GET /api_proxy/shilter/list/': inForce,
  'GET /api_proxy/event/event_shilter_list/': {
    list: [buildEvent({ id: 51, accept_time: '2026-11-23 09:30:00', is_shielded: true, shield })],
    total: 1,
  },
  'GET /api_proxy/event/event_list_headers/': { list: [{ status_category: 'fire', total: 1, unprocessed: 1 }] },
  'GET /api_proxy/other/GetCompanyList': { list: [], total: 0 },
};

describe('shielded alarm list', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the shield's start and end on the site's clock, matching the alarm time beside them", async () => {
    stubServer(answers);
    renderWithApp(
      <ShieldedListPage />,
      '/alarmdeal/alarmdeal_shielded/fire',
      '/alarmdeal/alarmdeal_shielded/:category',
    );
    const row = (await screen.findByText('6层会议室装修施工')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('2026-11-23 09:30:00');
    expect(cells.filter((text) => text === '2026-11-23 09:30:00')).toHaveLength(2);
    expect(cells).toContain('2026-11-23 21:30:00');
  });

  it('shows a time filter on the site clock and sends it back unchanged with the next search', async () => {
    const calls = stubServer(answers);
    renderWithApp(
      <ShieldedListPage />,
      `/alarmdeal/alarmdeal_shielded/fire?start_time=${ALARM_UTC_SECONDS}&end_time=${ALARM_UTC_SECONDS + 3600}`,
      '/alarmdeal/alarmdeal_shielded/:category',
    );
    await screen.findByText('6层会议室装修施工');
    const [from, to] = screen
      .getByTestId('alarm-filters')
      .querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    expect([from!.value, to!.value]).toEqual(['2026-11-23 09:30:00', '2026-11-23 10:30:00']);
    const typeSelect = screen.getByTestId('filter-device-type');
    fireEvent.mouseDown(typeSelect.querySelector('.ant-select-selector') ?? within(typeSelect).getByRole('combobox'));
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (item) => item.getAttribute('title') === 'Fire alarm control panel',
      );
      if (!found) throw new Error('no device type option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByTestId('filter-search'));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api_proxy/event/event_shilter_list/').length).toBeGreaterThan(1),
    );
    const last = calls.filter((call) => call.path === '/api_proxy/event/event_shilter_list/').at(-1)!;
    expect([last.query.get('device_type'), last.query.get('start_time'), last.query.get('end_time')]).toEqual([
      '1',
      String(ALARM_UTC_SECONDS),
      String(ALARM_UTC_SECONDS + 3600),
    ]);
  });

  it('lists the shields in force with who set them and until when; the badge counts the same shields; the category tabs carry no alarm-list counts', async () => {
    const calls = stubServer(answers);
    renderWithApp(
      <ShieldedListPage />,
      '/alarmdeal/alarmdeal_shielded/fire?company_id=2',
      '/alarmdeal/alarmdeal_shielded/:category',
    );
    const table = await screen.findByTestId('active-shields-table');
    const row = (await within(table).findByText('配电间检修')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        '5层配电间感烟',
        'B座 火灾报警控制器',
        '华鼎国际大厦',
        'B座 5层 配电间',
        '2026-11-23 09:30:00',
        '2026-11-23 21:30:00',
        '值班员王敏',
      ]),
    );
    const rows = within(table)
      .getAllByRole('row')
      .filter(
        (item) =>
          item.querySelector('td:not(.ant-table-cell-empty)') && !item.classList.contains('ant-table-placeholder'),
      );
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('active-shields-count').textContent).toBe('2');
    expect(calls.find((call) => call.path === '/api_proxy/shilter/list/')!.query.get('company_id')).toBe('2');
    expect(screen.queryByTestId('category-count-fire')).toBeNull();
    expect(calls.some((call) => call.path === '/api_proxy/event/event_list_headers/')).toBe(false);
  });

  it('lifts a shield from the list after a confirmation', async () => {
    const calls = stubServer({
      ...answers,
      'DELETE /api_proxy/shilter/info/': { ...inForce.list[0], enum_shield_status: { id: 1 } },
    });
    renderWithApp(
      <ShieldedListPage />,
      '/alarmdeal/alarmdeal_shielded/fire',
      '/alarmdeal/alarmdeal_shielded/:category',
    );
    fireEvent.click(await screen.findByTestId('lift-shield-8'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.query.get('id')).toBe('8'));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api_proxy/shilter/list/').length).toBeGreaterThan(1),
    );
  });
});
