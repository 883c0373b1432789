import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { answerLookups } from './district-fixtures';
import { DistrictMoreAddPage } from './DistrictMoreAddPage';

preparePageTests();

const type = (key: number, field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`row-${key}-${field}`), { target: { value } });
const renderPage = () =>
  renderAt(<DistrictMoreAddPage />, '/systemmanage/manage/more_add?tab=2', [
    { path: '/systemmanage/manage/2', element: <div data-testid="district-list">list</div> },
  ]);

describe('more_add', { timeout: 90_000 }, () => {
  it('checks every row before sending, then sends all rows in one call and returns to the list', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST' ? { list: [{ company_id: 1 }, { company_id: 2 }] } : (answerLookups(call) ?? []),
    );
    renderPage();
    await screen.findByTestId('district-more-add');
    fireEvent.click(screen.getByTestId('more-add-row'));
    type(0, 'company_name', '京北维保有限公司');
    type(0, 'contact_phone', '12345');
    fireEvent.click(screen.getByTestId('more-add-save'));
    expect((await screen.findByTestId('error-1-company_name')).textContent).toBe('this field is required');
    expect(screen.getByTestId('error-0-contact_phone').textContent).toBe('enter a correct phone number');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    type(0, 'contact_phone', '13800001111');
    type(1, 'company_name', '京南维保有限公司');
    type(1, 'company_address_specific', '北京市大兴区黄村 1 号');
    fireEvent.click(screen.getByTestId('more-add-save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api_proxy/company/more_add/',
      body: {
        kind: 'maint',
        list: [
          { company_name: '京北维保有限公司', contact_phone: '13800001111' },
          { company_name: '京南维保有限公司', company_address_specific: '北京市大兴区黄村 1 号' },
        ],
      },
    });
    await screen.findByTestId('district-list');
  });

  it("shows the server's refusals under the row's field and stays", async () => {
    const calls = stubFetch(
      (call) => answerLookups(call) ?? [],
      (call) =>
        call.method === 'POST'
          ? {
              code: 7995,
              msg: 'already exists',
              data: {
                field: 'list.0.company_name',
                errors: [
                  { row: 0, field: 'company_name', code: 7995, msg: 'already exists: company name already exists' },
                ],
              },
            }
          : undefined,
    );
    renderPage();
    await screen.findByTestId('district-more-add');
    fireEvent.click(screen.getByTestId('more-add-row'));
    type(0, 'company_name', '京北维保有限公司');
    type(1, 'company_name', '安泰消防维保有限公司');
    fireEvent.click(screen.getByTestId('row-0-remove'));
    expect(screen.queryByTestId('row-0-company_name')).toBeNull();
    fireEvent.click(screen.getByTestId('more-add-save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      kind: 'maint',
      list: [{ company_name: '安泰消防维保有限公司' }],
    });
    expect((await screen.findByTestId('error-1-company_name')).textContent).toBe(
      'already exists: company name already exists',
    );
    expect(screen.queryByTestId('district-list')).toBeNull();
  });

  it('gives every added row its own key, however quickly the rows are added', async () => {
    stubFetch((call) => answerLookups(call) ?? []);
    renderPage();
    await screen.findByTestId('district-more-add');
    // Clicks that land before the page renders again (a lookup answering meanwhile, a double click) share one render.
    act(() => {
      for (let index = 0; index < 3; index += 1) screen.getByTestId('more-add-row').click();
    });
    expect(screen.getAllByTestId(/^row-\d+-company_name$/).map((input) => input.dataset.testid)).toEqual([
      'row-0-company_name',
      'row-1-company_name',
      'row-2-company_name',
      'row-3-company_name',
    ]);
    type(2, 'company_name', '京西维保有限公司');
    expect(screen.getAllByTestId(/^row-\d+-company_name$/).map((input) => (input as HTMLInputElement).value)).toEqual([
      '',
      '',
      '京西维保有限公司',
      '',
    ]);
  });
});
