import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, setupI18n } from '../app/i18n';

/** jsdom lacks what Ant Design measures with; English texts for the assertions. */
export const setupDom = () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => undefined;
  setupI18n();
};

/** Renders an element at a URL inside a data router (forms need one for useBlocker), with extra routes to leave to. */
export const renderAt = (element: ReactElement, url = '/page', extra: { path: string; element: ReactElement }[] = []) => {
  const path = url.split('?')[0]!;
  const router = createMemoryRouter([{ path, element }, ...extra], { initialEntries: [url] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
};
