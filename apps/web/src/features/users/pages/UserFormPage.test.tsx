import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { buildUserRecord, formOptions } from './user-fixtures';
import { UserFormPage } from './UserFormPage';

const inputOf = (id: string) => screen.getByTestId(`field-${id}`).querySelector('input') as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(inputOf(id), { target: { value } });

const serve = (record = buildUserRecord()) =>
  stubFetch(({ path, method }) => {
    if (path === '/api_proxy/user/form_options/') return formOptions;
    if (path === '/api_proxy/user/info/') return method === 'GET' ? record : { ...record, user_id: 40 };
    if (path === '/api_proxy/user/check_account/') return { account: 'x', is_exist: 0 };
    return [];
  });

describe('account form', { timeout: 90_000 }, () => {
  preparePageTests();

  it('refuses a national ID without the right checksum, and sends a new person once it is right', async () => {
    saveSession(buildLoginAnswer(['systemmanage-account']));
    const calls = serve();
    renderAt(<UserFormPage area="system" />, '/systemmanage/account/account_user');
    await waitFor(() => expect(inputOf('account').disabled).toBe(false));
    type('account', 'wangwu');
    type('password', 'Abc.12345');
    type('confirm_password', 'Abc.12345');
    type('name', '王五');
    type('id_code', '110105194912310021');
    // The role: the one the server offers.
    fireEvent.mouseDown(within(screen.getByTestId('field-role_id')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Unit safety manager'));
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('enter a correct national ID number')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    type('id_code', '11010519491231002X');
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeTruthy());
    const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      account: 'wangwu',
      password: 'Abc.12345',
      name: '王五',
      id_code: '11010519491231002X',
      role_id: 4,
      is_active: 1,
      enum_user_staff: 1,
      is_liable: 0,
      avatar: null,
      expired_time: '2000-01-01',
    });
    expect(body).not.toHaveProperty('confirm_password');
  });

  it('sends the masked password unchanged and never the account when editing', async () => {
    saveSession(buildLoginAnswer(['systemmanage-account']));
    const calls = serve(
      buildUserRecord({
        id_code: '11010519491231002X',
        department_id: 2,
        department_name: '消控室',
        post_id: 3,
        post_name: '消控室值班员',
      }),
    );
    renderAt(<UserFormPage area="system" />, '/systemmanage/account/account_user?type=edit&user_id=31');
    await waitFor(() => expect(inputOf('name').value).toBe('张三'));
    expect(inputOf('account').value).toBe('zhangsan');
    expect(inputOf('account').disabled).toBe(true);
    expect(inputOf('password').value).toBe('********');
    type('phone_num', '13800000000');
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeTruthy());
    const body = calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      user_id: 31,
      password: '********',
      phone_num: '13800000000',
      id_code: '11010519491231002X',
      department_id: 2,
      post_id: 3,
    });
    expect(body).not.toHaveProperty('account');
  });

  it('asks for the same password twice when it is changed', async () => {
    saveSession(buildLoginAnswer(['systemmanage-account']));
    const calls = serve();
    renderAt(<UserFormPage area="system" />, '/systemmanage/account/account_user?type=edit&user_id=31');
    await waitFor(() => expect(inputOf('password').value).toBe('********'));
    type('password', 'Newpass.1');
    fireEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('the two passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
