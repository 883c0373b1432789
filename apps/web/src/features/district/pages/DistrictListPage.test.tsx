import { fireEvent, screen } from '@testing-library/react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch } from '../../../components/test-utils';
import { buildCenter } from './district-fixtures';
import { DistrictListPage } from './DistrictListPage';

preparePageTests();

/** The list reads its tab from the route's :type. */
const renderTab = (tab: number) =>
  renderAt(<Navigate to={`/systemmanage/manage/${tab}`} />, '/start', [
    { path: '/systemmanage/manage/:type', element: <DistrictListPage /> },
  ]);

describe('district organisation list', { timeout: 90_000 }, () => {
  it('links a maintenance company by its name and its details action to manage/details', async () => {
    saveSession(buildLoginAnswer(['systemmanage', 'district']));
    const maint = {
      ...buildCenter(null),
      company_id: 8,
      company_name: '京安消防维保有限公司',
      company_type: 'info_company_maint',
    };
    stubFetch((call) => (call.path === '/api_proxy/company/district_list/' ? { list: [maint], total: 1 } : []));
    renderTab(2);
    const name = await screen.findByRole('link', { name: '京安消防维保有限公司' });
    expect(name.getAttribute('href')).toBe('/systemmanage/manage/details?company_id=8&tab=2');
    expect(screen.getByTestId('district-details-8').getAttribute('href')).toBe(
      '/systemmanage/manage/details?company_id=8&tab=2',
    );
  });

  it('links a centre to details_center_info', async () => {
    saveSession(buildLoginAnswer(['systemmanage', 'district']));
    stubFetch((call) =>
      call.path === '/api_proxy/company/district_list/' ? { list: [buildCenter('haidian01')], total: 1 } : [],
    );
    renderTab(1);
    const name = await screen.findByRole('link', { name: '海淀区消防监管中心' });
    expect(name.getAttribute('href')).toBe('/systemmanage/manage/details_center_info?company_id=3');
  });

  it('offers bound units, add more and import on the maintenance tab to those holding the keys', async () => {
    saveSession(buildLoginAnswer(['systemmanage', 'district']));
    const maint = {
      ...buildCenter(null),
      company_id: 8,
      company_name: '京安消防维保有限公司',
      company_type: 'info_company_maint',
    };
    stubFetch((call) => (call.path === '/api_proxy/company/district_list/' ? { list: [maint], total: 1 } : []));
    renderAt(<Navigate to="/systemmanage/manage/2" />, '/start', [
      { path: '/systemmanage/manage/:type', element: <DistrictListPage /> },
      { path: '/systemmanage/manage/more_add', element: <div data-testid="more-add-page">more</div> },
    ]);
    expect((await screen.findByTestId('district-bound-8')).getAttribute('href')).toBe(
      '/systemmanage/manage/binding_unit?company_id=8&tab=2',
    );
    fireEvent.click(screen.getByTestId('district-more-add'));
    expect(await screen.findByTestId('more-add-page')).toBeTruthy();
  });

  it('hides add more without systemmanage-manage and shows import with district-import', async () => {
    saveSession(buildLoginAnswer(['district']));
    stubFetch((call) =>
      call.path === '/api_proxy/company/district_list/' ? { list: [buildCenter(null)], total: 1 } : [],
    );
    renderTab(1);
    await screen.findByTestId('district-bound-3');
    expect(screen.queryByTestId('district-more-add')).toBeNull();
    expect(screen.getByTestId('district-import')).toBeTruthy();
  });
});
