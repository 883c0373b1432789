import type { PatrolTask } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, message, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { fetchTasks, terminateTask } from '../api';
import { TaskStatusTag, taskStatusKeys, taskStatusLabel } from '../labels';
import { patrolKeys } from '../keys';

export const taskDetailsPath = (id: number) => `/patrol/task_details?id=${id}`;

/** /patrol/patrol_administer (巡查任务): the tasks the plans made, with their progress; an open one can be terminated. */
export const TaskListPage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const terminate = useMutation({
    mutationFn: terminateTask,
    onSuccess: () => void message.success(t('patrol.done')),
    onSettled: () => client.invalidateQueries({ queryKey: patrolKeys.all }),
  });
  // Widths that fit a 1440-wide console, so the fit and unfit counts show beside the actions without scrolling.
  const heads = useMemo<TableHead<PatrolTask>[]>(
    () => [
      {
        id: 'number',
        name: t('patrol.task.number'),
        width: 130,
        custom: (row) => <Link to={taskDetailsPath(row.id)}>{row.number}</Link>,
      },
      { id: 'plan_name', name: t('patrol.plan.name'), width: 130 },
      { id: 'company_name', name: t('patrol.unit'), width: 130 },
      {
        id: 'window',
        name: t('patrol.task.window'),
        width: 220,
        filter_options: { type: 'date_range', range_keys: ['start_time', 'end_time'] },
        custom: (row) =>
          `${formatEpoch(row.start_time, 'YYYY-MM-DD HH:mm')} ~ ${formatEpoch(row.end_time, 'MM-DD HH:mm')}`,
      },
      {
        id: 'enum_task_status',
        name: t('patrol.task.status'),
        width: 100,
        filter_options: {
          type: 'select',
          options: taskStatusKeys.map((id) => ({ value: id, label: t(taskStatusLabel(id)) })),
        },
        custom: (row) => <TaskStatusTag status={row.enum_task_status} />,
      },
      { id: 'excutor', name: t('patrol.plan.executor'), width: 90, custom: (row) => row.excutor?.name ?? '-' },
      {
        id: 'progress',
        name: t('patrol.task.progress'),
        width: 80,
        custom: (row) => `${row.checked_site_count}/${row.site_count}`,
      },
      { id: 'fit_count', name: t('patrol.fit'), width: 70 },
      { id: 'unfit_count', name: t('patrol.unfit'), width: 80 },
    ],
    [t],
  );
  const state = useTableState(heads);
  const list = useQuery({ queryKey: patrolKeys.tasks(state.query), queryFn: () => fetchTasks(state.query) });
  return (
    <Card title={t('patrol.task.title')} data-testid="patrol-task-page">
      <DataTable<PatrolTask>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        actions={{
          title: t('patrol.actions'),
          width: 130,
          render: (row) => (
            <Space size="small">
              <Link to={taskDetailsPath(row.id)}>{t('patrol.view')}</Link>
              {[1, 2].includes(row.enum_task_status.id) && (
                <ConfirmLink
                  danger
                  label={t('patrol.task.terminate')}
                  confirm={t('patrol.task.terminateConfirm', { number: row.number })}
                  onConfirm={() => terminate.mutateAsync(row.id)}
                />
              )}
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default TaskListPage;
