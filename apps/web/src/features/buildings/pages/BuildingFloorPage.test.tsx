import { buildUserControl, expandGrants } from '@fireline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
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
const plan = {
  floor_id: 40,
  file_id: 'p1',
  static_url: '/files/p1',
  download_path: '/files/p1',
  name: 'plan.png',
  description: null,
  update_time: 1,
};
const dots = [
  { dot_id: 1, floor_id: 40, device_id: 7, component_id: null, name: '一层 用传', state: 'normal', x: 0.1, y: 0.1 },
  { dot_id: 3, floor_id: 40, device_id: null, component_id: 31, name: '大堂 烟感', state: 'alarm', x: 0.6, y: 0.4 },
];
const newestAlarm = {
  id: 501,
  company_id: 2,
  accept_time: '2026-11-23 09:30:00',
  status_category: 'fire',
  alarm_status: 'alarm',
  alarm_type: 'fire_alarm',
  status: false,
  enum_confirm_type: { id: 0 },
};
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
    if (path === '/api_proxy/event/event_list/')
      return {
        list: query.get('component_id') === '31' ? [newestAlarm] : [],
        total: query.get('component_id') === '31' ? 1 : 0,
      };
    if (path === '/api_proxy/device/device_list_by_mulit_params/')
      return { list: query.get('tab') === 'component' ? floorComponents : floorDevices, total: 2 };
    return null;
  });

describe('floor plan: placing a dot asks which device', { timeout: 90_000 }, () => {
  preparePageTests();
  beforeAll(() => saveSession(buildLoginAnswer(['networkcompany'])));

  it('views by default: a click on the plan opens no dialog, a dot click shows its device and newest alarm, and the legend names the colours', async () => {
    const calls = stubServer();
    renderAt(<BuildingFloorPage />, '/company/building_list/floor?company_id=2&building_id=4&floor_id=40');
    const board = await screen.findByTestId('floor-plan-board');
    board.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 200,
      right: 400,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(board, { clientX: 100, clientY: 150 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('plan-edit-toggle').textContent).toBe('Edit dots');
    expect(screen.getByTestId('dot-legend').textContent).toContain('Fire alarm');
    expect(screen.queryByRole('button', { name: 'Take off the plan' })).toBeNull();

    fireEvent.click(screen.getByTestId('dot-3'));
    const detail = await screen.findByTestId('dot-detail');
    expect(within(detail).getByTestId('dot-device-link').getAttribute('href')).toBe(
      '/company/device/info?company_id=2&device_id=31&enum_device_class=component',
    );
    const alarmLink = await within(detail).findByTestId('dot-alarm-link');
    expect(alarmLink.textContent).toBe('2026-11-23 09:30:00 · Fire alarm · unprocessed');
    expect(alarmLink.getAttribute('href')).toBe('/alarmdeal/detailsinfo/fire?event_id=501&company_id=2');
    expect(within(detail).getByText('Fire alarm', { selector: '.ant-tag' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api_proxy/event/event_list/')!.query.get('component_id')).toBe('31');

    fireEvent.click(screen.getByTestId('dot-1'));
    await waitFor(() => expect(within(screen.getByTestId('dot-detail')).getByText('No alarm')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("offers the floor's devices and components without a dot, searches on the server and binds the chosen one where the plan was clicked", async () => {
    const calls = stubServer();
    renderAt(<BuildingFloorPage />, '/company/building_list/floor?company_id=2&building_id=4&floor_id=40');
    const board = await screen.findByTestId('floor-plan-board');
    board.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 200,
      right: 400,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(screen.getByTestId('plan-edit-toggle'));
    fireEvent.click(board, { clientX: 100, clientY: 150 });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Which device is here?')).toBeTruthy();
    const select = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(dialog.querySelector('.ant-select-selector') ?? select);
    const titles = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.getAttribute('title'));
    // The transmission device already has a dot; a component and a device may share an id and are both offered.
    await waitFor(() => expect(titles()).toEqual(['一层 水压 · WP01', 'Component · 东侧走廊 烟感']));
    const listed = calls.filter((call) => call.path === '/api_proxy/device/device_list_by_mulit_params/');
    expect(listed.map((call) => [call.query.get('tab'), call.query.get('floor_id')]).sort()).toEqual([
      ['all', '40'],
      ['component', '40'],
    ]);

    fireEvent.change(select, { target: { value: '烟感' } });
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('search') === '烟感' && call.query.get('tab') === 'component')).toBe(
        true,
      ),
    );
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
    const { router } = renderAt(
      <BuildingFloorPage />,
      '/company/building_list/floor?company_id=2&building_id=4&floor_id=40',
    );
    await screen.findByTestId('floor-plan-board');
    const chooser = screen.getByTestId('floor-chooser');
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['F2', 'F1']);
    expect(within(chooser).getByRole('option', { name: 'F1' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(chooser).getByRole('option', { name: 'F2' }));
    expect(await screen.findByText('no floor plan on this floor so cannot associate')).toBeTruthy();
    expect(router.state.location.search).toContain('floor_id=41');
    expect(
      within(screen.getByTestId('floor-chooser')).getByRole('option', { name: 'F2' }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});

describe('floor plan for a user who only monitors', { timeout: 90_000 }, () => {
  preparePageTests();
  beforeEach(() =>
    saveSession(
      buildLoginAnswer(['networkcompany'], {
        user_control: buildUserControl(expandGrants(['networkcompany'], ['networkcompany-building-info-new'])),
      }),
    ),
  );

  it('offers no edit mode: a click on the plan opens no dialog, a dot still shows its device', async () => {
    stubServer();
    renderAt(<BuildingFloorPage />, '/company/building_list/floor?company_id=2&building_id=4&floor_id=40');
    const board = await screen.findByTestId('floor-plan-board');
    board.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 200,
      right: 400,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    expect(screen.queryByTestId('plan-edit-toggle')).toBeNull();
    fireEvent.click(board, { clientX: 100, clientY: 150 });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('dot-1'));
    expect(within(await screen.findByTestId('dot-detail')).getByTestId('dot-device-link').textContent).toBe(
      '一层 用传',
    );
  });
});
