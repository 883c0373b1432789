import { CLIENT_CONFIG_PATH, type GisUnit, type GisUnitList, type UnitMapState } from '@fireline/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetTileProbes } from '../../../components/map-tiles';
import { buildEventPush } from '../../../lib/push-fixtures';
import { clearSession, saveSession } from '../../../lib/session';
import { dispatchMessage } from '../../../lib/sse-router';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { GisPage } from './GisPage';

const noAlarms = { fire: 0, fault: 0, abnormal: 0, operation: 0, yinhuan: 0, video: 0, firecock: 0 };
const unit = (overrides: Partial<GisUnit>): GisUnit => ({
  company_id: 1,
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
  state: 'normal',
  open_alarms: noAlarms,
  open_total: 0,
  ...overrides,
});
const answerOf = (list: GisUnit[]): GisUnitList => {
  const states = { fire: 0, fault: 0, offline: 0, normal: 0 } as Record<UnitMapState, number>;
  for (const item of list) states[item.state] += 1;
  return { total: list.length, states, list };
};

/** Far apart (Beijing, Shanghai, Guangzhou): separate markers at the overview's zoom; a unit without coordinates. */
const spreadUnits = () => [
  unit({ state: 'fire', open_alarms: { ...noAlarms, fire: 2, fault: 1 }, open_total: 3 }),
  unit({ company_id: 2, company_name: '浦东商场', lng: 121.5, lat: 31.23, region_code: '310115', state: 'normal' }),
  unit({ company_id: 3, company_name: '天河学校', lng: 113.33, lat: 23.13, region_code: '440106', state: 'offline' }),
  unit({ company_id: 4, company_name: '无坐标家庭', category: 'family', lng: null, lat: null, state: 'normal' }),
];

const unitCalls = (calls: StubCall[]) => calls.filter((call) => call.path === '/api_proxy/gis/unit_list/');
const markerColours = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon [data-marker-id]')].map((item) => [
      item.dataset.markerId,
      item.style.background,
    ]),
  );

/** The site's tiles: none set (the plain background with China's outline) unless a test gives a template. */
const stubServer = (units: (call: StubCall) => GisUnit[], mapTileUrl = '') =>
  stubFetch((call) => (call.path === CLIENT_CONFIG_PATH ? { map_tile_url: mapTileUrl } : answerOf(units(call))));

describe('map mode', { timeout: 90_000 }, () => {
  preparePageTests();
  beforeEach(() => {
    resetTileProbes();
    saveSession(buildLoginAnswer(['networkcompany']));
    onTestFinished(() => clearSession());
    // jsdom lays nothing out: a map of no size draws no marker (the clusters draw what is in view only).
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    onTestFinished(() => {
      width.mockRestore();
      height.mockRestore();
    });
  });

  it('shows every unit with coordinates coloured by its state, and counts the one without', async () => {
    const units = spreadUnits();
    // With tiles the view fits the units: Beijing, Shanghai and Guangzhou are apart.
    stubServer(() => units, 'https://tiles.example.cn/{z}/{x}/{y}.png');
    renderAt(<GisPage />, '/gis');
    await waitFor(() => expect(Object.keys(markerColours())).toHaveLength(3));
    expect(markerColours()).toEqual({
      '1': 'rgb(245, 34, 45)',
      '2': 'rgb(82, 196, 26)',
      '3': 'rgb(140, 140, 140)',
    });
    expect(screen.getByTestId('gis-count').textContent).toBe('4 units · 1 without coordinates (not on the map)');
    expect(screen.getByTestId('gis-legend').textContent).toBe('Fire 1Fault 0Offline 1Normal 2');
  });

  it('turns a unit red when its fire alarm is pushed, without a reload', async () => {
    const units = spreadUnits();
    const calls = stubServer(() => units, 'https://tiles.example.cn/{z}/{x}/{y}.png');
    renderAt(<GisPage />, '/gis');
    await waitFor(() => expect(markerColours()['2']).toBe('rgb(82, 196, 26)'));
    const before = unitCalls(calls).length;
    // The server has the fire by the time it pushes it: the next answer says so.
    units[1] = { ...units[1]!, state: 'fire', open_alarms: { ...noAlarms, fire: 1 }, open_total: 1 };
    act(() => dispatchMessage(buildEventPush({ company_id: 2, company_name: '浦东商场' })));
    await waitFor(() => expect(markerColours()['2']).toBe('rgb(245, 34, 45)'));
    expect(unitCalls(calls).length).toBe(before + 1);
    // The marker was recoloured in place: still one per unit.
    expect(Object.keys(markerColours())).toHaveLength(3);
  });

  it("opens a unit's card: name, address, state, open alarms, its home page and its alarms", async () => {
    stubServer(() => spreadUnits(), 'https://tiles.example.cn/{z}/{x}/{y}.png');
    renderAt(<GisPage />, '/gis');
    const marker = await waitFor(() => {
      const found = document
        .querySelector<HTMLElement>('[data-marker-id="1"]')
        ?.closest<HTMLElement>('.leaflet-marker-icon');
      if (!found) throw new Error('no marker yet');
      return found;
    });
    fireEvent.click(marker);
    const card = await screen.findByTestId('unit-card');
    expect(card.textContent).toContain('华鼎国际大厦');
    expect(card.textContent).toContain('北京市海淀区中关村大街 27 号');
    expect(within(card).getByTestId('unit-card-state').textContent).toBe('Fire');
    expect(card.textContent).toContain('Fire 2');
    expect(card.textContent).toContain('Fault 1');
    expect(within(card).getByRole('link', { name: 'Unit home page' }).getAttribute('href')).toBe(
      '/company/home_page?company_id=1&company_type=info_company_cared',
    );
    expect(within(card).getByRole('link', { name: 'Alarm list' }).getAttribute('href')).toBe(
      '/company/historyalarm/fire_info?company_id=1&company_type=info_company_cared',
    );
  });

  it('without tiles shows all of China, where nearby units group into a cluster coloured by its worst', async () => {
    stubServer(() => [
      unit({ company_id: 1, state: 'normal' }),
      unit({ company_id: 5, company_name: '学院路便民商场', lng: 116.352, lat: 39.989, state: 'fault' }),
      unit({ company_id: 6, company_name: '朝阳实验学校', lng: 116.47, lat: 39.996, state: 'offline' }),
    ]);
    renderAt(<GisPage />, '/gis');
    const cluster = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-cluster-count]');
      if (!found) throw new Error('no cluster yet');
      return found;
    });
    expect(cluster.dataset.clusterCount).toBe('3');
    expect(cluster.style.background).toBe('rgb(250, 140, 22)');
    expect(Object.keys(markerColours())).toHaveLength(0);
    expect(screen.getByTestId('leaflet-map').dataset.tiles).toBe('off');
  });

  it('filter mode asks for the chosen type, state and region, and lists the matching units', async () => {
    const calls = stubServer(({ query }) =>
      spreadUnits().filter((item) => !query.get('state') || item.state === query.get('state')),
    );
    const { router } = renderAt(<GisPage />, '/gis?maptype=filter&type=key_unit&region_code=11');
    expect(await screen.findByTestId('gis-filters')).toBeTruthy();
    await waitFor(() => expect(unitCalls(calls).length).toBeGreaterThan(0));
    expect(Object.fromEntries(unitCalls(calls).at(-1)!.query)).toMatchObject({
      category: 'key_unit',
      region_code: '11',
    });
    fireEvent.click(within(screen.getByTestId('gis-filter-state')).getByText('Fire'));
    await waitFor(() => expect(unitCalls(calls).at(-1)!.query.get('state')).toBe('fire'));
    expect(router.state.location.search).toBe('?maptype=filter&type=key_unit&region_code=11&state=fire');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('gis-unit-list'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['华鼎国际大厦3']),
    );
    fireEvent.click(screen.getByTestId('gis-reset'));
    expect(router.state.location.search).toBe('?maptype=filter');
  });

  it('tells a user without the home page or the unit list, and asks for nothing', async () => {
    saveSession(buildLoginAnswer(['notice']));
    const calls = stubServer(() => spreadUnits());
    renderAt(<GisPage />, '/gis');
    expect((await screen.findByTestId('gis-no-permission')).textContent).toBe(
      'The map needs the home page or the networked unit list permission.',
    );
    expect(unitCalls(calls)).toEqual([]);
  });
});
