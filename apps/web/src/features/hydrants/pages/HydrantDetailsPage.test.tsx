import type { HydrantAlarmItem, HydrantItem } from '@fireline/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { HydrantDetailsPage } from './HydrantDetailsPage';

/** A hydrant as ingest leaves it after a low-pressure report of its smart cover. */
const hydrant: HydrantItem = {
  equipment_id: 7,
  company_id: 1,
  company_name: '火线消防远程监控中心',
  equipment_number: 'XHS-HD-0007',
  equipment_name: 'smart fire hydrant',
  address_id: 1,
  region_code: '110108',
  address: '北京市海淀区中关村大街',
  longitude: 116.3162,
  latitude: 39.9836,
  position_desc: '华鼎国际大厦西侧',
  equipment_graph: [],
  remarks: '',
  out_hydrant_pipe_diameter: 150,
  waterhead_apply: 1,
  waterline_form: 1,
  placing_form: 1,
  alarm_host: 'NB-IoT',
  type: 3,
  device_id: 3,
  pressure: 0.08,
  lower_limit: 0.15,
  electricity: 87,
  signal_quality: 24,
  water_pressure_status: 1,
  impact_status: 0,
  water_theft_status: 0,
  is_online: true,
  last_report_time: 1795340000,
  create_time: 1795000000,
  update_time: 1795000000,
};
const alarm: HydrantAlarmItem = {
  event_id: 41,
  uuid: 'HYD-0007-r1#water_pressure_low',
  equipment_id: 7,
  equipment_number: 'XHS-HD-0007',
  equipment_name: 'smart fire hydrant',
  address: '北京市海淀区中关村大街',
  company_id: 1,
  device_id: 3,
  alarm_type: 'water_pressure_low',
  alarm_type_name: 'water pressure low',
  alarm_status: 'alarm',
  alarm_value: '0.08MPa',
  enum_confirm_type: 0,
  accept_time: 1795340000,
  receive_time: 1795340000,
  restore_time: null,
};

describe('hydrant details page', { timeout: 60_000 }, () => {
  preparePageTests();

  it("shows the device's last readings (MPa, battery %, signal of 31), the low-pressure status and the alarm by its name", async () => {
    stubFetch(({ path }) =>
      path === '/api_proxy/firecock/info/'
        ? hydrant
        : path === '/api_proxy/firecock/alarm_list/'
          ? { list: [alarm], total: 1 }
          : null,
    );
    renderAt(<HydrantDetailsPage />, '/firecock/details_firecock?equipment_id=7');
    const details = await screen.findByTestId('hydrant-details');
    const valueOf = (label: string) => {
      const cell = within(details).getByText(label).closest('th')!.nextElementSibling as HTMLElement;
      return cell.textContent;
    };
    expect(valueOf('Pressure (MPa)')).toBe('0.08');
    expect(valueOf('Battery')).toBe('87%');
    expect(valueOf('Signal quality')).toBe('24/31');
    expect(valueOf('Status')).toContain('Low water pressure');
    await waitFor(() => expect(screen.getByText('water pressure low')).toBeTruthy());
    expect(screen.getByText('0.08MPa')).toBeTruthy();
  });
});
