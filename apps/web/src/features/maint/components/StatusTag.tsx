import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors = { 1: 'blue', 2: 'green', 3: 'default' } as const;

/**
 * A contract's state on the site's today; an expiring one (30 days or less) says how many days are left. A suspended
 * one (is_active 0) adds a 已暂停 tag: the list's filters are the spec's five, so the suspension is shown, not filtered.
 */
export const StatusTag = ({
  status,
  isExpiring,
  daysLeft,
  isActive = 1,
}: {
  status: 1 | 2 | 3;
  isExpiring: 0 | 1;
  daysLeft: number;
  isActive?: 0 | 1;
}) => {
  const { t } = useTranslation();
  const state =
    isExpiring === 1 ? (
      <Tag color="orange" data-testid="contract-status">
        {t('maint.expiring', { days: daysLeft })}
      </Tag>
    ) : (
      <Tag color={colors[status]} data-testid="contract-status">
        {t(`maint.status.${status}`)}
      </Tag>
    );
  if (isActive === 1) return state;
  return (
    <Space size={4} wrap>
      {state}
      <Tag color="red" data-testid="contract-suspended">
        {t('maint.suspended')}
      </Tag>
    </Space>
  );
};
