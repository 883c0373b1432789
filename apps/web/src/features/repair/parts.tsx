import type { RepairTask } from '@fireline/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../lib/site-time';

const statusColors = { 1: 'orange', 2: 'blue', 3: 'processing', 4: 'cyan', 5: 'green', 6: 'default' } as const;
const levelColors = { 1: 'default', 2: 'orange', 3: 'red' } as const;

export const RepairStatusTag = ({ status }: { status: RepairTask['enum_maint_status'] }) => {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]} data-testid="repair-status">
      {t(`repair.status.${status}`)}
    </Tag>
  );
};

export const RepairLevelTag = ({ level }: { level: number }) => {
  const { t } = useTranslation();
  const value = (level >= 1 && level <= 3 ? level : 1) as 1 | 2 | 3;
  return <Tag color={levelColors[value]}>{t(`repair.level.${value}`)}</Tag>;
};

export const when = (seconds: number | null) => (seconds ? formatEpoch(seconds, 'YYYY-MM-DD HH:mm') : '-');

export const originLabel = (t: (key: `repair.origin.${1 | 2 | 3 | 4 | 5}`) => string, origin: number) =>
  origin >= 1 && origin <= 5 ? t(`repair.origin.${origin as 1 | 2 | 3 | 4 | 5}`) : String(origin);
