import type { RepairTask } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Steps, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { repairPaths } from '../../repair';
import { fetchAlarmRepairs } from '../api';
import { eventKeys } from '../keys';

const statusColors = { 1: 'orange', 2: 'blue', 3: 'processing', 4: 'cyan', 5: 'green', 6: 'default' } as const;
const when = (seconds: number | null) => (seconds ? formatEpoch(seconds, 'YYYY-MM-DD HH:mm') : '-');

const RepairStatus = ({ task }: { task: RepairTask }) => {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[task.enum_maint_status]} data-testid="alarm-repair-status">
      {t(`repair.status.${task.enum_maint_status}`)}
    </Tag>
  );
};

/** Where a repair stands on the path to assign → receive → in progress → completed → closed. */
const progressOf = (task: RepairTask) => (task.enum_maint_status === 6 ? 0 : task.enum_maint_status - 1);

/**
 * The repair of this alarm (its request from the fault) and how far it has come: shown on a fault's detail. Read
 * through maint/repair/list by event_id (alarm handling's people read the repair tasks of their scope).
 */
export const AlarmRepairProgress = ({ eventId }: { eventId: number }) => {
  const { t } = useTranslation();
  const repairs = useQuery({
    queryKey: eventKeys.repairsEvent(eventId),
    queryFn: () => fetchAlarmRepairs({ event_id: eventId }),
  });
  const tasks = repairs.data?.list ?? [];
  const live = tasks.find((task) => task.enum_maint_status !== 6) ?? tasks[0];
  return (
    <Card title={t('repair.progress.title')} loading={repairs.isLoading} data-testid="alarm-repair">
      {live ? (
        <>
          <p>
            <Link to={repairPaths.detail(live.id)} data-testid="alarm-repair-link">
              {live.task_name}
            </Link>{' '}
            <RepairStatus task={live} /> {live.company_maint_name}
            {live.related_resp_name ? ` · ${t('repair.field.executor')}: ${live.related_resp_name}` : ''}
            {live.test_result ? ` · ${t('repair.field.test_result')}: ${live.test_result}` : ''}
          </p>
          {live.enum_maint_status !== 6 && (
            <Steps
              size="small"
              current={progressOf(live)}
              status={live.enum_maint_status === 5 ? 'finish' : 'process'}
              items={([1, 2, 3, 4, 5] as const).map((status) => ({ title: t(`repair.status.${status}`) }))}
            />
          )}
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('repair.progress.none')} />
      )}
    </Card>
  );
};

/** /alarmdeal/detailsinfo/componentrepair: every repair task of the component, newest first. */
export const ComponentRepairs = ({ thingId }: { thingId: number }) => {
  const { t } = useTranslation();
  const repairs = useQuery({
    queryKey: eventKeys.repairsThing(thingId),
    queryFn: () => fetchAlarmRepairs({ thing_id: thingId }),
  });
  return (
    <Card title={t('repair.component.title')} data-testid="component-repairs">
      <Table<RepairTask>
        rowKey="id"
        size="small"
        loading={repairs.isFetching}
        pagination={false}
        dataSource={repairs.data?.list}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('events.noData')} /> }}
        columns={[
          {
            title: t('repair.field.task_name'),
            key: 'name',
            render: (_, task) => <Link to={repairPaths.detail(task.id)}>{task.task_name}</Link>,
          },
          {
            title: t('repair.field.status'),
            key: 'status',
            width: 100,
            render: (_, task) => <RepairStatus task={task} />,
          },
          { title: t('repair.field.company_maint_id'), dataIndex: 'company_maint_name', width: 180 },
          {
            title: t('repair.field.executor'),
            key: 'executor',
            width: 100,
            render: (_, task) => task.related_resp_name || '-',
          },
          { title: t('repair.field.test_result'), key: 'test', render: (_, task) => task.test_result || '-' },
          {
            title: t('repair.field.create_time'),
            key: 'created',
            width: 150,
            render: (_, task) => when(task.create_time),
          },
          {
            title: t('repair.field.finish_time'),
            key: 'finished',
            width: 150,
            render: (_, task) => when(task.finish_time),
          },
        ]}
      />
    </Card>
  );
};
