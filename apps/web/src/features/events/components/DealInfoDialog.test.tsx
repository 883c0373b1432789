import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PeopleTreeNode } from '../api';
import { prepareDom, renderWithApp, stubServer } from '../test-support';
import { buildEvent } from '../../../lib/test-fixtures';
import { DealInfoDialog } from './DealInfoDialog';

const people: PeopleTreeNode[] = [
  {
    id: 'dept-3',
    name: '消防控制室',
    type: 'dept',
    children: [
      { id: 21, name: '张值守', type: 'user', account: 'duty21', mobile: '13800000021' },
      { id: 22, name: '刘值守', type: 'user', account: 'duty22', mobile: '13800000022' },
    ],
  },
];

const answers = {
  'GET /api_proxy/enum_confirm_reason/info/': [{ id: 5, reason: '烟雾探测器误报' }],
  'GET /api_proxy/department/department_user_tree_list/': people,
  'GET /api_proxy/maint/contract/list_by_company_cared_id/': [
    {
      is_active: 1,
      project_id: 11,
      contract_id: 12,
      company_maint_id: 4,
      company_cared_id: 2,
      company_name: '安泰消防维保有限公司',
      project_name: '华鼎年度维保',
    },
  ],
  'GET /api_proxy/maint/repair/check_apply/': { can_apply: true, reason: null },
  'PUT /api_proxy/event/info/': null,
  'PUT /api_proxy/event/batch_confirm_event/': null,
};

const submit = () => fireEvent.click(screen.getByTestId('deal-submit'));
const handleCalls = (calls: ReturnType<typeof stubServer>) => calls.filter((call) => call.method === 'PUT');

// Ant Design modals render slowly in jsdom on a shared machine.
describe('deal info dialog', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses to submit without a handling type', async () => {
    const calls = stubServer(answers);
    renderWithApp(<DealInfoDialog open events={[buildEvent()]} onClose={() => undefined} />);
    submit();
    expect(await screen.findByText('please choose alarm type')).toBeTruthy();
    expect(handleCalls(calls)).toHaveLength(0);
  });

  it('shows text over size past 200 characters and does not submit', async () => {
    const calls = stubServer(answers);
    renderWithApp(<DealInfoDialog open events={[buildEvent()]} onClose={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Misinformation'));
    fireEvent.change(screen.getByTestId('deal-remark'), { target: { value: 'x'.repeat(201) } });
    expect(await screen.findByText('text over size')).toBeTruthy();
    submit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handleCalls(calls)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('deal-remark'), { target: { value: 'x'.repeat(200) } });
    await waitFor(() => expect(screen.queryByText('text over size')).toBeNull());
  });

  it('reloads the reasons when the type changes, for one event', async () => {
    const calls = stubServer(answers);
    renderWithApp(<DealInfoDialog open events={[buildEvent()]} onClose={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Real fire'));
    await userEvent.click(screen.getByLabelText('Test'));
    await waitFor(() => {
      const reasonTypes = calls
        .filter((call) => call.path === '/api_proxy/enum_confirm_reason/info/')
        .map((call) => call.query.get('enum_confirm_type'));
      expect(reasonTypes).toEqual(['1', '8']);
    });
    const reasonCall = calls.find((call) => call.path === '/api_proxy/enum_confirm_reason/info/')!;
    expect(reasonCall.query.get('status_category')).toBe('fire');
    expect(reasonCall.query.get('enum_device_type')).toBe('smoke');
    expect(reasonCall.query.get('enum_device_model')).toBe('JTY-GD-G3');
  });

  it('does not load reasons for a batch, and confirms the batch in one call', async () => {
    const calls = stubServer(answers);
    renderWithApp(<DealInfoDialog open events={[buildEvent(), buildEvent({ id: 42 })]} onClose={() => undefined} />);
    expect(screen.getByTestId('deal-count').textContent).toContain('2');
    await userEvent.click(screen.getByLabelText('Misinformation'));
    submit();
    await waitFor(() => expect(handleCalls(calls)).toHaveLength(1));
    const [call] = handleCalls(calls);
    expect(call!.path).toBe('/api_proxy/event/batch_confirm_event/');
    expect(call!.body).toMatchObject({
      enum_confirm_type: 2,
      event_ids: [41, 42],
      confirm_user_id: 7,
      confirm_user_name: '王值班',
      is_confirm_history: 0,
    });
    expect(calls.some((item) => item.path === '/api_proxy/enum_confirm_reason/info/')).toBe(false);
  });

  it('refuses a department node of the processor tree and accepts a person', async () => {
    const calls = stubServer(answers);
    renderWithApp(<DealInfoDialog open events={[buildEvent()]} onClose={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Real fire'));
    const processor = screen.getByTestId('deal-processor');
    fireEvent.mouseDown(processor.querySelector('.ant-select-selector') ?? processor);
    const dropdown = await waitFor(() => {
      const found = document.querySelector('.ant-select-dropdown');
      if (!found) throw new Error('tree not open');
      return found as HTMLElement;
    });
    await waitFor(() => within(dropdown).getByTitle('消防控制室'));
    fireEvent.click(within(dropdown).getByTitle('消防控制室'));
    expect(await screen.findByText('please select a person')).toBeTruthy();
    fireEvent.click(within(dropdown).getByTitle('刘值守'));
    await waitFor(() => expect(screen.queryByText('please select a person')).toBeNull());
    submit();
    await waitFor(() => expect(handleCalls(calls)).toHaveLength(1));
    expect(handleCalls(calls)[0]!.body).toMatchObject({
      enum_confirm_type: 1,
      event_id: '41',
      confirm_user_id: 22,
      confirm_user_name: '刘值守',
    });
  });

  it('after handling a fault with apply-repair ticked, goes to the new repair form with the query filled', async () => {
    const calls = stubServer(answers);
    prepareDom(['alarmdeal']);
    const router = renderWithApp(
      <DealInfoDialog
        open
        events={[buildEvent({ status_category: 'fault', alarm_status: 'fault', alarm_type: 'fault' })]}
        onClose={() => undefined}
      />,
    );
    const box = screen.getByTestId('deal-apply-repair');
    expect((box as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Fault'));
    await waitFor(() => expect((screen.getByTestId('deal-apply-repair') as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(screen.getByTestId('deal-apply-repair'));
    submit();
    expect(await screen.findByText('please choose the maintenance company')).toBeTruthy();
    expect(handleCalls(calls)).toHaveLength(0);

    const company = screen.getByTestId('deal-maint-company');
    fireEvent.mouseDown(company.querySelector('.ant-select-selector') ?? company);
    fireEvent.click(await screen.findByTitle('安泰消防维保有限公司 · 华鼎年度维保'));
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vyborg/new'));
    expect(handleCalls(calls)[0]!.body).toMatchObject({ enum_confirm_type: 3, event_id: '41' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      type: 'new',
      uid: '7',
      company_maint_id: '4',
      equip_name: '3层 东侧走廊 烟感',
      facility_address: 'A 座 3层 东侧走廊吊顶',
      event_id: '41',
    });
    expect(
      calls
        .find((call) => call.path === '/api_proxy/maint/contract/list_by_company_cared_id/')!
        .query.get('company_cared_id'),
    ).toBe('2');
  });

  it('hides apply-repair without the servicecompany-maintain-new button', async () => {
    stubServer(answers);
    prepareDom(['alarmdeal-list', 'alarmdeal-handle']);
    renderWithApp(
      <DealInfoDialog open events={[buildEvent({ status_category: 'fault' })]} onClose={() => undefined} />,
    );
    await userEvent.click(screen.getByLabelText('Fault'));
    expect(screen.queryByTestId('deal-apply-repair')).toBeNull();
  });
});
