import type { ForwardRule } from '@fireline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { EventForwardEditPage } from './EventForwardEditPage';

preparePageTests();

const rule: ForwardRule = {
  id: 7,
  company_id: 2,
  company_name: '华鼎国际大厦',
  name: '上报区平台',
  url: 'https://forward.example.com/fireline',
  categories: ['fire', 'fault'],
  unit_ids: [2],
  units: [{ company_id: 2, company_name: '华鼎国际大厦' }],
  device_types: [1],
  is_enabled: 1,
  remark: '仅火警和故障',
  secret_hint: 'fwd_…a1b2',
  create_time: 1_763_000_000,
  update_time: 1_763_000_000,
  last_delivery: null,
};
const SECRET = 'fwd_9cG2k1Xy0bQ4mN7pR3sT6uV8wZ1aB5dE8fH2jK4lM6n';

/** The server: the rule, the device-type table, the unit picker; a new rule answered with its secret. */
const answer = ({ method, path, body }: StubCall) => {
  if (path === '/api_proxy/event_forward/info/' && method === 'POST')
    return { ...rule, ...(body as object), id: 8, secret: SECRET };
  if (path === '/api_proxy/event_forward/info/' && method === 'PUT') return { ...rule, ...(body as object) };
  if (path === '/api_proxy/event_forward/info/') return rule;
  if (path === '/api_proxy/enum/list/enum_device_type/')
    return [
      { id: 1, name: '用户信息传输装置', eng_name: 'user information transmission device' },
      { id: 2, name: '独立式感烟探测器', eng_name: 'stand-alone smoke detector' },
    ];
  if (path === '/api_proxy/other/GetCompanyList')
    return { total: 1, list: [{ company_id: 2, company_name: '华鼎国际大厦' }] };
  return [];
};

const input = (id: string) => screen.getByTestId(`field-${id}`).querySelector('input') as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const writes = (calls: StubCall[]) => calls.filter((call) => call.method === 'POST' || call.method === 'PUT');

describe('forwarding rule form', { timeout: 90_000 }, () => {
  it('refuses an address that is not http(s), then creates the rule and shows its secret once', async () => {
    saveSession(buildLoginAnswer(['systemmanage-eventForward']));
    const calls = stubFetch(answer);
    renderAt(<EventForwardEditPage />, '/systemmanage/eventForward/edit', [
      { path: '/systemmanage/eventForward/info', element: <div data-testid="rule-info">info</div> },
    ]);
    await screen.findByTestId('field-url');
    // A new rule starts enabled, with fire alarms ticked.
    expect((screen.getByLabelText('Fire') as HTMLInputElement).checked).toBe(true);

    type('name', '上报区平台');
    type('url', 'ftp://forward.example.com/fireline');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('enter a correct http or https address (without user name or password)'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Fire'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('this field is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    type('url', ' https://forward.example.com/fireline ');
    fireEvent.click(screen.getByLabelText('Fault'));
    fireEvent.click(screen.getByLabelText('Hydrant'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api_proxy/event_forward/info/',
      body: {
        name: '上报区平台',
        url: 'https://forward.example.com/fireline',
        categories: ['fault', 'firecock'],
        unit_ids: [],
        device_types: [],
        is_enabled: 1,
        remark: null,
      },
    });

    // The secret, once, before leaving for the rule's page.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('rule-secret').textContent).toContain(SECRET);
    expect(screen.queryByTestId('rule-info')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved it' }));
    await screen.findByTestId('rule-info');
  });

  it('loads a rule in edit mode and sends the change with its id, the lists it holds kept', async () => {
    saveSession(buildLoginAnswer(['systemmanage-eventForward']));
    const calls = stubFetch(answer);
    renderAt(<EventForwardEditPage />, '/systemmanage/eventForward/edit?type=edit&id=7', [
      { path: '/systemmanage/eventForward/info', element: <div data-testid="rule-info">info</div> },
    ]);
    await waitFor(() => expect(input('name').value).toBe('上报区平台'));
    expect(screen.getByText('Edit forwarding rule')).toBeTruthy();
    expect((screen.getByLabelText('Fault') as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('field-unit_ids')).getByText('华鼎国际大厦')).toBeTruthy();

    type('name', '上报市平台');
    fireEvent.click(screen.getByLabelText('Disabled'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      body: {
        id: 7,
        name: '上报市平台',
        url: 'https://forward.example.com/fireline',
        categories: ['fire', 'fault'],
        unit_ids: [2],
        device_types: [1],
        is_enabled: 0,
        remark: '仅火警和故障',
      },
    });
    await screen.findByTestId('rule-info');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
