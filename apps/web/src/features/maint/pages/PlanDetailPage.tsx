import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { fetchPlan } from '../api';
import { CountsLine, taskPaths, when } from '../task-parts';
import { useBreakdownText } from './PlanListPage';
import { TaskTable } from './TaskListPage';
import { maintKeys } from '../keys';

/** /vyborg/plandetail?id=: one plan and the tasks it made. */
export const PlanDetailPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const breakdownText = useBreakdownText();
  const plan = useQuery({ queryKey: maintKeys.plan(id), queryFn: () => fetchPlan(id!), enabled: id !== undefined });
  if (id === undefined) return <Result status="404" />;
  const row = plan.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={row?.plan_name ?? t('maint.route.planDetail')}
        loading={plan.isLoading}
        data-testid="plan-detail-page"
        extra={
          row?.can_work === 1 ? (
            <Button onClick={() => navigate(taskPaths.planEdit(row.id))}>{t('maint.edit')}</Button>
          ) : undefined
        }
      >
        {row && (
          <Descriptions column={3} size="small">
            <Descriptions.Item label={t('maint.col.project_name')}>{row.project_name}</Descriptions.Item>
            <Descriptions.Item label={t('maint.col.company_maint_name')}>{row.company_maint_name}</Descriptions.Item>
            <Descriptions.Item label={t('maint.plan.enum_task_type')}>
              {t(`maint.taskType.${row.enum_task_type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('maint.plan.plan_period')}>{row.plan_period.join(' ~ ')}</Descriptions.Item>
            <Descriptions.Item label={t('maint.plan.breakdown')}>{breakdownText(row.breakdown)}</Descriptions.Item>
            <Descriptions.Item label={t('maint.plan.related_resp_uid')}>
              {row.related_resp_name || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('maint.plan.related_ids')}>
              {t('maint.plan.items', { count: row.related_ids.length })}
            </Descriptions.Item>
            <Descriptions.Item label={t('maint.task.title')}>
              <CountsLine counts={row.counts} />
            </Descriptions.Item>
            <Descriptions.Item label={t('maint.plan.create_time')}>{when(row.create_time)}</Descriptions.Item>
            {row.remark && <Descriptions.Item label={t('maint.plan.remark')}>{row.remark}</Descriptions.Item>}
          </Descriptions>
        )}
      </Card>
      <Card title={t('maint.plan.tasks')}>
        <TaskTable planId={id} />
      </Card>
    </Space>
  );
};

export default PlanDetailPage;
