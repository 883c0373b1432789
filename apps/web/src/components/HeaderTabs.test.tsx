import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session';
import { buildLoginAnswer } from '../lib/test-fixtures';
import { activeTabId, HeaderTabs, tabTarget, visibleTabs } from './HeaderTabs';
import { preparePageTests, renderAt, keepServedPaths } from './test-utils';

const companyArea = (grants: string[]) =>
  buildLoginAnswer(grants).user_control.find((node) => node.id === 'networkcompany');

describe('content header tabs', () => {
  keepServedPaths(undefined);
  it('shows only the tabs the user holds', () => {
    const tabs = visibleTabs(companyArea(['company-building_list', 'company-firesystem']));
    expect(tabs.map((tab) => tab.id)).toEqual(['company-building_list', 'company-firesystem']);
  });

  it('finds the active tab by the third path segment', () => {
    const tabs = visibleTabs(companyArea(['networkcompany']));
    expect(activeTabId(tabs, '/company/building_list')).toBe('company-building_list');
    expect(activeTabId(tabs, '/company/firesystem/info')).toBe('company-firesystem');
  });

  it('tells two tabs of one page apart by their query (维修任务 and 维修报告)', () => {
    const vyborg = buildLoginAnswer(['vyborg']).user_control.find((node) => node.id === 'vyborg');
    const tabs = visibleTabs(vyborg);
    expect(activeTabId(tabs, '/vyborg/repair/report', '')).toBe('vyborg-repair');
    expect(activeTabId(tabs, '/vyborg/repair/report', '?view=reports&page_no=0')).toBe('vyborg-repair-report');
    expect(activeTabId(tabs, '/vyborg/repair/detail', '?id=3')).toBe('vyborg-repair');
    expect(activeTabId(tabs, '/vyborg/report', '')).toBe('vyborg-report');
  });

  it('keeps company_id and company_type when switching, and drops the rest of the query', () => {
    const tab = visibleTabs(companyArea(['company-firesystem']))[0]!;
    expect(tabTarget(tab, '?company_id=3&company_type=info_company_cared&page_no=2')).toBe(
      '/company/firesystem?company_id=3&company_type=info_company_cared',
    );
  });
});

describe('content header tabs on screen', () => {
  keepServedPaths(undefined);
  preparePageTests();

  it('leads back to its list from a page below it, also when it was the active tab before', async () => {
    saveSession(buildLoginAnswer(['networkcompany']));
    const area = companyArea(['networkcompany']);
    const { router } = renderAt(<HeaderTabs parent={area} />, '/company/device?company_id=3', [
      { path: '/company/component/import', element: <HeaderTabs parent={area} /> },
    ]);
    await act(() => router.navigate('/company/component/import?company_id=3'));
    fireEvent.click(screen.getByRole('tab', { name: 'IoT devices' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/company/device?company_id=3'),
    );
  });
});
