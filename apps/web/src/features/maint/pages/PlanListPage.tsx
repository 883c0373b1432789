import type { MaintPlan } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoval } from '../../../components/RowActions';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { deletePlan, fetchPlans } from '../api';
import { MaintListTable, MaintNewButton, ViewEditDelete } from '../components/MaintListTable';
import { CountsLine, taskPaths } from '../task-parts';
import { maintKeys } from '../keys';

/** The breakdown as a line: its type and the slots chosen. */
export const useBreakdownText = () => {
  const { t } = useTranslation();
  return (breakdown: MaintPlan['breakdown']) => {
    const type = t(`maint.breakdown.${breakdown.type as 0 | 1 | 2 | 3 | 4 | 5}`);
    if (breakdown.type === 0) return type;
    const slot = breakdown.type === 1 ? 'maint.slot.1' : breakdown.type === 2 ? 'maint.slot.2' : 'maint.slot.m';
    return `${type}: ${breakdown.list.map((n) => t(slot, { n })).join('、')}`;
  };
};

/** /vyborg/plan (任务管理, spec 002 §2): the maintenance plans with their tasks counted by state. */
export const PlanListPage = () => {
  const { t } = useTranslation();
  const breakdownText = useBreakdownText();
  const heads = useMemo<TableHead<MaintPlan>[]>(
    () => [
      {
        id: 'plan_name',
        name: t('maint.plan.plan_name'),
        width: 180,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={taskPaths.planDetail(row.id)}>{row.plan_name}</Link>,
      },
      { id: 'project_name', name: t('maint.col.project_name'), width: 200 },
      {
        id: 'enum_task_type',
        name: t('maint.plan.enum_task_type'),
        width: 90,
        custom: (row) => t(`maint.taskType.${row.enum_task_type}`),
      },
      {
        id: 'plan_period',
        name: t('maint.plan.plan_period'),
        width: 190,
        custom: (row) => row.plan_period.join(' ~ '),
      },
      { id: 'breakdown', name: t('maint.plan.breakdown'), width: 200, custom: (row) => breakdownText(row.breakdown) },
      {
        id: 'related_ids',
        name: t('maint.plan.related_ids'),
        width: 90,
        custom: (row) => t('maint.plan.items', { count: row.related_ids.length }),
      },
      {
        id: 'related_resp_name',
        name: t('maint.plan.related_resp_uid'),
        width: 100,
        custom: (row) => row.related_resp_name || '-',
      },
      { id: 'counts', name: t('maint.task.title'), width: 300, custom: (row) => <CountsLine counts={row.counts} /> },
    ],
    [t, breakdownText],
  );
  const state = useTableState(heads);
  const list = useQuery({ queryKey: maintKeys.plans(state.query), queryFn: () => fetchPlans(state.query) });
  const remove = useRemoval(deletePlan, { doneText: t('maint.deleted'), queryKey: maintKeys.all });
  return (
    <Card title={t('maint.plan.title')} data-testid="plan-list-page">
      <Typography.Paragraph type="secondary">{t('maint.plan.intro')}</Typography.Paragraph>
      <MaintListTable<MaintPlan>
        heads={heads}
        state={state}
        list={list}
        rowKey={(row) => row.id}
        toolbar={<MaintNewButton to={taskPaths.planNew} label={t('maint.plan.new')} testId="plan-new" />}
        actions={{
          width: 160,
          render: (row) => (
            <ViewEditDelete
              view={taskPaths.planDetail(row.id)}
              edit={row.can_work === 1 ? taskPaths.planEdit(row.id) : undefined}
              remove={
                row.can_work === 1
                  ? {
                      confirm: t('maint.plan.removeConfirm'),
                      testId: `plan-delete-${row.id}`,
                      onConfirm: () => remove.mutateAsync(row.id),
                    }
                  : undefined
              }
            />
          ),
        }}
      />
    </Card>
  );
};

export default PlanListPage;
