import { type CSSObject, StyleProvider, type Transformer } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { message } from 'antd';
import { useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { pathOf } from '../lib/url';
import { i18n, setupI18n } from '../lib/i18n';
import { registerServedPaths } from '../lib/served-pages';

/** jsdom lacks what Ant Design measures with; English texts for the assertions. */
export const setupDom = () => {
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
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => undefined;
  setupI18n();
};

/** What decides whether an element is seen or reached: every other declaration is left out of the test page. */
const visibilityProperties = new Set(['display', 'visibility', 'pointerEvents', 'pointer-events', 'contentVisibility']);

/**
 * Ant Design's styles reduced to what a test can observe. jsdom recomputes the cascade of every rule for each element
 * and its ancestors on each `getComputedStyle`, which Testing Library calls to skip hidden elements: with the full
 * styles one role query took 1.5 s. Keeping the rules that hide (display, visibility, pointer-events) keeps the answer.
 */
const visibilityOnly: Transformer = {
  visit: (style: CSSObject) =>
    Object.fromEntries(
      Object.entries(style).filter(
        ([key, value]) => (typeof value === 'object' && value !== null) || visibilityProperties.has(key),
      ),
    ) as CSSObject,
};

/** The providers every rendered test tree gets. */
export const TestStyles = ({ children }: { children: ReactNode }) => (
  <StyleProvider transformers={[visibilityOnly]}>{children}</StyleProvider>
);

/** The console's providers around a rendered test tree: test styles, English texts, a query client without retries. */
export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <TestStyles>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </TestStyles>
  );
};

/** Renders an element at a URL inside a data router (forms need one for useBlocker), with extra routes to leave to. */
export const renderAt = (
  element: ReactElement,
  url = '/page',
  extra: { path: string; element: ReactElement }[] = [],
) => {
  const path = pathOf(url);
  const router = createMemoryRouter([{ path, element }, ...extra], { initialEntries: [url] });
  const view = render(<RouterProvider router={router} />, { wrapper: AppProviders });
  return { ...view, router };
};

export type StubCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * A fetch stand-in answering `{code: 0, data}` envelopes from `answer`, recording every call; `refuse` may answer a call
 * with the server's refusal (`{code, msg}`) instead, before `answer` sees it.
 */
export const stubFetch = (
  answer: (call: StubCall) => unknown,
  refuse: (call: StubCall) => { code: number; msg: string; data?: unknown } | undefined = () => undefined,
) => {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://x');
      const call = {
        method: init?.method ?? 'GET',
        path: parsed.pathname,
        query: parsed.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const refusal = refuse(call);
      const envelope = refusal
        ? { ...refusal, eng_msg: refusal.msg, data: refusal.data ?? null }
        : { code: 0, msg: '', eng_msg: '', data: answer(call) };
      return new Response(JSON.stringify(envelope), { status: 200 });
    }),
  );
  return calls;
};

/**
 * The lifecycle of a page test file: jsdom prepared with English texts, stubs and renders removed after each test,
 * and Ant Design's static messages closed before jsdom goes away (their scheduler would run after the window).
 */
/**
 * The served paths (app/served-pages.ts) for one test file, put back after it: test files share a worker's modules
 * (isolate: false), so the route table's registration, made once when a worker first loads it, must outlive them.
 * `undefined`: every route counts as served (a permission rule tested on its own).
 */
export const keepServedPaths = (paths: string[] | undefined) => {
  let before: string[] | undefined;
  beforeAll(() => {
    before = registerServedPaths(paths);
  });
  afterAll(() => {
    registerServedPaths(before);
  });
};

export const preparePageTests = () => {
  beforeAll(async () => {
    setupDom();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  afterAll(async () => {
    message.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
};
