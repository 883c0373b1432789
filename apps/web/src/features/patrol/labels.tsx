import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../locales/en-US';

const taskColors: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success', 4: 'error', 5: 'warning' };

/** enum_task_status as a coloured tag (values: docs/patrol.md). */
export const TaskStatusTag = ({ status }: { status: { id: number; name: string } }) => (
  <Tag color={taskColors[status.id]} data-testid="task-status">
    {status.name}
  </Tag>
);

export const PunchTag = ({ status }: { status: { id: number; name: string } }) => (
  <Tag color={status.id === 1 ? 'success' : 'error'}>{status.name}</Tag>
);

export const RunningTag = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return (
    <Tag color={status === 1 ? 'processing' : 'default'}>
      {t(`patrol.plan.status.${status === 1 ? 1 : 0}` as MessageKey)}
    </Tag>
  );
};

export const periodKeys = [1, 2, 3, 4] as const;
export const periodLabel = (id: number) => `patrol.period.${id}` as MessageKey;
export const taskStatusKeys = [1, 2, 3, 4, 5] as const;
export const taskStatusLabel = (id: number) => `patrol.taskStatus.${id}` as MessageKey;
export const itemTypeLabel = (id: number) => `patrol.itemType.${id}` as MessageKey;
