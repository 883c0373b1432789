import { CLIENT_CONFIG_PATH, type GisUnit } from '@fireline/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { CompanyMapPage } from './CompanyMapPage';

const noAlarms = { fire: 0, fault: 0, abnormal: 0, operation: 0, yinhuan: 0, video: 0, firecock: 0 };
const tower: GisUnit = {
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
  state: 'fault',
  open_alarms: { ...noAlarms, fault: 2 },
  open_total: 2,
};

const stubUnit = (unit: GisUnit) =>
  stubFetch(({ path }) =>
    path === CLIENT_CONFIG_PATH
      ? { map_tile_url: '' }
      : { total: 1, states: { fire: 0, fault: 1, offline: 0, normal: 0 }, list: [unit] },
  );

describe("a unit's location", { timeout: 90_000 }, () => {
  preparePageTests();

  it('asks for that unit only and shows its state, address, coordinates and open alarms beside its map', async () => {
    const calls = stubUnit(tower);
    renderAt(<CompanyMapPage />, '/company/companyMap?company_id=2');
    expect((await screen.findByTestId('company-map-state')).textContent).toBe('Fault');
    const page = screen.getByTestId('company-map-page');
    expect(page.textContent).toContain('北京市海淀区中关村大街 27 号');
    expect(page.textContent).toContain('116.316, 39.983');
    expect(page.textContent).toContain('Fault 2');
    expect(calls.find((call) => call.path === '/api_proxy/gis/unit_list/')!.query.get('company_id')).toBe('2');
    await waitFor(() => expect(screen.getByTestId('leaflet-map')).toBeTruthy());
  });

  it('says so when the unit has no coordinates yet, instead of an empty map', async () => {
    stubUnit({ ...tower, lng: null, lat: null });
    renderAt(<CompanyMapPage />, '/company/companyMap?company_id=2');
    expect((await screen.findByTestId('company-map-no-point')).textContent).toContain(
      'This unit has no coordinates yet',
    );
    expect(screen.queryByTestId('leaflet-map')).toBeNull();
  });
});
