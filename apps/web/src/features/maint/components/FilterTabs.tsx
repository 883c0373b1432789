import { contractFilters, type ContractFilter } from '@fireline/shared';
import { useTranslation } from 'react-i18next';
import { QueryTabs } from '../../../components/QueryTabs';

/** The `status` query value as a filter (spec 002 §4), `all` for anything else. */
export const filterOf = (params: URLSearchParams): ContractFilter => {
  const value = params.get('status');
  return (contractFilters as readonly string[]).includes(value ?? '') ? (value as ContractFilter) : 'all';
};

/** The contract filters all / expiring / not started / in progress / finished with their counts, kept in the URL. */
export const FilterTabs = ({ counts }: { counts: Record<ContractFilter, number> | undefined }) => {
  const { t } = useTranslation();
  return (
    <QueryTabs
      tabs={contractFilters.map((filter) => ({
        key: filter,
        text: t(`maint.filter.${filter}`),
        count: counts?.[filter],
        testId: `contract-filter-${filter}`,
      }))}
    />
  );
};
