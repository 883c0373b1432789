import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/en-US';
import type { HeaderCount } from '../api';
import { listCategories, type ListCategory } from '../list-query';

/** `counts` off (the shielded list): no badge, rather than counts of another list over the table. */
type Props = {
  active: ListCategory;
  counts: HeaderCount[] | undefined | false;
  onChange: (category: ListCategory) => void;
};

/** Category tabs with their unprocessed counts (event_list_headers). */
export const CategoryTabs = ({ active, counts, onChange }: Props) => {
  const { t } = useTranslation();
  const countOf = (category: string) =>
    (counts || undefined)?.find((item) => item.status_category === category)?.unprocessed ?? 0;
  return (
    <Tabs
      data-testid="category-tabs"
      activeKey={active}
      onChange={(key) => onChange(key as ListCategory)}
      items={listCategories.map((category) => ({
        key: category,
        label: (
          <span data-testid={`category-tab-${category}`}>
            {t(`events.category.${category}` as MessageKey)}{' '}
            {counts !== false && (
              <Badge
                count={countOf(category)}
                overflowCount={9999}
                size="small"
                data-testid={`category-count-${category}`}
              />
            )}
          </span>
        ),
      }))}
    />
  );
};
