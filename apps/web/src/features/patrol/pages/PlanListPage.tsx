import type { PatrolPlan } from '@fireline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useListTable } from '../../../components/use-list-table';
import { deletePlan, fetchPlans, startOrEndPlan } from '../api';
import { periodKeys, periodLabel, RunningTag } from '../labels';
import { patrolKeys } from '../keys';

export const planDetailsPath = (id: number) => `/patrol/plan_details?id=${id}`;

/** /patrol/patrol_plan (巡查计划): the plans, started or ended here; a new one on plan_new. */
export const PlanListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: patrolKeys.all });
  const toggle = useMutation({
    mutationFn: (plan: PatrolPlan) => startOrEndPlan(plan.id, plan.startup_status === 1 ? 0 : 1),
    onSuccess: () => void message.success(t('patrol.done')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deletePlan,
    onSuccess: () => void message.success(t('patrol.deleted')),
    onSettled: refresh,
  });
  const heads = useMemo<TableHead<PatrolPlan>[]>(
    () => [
      {
        id: 'plan_name',
        name: t('patrol.plan.name'),
        width: 180,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={planDetailsPath(row.id)}>{row.plan_name}</Link>,
      },
      { id: 'company_name', name: t('patrol.unit'), width: 160 },
      {
        id: 'task_type',
        name: t('patrol.plan.period'),
        width: 100,
        filter_options: { type: 'select', options: periodKeys.map((id) => ({ value: id, label: t(periodLabel(id)) })) },
        custom: (row) => row.task_type.name,
      },
      {
        id: 'span',
        name: t('patrol.plan.span'),
        width: 210,
        custom: (row) => `${formatEpoch(row.start_time, 'YYYY-MM-DD')} ~ ${formatEpoch(row.end_time, 'YYYY-MM-DD')}`,
      },
      { id: 'site_count', name: t('patrol.plan.siteCount'), width: 90 },
      {
        id: 'startup_status',
        name: t('patrol.plan.status'),
        width: 100,
        filter_options: {
          type: 'select',
          options: [1, 0].map((id) => ({ value: id, label: t(`patrol.plan.status.${id as 0 | 1}`) })),
        },
        custom: (row) => <RunningTag status={row.startup_status} />,
      },
      { id: 'creater', name: t('patrol.plan.creater'), width: 100 },
    ],
    [t],
  );
  const { table } = useListTable({ heads, queryKey: patrolKeys.plans, fetch: fetchPlans });
  return (
    <Card title={t('patrol.plan.title')} data-testid="patrol-plan-page">
      <DataTable<PatrolPlan>
        {...table}
        rowKey={(row) => row.id}
        toolbar={
          <Button type="primary" onClick={() => navigate('/patrol/plan_new')} data-testid="plan-new">
            {t('patrol.plan.new')}
          </Button>
        }
        actions={{
          title: t('patrol.actions'),
          width: 170,
          render: (row) => (
            <Space size="small">
              <Link to={planDetailsPath(row.id)}>{t('patrol.view')}</Link>
              <ConfirmLink
                label={t(row.startup_status === 1 ? 'patrol.plan.end' : 'patrol.plan.start')}
                confirm={t(row.startup_status === 1 ? 'patrol.plan.endConfirm' : 'patrol.plan.startConfirm', {
                  name: row.plan_name,
                })}
                onConfirm={() => toggle.mutateAsync(row)}
                testId={`plan-toggle-${row.id}`}
              />
              <ConfirmLink
                danger
                disabled={row.startup_status === 1}
                label={t('patrol.delete')}
                confirm={t('patrol.plan.deleteConfirm', { name: row.plan_name })}
                onConfirm={() => remove.mutateAsync(row.id)}
              />
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default PlanListPage;
