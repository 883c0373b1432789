import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '../../../lib/i18n';
import { LoginPage } from './LoginPage';
import { TestStyles } from '../../../components/test-utils';

const renderLogin = () => {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
    { wrapper: TestStyles },
  );
};

describe('login form', () => {
  beforeAll(() => {
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    setupI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what is wrong with each field before calling the server', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ code: 0, msg: '', eng_msg: '', data: { captcha_id: 'c1', svg: '<svg/>' } }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('login-username'), '1abc');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('invalid username format')).toBeTruthy();
    expect(await screen.findByText('login password cannot be empty')).toBeTruthy();
    expect(await screen.findByText('please enter the verification code')).toBeTruthy();
    const loginCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/user/login/'));
    expect(loginCalls).toHaveLength(0);
  });

  it('says the username is required when it is left empty, in English and in Chinese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 0, msg: '', eng_msg: '', data: { captcha_id: 'c1', svg: '<svg/>' } }), {
            status: 200,
          }),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('please enter the username')).toBeTruthy();
    expect(screen.queryByText('invalid username format')).toBeNull();
    cleanup();
    await i18n.changeLanguage('zh');
    try {
      renderLogin();
      await user.click(screen.getByTestId('login-submit'));
      expect(await screen.findByText('请输入用户名')).toBeTruthy();
      expect(screen.queryByText('用户名格式不正确')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
