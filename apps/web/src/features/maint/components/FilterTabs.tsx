import { contractFilters, type ContractFilter } from '@fireline/shared';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The `status` query value as a filter (spec 002 §4), `all` for anything else. */
export const filterOf = (params: URLSearchParams): ContractFilter => {
  const value = params.get('status');
  return (contractFilters as readonly string[]).includes(value ?? '') ? (value as ContractFilter) : 'all';
};

/** The contract filters all / expiring / not started / in progress / finished with their counts, kept in the URL. */
export const FilterTabs = ({ counts }: { counts: Record<ContractFilter, number> | undefined }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      activeKey={filterOf(params)}
      onChange={(key) =>
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          if (key === 'all') next.delete('status');
          else next.set('status', key);
          next.set('page_no', '0');
          return next;
        })
      }
      items={contractFilters.map((filter) => ({
        key: filter,
        label: (
          <span data-testid={`contract-filter-${filter}`}>
            {t(`maint.filter.${filter}`)}
            {counts ? ` (${counts[filter]})` : ''}
          </span>
        ),
      }))}
    />
  );
};
