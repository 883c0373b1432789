import { buildUserControl, expandGrants } from '@fireline/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { answerLookups, buildCenter } from './district-fixtures';
import { DistrictDetailsPage } from './DistrictDetailsPage';

preparePageTests();

const editRoute = { path: '/systemmanage/manage/company_add', element: <div data-testid="district-form">form</div> };

describe('district organisation details', { timeout: 90_000 }, () => {
  it('shows every field of a centre with region names, level label, location and its platform account, and opens the edit form', async () => {
    saveSession(buildLoginAnswer(['systemmanage', 'district']));
    const calls = stubFetch((call) =>
      call.path === '/api_proxy/center/info/' ? buildCenter('haidian01') : answerLookups(call),
    );
    const { router } = renderAt(
      <DistrictDetailsPage kind="center" />,
      '/systemmanage/manage/details_center_info?company_id=3',
      [editRoute],
    );
    await screen.findByTestId('district-details');
    expect(calls.find((call) => call.path === '/api_proxy/center/info/')!.query.get('company_id')).toBe('3');
    expect(screen.getByTestId('value-company_name').textContent).toBe('海淀区消防监管中心');
    expect(await screen.findByText('District level')).toBeTruthy();
    expect(await screen.findByText('北京市 / 市辖区 / 海淀区')).toBeTruthy();
    expect(screen.getByTestId('value-company_address_specific').textContent).toBe('北京市海淀区学院路30号');
    expect(screen.getByTestId('value-points').textContent).toBe('116.35, 39.99');
    expect(screen.getByTestId('value-contact_name').textContent).toBe('赵监管');
    expect(screen.getByTestId('value-contact_phone').textContent).toBe('13800001111');
    expect(screen.getByTestId('value-account').textContent).toBe('haidian01');

    fireEvent.click(screen.getByTestId('district-edit'));
    await screen.findByTestId('district-form');
    expect(router.state.location.search).toBe('?tab=1&type=edit&company_id=3');
  });

  it('says "none" for a centre without a platform account', async () => {
    saveSession(buildLoginAnswer(['systemmanage', 'district']));
    stubFetch((call) => (call.path === '/api_proxy/center/info/' ? buildCenter(null) : answerLookups(call)));
    renderAt(<DistrictDetailsPage kind="center" />, '/systemmanage/manage/details_center_info?company_id=3');
    await screen.findByTestId('district-details');
    expect(screen.getByTestId('value-account').textContent).toBe('None');
  });

  it('reads a maintenance company through its own info call, without an account section, and hides edit without systemmanage-manage', async () => {
    saveSession(
      buildLoginAnswer([], {
        role_code: 'center_admin',
        user_control: buildUserControl(expandGrants(['systemmanage', 'district'], ['systemmanage-manage'])),
      }),
    );
    const maint = {
      ...buildCenter(null),
      company_id: 8,
      company_name: '京安消防维保有限公司',
      company_type: 'info_company_maint',
      enum_center_level: null,
      enum_maint_company_level: 1,
      points: null,
    };
    const calls = stubFetch((call) => (call.path === '/api_proxy/company_maint/info/' ? maint : answerLookups(call)));
    renderAt(<DistrictDetailsPage />, '/systemmanage/manage/details?company_id=8&tab=2');
    await screen.findByTestId('district-details');
    expect(calls.some((call) => call.path === '/api_proxy/center/info/')).toBe(false);
    expect(await screen.findByText('City level')).toBeTruthy();
    expect(screen.getByTestId('value-points').textContent).toBe('-');
    expect(screen.queryByTestId('value-account')).toBeNull();
    expect(screen.queryByTestId('district-edit')).toBeNull();
  });
});
