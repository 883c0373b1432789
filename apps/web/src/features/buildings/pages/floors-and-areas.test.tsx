import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { BuildingFloorPage } from './BuildingFloorPage';

type Floor = { floor_id: number; floor_name: string; floor_type: string; floor_number: number; state: string };
type Refusal = { code: number; msg: string };

const floorOf = (floor_id: number, floor_type: string, floor_number: number): Floor => ({
  floor_id,
  floor_name: `${floor_type}${floor_number}`,
  floor_type,
  floor_number,
  state: 'normal',
});

/**
 * A small server for building 4 (F1 with a device, F2 empty): the strip and floor list follow the floors written, and
 * `refuse` answers a write with the server's refusal instead.
 */
const stubServer = (refuse: (call: StubCall) => Refusal | undefined = () => undefined) => {
  const floors = [floorOf(40, 'F', 1), floorOf(41, 'F', 2)];
  const areas = [{ area_id: 400, area_name: '默认区域', floor_id: 40, is_default: 1 }];
  const answer = (call: StubCall): unknown => {
    const body = call.body as Record<string, unknown>;
    if (call.path === '/api_proxy/building/format_list_by_company_id/')
      return [{ building_id: 4, building_name: 'A 座', state: 'normal', floors }];
    if (call.path === '/api_proxy/floor/floor_list/')
      return {
        list: floors.map((floor) => ({ ...floor, building_id: 4, description: null, area_count: 1, has_plan: 0 })),
        total: floors.length,
      };
    if (call.path === '/api_proxy/floor/floor_area_list/')
      return areas.filter((area) => String(area.floor_id) === call.query.get('floor_id'));
    if (call.path === '/api_proxy/floor/floor_info/' && call.method === 'POST') {
      const floor = floorOf(42, String(body.floor_type), Number(body.floor_number));
      floors.push(floor);
      return { ...floor, building_id: 4, description: body.description, area_count: 1, has_plan: 0 };
    }
    if (call.path === '/api_proxy/floor/floor_info/' && call.method === 'DELETE') {
      floors.splice(
        floors.findIndex((floor) => String(floor.floor_id) === call.query.get('floor_id')),
        1,
      );
      return { floor_id: Number(call.query.get('floor_id')) };
    }
    return null;
  };
  return stubFetch(answer, refuse);
};

const page = '/company/building_list/floor?company_id=2&building_id=4&floor_id=40';
const chooserLabels = () =>
  [...screen.getByTestId('floor-chooser').querySelectorAll('[role="option"]')].map((item) => item.textContent);
const selectedFloor = () => screen.getByTestId('floor-chooser').querySelector('[aria-selected="true"]')?.textContent;
/**
 * The newest confirm dialog's OK, found by text (role queries did not find it while another dialog was open). A
 * confirmed dialog may linger while it closes: an OK already clicked is never taken for the next dialog's.
 */
const clickedOks = new WeakSet<HTMLButtonElement>();
const confirmLast = async () => {
  const button = await waitFor(() => {
    const fresh = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm button')].filter(
      (item) => item.textContent === 'OK' && item.isConnected && !clickedOks.has(item),
    );
    expect(fresh.length).toBeGreaterThan(0);
    return fresh.at(-1)!;
  });
  clickedOks.add(button);
  fireEvent.click(button);
};

describe('floors and areas on the building floor page', { timeout: 90_000 }, () => {
  preparePageTests();
  // Confirm dialogs and messages live in roots of their own that cleanup() leaves: a test must not click the last one's.
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
  });

  it('adds a mezzanine M1: the refused duplicate shows the server message, the new floor is in the chooser and selected', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer((call) =>
      call.method === 'POST' && (call.body as { floor_type: string }).floor_type === 'F'
        ? { code: 7995, msg: 'already exists: this floor already exists' }
        : undefined,
    );
    const { router } = renderAt(<BuildingFloorPage />, page);
    fireEvent.click(await screen.findByTestId('floor-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(
      within(dialog).getByTestId('floor-number').querySelector('input') ?? within(dialog).getByRole('spinbutton'),
      { target: { value: '2' } },
    );
    fireEvent.click(within(dialog).getByTestId('floor-form-ok'));
    expect(await screen.findByText('already exists: this floor already exists')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('M · mezzanine'));
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByTestId('floor-description'), { target: { value: '设备夹层' } });
    fireEvent.click(within(dialog).getByTestId('floor-form-ok'));

    await waitFor(() => expect(chooserLabels()).toEqual(['F2', 'M1', 'F1']));
    await waitFor(() => expect(selectedFloor()).toBe('M1'));
    expect(router.state.location.search).toContain('floor_id=42');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { building_id: 4, floor_type: 'F', floor_number: 2, description: null },
      { building_id: 4, floor_type: 'M', floor_number: 1, description: '设备夹层' },
    ]);
  });

  it('asks to select floors before deleting, shows why a floor with devices stays, and deletes an empty one', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer((call) =>
      call.method === 'DELETE' && call.query.get('floor_id') === '40'
        ? { code: 7992, msg: 'cannot delete: cannot delete floor: it has associated devices' }
        : undefined,
    );
    renderAt(<BuildingFloorPage />, page);
    fireEvent.click(await screen.findByTestId('floor-manage'));
    const table = await screen.findByTestId('floor-manage-table');
    await within(table).findByText('F2');
    fireEvent.click(screen.getByTestId('floors-delete-selected'));
    expect(await screen.findByText('please select the floors to delete first')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    const rowBox = (name: string) => within(within(table).getByText(name).closest('tr')!).getByRole('checkbox');
    fireEvent.click(rowBox('F1'));
    fireEvent.click(screen.getByTestId('floors-delete-selected'));
    await confirmLast();
    expect(await screen.findByText('cannot delete: cannot delete floor: it has associated devices')).toBeTruthy();

    fireEvent.click(rowBox('F1'));
    fireEvent.click(rowBox('F2'));
    fireEvent.click(screen.getByTestId('floors-delete-selected'));
    await confirmLast();
    await waitFor(() => expect(chooserLabels()).toEqual(['F1']));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.query.get('floor_id'))).toEqual([
      '40',
      '41',
    ]);
  });

  it("shows the server's refusal when the floor's last default area is deleted", async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer((call) =>
      call.method === 'DELETE' && call.path === '/api_proxy/floor/floor_area_info/'
        ? { code: 7992, msg: 'cannot delete: at least one default area, so it cannot be deleted' }
        : undefined,
    );
    renderAt(<BuildingFloorPage />, page);
    const areas = await screen.findByTestId('floor-areas');
    expect(await within(areas).findByText('默认区域')).toBeTruthy();
    expect(within(areas).getByText('Default')).toBeTruthy();
    fireEvent.click(within(areas).getByTestId('area-delete-400'));
    await confirmLast();
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api_proxy/floor/floor_area_info/')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('cannot delete: at least one default area, so it cannot be deleted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('area_id')).toBe('400');
    expect(within(areas).getByText('默认区域')).toBeTruthy();
  });

  it('hides floor and area writes without the building buttons', async () => {
    saveSession(buildLoginAnswer(['company-building_list']));
    stubServer();
    renderAt(<BuildingFloorPage />, page);
    const areas = await screen.findByTestId('floor-areas');
    await within(areas).findByText('默认区域');
    expect(screen.queryByTestId('floor-add')).toBeNull();
    expect(screen.queryByTestId('floor-manage')).toBeNull();
    expect(within(areas).queryByTestId('area-add')).toBeNull();
    expect(within(areas).queryByTestId('area-delete-400')).toBeNull();
  });
});
