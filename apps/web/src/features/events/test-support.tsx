import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18n, setupI18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { buildEvent, buildLoginAnswer } from '../../lib/test-fixtures';
import type { EventDetail } from './api';

/** jsdom lacks matchMedia and ResizeObserver, which Ant Design's responsive pieces and text areas use. */
export const prepareDom = (grants: string[] = ['alarmdeal']) => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
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
  localStorage.clear();
  setupI18n();
  void i18n.changeLanguage('en');
  saveSession(buildLoginAnswer(grants));
};

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** A fetch stand-in answering envelopes by "METHOD path", recording every call. */
export const stubServer = (answers: Record<string, unknown>) => {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const [path = '', search = ''] = url.split('?');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path,
      query: new URLSearchParams(search),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const key = `${method} ${path}`;
    const data = key in answers ? answers[key] : null;
    if (data instanceof Error)
      return new Response(JSON.stringify({ code: 7992, msg: data.message, eng_msg: data.message, data: null }), {
        status: 200,
      });
    return new Response(JSON.stringify({ code: 0, msg: 'ok', eng_msg: 'ok', data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

const LocationProbe = () => {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
};

/** Renders a node at "/" (or at `path`), with every other path showing where the app went. */
export const renderWithApp = (node: ReactNode, initialEntry = '/', path = '/') => {
  const router = createMemoryRouter(
    [
      { path, element: node },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
};

/** The same record as event/info answers it, with its handlings, actions and report to 119. */
export const buildEventDetail = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  ...buildEvent(),
  handlings: [],
  actions: [],
  report_119: null,
  ...overrides,
});
