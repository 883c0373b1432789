import { buildUserControl, expandGrants } from '@fireline/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { BindingRequestsButton } from '../../bindings';
import { answerLookups } from './district-fixtures';
import { BindingUnitPage } from './BindingUnitPage';

preparePageTests();

const maint = {
  company_id: 8,
  company_name: '京安消防维保有限公司',
  company_type: 'info_company_maint',
  account: null,
};
const bindingRow = (bindId: number, name: string, stu: number) => ({
  bind_id: bindId,
  company_id: 100 + bindId,
  company_name: name,
  company_type: 'info_company_cared',
  category: 'key_unit',
  company_address: null,
  company_address_specific: `${name} 地址`,
  stu,
  create_time: 1_763_000_000,
  update_time: 1_763_000_000,
});

/** The dialog's list: page 0 holds units 1–20 (unit 2 bound, unit 3 in process, unit 4 rejected), page 1 unit 21. */
const candidates = (call: StubCall) => {
  const page = Number(call.query.get('page_no'));
  const ids = page === 0 ? Array.from({ length: 20 }, (_, index) => index + 1) : [21];
  const stuOf: Record<number, number> = { 2: 1, 3: 0, 4: 2 };
  return {
    total: 21,
    list: ids.map((id) => ({
      company_id: id,
      name: `单位${id}`,
      company_type: 'info_company_cared',
      stu: stuOf[id] ?? null,
      status: stuOf[id] === 1 || stuOf[id] === 0 ? 1 : 0,
    })),
  };
};

const answer = (call: StubCall) => {
  if (call.path === '/api_proxy/company_maint/info/') return maint;
  if (call.path === '/api_proxy/bind/list/')
    return { total: 2, list: [bindingRow(1, '华鼎国际大厦', 1), bindingRow(2, '学院路便民商场', 0)] };
  if (call.path === '/api_proxy/company/circular_bound_list/') return candidates(call);
  if (call.method === 'POST' || call.method === 'DELETE' || call.method === 'PUT') return { bind_id: 1 };
  return answerLookups(call) ?? [];
};

const renderPage = () => renderAt(<BindingUnitPage />, '/systemmanage/manage/binding_unit?company_id=8&tab=2');

describe('binding_unit', { timeout: 90_000 }, () => {
  it("lists the organisation's units with their state and unbinds one after a confirm", async () => {
    saveSession(buildLoginAnswer(['district']));
    const calls = stubFetch(answer);
    renderPage();
    expect(await screen.findByText('Bound units of 京安消防维保有限公司')).toBeTruthy();
    expect((await screen.findByTestId('binding-state-1')).textContent).toBe('Bound');
    expect(screen.getByTestId('binding-state-2').textContent).toBe('Being processed');
    const list = calls.find((call) => call.path === '/api_proxy/bind/list/')!;
    expect(Object.fromEntries(list.query)).toMatchObject({ direction: 'outgoing', company_id: '8' });

    fireEvent.click(screen.getByTestId('binding-remove-1'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'DELETE')!.query.get('bind_id')).toBe('1');
  });

  it('hides binding and unbinding without district-bind', async () => {
    saveSession(
      buildLoginAnswer(['district'], { user_control: buildUserControl(expandGrants(['district'], ['district-bind'])) }),
    );
    stubFetch(answer);
    renderPage();
    await screen.findByTestId('binding-state-1');
    expect(screen.queryByTestId('binding-open')).toBeNull();
    expect(screen.queryByTestId('binding-remove-1')).toBeNull();
  });

  it('binding dialog: Apply stays disabled until a unit is ticked, bound and in-process units cannot be ticked, the next page comes on scroll, Apply posts the ticked ids', async () => {
    saveSession(buildLoginAnswer(['district']));
    const calls = stubFetch(answer);
    renderPage();
    fireEvent.click(await screen.findByTestId('binding-open'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('单位20');
    const apply = screen.getByTestId('binding-apply') as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    const pick = (id: number) => {
      const element = screen.getByTestId(`binding-pick-${id}`);
      return (element instanceof HTMLInputElement ? element : element.querySelector('input')) as HTMLInputElement;
    };
    expect(pick(2).disabled).toBe(true);
    expect(pick(2).checked).toBe(true);
    expect(pick(3).disabled).toBe(true);
    expect(pick(4).disabled).toBe(false);
    expect(within(dialog).getByText('Rejected')).toBeTruthy();

    fireEvent.scroll(screen.getByTestId('binding-list'));
    await within(dialog).findByText('单位21');
    expect(
      calls
        .filter((call) => call.path === '/api_proxy/company/circular_bound_list/')
        .map((call) => call.query.get('page_no')),
    ).toEqual(['0', '1']);

    fireEvent.click(pick(1));
    fireEvent.click(pick(21));
    expect(apply.disabled).toBe(false);
    fireEvent.click(pick(21));
    fireEvent.click(pick(4));
    fireEvent.click(apply);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api_proxy/bind/info/',
      body: { company_id: 8, cared_ids: [1, 4] },
    });
    expect(await screen.findByText('binding request sent')).toBeTruthy();
  });

  it('searches the dialog by name on the individuals tab', async () => {
    saveSession(buildLoginAnswer(['district']));
    const calls = stubFetch(answer);
    renderPage();
    fireEvent.click(await screen.findByTestId('binding-open'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Networked individuals' }));
    const search =
      screen.getByTestId('binding-search').querySelector('input') ??
      (screen.getByTestId('binding-search') as HTMLInputElement);
    fireEvent.change(search, { target: { value: ' 张宅 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('company_name') === '张宅' && call.query.get('tab') === '1')).toBe(
        true,
      ),
    );
  });
});

describe('binding requests of a unit', { timeout: 90_000 }, () => {
  it('accepts a pending request and offers unbinding a bound organisation', async () => {
    saveSession(buildLoginAnswer(['networkcompany'], { role_code: 'cared_manager' }));
    const calls = stubFetch((call) => {
      if (call.path === '/api_proxy/bind/list/') {
        return {
          total: 2,
          list: [
            { ...bindingRow(5, '安泰消防维保有限公司', 0), company_type: 'info_company_maint', category: null },
            { ...bindingRow(6, '火线消防远程监控中心', 1), company_type: 'info_center', category: null },
          ],
        };
      }
      return call.method === 'PUT' ? { bind_id: 5, stu: 1 } : [];
    });
    renderAt(<BindingRequestsButton companyId={30} companyName="华鼎国际大厦" />);
    fireEvent.click(await screen.findByTestId('binding-requests-open'));
    expect(await screen.findByText('Binding requests of 华鼎国际大厦')).toBeTruthy();
    expect(await screen.findByText('Maintenance company')).toBeTruthy();
    expect(screen.getByTestId('binding-remove-6')).toBeTruthy();
    expect(screen.queryByTestId('binding-accept-6')).toBeNull();
    fireEvent.click(screen.getByTestId('binding-accept-5'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ bind_id: 5, action: 'accept' });
    expect(Object.fromEntries(calls.find((call) => call.path === '/api_proxy/bind/list/')!.query)).toMatchObject({
      direction: 'incoming',
      company_id: '30',
    });
  });

  it('is not offered without networkcompany-bind-handle', async () => {
    saveSession(
      buildLoginAnswer(['networkcompany'], {
        user_control: buildUserControl(expandGrants(['networkcompany'], ['networkcompany-bind-handle'])),
      }),
    );
    stubFetch(() => []);
    renderAt(<BindingRequestsButton companyId={30} companyName="华鼎国际大厦" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('binding-requests-open')).toBeNull();
  });
});
