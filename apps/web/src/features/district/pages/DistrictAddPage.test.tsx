import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { answerLookups, buildCenter } from './district-fixtures';
import { DistrictAddPage } from './DistrictAddPage';

preparePageTests();

const input = (id: string) => screen.getByTestId(`field-${id}`).querySelector('input') as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

describe('new regulatory centre with its account', { timeout: 90_000 }, () => {
  it('shows the account fields only with a platform account, refuses a confirmation that differs, then creates the centre', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? { company_id: 9, company_name: '昌平区消防监管中心', is_platform: 1, account: 'changping01' }
        : [],
    );
    renderAt(<DistrictAddPage />, '/systemmanage/manage/company_add?tab=1', [
      { path: '/systemmanage/manage/1', element: <div data-testid="district-list">list</div> },
    ]);
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
    expect(posted.body).toEqual({
      company_name: '昌平区消防监管中心',
      is_platform: 1,
      account: 'changping01',
      password: 'Cp@2026.a',
      confirm_password: 'Cp@2026.a',
    });
    await screen.findByTestId('district-list');
  });

  it('creates a centre without an account when the platform account is left off', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? { company_id: 10 } : []));
    renderAt(<DistrictAddPage />, '/systemmanage/manage/company_add?tab=1', [
      { path: '/systemmanage/manage/1', element: <div data-testid="district-list">list</div> },
    ]);
    await screen.findByTestId('field-is_platform');
    type('company_name', '延庆区监管中心');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      company_name: '延庆区监管中心',
      is_platform: 0,
    });
  });
});

const detailsRoute = {
  path: '/systemmanage/manage/details_center_info',
  element: <div data-testid="district-details">details</div>,
};
const puts = (calls: ReturnType<typeof stubFetch>) => calls.filter((call) => call.method === 'PUT');

describe('edit a regulatory centre', { timeout: 90_000 }, () => {
  it('shows the account of a centre that has one read-only, asks no password, and sends no account field', async () => {
    const calls = stubFetch((call) =>
      call.path === '/api_proxy/center/info/' ? buildCenter('haidian01') : answerLookups(call),
    );
    const { router } = renderAt(<DistrictAddPage />, '/systemmanage/manage/company_add?tab=1&type=edit&company_id=3', [
      detailsRoute,
    ]);
    await screen.findByTestId('field-account');
    expect(screen.getByText('Edit regulatory centre')).toBeTruthy();
    expect(input('company_name').value).toBe('海淀区消防监管中心');
    expect(input('account').value).toBe('haidian01');
    expect(input('account').disabled).toBe(true);
    expect(screen.queryByTestId('field-password')).toBeNull();
    expect(screen.queryByTestId('field-confirm_password')).toBeNull();

    type('contact_name', '钱监管');
    type('contact_phone', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const put = puts(calls)[0]!;
    expect(put.path).toBe('/api_proxy/center/info/');
    expect(put.body).toEqual({
      company_id: 3,
      company_name: '海淀区消防监管中心',
      enum_center_level: 2,
      company_address: '110108',
      company_address_specific: '北京市海淀区学院路30号',
      points: { lng: 116.35, lat: 39.99 },
      contact_name: '钱监管',
      contact_phone: null,
    });
    await screen.findByTestId('district-details');
    expect(router.state.location.search).toBe('?company_id=3');
  });

  it('offers the account section to a centre without one, as on creation, and sends the new account with the change', async () => {
    const calls = stubFetch((call) =>
      call.path === '/api_proxy/center/info/' ? buildCenter(null) : answerLookups(call),
    );
    renderAt(<DistrictAddPage />, '/systemmanage/manage/company_add?tab=1&type=edit&company_id=3', [detailsRoute]);
    await screen.findByTestId('field-is_platform');
    expect(screen.queryByTestId('field-account')).toBeNull();
    fireEvent.click(screen.getByLabelText('Yes'));
    await screen.findByTestId('field-account');
    expect(input('account').disabled).toBe(false);
    type('account', 'haidian01');
    type('password', 'Hd@2026.a');
    type('confirm_password', 'Hd@2026.a');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({
      company_id: 3,
      company_name: '海淀区消防监管中心',
      enum_center_level: 2,
      company_address: '110108',
      company_address_specific: '北京市海淀区学院路30号',
      points: { lng: 116.35, lat: 39.99 },
      contact_name: '赵监管',
      contact_phone: '13800001111',
      is_platform: 1,
      account: 'haidian01',
      password: 'Hd@2026.a',
      confirm_password: 'Hd@2026.a',
    });
    await screen.findByTestId('district-details');
  });

  it('leaves the account section out when a centre without an account stays without one', async () => {
    const calls = stubFetch((call) =>
      call.path === '/api_proxy/center/info/' ? buildCenter(null) : answerLookups(call),
    );
    renderAt(<DistrictAddPage />, '/systemmanage/manage/company_add?tab=1&type=edit&company_id=3', [detailsRoute]);
    await screen.findByTestId('field-is_platform');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = puts(calls)[0]!.body as Record<string, unknown>;
    expect(
      Object.keys(body).filter((key) => ['is_platform', 'account', 'password', 'confirm_password'].includes(key)),
    ).toEqual([]);
  });
});
