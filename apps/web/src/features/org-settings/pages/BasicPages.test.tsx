import type { OwnOrg } from '@fireline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildLoginAnswer } from '../../../lib/test-fixtures';
import { preparePageTests, renderAt, stubFetch, type StubCall } from '../../../components/test-utils';
import { BasicEditPage } from './BasicEditPage';
import { BasicInfoPage } from './BasicInfoPage';

preparePageTests();

const own = (canEdit: 0 | 1): OwnOrg => ({
  can_edit: canEdit,
  locked_fields: ['limit_building_count', 'limit_device_count', 'limit_user_count', 'category', 'parent_id'],
  company: {
    company_id: 2,
    id: 2,
    company_name: '华鼎国际大厦',
    company_kind: 'cared',
    company_type: 'info_company_cared',
    category: 'key_unit',
    company_address: '110108',
    company_address_specific: '中关村大街 27 号',
    contact_name: '周安全',
    contact_phone: '13800001111',
    safety_responsibility_name: '王保安',
    limit_user_count: 30,
    business_license_graph: [],
    company_graph: [],
    level_prove_graph: [],
    points: null,
    integrity_score: 40,
    create_time: 1_763_000_000,
    center_name: '火线消防远程监控中心',
  } as unknown as OwnOrg['company'],
});

const answer =
  (canEdit: 0 | 1) =>
  ({ path, method, body }: StubCall) => {
    if (path === '/api_proxy/systemmanage/basic/info/')
      return method === 'PUT' ? { ...own(1), company: { ...own(1).company, ...(body as object) } } : own(canEdit);
    if (path === '/address/region/') return { self: { code: '110108', name: '海淀区' }, childs: [] };
    return [];
  };

describe('basic information', { timeout: 90_000 }, () => {
  it('shows the organisation read-only without the way to edit it when the server says so', async () => {
    saveSession(buildLoginAnswer(['systemmanage-basic']));
    stubFetch(answer(0));
    renderAt(<BasicInfoPage />, '/systemmanage/basic');
    await screen.findByTestId('basic-info-page');
    expect(screen.getAllByText('华鼎国际大厦').length).toBeGreaterThan(0);
    expect(screen.getByText('13800001111')).toBeTruthy();
    expect(screen.getByText('Read only: changing it is your organisation administrator’s.')).toBeTruthy();
    expect(screen.queryByTestId('basic-edit')).toBeNull();
  });

  it('edits its own fields, shows the centre’s limits disabled and never sends them', async () => {
    saveSession(buildLoginAnswer(['systemmanage-basic', 'systemmanage-basic-edit']));
    const calls = stubFetch(answer(1));
    renderAt(<BasicEditPage />, '/systemmanage/basic/edit?type=edit', [
      { path: '/systemmanage/basic', element: <div data-testid="basic-page">basic</div> },
    ]);
    const name = await waitFor(() => {
      const found = screen.getByTestId('field-contact_name').querySelector('input') as HTMLInputElement;
      expect(found.value).toBe('周安全');
      return found;
    });
    expect((screen.getByTestId('field-limit_user_count').querySelector('input') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByText('Set by the monitoring centre or the administrator').length).toBeGreaterThan(0);

    fireEvent.change(name, { target: { value: '吴安全' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ company_id: 2, company_name: '华鼎国际大厦', contact_name: '吴安全' });
    for (const locked of ['limit_user_count', 'limit_device_count', 'limit_building_count', 'category'])
      expect(sent, locked).not.toHaveProperty(locked);
    await screen.findByTestId('basic-page');
  });
});
