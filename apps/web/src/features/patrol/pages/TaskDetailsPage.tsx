import type { TaskSite } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { fetchTask, fetchTaskSites } from '../api';
import { PunchTag, TaskStatusTag } from '../labels';
import { recordDetailPath } from '../components/RecordTable';
import { siteDetailPath } from './SiteListPage';
import { patrolKeys } from '../keys';

/** /patrol/task_details?id=: a task, and each of its sites with its check-in (who, when, result). */
export const TaskDetailsPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id')) ?? 0;
  const task = useQuery({ queryKey: patrolKeys.task(id), queryFn: () => fetchTask(id), enabled: id > 0 });
  const sites = useQuery({
    queryKey: patrolKeys.taskSites(id),
    queryFn: () => fetchTaskSites(id),
    enabled: id > 0,
  });
  const data = task.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="task-details-page">
      <Card title={data?.number ?? t('patrol.route.taskDetails')} loading={task.isLoading}>
        {data && (
          <Descriptions column={2} size="small">
            <Descriptions.Item label={t('patrol.plan.name')}>{data.plan_name}</Descriptions.Item>
            <Descriptions.Item label={t('patrol.unit')}>{data.company_name}</Descriptions.Item>
            <Descriptions.Item label={t('patrol.task.window')}>
              {formatEpoch(data.start_time, 'YYYY-MM-DD HH:mm')} ~ {formatEpoch(data.end_time, 'YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.task.status')}>
              <TaskStatusTag status={data.enum_task_status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.plan.executor')}>{data.excutor?.name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('patrol.plan.participants')}>
              {data.part_user.map((person) => person.name).join('、') || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.task.progress')}>
              {data.checked_site_count}/{data.site_count}
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.task.results')}>
              {t('patrol.fit')} {data.fit_count} · {t('patrol.unfit')} {data.unfit_count}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card title={t('patrol.task.sites')}>
        <Table<TaskSite>
          rowKey={(row) => row.site.id}
          size="small"
          pagination={false}
          loading={sites.isFetching}
          dataSource={sites.data ?? []}
          columns={[
            { title: '#', width: 50, render: (_, row) => row.order },
            {
              title: t('patrol.site.name'),
              render: (_, row) => <Link to={siteDetailPath(row.site.id)}>{row.site.site_name}</Link>,
            },
            {
              title: t('patrol.record.status'),
              render: (_, row) =>
                row.record ? <PunchTag status={row.record.punch_status} /> : t('patrol.task.unchecked'),
            },
            { title: t('patrol.record.person'), render: (_, row) => row.record?.checked_by.name ?? '-' },
            {
              title: t('patrol.record.time'),
              render: (_, row) =>
                row.record ? (
                  <Link to={recordDetailPath(row.record.id)}>
                    {formatEpoch(row.record.check_time, 'YYYY-MM-DD HH:mm:ss')}
                  </Link>
                ) : (
                  '-'
                ),
            },
          ]}
          data-testid="task-sites"
        />
      </Card>
    </Space>
  );
};

export default TaskDetailsPage;
