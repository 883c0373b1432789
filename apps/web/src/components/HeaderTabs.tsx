import type { UserControlNode } from '@fireline/shared';
import { permissionCatalogue } from '@fireline/shared';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathOf } from '../lib/url';
import { currentLang } from '../lib/i18n';
import { isServed } from '../lib/served-pages';

const labelOf = (id: string) => {
  const stack = [...permissionCatalogue];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.id === id) return currentLang() === 'en' ? node.en : node.zh;
    stack.push(...(node.children ?? []));
  }
  return id;
};

const thirdSegment = (path: string) => path.split('/')[2] ?? '';

/** Visible tabs: the header-nav children the user holds (auth 1) whose page is served, in catalogue order. */
export const visibleTabs = (parent: UserControlNode | undefined) =>
  (parent?.children ?? []).filter(
    (node) => node.type === 'header-nav' && node.auth === 1 && node.route && isServed(node.route),
  );

/** How many of a tab route's own query values the location has; -1 when one differs (two views of one page). */
const queryMatch = (route: string, search: string) => {
  const own = new URLSearchParams(route.split('?')[1] ?? '');
  const here = new URLSearchParams(search);
  let matched = 0;
  for (const [key, value] of own) {
    if (here.get(key) !== value) return -1;
    matched += 1;
  }
  return matched;
};

/**
 * The active tab is the one whose route's third path segment matches the location's (spec 000 §2); of tabs on one
 * page told apart by their query (维修任务 and 维修报告 on /vyborg/repair/report), the one whose query the location has.
 */
export const activeTabId = (tabs: UserControlNode[], pathname: string, search = '') => {
  let best: { id: string; matched: number } | undefined;
  for (const tab of tabs) {
    if (thirdSegment(pathOf(tab.route)) !== thirdSegment(pathname)) continue;
    const matched = queryMatch(tab.route, search);
    if (matched >= 0 && (!best || matched > best.matched)) best = { id: tab.id, matched };
  }
  return best?.id;
};

/** Switching keeps company_id and company_type from the query and replaces the history entry. */
export const tabTarget = (tab: UserControlNode, search: string) => {
  const from = new URLSearchParams(search);
  const [path, own] = tab.route.split('?');
  const next = new URLSearchParams(own ?? '');
  for (const key of ['company_id', 'company_type']) {
    const value = from.get(key);
    if (value !== null) next.set(key, value);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path!;
};

/**
 * Content header tabs of a page, from the user's permission tree node for that area; `extra` sits at the bar's end
 * (an area's pages that are not tabs of the catalogue, e.g. the statistics' report and export).
 */
export const HeaderTabs = ({ parent, extra }: { parent: UserControlNode | undefined; extra?: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(parent);
  if (tabs.length === 0) return null;
  return (
    <Tabs
      // Always controlled: on a page no tab owns (an import page) none is shown active, rather than the last one.
      activeKey={activeTabId(tabs, location.pathname, location.search) ?? ''}
      tabBarExtraContent={extra}
      items={tabs.map((tab) => ({ key: tab.id, label: <span data-testid={`tab-${tab.id}`}>{labelOf(tab.id)}</span> }))}
      // A click, also on the active tab: from a page below a tab (its import page) the tab leads back to its list.
      onTabClick={(key) => {
        const tab = tabs.find((item) => item.id === key);
        if (!tab) return;
        const target = tabTarget(tab, location.search);
        if (target !== `${location.pathname}${location.search}`) void navigate(target, { replace: true });
      }}
    />
  );
};
