import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '../../../lib/i18n';
import { SceneBindEquipmentPage } from './SceneBindPage';
import { TestStyles } from '../../../components/test-utils';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '', eng_msg: '', data }), { status: 200 });

/** The server as this page sees it: a scene with nothing bound yet, and one facility of its unit. */
const serve = (calls: { method: string; path: string }[]) =>
  vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    calls.push({ method: init?.method ?? 'GET', path });
    if (path === '/api_proxy/scene/info/')
      return envelope({ scene_id: 5, company_id: 2, scene_name: '员工餐厅后厨', scene_graph: [] });
    if (path === '/api_proxy/scene/scene_bind_equipment/') return envelope([]);
    if (path === '/api_proxy/equipment/list/')
      return envelope({ list: [{ equipment_id: 9, equipment_name: '灭火器', equipment_number: 'MHQ-1' }], total: 1 });
    return envelope(null);
  });

const renderPage = () => {
  const router = createMemoryRouter(
    [{ path: '/company/scene_list/bindEquipment', element: <SceneBindEquipmentPage /> }],
    {
      initialEntries: ['/company/scene_list/bindEquipment?company_id=2&scene_id=5'],
    },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
    { wrapper: TestStyles },
  );
};

describe('scene facility selection', () => {
  beforeAll(async () => {
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
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("refuses to save an empty selection with the spec's message, without calling the server", async () => {
    const calls: { method: string; path: string }[] = [];
    vi.stubGlobal('fetch', serve(calls));
    renderPage();
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api_proxy/equipment/list/')).toBe(true));
    await userEvent.setup().click(save);
    expect(await screen.findByText('scene equipment requires an equipment selection')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
