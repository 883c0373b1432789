import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { renderAt, setupDom } from '../../../components/test-utils';
import { CompanyEditPage } from './CompanyEditPage';

const stored = {
  company_id: 5,
  company_name: '北京朝阳商厦',
  company_type: 'info_company_cared',
  category: 'key_unit',
  company_address: '110105',
  company_address_specific: '建国路88号',
  contact_name: '李建国',
  contact_phone: '13911112222',
  safety_responsibility_name: '王保安',
  staff_total: 120,
  business_license_graph: ['f1'],
  company_graph: [],
  level_prove_graph: [],
  points: { lng: 116.46, lat: 39.92 },
  setup_time: '2008-06-01',
  integrity_score: 60,
  create_time: 1_763_000_000,
};

describe('unit archive edit page', { timeout: 90_000 }, () => {
  beforeAll(setupDom);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  // The save message renders in Ant Design's own root, which cleanup() does not unmount: close it and let React
  // finish before jsdom goes away, or its scheduler runs after the window is gone.
  afterAll(async () => {
    message.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it('loads the record in edit mode and saves it with numbers, file ids and dates converted', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, 'http://x').pathname;
        if (init?.method === 'PUT') bodies.push(JSON.parse(String(init.body)));
        const data =
          path === '/api_proxy/company_cared/info/'
            ? stored
            : path === '/address/region/'
              ? { self: { code: '110105', name: '朝阳区' }, childs: [] }
              : [];
        return new Response(JSON.stringify({ code: 0, msg: '', eng_msg: '', data }), { status: 200 });
      }),
    );
    // The centre's operator editing a unit it watches: the category and the limits are theirs to change.
    saveSession(buildLoginAnswer(['networkcompany']));
    renderAt(<CompanyEditPage />, '/new_company_list/new?type=edit&company_id=5');
    await waitFor(() =>
      expect((screen.getByTestId('field-company_name').querySelector('input') as HTMLInputElement).value).toBe(
        '北京朝阳商厦',
      ),
    );
    fireEvent.change(screen.getByTestId('field-staff_total').querySelector('input')!, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      company_id: 5,
      company_name: '北京朝阳商厦',
      category: 'key_unit',
      company_address: '110105',
      staff_total: 150,
      business_license_graph: ['f1'],
      company_graph: [],
      points: { lng: 116.46, lat: 39.92 },
      setup_time: '2008-06-01',
      networking_date: '2000-01-01',
      post_code: null,
    });
    expect(bodies[0]).not.toHaveProperty('limit_user_count');
  });

  it("edits the unit it is reached with on the unit's own page, also without type=edit", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const parsed = new URL(url, 'http://x');
        calls.push(`${parsed.pathname}?company_id=${parsed.searchParams.get('company_id')}`);
        const data =
          parsed.pathname === '/api_proxy/company_cared/info/'
            ? stored
            : parsed.pathname === '/address/region/'
              ? { self: { code: '110105', name: '朝阳区' }, childs: [] }
              : [];
        return new Response(JSON.stringify({ code: 0, msg: '', eng_msg: '', data }), { status: 200 });
      }),
    );
    saveSession(buildLoginAnswer(['networkcompany']));
    renderAt(<CompanyEditPage />, '/company/company/edit?company_id=5');
    await waitFor(() =>
      expect((screen.getByTestId('field-company_name').querySelector('input') as HTMLInputElement).value).toBe(
        '北京朝阳商厦',
      ),
    );
    expect(calls).toContain('/api_proxy/company_cared/info/?company_id=5');
    expect(screen.getByText('Edit unit information')).toBeTruthy();
    expect(screen.queryByText('New networked unit')).toBeNull();
  });
});
