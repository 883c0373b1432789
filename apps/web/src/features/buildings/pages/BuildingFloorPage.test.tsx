import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { buildLoginAnswer } from '../../../app/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { BuildingFloorPage } from './BuildingFloorPage';

const strip = [
  {
    building_id: 4,
    building_name: 'A 座',
    state: 'normal',
    floors: [
      { floor_id: 40, floor_name: 'F1', floor_type: 'F', floor_number: 1, state: 'normal' },
      { floor_id: 41, floor_name: 'F2', floor_type: 'F', floor_number: 2, state: 'normal' },
    ],
  },
];
const plan = { floor_id: 40, file_id: 'p1', static_url: '/files/p1', download_path: '/files/p1', name: 'plan.png', description: null, update_time: 1 };
const dots = [{ dot_id: 1, floor_id: 40, device_id: 7, component_id: null, name: '一层 用传', state: 'normal', x: 0.1, y: 0.1 }];
const floorDevices = [
  { device_id: 7, name: '一层 用传', device_code: 'UITD01', enum_device_class: 'dtu' },
  { device_id: 8, name: '一层 水压', device_code: 'WP01', enum_device_class: 'alonedevice' },
];
const floorComponents = [{ device_id: 8, name: '东侧走廊 烟感', device_code: null, enum_device_class: 'component' }];

/** The floor's strip, plan and dots, and its devices and components by tab. */
const stubServer = () =>
  stubFetch(({ method, path, query, body }) => {
    if (method === 'POST') return { dot_id: 2, ...(body as object) };
    if (path === '/api_proxy/building/format_list_by_company_id/') return strip;
    if (path === '/api_proxy/device_map/info/') return query.get('floor_id') === '40' ? plan : null;
    if (path === '/api_proxy/device_map/dots/') return dots;
    if (path === '/api_proxy/device/device_list_by_mulit_params/') return { list: query.get('tab') === 'component' ? floorComponents : floorDevices, total: 2 };
    return null;
  });

describe('floor plan: placing a dot asks which device', { timeout: 90_000 }, () => {
  preparePageTests();
  beforeAll(() => saveSession(buildLoginAnswer(['networkcompany'])));

  it("offers the floor's devices and components without a dot, searches on the server and binds the chosen one where the plan was clicked", async () => {
    const calls = stubServer();
    renderAt(<BuildingFloorPage />, '/company/building_list/floor?company_id=2&building_id=4&floor_id=40');
    const board = await screen.findByTestId('floor-plan-board');
    board.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(board, { clientX: 100, clientY: 150 });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Which device is here?')).toBeTruthy();
    const select = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(dialog.querySelector('.ant-select-selector') ?? select);
    const titles = () => [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.getAttribute('title'));
    // The transmission device already has a dot; a component and a device may share an id and are both offered.
    await waitFor(() => expect(titles()).toEqual(['一层 水压 · WP01', 'Component · 东侧走廊 烟感']));
    const listed = calls.filter((call) => call.path === '/api_proxy/device/device_list_by_mulit_params/');
    expect(listed.map((call) => [call.query.get('tab'), call.query.get('floor_id')]).sort()).toEqual([
      ['all', '40'],
      ['component', '40'],
    ]);

    fireEvent.change(select, { target: { value: '烟感' } });
    await waitFor(() => expect(calls.some((call) => call.query.get('search') === '烟感' && call.query.get('tab') === 'component')).toBe(true));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Component · 东侧走廊 烟感"]');
      if (!found) throw new Error('component not offered');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const bind = calls.find((call) => call.method === 'POST')!;
    expect(bind.path).toBe('/api_proxy/device_map/dots/');
    expect(bind.body).toEqual({ floor_id: 40, component_id: 8, x: 0.25, y: 0.75 });
  });

  it('says a floor without a plan cannot associate devices', async () => {
    stubServer();
    renderAt(<BuildingFloorPage />, '/company/building_list/floor?company_id=2&building_id=4&floor_id=41');
    expect(await screen.findByText('no floor plan on this floor so cannot associate')).toBeTruthy();
    expect(screen.queryByTestId('floor-plan-board')).toBeNull();
  });

  it('lists the floors from the top in the floor chooser and shows the floor chosen there', async () => {
    stubServer();
    const { router } = renderAt(<BuildingFloorPage />, '/company/building_list/floor?company_id=2&building_id=4&floor_id=40');
    await screen.findByTestId('floor-plan-board');
    const chooser = screen.getByTestId('floor-chooser');
    expect(within(chooser).getAllByRole('option').map((option) => option.textContent)).toEqual(['F2', 'F1']);
    expect(within(chooser).getByRole('option', { name: 'F1' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(chooser).getByRole('option', { name: 'F2' }));
    expect(await screen.findByText('no floor plan on this floor so cannot associate')).toBeTruthy();
    expect(router.state.location.search).toContain('floor_id=41');
    expect(within(screen.getByTestId('floor-chooser')).getByRole('option', { name: 'F2' }).getAttribute('aria-selected')).toBe('true');
  });
});
