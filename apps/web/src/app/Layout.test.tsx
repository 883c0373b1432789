import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders, preparePageTests, stubFetch } from '../components/test-utils';
import { changeLanguage } from '../lib/i18n';
import { appRoutes } from './routes';
import { saveSession } from '../lib/session';
import { buildLoginAnswer } from '../lib/test-fixtures';

/** The real route table in a memory router, as main.tsx mounts it. */
const mountAt = (url: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(<RouterProvider router={router} />, { wrapper: AppProviders });
  return router;
};

const heading = () => screen.getByTestId('page-title').textContent;

describe('page header and browser tab', { timeout: 90_000 }, () => {
  preparePageTests();
  beforeEach(() => {
    // Pages load their data around the header; every list answers empty, platform health nothing yet (its page then
    // waits; an empty list is not an overview).
    stubFetch(({ path }) => {
      if (path.includes('list')) return { list: [], total: 0 };
      return path.startsWith('/api_proxy/sys_monitor/') ? null : [];
    });
    saveSession(buildLoginAnswer(['networkcompany', 'firecock']));
  });
  afterAll(() => changeLanguage('en'));

  it('titles each page from the route table, with a breadcrumb back to its area and list, in en and zh', async () => {
    await changeLanguage('en');
    const router = mountAt('/firecock/fire_list');
    await waitFor(() => expect(heading()).toBe('Hydrant list'));
    expect(document.title).toBe('Hydrant list - Fireline');
    // The top bar's shortcuts to pages not built yet (knowledge base) are not shown, nor platform health to anyone
    // but the platform administrator, nor the monitor screen without the home page's permission; map mode opens for
    // the holders of the unit list, the user centre for everyone.
    for (const name of ['AI knowledge base', 'Platform health', 'Monitor screen'])
      expect(screen.queryByText(name)).toBeNull();
    expect(screen.getByTestId('top-gis').textContent).toBe('Map mode');
    expect(screen.getByTestId('top-myhome').textContent).toBe('User centre');
    expect(screen.getByTestId('logout')).toBeTruthy();
    expect(
      within(screen.getByTestId('page-header')).getByRole('link', { name: 'Municipal hydrant' }).getAttribute('href'),
    ).toBe('/firecock/present_firecock');

    await act(() => router.navigate('/firecock/import_firecock'));
    await waitFor(() => expect(heading()).toBe('Import hydrants'));
    expect(document.title).toBe('Import hydrants - Fireline');
    expect(
      within(screen.getByTestId('page-header')).getByRole('link', { name: 'Hydrant list' }).getAttribute('href'),
    ).toBe('/firecock/fire_list');

    await act(() => changeLanguage('zh'));
    await waitFor(() => expect(heading()).toBe('导入消火栓'));
    expect(document.title).toBe('导入消火栓 - Fireline');
    await act(() => router.navigate('/company/building/edit?type=edit&building_id=3&company_id=2'));
    await waitFor(() => expect(heading()).toBe('编辑建筑'));
    expect(document.title).toBe('编辑建筑 - Fireline');
    // The way back stays on the unit the page is about.
    expect(within(screen.getByTestId('page-header')).getByRole('link', { name: '建筑信息' }).getAttribute('href')).toBe(
      '/company/building_list?company_id=2',
    );
  });

  it('shows the platform administrator platform health in the top bar, opening /sys_monitor', async () => {
    await changeLanguage('en');
    saveSession(buildLoginAnswer(['networkcompany'], { role_code: 'admin_system', user_name: 'admin' }));
    const router = mountAt('/new_company_list');
    const action = await screen.findByTestId('top-sys_monitor');
    expect(action.textContent).toBe('Platform health');
    // The monitor screen is another page.
    expect(screen.getByTestId('top-monitor_screen').textContent).toBe('Monitor screen');
    await act(async () => action.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys_monitor'));
    await waitFor(() => expect(heading()).toBe('Platform health'));
    await act(() => changeLanguage('zh'));
    await waitFor(() => expect(screen.getByTestId('top-sys_monitor').textContent).toBe('平台运行'));
    expect(document.title).toBe('平台运行 - Fireline');
  });

  it("keeps a unit's tab bar on a unit page this client does not have, with the not-found content inside", async () => {
    await changeLanguage('en');
    mountAt('/company/no_such_page?company_id=2');
    await waitFor(() => expect(screen.getByTestId('not-found')).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Buildings' })).toBeTruthy();
    expect(heading()).toBe('Page not found');
    expect(document.title).toBe('Page not found - Fireline');
    // The way back is the unit's own information page.
    expect(
      within(screen.getByTestId('page-header')).getByRole('link', { name: 'Unit information' }).getAttribute('href'),
    ).toBe('/company/company?company_id=2');
  });
});
