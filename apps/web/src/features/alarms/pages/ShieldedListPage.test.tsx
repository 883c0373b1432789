import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, prepareDom, stubServer, renderWithApp } from '../test-support';
import type { ShieldRecord } from '../api';
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

const answers = {
  'GET /api_proxy/event/event_shilter_list/': { list: [buildEvent({ id: 51, accept_time: '2026-11-23 09:30:00', is_shielded: true, shield })], total: 1 },
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
    renderWithApp(<ShieldedListPage />, '/alarmdeal/alarmdeal_shielded/fire', '/alarmdeal/alarmdeal_shielded/:category');
    const row = (await screen.findByText('6层会议室装修施工')).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[0]).toBe('2026-11-23 09:30:00');
    expect(cells.filter((text) => text === '2026-11-23 09:30:00')).toHaveLength(2);
    expect(cells).toContain('2026-11-23 21:30:00');
  });

  it('shows a time filter on the site clock and sends it back unchanged with the next search', async () => {
    const calls = stubServer(answers);
    renderWithApp(<ShieldedListPage />, `/alarmdeal/alarmdeal_shielded/fire?start_time=${ALARM_UTC_SECONDS}&end_time=${ALARM_UTC_SECONDS + 3600}`, '/alarmdeal/alarmdeal_shielded/:category');
    await screen.findByText('6层会议室装修施工');
    const [from, to] = screen.getByTestId('alarm-filters').querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    expect([from!.value, to!.value]).toEqual(['2026-11-23 09:30:00', '2026-11-23 10:30:00']);
    const typeSelect = screen.getByTestId('filter-device-type');
    fireEvent.mouseDown(typeSelect.querySelector('.ant-select-selector') ?? within(typeSelect).getByRole('combobox'));
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((item) => item.getAttribute('title') === 'Fire alarm control panel');
      if (!found) throw new Error('no device type option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByTestId('filter-search'));
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api_proxy/event/event_shilter_list/').length).toBeGreaterThan(1));
    const last = calls.filter((call) => call.path === '/api_proxy/event/event_shilter_list/').at(-1)!;
    expect([last.query.get('device_type'), last.query.get('start_time'), last.query.get('end_time')]).toEqual(['1', String(ALARM_UTC_SECONDS), String(ALARM_UTC_SECONDS + 3600)]);
  });
});
