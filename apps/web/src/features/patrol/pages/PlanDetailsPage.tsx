import type { CycleTask, PatrolTask } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { enablePause, fetchPlan, fetchTasks, setExecutor, setPartUsers, startOrEndPlan } from '../api';
import { PeopleSelect } from '../components/pickers';
import { RunningTag, TaskStatusTag } from '../labels';
import { siteDetailPath } from './SiteListPage';
import { taskDetailsPath } from './TaskListPage';
import { patrolKeys } from '../keys';

/** /patrol/plan_details?id=: the plan, its cycle task (executor, participants, enable / pause), sites and tasks. */
export const PlanDetailsPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id')) ?? 0;
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: patrolKeys.all });
  const plan = useQuery({ queryKey: patrolKeys.plan(id), queryFn: () => fetchPlan(id), enabled: id > 0 });
  const [page, setPage] = useState(0);
  const tasks = useQuery({
    queryKey: patrolKeys.planTasks(id, page),
    queryFn: () => fetchTasks({ plan_id: id, page_no: page, page_size: 10 }),
    enabled: id > 0,
  });
  const toggle = useMutation({
    mutationFn: () => startOrEndPlan(id, plan.data?.startup_status === 1 ? 0 : 1),
    onSettled: refresh,
  });
  const ctask = useMutation({
    mutationFn: (change: { row: CycleTask; executor?: number; parts?: number[]; status?: number }) =>
      change.executor !== undefined
        ? setExecutor(change.row.id, change.executor)
        : change.parts !== undefined
          ? setPartUsers(change.row.id, change.parts)
          : enablePause(change.row.id, change.status ?? 1),
    onSettled: refresh,
  });
  const data = plan.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="plan-details-page">
      <Card
        title={data?.plan_name ?? t('patrol.route.planDetails')}
        loading={plan.isLoading}
        extra={
          data && (
            <Button type="primary" onClick={() => toggle.mutate()} loading={toggle.isPending} data-testid="plan-toggle">
              {t(data.startup_status === 1 ? 'patrol.plan.end' : 'patrol.plan.start')}
            </Button>
          )
        }
      >
        {data && (
          <Descriptions column={2} size="small">
            <Descriptions.Item label={t('patrol.unit')}>{data.company_name}</Descriptions.Item>
            <Descriptions.Item label={t('patrol.plan.status')}>
              <RunningTag status={data.startup_status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.plan.period')}>{data.task_type.name}</Descriptions.Item>
            <Descriptions.Item label={t('patrol.plan.span')}>
              {formatEpoch(data.start_time, 'YYYY-MM-DD')} ~ {formatEpoch(data.end_time, 'YYYY-MM-DD')}
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.plan.require')}>{data.plan_attr.require || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('patrol.plan.creater')}>{data.creater}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card title={t('patrol.plan.cycleTasks')}>
        <Table<CycleTask>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data?.cycle_tasks ?? []}
          columns={[
            { title: t('patrol.plan.period'), render: (_, row) => row.enum_pt_ctask_type.name },
            {
              title: t('patrol.plan.executor'),
              render: (_, row) => (
                <PeopleSelect
                  companyId={row.company_cared_id}
                  value={row.excutor?.id}
                  onChange={(value) => typeof value === 'number' && ctask.mutate({ row, executor: value })}
                  testId="ctask-executor"
                />
              ),
            },
            {
              title: t('patrol.plan.participants'),
              render: (_, row) => (
                <PeopleSelect
                  companyId={row.company_cared_id}
                  multiple
                  value={row.part_user.map((person) => person.id)}
                  onChange={(value) => Array.isArray(value) && ctask.mutate({ row, parts: value })}
                />
              ),
            },
            {
              title: t('patrol.plan.enabled'),
              render: (_, row) => (
                <Switch
                  checked={row.startup_status === 1}
                  onChange={(checked) => ctask.mutate({ row, status: checked ? 1 : 0 })}
                  checkedChildren={t('patrol.plan.enable')}
                  unCheckedChildren={t('patrol.plan.pause')}
                  data-testid="ctask-switch"
                />
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('patrol.plan.sites')}>
        <Space wrap>
          {(data?.relation_plan_site_list ?? []).map((site, index) => (
            <Link key={site.id} to={siteDetailPath(site.id)}>
              {index + 1}. {site.site_name}
            </Link>
          ))}
        </Space>
      </Card>
      <Card title={t('patrol.task.title')}>
        <Table<PatrolTask>
          rowKey="id"
          size="small"
          loading={tasks.isFetching}
          dataSource={tasks.data?.list ?? []}
          pagination={{
            current: page + 1,
            pageSize: 10,
            total: tasks.data?.total ?? 0,
            onChange: (next) => setPage(next - 1),
          }}
          columns={[
            {
              title: t('patrol.task.number'),
              render: (_, row) => <Link to={taskDetailsPath(row.id)}>{row.number}</Link>,
            },
            {
              title: t('patrol.task.window'),
              render: (_, row) =>
                `${formatEpoch(row.start_time, 'YYYY-MM-DD HH:mm')} ~ ${formatEpoch(row.end_time, 'YYYY-MM-DD HH:mm')}`,
            },
            { title: t('patrol.task.status'), render: (_, row) => <TaskStatusTag status={row.enum_task_status} /> },
            { title: t('patrol.task.progress'), render: (_, row) => `${row.checked_site_count}/${row.site_count}` },
          ]}
          data-testid="plan-tasks"
        />
      </Card>
    </Space>
  );
};

export default PlanDetailsPage;
