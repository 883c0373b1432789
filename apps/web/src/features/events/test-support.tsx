import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18n, setupI18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { buildLoginAnswer } from '../../lib/test-fixtures';
import type { EventDetail, EventRecord } from './api';

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

/** An alarm event record as the event lists answer it (a fire alarm of a smoke detector in 华鼎国际大厦), overridden. */
export const buildEvent = (overrides: Partial<EventRecord> = {}): EventRecord => ({
  id: 41,
  event_id: 41,
  uuid: 'gb:100001:abc:0',
  device_id: 7,
  device_code: 'UITD-HD-A01',
  device_name: '3层 东侧走廊 烟感',
  device_type: 'smoke',
  enum_device_model: 'JTY-GD-G3',
  device_thing_type: 10001,
  device: { id: 7, name: '3层 东侧走廊 烟感', code: 'UITD-HD-A01', type: 'smoke', type_name: null },
  component: null,
  component_id: 905,
  company_id: 2,
  building_id: 1,
  floor_id: 5,
  area_id: null,
  company: { id: 2, name: '华鼎国际大厦' },
  building: { id: 1, name: 'A 座' },
  floor: { id: 5, name: '3层' },
  area: null,
  location: '东侧走廊',
  anzhuang_address: '东侧走廊吊顶',
  status_category: 'fire',
  alarm_status: 'alarm',
  alarm_type: 'fire_alarm',
  alarm_type_name: '火警',
  alarm_value: null,
  receive_time: '2026-11-23 09:30:01',
  accept_time: '2026-11-23 09:30:00',
  accept_end_time: null,
  restore_time: null,
  enum_confirm_type: { id: 0, name: '未处理' },
  status: false,
  confirm_user: null,
  deal_result: null,
  processing_way: null,
  enum_confirm_reason: null,
  confirm_desc: '',
  screenshot_list: [],
  annex_list: [],
  focus_level: 0,
  is_shielded: false,
  system_type: 1,
  thing_id: 905,
  thing_type: 'info_device_component',
  shield: null,
  ...overrides,
});

/** The same record as event/info answers it, with its handlings, actions and report to 119. */
export const buildEventDetail = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  ...buildEvent(),
  handlings: [],
  actions: [],
  report_119: null,
  ...overrides,
});
