import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { DeviceListPage } from './DeviceListPage';

const rows = [
  {
    device_id: 5,
    enum_device_class: 'component',
    device_code: null,
    name: '东侧走廊 烟感',
    building_name: 'A 座',
    floor_name: 'F1',
    enum_device_online_status: 1,
    enum_device_status: 0,
    last_active_time: null,
  },
];

/** The unit's lists; the device list answers `total` rows. */
const stubServer = (total = 1) =>
  stubFetch(({ path }) => {
    if (path === '/api_proxy/file/download_ticket/') return { url: '/export/export?kind=x&ticket=t1', expires_in: 60 };
    if (path === '/api_proxy/device/device_list_by_mulit_params/') return { list: total ? rows : [], total };
    if (path === '/api_proxy/device/device_count_by_mulit_params/') return { all: 3, dtu: 1, component: total };
    if (path === '/api_proxy/building/format_list_by_company_id/')
      return [{ building_id: 4, building_name: 'A 座', floors: [] }];
    if (path === '/api_proxy/floor/simple_floor_list/')
      return [{ floor_id: 40, floor_name: 'F1', floor_type: 'F', floor_number: 1 }];
    if (path === '/api_proxy/system/system_list/') return { list: [], total: 0 };
    return null;
  });

/**
 * Clicks export: the signed ticket call names the export, and a hidden frame opens the one-time link. Answers the
 * ticket call's body; no URL carries the session token.
 */
const exportTicket = async (calls: StubCall[]) => {
  fireEvent.click(screen.getByTestId('device-export'));
  await waitFor(() =>
    expect(document.querySelector('[data-testid=download-frame]')?.getAttribute('src')).toBe(
      '/export/export?kind=x&ticket=t1',
    ),
  );
  expect(calls.some((call) => call.query.has('token') || JSON.stringify(call.body ?? {}).includes('token-abc'))).toBe(
    false,
  );
  return calls.find((call) => call.path === '/api_proxy/file/download_ticket/')!;
};

const importPage = { path: '/company/component/import', element: <div>import page</div> };

describe('device list: import and export', { timeout: 90_000 }, () => {
  preparePageTests();

  it('exports the component tab with the filters the user sees, without paging', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer();
    renderAt(
      <DeviceListPage />,
      '/company/component/component_list?company_id=9&building_id=4&floor_id=40&search=烟感&status=1&page_no=2',
    );
    await screen.findByText('东侧走廊 烟感');
    const ticket = await exportTicket(calls);
    expect(ticket.method).toBe('POST');
    expect(ticket.query.get('lang')).toBe('eng');
    expect(ticket.body).toEqual({
      target: 'export',
      kind: 'components',
      filters: { company_id: '9', building_id: '4', floor_id: '40', search: '烟感', status: 1 },
    });
  });

  it("exports a device tab as kind devices with its tab, headers in the user's language", async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer();
    renderAt(<DeviceListPage />, '/company/device/device_dtu_list?company_id=9&online=0');
    await screen.findByText('东侧走廊 烟感');
    expect((await exportTicket(calls)).body).toEqual({
      target: 'export',
      kind: 'devices',
      filters: { tab: 'dtu', company_id: '9', online: 0 },
    });
  });

  it('leads from the component tab to the component import of the unit', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    stubServer();
    const { router } = renderAt(<DeviceListPage />, '/company/component/component_list?company_id=9', [importPage]);
    fireEvent.click(await screen.findByRole('button', { name: 'Import components' }));
    await screen.findByText('import page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/company/component/import?company_id=9',
    );
  });

  it('leads from the transmission tab to the same page importing transmission devices', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    stubServer();
    const { router } = renderAt(<DeviceListPage />, '/company/device/device_dtu_list?company_id=9', [importPage]);
    fireEvent.click(await screen.findByRole('button', { name: 'Import transmission devices' }));
    await screen.findByText('import page');
    expect(router.state.location.search).toBe('?company_id=9&kind=dtu');
  });

  it('shows import only with the tab key and export only with the list permission the server checks', async () => {
    saveSession(
      buildLoginAnswer(['company-device', 'networkcompany-device-info-component', 'networkcompany-device-info-new']),
    );
    stubServer();
    renderAt(<DeviceListPage />, '/company/component/component_list?company_id=9');
    await screen.findByText('东侧走廊 烟感');
    expect(screen.getByTestId('device-import')).toBeTruthy();
    expect(screen.getByTestId('device-new')).toBeTruthy();
    expect(screen.queryByTestId('device-export')).toBeNull();
  });

  it('offers neither new nor import to a reader of the tab without the device write node (an authority)', async () => {
    saveSession(buildLoginAnswer(['company-device', 'networkcompany-device-info-component']));
    stubServer();
    renderAt(<DeviceListPage />, '/company/component/component_list?company_id=9');
    await screen.findByText('东侧走廊 烟感');
    expect(screen.queryByTestId('device-new')).toBeNull();
    expect(screen.queryByTestId('device-import')).toBeNull();
  });

  it('offers no import on tabs without an importer, and none without the tab key', async () => {
    saveSession(buildLoginAnswer(['company-device']));
    stubServer();
    renderAt(<DeviceListPage />, '/company/device/all_device_list?company_id=9');
    await screen.findByText('东侧走廊 烟感');
    expect(screen.getByTestId('device-export')).toBeTruthy();
    expect(screen.queryByTestId('device-import')).toBeNull();
  });

  it('says there is nothing to export instead of opening an empty export', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer(0);
    renderAt(<DeviceListPage />, '/company/component/component_list?company_id=9&search=无此部件');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api_proxy/device/device_list_by_mulit_params/')).toBe(true),
    );
    await waitFor(() => expect(screen.getByText('Components (0)')).toBeTruthy());
    fireEvent.click(screen.getByTestId('device-export'));
    await screen.findByText('no data available for export');
  });
});
