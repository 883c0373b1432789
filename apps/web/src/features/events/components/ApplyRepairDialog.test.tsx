import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithApp, stubServer } from '../test-support';
import { buildEvent } from '../../../lib/test-fixtures';
import { i18n } from '../../../lib/i18n';
import { ApplyRepairDialog } from './ApplyRepairDialog';
import { ShieldDialog } from './ShieldDialog';

const fault = buildEvent({ status_category: 'fault', alarm_status: 'fault', alarm_type: 'fault', company_id: 2 });
const contracts = [
  {
    is_active: 1,
    project_id: 11,
    contract_id: 12,
    company_maint_id: 4,
    company_cared_id: 2,
    company_name: '安泰消防维保有限公司',
    project_name: '华鼎年度维保',
  },
];

// Ant Design modals render slowly in jsdom on a shared machine.
describe('apply for repair dialog', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requires the maintenance company and the fault description, each with its error', async () => {
    const calls = stubServer({ 'GET /api_proxy/maint/contract/list_by_company_cared_id/': contracts });
    renderWithApp(<ApplyRepairDialog open event={fault} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('repair-submit'));
    expect(await screen.findByText('please choose the maintenance company')).toBeTruthy();
    expect(screen.getByText('please enter the fault description')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the repair task with the nested mt_task payload and closes', async () => {
    const calls = stubServer({
      'GET /api_proxy/maint/contract/list_by_company_cared_id/': contracts,
      'POST /api_proxy/maint/repair/info/': null,
    });
    const onClose = vi.fn();
    renderWithApp(<ApplyRepairDialog open event={fault} onClose={onClose} />);
    const company = screen.getByTestId('repair-company');
    fireEvent.mouseDown(company.querySelector('.ant-select-selector') ?? company);
    fireEvent.click(await screen.findByTitle('安泰消防维保有限公司 · 华鼎年度维保'));
    fireEvent.change(screen.getByTestId('repair-fault-desc'), { target: { value: '烟感探头报故障，需更换' } });
    fireEvent.click(screen.getByTestId('repair-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api_proxy/maint/repair/info/');
    expect(post.body).toEqual({
      mt_task: {
        task_name: '3层 东侧走廊 烟感Fault',
        project_id: 11,
        company_maint_id: 4,
        company_cared_id: 2,
        contract_id: 12,
        enum_task_origin: { id: 3 },
        enum_task_type: { id: 2 },
        enum_task_status: { id: 1 },
        thing_id: 905,
        thing_type: 1,
        event_id: 41,
        equip_id: -1,
        creater_id: 7,
      },
      mt_task_confirm: { fault_desc: '烟感探头报故障，需更换' },
    });
    // A centre user applies for the event's unit.
    expect(
      calls
        .find((call) => call.path === '/api_proxy/maint/contract/list_by_company_cared_id/')!
        .query.get('company_cared_id'),
    ).toBe('2');
  });

  it('keeps the dialog open when the server refuses a second request', async () => {
    stubServer({
      'GET /api_proxy/maint/contract/list_by_company_cared_id/': contracts,
      'POST /api_proxy/maint/repair/info/': new Error('a repair order is already being processed, do not submit again'),
    });
    const onClose = vi.fn();
    renderWithApp(<ApplyRepairDialog open event={fault} onClose={onClose} />);
    const company = screen.getByTestId('repair-company');
    fireEvent.mouseDown(company.querySelector('.ant-select-selector') ?? company);
    fireEvent.click(await screen.findByTitle('安泰消防维保有限公司 · 华鼎年度维保'));
    fireEvent.change(screen.getByTestId('repair-fault-desc'), { target: { value: '烟感故障' } });
    fireEvent.click(screen.getByTestId('repair-submit'));
    expect(await screen.findByText('a repair order is already being processed, do not submit again')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('shield dialog', { timeout: 60_000 }, () => {
  beforeEach(() => prepareDom(['alarmdeal']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('needs a reason of at most 50 characters, then shields for the chosen hours', async () => {
    const calls = stubServer({ 'POST /api_proxy/shilter/info/': { id: 1 } });
    const onClose = vi.fn();
    renderWithApp(<ShieldDialog open event={buildEvent()} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('shield-submit'));
    expect(await screen.findByText('please enter the reason')).toBeTruthy();
    fireEvent.change(screen.getByTestId('shield-reason'), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByTestId('shield-submit'));
    expect(await screen.findByText('max length 50')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Custom'));
    fireEvent.change(screen.getByTestId('shield-reason'), { target: { value: '3层装修施工，暂时屏蔽' } });
    fireEvent.click(screen.getByTestId('shield-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      shield_thing_id: 905,
      shield_thing_type: 'info_device_component',
      shield_hours: 999,
      desc: '3层装修施工，暂时屏蔽',
    });
  });

  it('warns that the component’s fire alarms are not pushed until the end time, in en and zh', async () => {
    stubServer({});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 23, 1, 30)));
    renderWithApp(<ShieldDialog open event={buildEvent()} onClose={vi.fn()} />);
    const warning = await screen.findByTestId('shield-warning');
    // 09:30 on the site's clock (UTC+8) plus the default 12 hours.
    expect(warning.textContent).toContain('fire alarms and every other alarm of this component are NOT pushed');
    expect(warning.textContent).toContain('until 2026-11-23 21:30');
    fireEvent.click(screen.getByLabelText('36 hours'));
    expect(screen.getByTestId('shield-warning').textContent).toContain('until 2026-11-24 21:30');
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByTestId('shield-warning').textContent).toContain('该部件的火警及其他报警都不会推送');
    expect(screen.getByTestId('shield-warning').textContent).toContain('直到 2026-11-24 21:30');
  });
});
