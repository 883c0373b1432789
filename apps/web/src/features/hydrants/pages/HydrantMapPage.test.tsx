import type { HydrantMapPoint } from '@fireline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_CONFIG_PATH } from '@fireline/shared';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetTileProbes } from '../../../components/map-tiles';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { HydrantMapPage } from './HydrantMapPage';

const point = (overrides: Partial<HydrantMapPoint>): HydrantMapPoint => ({
  equipment_id: 1,
  equipment_number: 'XHS-0001',
  equipment_name: 'smart fire hydrant',
  company_id: 1,
  company_name: '火线消防远程监控中心',
  address: '北京市海淀区学院路 20 号',
  longitude: 116.3568,
  latitude: 39.9912,
  type: 3,
  pressure: 0.32,
  lower_limit: 0.15,
  is_online: true,
  is_alarm: false,
  state: 'normal',
  ...overrides,
});
const hydrants = [
  point({}),
  point({
    equipment_id: 2,
    equipment_number: 'XHS-0002',
    pressure: 0.08,
    is_alarm: true,
    state: 'alarm',
    longitude: 116.36,
    latitude: 39.99,
  }),
  point({
    equipment_id: 3,
    equipment_number: 'XHS-0003',
    company_id: 4,
    company_name: '华鼎国际大厦',
    is_online: false,
    pressure: null,
    state: 'offline',
    longitude: 116.31,
    latitude: 39.98,
  }),
];

/** map_list filtered as the server does: by owner and by state. */
const stubServer = () =>
  stubFetch(({ query }) => {
    const company = query.get('company_id');
    const state = query.get('state');
    return hydrants.filter(
      (item) => (!company || String(item.company_id) === company) && (!state || item.state === state),
    );
  });

const markerColours = () =>
  [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon [data-marker-id]')].map((item) => [
    item.dataset.markerId,
    item.style.background,
  ]);
const choose = async (testId: string, label: string) => {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? within(select).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (item) => item.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
};

describe('hydrant map', { timeout: 90_000 }, () => {
  preparePageTests();

  it('shows a marker per hydrant coloured by its state, and asks map_list again with the chosen owner and state', async () => {
    const calls = stubServer();
    const { router } = renderAt(<HydrantMapPage />, '/firecock/map_firecock');
    await waitFor(() => expect(markerColours()).toHaveLength(3));
    expect(markerColours()).toEqual([
      ['1', 'rgb(82, 196, 26)'],
      ['2', 'rgb(245, 34, 45)'],
      ['3', 'rgb(140, 140, 140)'],
    ]);

    await choose('hydrant-map-state', 'Alarm');
    await waitFor(() => expect(markerColours()).toEqual([['2', 'rgb(245, 34, 45)']]));
    expect(router.state.location.search).toBe('?state=alarm');

    await choose('hydrant-map-unit', '华鼎国际大厦');
    await waitFor(() =>
      expect(
        calls.some(
          ({ path, query }) =>
            path === '/api_proxy/firecock/map_list/' &&
            query.get('company_id') === '4' &&
            query.get('state') === 'alarm',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(markerColours()).toEqual([]));
    expect(screen.getByText('0 hydrants on the map')).toBeTruthy();
  });

  it("opens a hydrant's popup with its number, address, pressure and state, linking to its details", async () => {
    stubServer();
    renderAt(<HydrantMapPage />, '/firecock/map_firecock?state=alarm');
    const marker = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.leaflet-marker-icon');
      if (!found) throw new Error('no marker yet');
      return found;
    });
    fireEvent.click(marker);
    const popup = await screen.findByTestId('hydrant-popup');
    expect(popup.textContent).toContain('smart fire hydrant');
    expect(popup.textContent).toContain('XHS-0002');
    expect(popup.textContent).toContain('北京市海淀区学院路 20 号');
    expect(popup.textContent).toContain('0.08');
    expect(within(popup).getByText('Alarm')).toBeTruthy();
    expect(within(popup).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/firecock/details_firecock?equipment_id=2',
    );
  });

  describe('without map tiles', () => {
    beforeEach(resetTileProbes);
    const stubWithTiles = (mapTileUrl: string) =>
      stubFetch(({ path }) => (path === CLIENT_CONFIG_PATH ? { map_tile_url: mapTileUrl } : hydrants));

    it('says the site has no map background and still shows every hydrant', async () => {
      stubWithTiles('');
      renderAt(<HydrantMapPage />, '/firecock/map_firecock');
      expect((await screen.findByTestId('map-tiles-notice')).textContent).toBe(
        'No map background is set for this site (MAP_TILE_URL); the points are still shown.',
      );
      await waitFor(() => expect(markerColours()).toHaveLength(3));
      expect(document.querySelectorAll('.leaflet-tile')).toHaveLength(0);
    });

    it('asks the tile server once, then says the background could not load instead of requesting every tile', async () => {
      // The browser offline: an image from the tile server fails to load.
      const requested: string[] = [];
      vi.stubGlobal(
        'Image',
        class {
          onload?: () => void;
          onerror?: () => void;
          set src(url: string) {
            requested.push(url);
            queueMicrotask(() => this.onerror?.());
          }
        },
      );
      stubWithTiles('https://tiles.example.cn/{z}/{x}/{y}.png');
      renderAt(<HydrantMapPage />, '/firecock/map_firecock');
      expect((await screen.findByTestId('map-tiles-notice')).textContent).toBe(
        'The map background could not be loaded (no connection to the tile server); the points are still shown.',
      );
      await waitFor(() => expect(markerColours()).toHaveLength(3));
      expect(requested).toHaveLength(1);
      expect(requested[0]).toMatch(/^https:\/\/tiles\.example\.cn\/14\/\d+\/\d+\.png$/);
      expect(document.querySelectorAll('.leaflet-tile')).toHaveLength(0);
    });

    it('drops the tiles and says so when they start failing while the map is open', async () => {
      vi.stubGlobal(
        'Image',
        class {
          onload?: () => void;
          set src(_url: string) {
            queueMicrotask(() => this.onload?.());
          }
        },
      );
      // jsdom lays nothing out: give the map a size, or Leaflet asks for no tile at all.
      const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(512);
      const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(512);
      onTestFinished(() => {
        width.mockRestore();
        height.mockRestore();
      });
      stubWithTiles('https://tiles.example.cn/{z}/{x}/{y}.png');
      renderAt(<HydrantMapPage />, '/firecock/map_firecock');
      // The markers move the view to fit them (new tiles): the failing tiles are the ones shown after that.
      await waitFor(() => expect(markerColours()).toHaveLength(3));
      const tiles = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
        if (found.length < 3) throw new Error('no tiles yet');
        return found;
      });
      expect(screen.queryByTestId('map-tiles-notice')).toBeNull();
      // The network goes away: the next tiles fail one after another.
      for (const tile of tiles) fireEvent.error(tile);
      expect((await screen.findByTestId('map-tiles-notice')).textContent).toContain(
        'The map background could not be loaded',
      );
      expect(document.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
    });
  });
});
