import type { MaintTask } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryTabs } from '../../../components/QueryTabs';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { fetchTasks, fetchTaskStats } from '../api';
import { MaintListTable, MaintNewButton } from '../components/MaintListTable';
import { taskPaths, TaskStatusTag, when } from '../task-parts';
import { maintKeys } from '../keys';

const states = ['1', '2', '3', '4'] as const;

/** The task columns (the task list and a plan's tasks). */
const useTaskHeads = () => {
  const { t } = useTranslation();
  return useMemo<TableHead<MaintTask>[]>(
    () => [
      {
        id: 'task_name',
        name: t('maint.task.task_name'),
        width: 180,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={taskPaths.taskDetail(row.id)}>{row.task_name}</Link>,
      },
      { id: 'project_name', name: t('maint.col.project_name'), width: 180 },
      {
        id: 'enum_task_type',
        name: t('maint.plan.enum_task_type'),
        width: 90,
        custom: (row) => t(`maint.taskType.${row.enum_task_type}`),
      },
      {
        id: 'period',
        name: t('maint.task.period'),
        width: 170,
        custom: (row) => `${row.plan_start_time} ~ ${row.plan_end_time}`,
      },
      {
        id: 'related_resp_name',
        name: t('maint.task.resp'),
        width: 100,
        custom: (row) => row.related_resp_name || '-',
      },
      {
        id: 'enum_maint_status',
        name: t('maint.task.status'),
        width: 90,
        custom: (row) => <TaskStatusTag status={row.enum_maint_status} />,
      },
      {
        id: 'items',
        name: t('maint.task.items'),
        width: 100,
        custom: (row) => `${row.item_count}${row.fail_count ? ` / ${t('maint.task.fails')} ${row.fail_count}` : ''}`,
      },
      { id: 'finish_time', name: t('maint.task.finish_time'), width: 150, custom: (row) => when(row.finish_time) },
    ],
    [t],
  );
};

/** A page of tasks with the state tabs and their counts (the state filter lives in the URL as `status`). */
export const TaskTable = ({ planId, toolbar }: { planId?: number; toolbar?: React.ReactNode }) => {
  const { t } = useTranslation();
  const heads = useTaskHeads();
  const state = useTableState(heads, { context: ['status'] });
  const query = { ...state.query, ...(planId ? { plan_id: planId } : {}) };
  const list = useQuery({ queryKey: maintKeys.tasks(query), queryFn: () => fetchTasks(query) });
  const counts = list.data?.counts;
  const countOf = (key: string) =>
    counts ? [counts.to_assign, counts.to_receive, counts.in_progress, counts.completed][Number(key) - 1] : undefined;
  return (
    <>
      <QueryTabs
        tabs={[
          { key: 'all', text: t('maint.task.all'), testId: 'task-filter-all' },
          ...states.map((key) => ({
            key,
            text: t(`maint.taskStatus.${key}`),
            count: countOf(key),
            testId: `task-filter-${key}`,
          })),
        ]}
      />
      <MaintListTable<MaintTask>
        heads={heads}
        state={state}
        list={list}
        rowKey={(row) => row.id}
        toolbar={toolbar}
        actions={{ width: 70, render: (row) => <Link to={taskPaths.taskDetail(row.id)}>{t('maint.view')}</Link> }}
      />
    </>
  );
};

/** /vyborg/task (维保任务, spec 002 §2): the tasks by state, with statistic_of_task_type above. */
export const TaskListPage = () => {
  const { t } = useTranslation();
  const stats = useQuery({ queryKey: maintKeys.taskStats(), queryFn: () => fetchTaskStats({}) });
  return (
    <Card title={t('maint.task.title')} data-testid="task-list-page">
      <Space size="large" wrap>
        {(stats.data ?? []).map((row) => (
          <Typography.Text key={row.enum_task_type} type="secondary" data-testid={`task-stat-${row.enum_task_type}`}>
            {t('maint.task.stats', {
              type: t(`maint.taskType.${row.enum_task_type as 1 | 3}`),
              total: row.total,
            })}
            {' — '}
            {(['in_progress', 'to_assign', 'to_receive', 'completed'] as const)
              .map((key) => `${t(`maint.count.${key}`)} ${row[key]}`)
              .join(' / ')}
          </Typography.Text>
        ))}
      </Space>
      <TaskTable toolbar={<MaintNewButton to={taskPaths.taskNew} label={t('maint.task.new')} testId="task-new" />} />
    </Card>
  );
};

export default TaskListPage;
