import { describe, expect, it } from 'vitest';
import { buildLoginAnswer } from '../app/test-fixtures';
import { activeTabId, tabTarget, visibleTabs } from './HeaderTabs';

const companyArea = (grants: string[]) => buildLoginAnswer(grants).user_control.find((node) => node.id === 'networkcompany');

describe('content header tabs', () => {
  it('shows only the tabs the user holds', () => {
    const tabs = visibleTabs(companyArea(['company-building_list', 'company-firesystem']));
    expect(tabs.map((tab) => tab.id)).toEqual(['company-building_list', 'company-firesystem']);
  });

  it('finds the active tab by the third path segment', () => {
    const tabs = visibleTabs(companyArea(['networkcompany']));
    expect(activeTabId(tabs, '/company/building_list')).toBe('company-building_list');
    expect(activeTabId(tabs, '/company/firesystem/info')).toBe('company-firesystem');
  });

  it('keeps company_id and company_type when switching, and drops the rest of the query', () => {
    const tab = visibleTabs(companyArea(['company-firesystem']))[0]!;
    expect(tabTarget(tab, '?company_id=3&company_type=info_company_cared&page_no=2')).toBe('/company/firesystem?company_id=3&company_type=info_company_cared');
  });
});
