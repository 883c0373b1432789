import type { HydrantItem } from '@fireline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { LIST_WIDTH_AT_1440 } from '../../../components/table-width';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { HydrantListPage } from './HydrantListPage';

const hydrant: HydrantItem = {
  equipment_id: 4,
  company_id: 1,
  company_name: '火线消防远程监控中心',
  equipment_number: 'XHS-HD-0004',
  equipment_name: 'smart fire hydrant',
  address_id: 2,
  region_code: '110108',
  address: '北京市海淀区成府路',
  longitude: 116.3402,
  latitude: 39.9925,
  position_desc: '五道口地铁站 A 口西侧',
  equipment_graph: [],
  remarks: '',
  out_hydrant_pipe_diameter: 100,
  waterhead_apply: 1,
  waterline_form: 1,
  placing_form: 1,
  alarm_host: 'NB-IoT',
  type: 3,
  device_id: 3,
  pressure: 0.08,
  lower_limit: 0.15,
  electricity: 80,
  signal_quality: 20,
  water_pressure_status: 1,
  impact_status: 0,
  water_theft_status: 0,
  is_online: true,
  last_report_time: 1795340000,
  create_time: 1795000000,
  update_time: 1795000000,
};

const stubServer = () =>
  stubFetch(({ path }) => {
    if (path === '/api_proxy/firecock/list/') return { list: [hydrant], total: 1 };
    if (path === '/api_proxy/file/download_ticket/')
      return { url: '/export/export?kind=hydrants&ticket=t1', expires_in: 60 };
    return null;
  });

describe('hydrant list', { timeout: 60_000 }, () => {
  preparePageTests();

  it('fits 1440 px with the status and online state before the fixed action column, and scrolls sideways below it', async () => {
    saveSession(buildLoginAnswer(['firecock-list']));
    stubServer();
    const { container } = renderAt(<HydrantListPage />, '/firecock/fire_list');
    await screen.findByText('XHS-HD-0004');
    const table = container.querySelector('.ant-table-content table') as HTMLTableElement;
    const declared = Number.parseInt(table.style.width, 10);
    expect(declared).toBeGreaterThan(0);
    expect(declared).toBeLessThanOrEqual(LIST_WIDTH_AT_1440);
    expect((container.querySelector('.ant-table-content') as HTMLElement).style.overflowX).toBe('auto');
    // Below 1440 px the fixed action column covers the last columns: the state columns are not among them.
    const titles = [...container.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');
    expect(titles.indexOf('Status')).toBeLessThan(4);
    expect(titles.indexOf('Online status')).toBeLessThan(4);
  });

  it("exports the hydrants with the list's filters through a one-time ticket", async () => {
    saveSession(buildLoginAnswer(['firecock-list']));
    const calls = stubServer();
    renderAt(<HydrantListPage />, '/firecock/fire_list?equipment_number=0004&is_alarm=1&online=1&page_no=3');
    await screen.findByText('XHS-HD-0004');
    fireEvent.click(screen.getByTestId('hydrant-export'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api_proxy/file/download_ticket/')).toBe(true));
    expect(calls.find((call) => call.path === '/api_proxy/file/download_ticket/')!.body).toEqual({
      target: 'export',
      kind: 'hydrants',
      filters: { equipment_number: '0004', is_alarm: 1, online: 1 },
    });
  });

  it('offers no export without the hydrant list the export needs', async () => {
    saveSession(buildLoginAnswer(['firecock-map']));
    stubServer();
    renderAt(<HydrantListPage />, '/firecock/fire_list');
    await screen.findByText('XHS-HD-0004');
    expect(screen.queryByTestId('hydrant-export')).toBeNull();
  });
});
