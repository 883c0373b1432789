import { composePlace, type HazardRow } from '@fireline/shared';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/en-US';

const statusColours: Record<number, string> = {
  1: 'orange',
  2: 'gold',
  3: 'blue',
  4: 'cyan',
  5: 'geekblue',
  6: 'green',
  7: 'default',
};

/** The status of a hazard, with the overdue flag beside it while it is open. */
export const HazardStatusTag = ({ row }: { row: Pick<HazardRow, 'enum_hazard_status' | 'is_overdue'> }) => {
  const { t } = useTranslation();
  const status = row.enum_hazard_status.id;
  return (
    <Space size={4} wrap>
      <Tag color={statusColours[status]} data-testid="hazard-status">
        {t(`hazards.status.${status}` as MessageKey)}
      </Tag>
      {row.is_overdue && (
        <Tag color="red" data-testid="hazard-overdue">
          {t('hazards.overdue')}
        </Tag>
      )}
    </Space>
  );
};

export const HazardLevelTag = ({ level }: { level: number }) => {
  const { t } = useTranslation();
  return <Tag color={level === 2 ? 'red' : 'default'}>{t(`hazards.level.${level}` as MessageKey)}</Tag>;
};

export const useSourceLabel = () => {
  const { t } = useTranslation();
  return (source: string) => t(`hazards.source.${source}` as MessageKey);
};

/** Building, floor and location, each said once. */
export const hazardPlace = (row: Pick<HazardRow, 'building_name' | 'floor_name' | 'location'>) =>
  composePlace({ building: row.building_name, floor: row.floor_name, position: row.location }) || '—';
