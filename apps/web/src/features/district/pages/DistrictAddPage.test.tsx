import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { DistrictAddPage } from './DistrictAddPage';

preparePageTests();

const input = (id: string) => screen.getByTestId(`field-${id}`).querySelector('input') as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

describe('new regulatory centre with its account', { timeout: 90_000 }, () => {
  it('shows the account fields only with a platform account, refuses a confirmation that differs, then creates the centre', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? { company_id: 9, company_name: '昌平区消防监管中心', is_platform: 1, account: 'changping01' } : []));
    renderAt(<DistrictAddPage />, '/systemmanage/manage/company_add?tab=1', [{ path: '/systemmanage/manage/1', element: <div data-testid="district-list">list</div> }]);
    await screen.findByTestId('field-is_platform');
    expect(screen.queryByTestId('field-account')).toBeNull();

    type('company_name', '昌平区消防监管中心');
    fireEvent.click(screen.getByLabelText('Yes'));
    await screen.findByTestId('field-account');
    type('account', 'changping01');
    type('password', 'Cp@2026.a');
    type('confirm_password', 'Cp@2026.b');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the two passwords do not match')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    type('confirm_password', 'Cp@2026.a');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.path).toBe('/api_proxy/center/info/');
    expect(posted.body).toEqual({ company_name: '昌平区消防监管中心', is_platform: 1, account: 'changping01', password: 'Cp@2026.a', confirm_password: 'Cp@2026.a' });
    await screen.findByTestId('district-list');
  });

  it('creates a centre without an account when the platform account is left off', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? { company_id: 10 } : []));
    renderAt(<DistrictAddPage />, '/systemmanage/manage/company_add?tab=1', [{ path: '/systemmanage/manage/1', element: <div data-testid="district-list">list</div> }]);
    await screen.findByTestId('field-is_platform');
    type('company_name', '延庆区监管中心');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ company_name: '延庆区监管中心', is_platform: 0 });
  });
});
