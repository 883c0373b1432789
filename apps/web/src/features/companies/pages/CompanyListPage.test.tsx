import { buildUserControl, expandGrants } from '@fireline/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { LIST_WIDTH_AT_1440 } from '../../../components/table-width';
import { renderAt, setupDom } from '../../../components/test-utils';
import { CompanyInfoPage } from './CompanyInfoPage';
import { CompanyListPage } from './CompanyListPage';

const unit = {
  company_id: 5,
  company_name: '北京朝阳商厦',
  company_type: 'info_company_cared',
  category: 'key_unit',
  company_address: '110105',
  company_address_specific: '北京市朝阳区建国路88号',
  contact_name: '李建国',
  contact_phone: '13911112222',
  points: null,
  integrity_score: 72,
  enum_company_online_status: 1,
  authority_company_name: null,
  center_name: '火线消防远程监控中心',
  create_time: 1_763_000_000,
  business_license_graph: [],
  company_graph: [],
  level_prove_graph: [],
};

const stubServer = () => {
  const calls: { path: string; query: URLSearchParams; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://x');
      calls.push({
        path: parsed.pathname,
        query: parsed.searchParams,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const answers: Record<string, unknown> = {
        '/api_proxy/company_cared/list/': { list: [unit], total: 1 },
        '/api_proxy/file/download_ticket/': { url: '/export/export?kind=companies&ticket=t1', expires_in: 60 },
      };
      const data = answers[parsed.pathname] ?? [];
      return new Response(JSON.stringify({ code: 0, msg: '', eng_msg: '', data }), { status: 200 });
    }),
  );
  return calls;
};

describe('networked unit list', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the units of the left-nav category from the first page', async () => {
    const calls = stubServer();
    renderAt(<CompanyListPage />, '/new_company_list?category=key_unit');
    expect(await screen.findByText('北京朝阳商厦')).toBeTruthy();
    const listCall = calls.find((call) => call.path === '/api_proxy/company_cared/list/')!;
    expect(listCall.query.get('category')).toBe('key_unit');
    expect(listCall.query.get('page_no')).toBe('0');
    expect(listCall.query.get('page_size')).toBe('20');
    expect(screen.getByText('Online')).toBeTruthy();
    // Created 02:13 UTC: shown on the site's clock (no stored session here: the server default, UTC+8).
    expect(screen.getByText('2025-11-13 10:13')).toBeTruthy();
  });

  it('asks to select first when deleting nothing, and deletes a row only after confirming', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer();
    renderAt(<CompanyListPage />, '/new_company_list');
    await screen.findByText('北京朝阳商厦');
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('please select')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    // The confirmation is gone before the next click: a leaving popup must not be taken for the new one.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.query.get('company_id')).toBe('5'));
  });

  it('hides delete selected and the row delete from a centre admin, whom the server refuses networkcompany-del', async () => {
    saveSession(
      buildLoginAnswer([], {
        role_code: 'center_admin',
        user_control: buildUserControl(expandGrants(['networkcompany'], ['networkcompany-del'])),
      }),
    );
    stubServer();
    renderAt(<CompanyListPage />, '/new_company_list');
    await screen.findByText('北京朝阳商厦');
    expect(screen.getByTestId('company-new')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('networked unit list: width, columns and export', { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const headers = (container: HTMLElement) =>
    [...container.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');

  it('fits 1440 px with completeness, centre and creation time shown, and scrolls sideways below it', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    stubServer();
    const { container } = renderAt(<CompanyListPage />, '/new_company_list');
    await screen.findByText('北京朝阳商厦');
    expect(headers(container)).toEqual(
      expect.arrayContaining(['Archive completeness', 'Monitoring centre', 'Created']),
    );
    // The table declares its columns' width as its scroll width: it fits the page at 1440 px and scrolls below it.
    const table = container.querySelector('.ant-table-content table') as HTMLTableElement;
    const declared = Number.parseInt(table.style.width, 10);
    expect(declared).toBeGreaterThan(0);
    expect(declared).toBeLessThanOrEqual(LIST_WIDTH_AT_1440);
    expect((container.querySelector('.ant-table-content') as HTMLElement).style.overflowX).toBe('auto');
    const columnWidths = [...table.querySelectorAll('colgroup col')].map(
      (col) => Number.parseInt((col as HTMLElement).style.width, 10) || 0,
    );
    expect(columnWidths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(LIST_WIDTH_AT_1440);
  });

  it("keeps a user's column choice across reloads, and not for another user", async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    stubServer();
    const first = renderAt(<CompanyListPage />, '/new_company_list');
    await screen.findByText('北京朝阳商厦');
    expect(headers(first.container)).not.toContain('Contact phone');
    fireEvent.click(screen.getByRole('button', { name: /Column settings/ }));
    fireEvent.click(within(await screen.findByTestId('column-settings')).getByLabelText('Contact phone'));
    await waitFor(() => expect(headers(first.container)).toContain('Contact phone'));
    cleanup();

    const again = renderAt(<CompanyListPage />, '/new_company_list');
    await screen.findByText('北京朝阳商厦');
    expect(headers(again.container)).toContain('Contact phone');
    cleanup();

    saveSession(buildLoginAnswer(['networkcompany'], { uid: 8 }));
    const other = renderAt(<CompanyListPage />, '/new_company_list');
    await screen.findByText('北京朝阳商厦');
    expect(headers(other.container)).not.toContain('Contact phone');
  });

  it("exports the units with the list's filters through a one-time ticket", async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer();
    renderAt(
      <CompanyListPage />,
      '/new_company_list?company_name=商厦&category=key_unit&enum_company_online_status=1&page_no=2',
    );
    await screen.findByText('北京朝阳商厦');
    fireEvent.click(screen.getByTestId('company-export'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api_proxy/file/download_ticket/')).toBe(true));
    expect(calls.find((call) => call.path === '/api_proxy/file/download_ticket/')!.body).toEqual({
      target: 'export',
      kind: 'companies',
      filters: { name: '商厦', category: 'key_unit', enum_company_online_status: 1 },
    });
  });

  it('offers no export without the unit list the export needs', async () => {
    saveSession(buildLoginAnswer(['alarmdeal']));
    stubServer();
    renderAt(<CompanyListPage />, '/new_company_list');
    await screen.findByText('北京朝阳商厦');
    expect(screen.queryByTestId('company-export')).toBeNull();
  });
});

describe("a unit's home page without a unit", { timeout: 60_000 }, () => {
  beforeAll(setupDom);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes a centre operator to the unit list instead of asking for the centre as a unit', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const calls = stubServer();
    const { router } = renderAt(<CompanyInfoPage />, '/company/home_page', [
      { path: '/new_company_list', element: <div data-testid="unit-list" /> },
    ]);
    expect(await screen.findByTestId('unit-list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new_company_list');
    expect(calls.filter((call) => call.path.startsWith('/api_proxy/company'))).toEqual([]);
  });

  it("shows a unit's user their own unit", async () => {
    saveSession(buildLoginAnswer(['networkcompany'], { company_id: 5, company_type: 'info_company_cared' }));
    const calls = stubServer();
    renderAt(<CompanyInfoPage />, '/company/home_page');
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.startsWith('/api_proxy/company') && call.query.get('company_id') === '5'),
      ).toBe(true),
    );
  });
});
