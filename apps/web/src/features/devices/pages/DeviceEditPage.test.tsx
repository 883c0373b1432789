import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { DeviceEditPage } from './DeviceEditPage';

const floorsOf: Record<string, unknown[]> = {
  '1': [
    { floor_id: 12, floor_name: 'B1', floor_type: 'B', floor_number: 1 },
    { floor_id: 11, floor_name: 'F1', floor_type: 'F', floor_number: 1 },
  ],
  '2': [{ floor_id: 21, floor_name: 'M2', floor_type: 'M', floor_number: 2 }],
};
const dtus = [
  { device_id: 31, name: 'A座 用传', device_code: 'UITD01', device_thing_type: 10001 },
  { device_id: 32, name: '无线网关', device_code: 'GW01', device_thing_type: 10009 },
  { device_id: 33, name: 'B座 用传', device_code: 'UITD02', device_thing_type: 10001 },
];

/** The unit's lists as the server answers them; the floors and controllers depend on the query. */
const answer = (method: string, path: string, query: URLSearchParams): unknown => {
  if (method !== 'GET') return { device_id: 90 };
  switch (path) {
    case '/api_proxy/building/format_list_by_company_id/':
      return [
        { building_id: 1, building_name: 'A 座', floors: [] },
        { building_id: 2, building_name: 'B 座', floors: [] },
      ];
    case '/api_proxy/floor/simple_floor_list/':
      return floorsOf[query.get('building_id') ?? ''] ?? [];
    case '/api_proxy/system/system_list/':
      return [{ system_id: 5, alias_system_name: '火灾自动报警系统', enum_system_type: 1 }];
    case '/api_proxy/device/dtu_list_by_company/':
      return dtus;
    case '/api_proxy/device/alarmer_by_dtu_id/':
      return query.get('dtu_id') === '31' ? [{ device_id: 41, name: '1号控制器', device_code: 'CTL01' }] : [];
    case '/api_proxy/device/info/':
      return {
        device_id: 7,
        enum_device_class: 'alarmer',
        name: '控制器',
        device_code: 'CTL07',
        info_company: { company_id: 9, company_type: 'info_company_cared' },
        building_id: 1,
        floor_id: 11,
        system_id: 5,
        device_dtu_id: 31,
      };
    default:
      return null;
  }
};

const stubServer = () => stubFetch(({ method, path, query }) => answer(method, path, query));

const field = (id: string) => screen.getByTestId(`field-${id}`);
const openPicker = (id: string) => {
  const control = field(id);
  fireEvent.mouseDown(control.querySelector('.ant-select-selector') ?? within(control).getByRole('combobox'));
};
/** The options of the open dropdown of a field, by their text. */
const pick = async (id: string, label: string) => {
  openPicker(id);
  const option = await waitFor(
    () => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (item) => item.getAttribute('title') === label && item.offsetParent !== undefined,
      );
      if (!found) throw new Error(`no option ${label} for ${id}: ${optionTitles().join(', ')}`);
      return found;
    },
    { timeout: 5000 },
  );
  fireEvent.click(option);
};
const optionTitles = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (item) => item.getAttribute('title'),
  );

describe('device form pickers', { timeout: 90_000 }, () => {
  preparePageTests();

  it("offers the unit's buildings, clears and reloads the floors when the building changes, and saves the picked ids", async () => {
    const calls = stubServer();
    renderAt(<DeviceEditPage />, '/company/device/edit?company_id=9&enum_device_class=alarmer', [
      { path: '/company/device/info', element: <div>info</div> },
    ]);
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/api_proxy/building/format_list_by_company_id/' && call.query.get('company_id') === '9',
        ),
      ).toBe(true),
    );

    await pick('building_id', 'A 座');
    await pick('floor_id', 'B1');
    expect(optionTitles()).toEqual(['B1', 'F1']);
    expect(field('floor_id').textContent).toContain('B1');

    await pick('building_id', 'B 座');
    await waitFor(() => expect(field('floor_id').textContent).not.toContain('B1'));
    expect(
      calls
        .filter((call) => call.path === '/api_proxy/floor/simple_floor_list/')
        .map((call) => call.query.get('building_id')),
    ).toEqual(['1', '2']);
    await pick('floor_id', 'M2');

    await pick('system_id', '火灾自动报警系统');
    openPicker('device_dtu_id');
    // A controller hangs on a user information transmission device (10001): the gateway is not offered.
    await waitFor(() => expect(optionTitles()).toEqual(['A座 用传 · UITD01', 'B座 用传 · UITD02']));
    await pick('device_dtu_id', 'A座 用传 · UITD01');

    fireEvent.change(field('device_code').querySelector('input')!, { target: { value: 'CTL09' } });
    fireEvent.change(field('name').querySelector('input')!, { target: { value: ' 9号控制器 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      enum_device_class: 'alarmer',
      device_code: 'CTL09',
      name: '9号控制器',
      building_id: 2,
      floor_id: 21,
      system_id: 5,
      device_dtu_id: 31,
      info_company: { company_id: 9, company_type: 'info_company_cared' },
    });
  });

  it('keeps the stored building, floor and DTU when an edit loads and saves them back', async () => {
    const calls = stubServer();
    renderAt(<DeviceEditPage />, '/company/device/edit?type=edit&device_id=7&enum_device_class=alarmer');
    await waitFor(() => expect(field('floor_id').textContent).toContain('F1'));
    expect(field('building_id').textContent).toContain('A 座');
    expect(field('device_dtu_id').textContent).toContain('UITD01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      device_id: 7,
      building_id: 1,
      floor_id: 11,
      system_id: 5,
      device_dtu_id: 31,
    });
  });

  it('offers a component only the controllers on the chosen DTU, and forgets the controller when the DTU changes', async () => {
    const calls = stubServer();
    renderAt(<DeviceEditPage />, '/company/device/edit?company_id=9&enum_device_class=component');
    await pick('device_dtu_id', 'A座 用传 · UITD01');
    await pick('alarm_host_id', '1号控制器 · CTL01');
    expect(calls.find((call) => call.path === '/api_proxy/device/alarmer_by_dtu_id/')!.query.get('dtu_id')).toBe('31');
    expect(field('alarm_host_id').textContent).toContain('1号控制器');
    await pick('device_dtu_id', 'B座 用传 · UITD02');
    await waitFor(() => expect(field('alarm_host_id').textContent).not.toContain('1号控制器'));
  });
});
