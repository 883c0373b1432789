import type { HydrantItem } from '@fireline/shared';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { activeAlarms } from '../alarm-states';

/** A hydrant's alarm states as tags (red), or one green "normal". */
export const StatusTags = ({
  item,
}: {
  item: Pick<
    HydrantItem,
    'water_pressure_status' | 'impact_status' | 'water_theft_status' | 'pressure' | 'lower_limit'
  >;
}) => {
  const { t } = useTranslation();
  const alarms = activeAlarms(item);
  if (alarms.length === 0) return <Tag color="green">{t('hydrants.status.normal')}</Tag>;
  return (
    <Space size={4} wrap>
      {alarms.map((key) => (
        <Tag color="red" key={key} data-testid={`hydrant-alarm-${key}`}>
          {t(`hydrants.status.${key}`)}
        </Tag>
      ))}
    </Space>
  );
};
