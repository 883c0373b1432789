import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';

export type QueryTab = { key: string; text: string; count?: number | undefined; testId: string };

/**
 * A list's filter tabs kept in the URL query `param` (`all`, the first tab, is the query without it), each with its
 * count once known; a change goes back to the first page.
 */
export const QueryTabs = ({ param = 'status', tabs }: { param?: string; tabs: readonly QueryTab[] }) => {
  const [params, setParams] = useSearchParams();
  const value = params.get(param) ?? '';
  return (
    <Tabs
      activeKey={tabs.some((tab) => tab.key === value) ? value : 'all'}
      onChange={(key) =>
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          if (key === 'all') next.delete(param);
          else next.set(param, key);
          next.set('page_no', '0');
          return next;
        })
      }
      items={tabs.map((tab) => ({
        key: tab.key,
        label: (
          <span data-testid={tab.testId}>
            {tab.text}
            {tab.count !== undefined ? ` (${tab.count})` : ''}
          </span>
        ),
      }))}
    />
  );
};
