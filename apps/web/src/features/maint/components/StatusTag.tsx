import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors = { 1: 'blue', 2: 'green', 3: 'default' } as const;

/** A contract's state on the site's today; an expiring one (30 days or less) says how many days are left. */
export const StatusTag = ({
  status,
  isExpiring,
  daysLeft,
}: {
  status: 1 | 2 | 3;
  isExpiring: 0 | 1;
  daysLeft: number;
}) => {
  const { t } = useTranslation();
  if (isExpiring === 1)
    return (
      <Tag color="orange" data-testid="contract-status">
        {t('maint.expiring', { days: daysLeft })}
      </Tag>
    );
  return (
    <Tag color={colors[status]} data-testid="contract-status">
      {t(`maint.status.${status}`)}
    </Tag>
  );
};
