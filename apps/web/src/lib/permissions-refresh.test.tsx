import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders, preparePageTests, stubFetch } from '../components/test-utils';
import { appRoutes } from '../app/routes';
import { loadSession, saveSession } from './session';
import { dispatchMessage, routeMessage } from './sse-router';
import { buildLoginAnswer } from './test-fixtures';

/** The user's grants as user/info answers them now: what the server would say after an edit of their role. */
let grants: string[];

describe('a role changed while the console is open', { timeout: 60_000 }, () => {
  preparePageTests();
  beforeEach(() => {
    grants = ['systemmanage-department', 'alarmdeal-list'];
    saveSession(buildLoginAnswer(grants));
    stubFetch(({ path }) => {
      if (path === '/api_proxy/user/info/') return buildLoginAnswer(grants);
      if (path.includes('list')) return path.includes('department') ? [] : { list: [], total: 0 };
      return [];
    });
  });

  it('routes permissions_changed to the session refresh', () => {
    expect(routeMessage({ action: 'permissions_changed' })).toEqual(['permissions']);
  });

  it('re-reads user/info: the menu and tabs follow without a new login, and a page no longer held is left', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/systemmanage/department'] });
    render(<RouterProvider router={router} />, { wrapper: AppProviders });
    await screen.findByTestId('department-page', {}, { timeout: 15_000 });
    expect(screen.getByTestId('tab-systemmanage-department')).toBeTruthy();
    expect(screen.queryByTestId('tab-systemmanage-post')).toBeNull();

    // Posts granted: the tab appears.
    grants = ['systemmanage-department', 'systemmanage-post', 'alarmdeal-list'];
    act(() => dispatchMessage({ action: 'permissions_changed' }));
    await screen.findByTestId('tab-systemmanage-post', {}, { timeout: 5_000 });
    expect(loadSession()!.user.user_token).toBe('token-abc');

    // Departments taken away while on that page: the guard sends the user to the tab still held.
    grants = ['systemmanage-post', 'alarmdeal-list'];
    act(() => dispatchMessage({ action: 'permissions_changed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemmanage/post'));
    await screen.findByTestId('post-list', {}, { timeout: 15_000 });
    expect(screen.getByTestId('tab-systemmanage-post')).toBeTruthy();
    expect(screen.queryByTestId('tab-systemmanage-department')).toBeNull();
  });
});
