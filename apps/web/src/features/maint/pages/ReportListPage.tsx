import type { MaintReport } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActions, useRemoval } from '../../../components/RowActions';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { deleteReport, fetchReports } from '../api';
import { MaintListTable, MaintNewButton } from '../components/MaintListTable';
import {
  ReportOriginTag,
  reportPaths,
  ReportTypeText,
  SummaryLine,
  useContractFilterOptions,
  withPeriodDays,
} from '../report-parts';
import { when } from '../task-parts';
import { maintKeys } from '../keys';

/** /vyborg/report (维保报告, spec 002 §2): the reports the caller reads, with filters; generate, delete. */
export const ReportListPage = () => {
  const { t } = useTranslation();
  const { contractOptions, companyOptions } = useContractFilterOptions();
  const heads = useMemo<TableHead<MaintReport>[]>(
    () => [
      {
        id: 'report_name',
        name: t('maint.report.report_name'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => (
          <Link to={reportPaths.detail(row.id)} data-testid="report-link">
            {row.report_name}
          </Link>
        ),
      },
      {
        id: 'project_name',
        name: t('maint.report.project'),
        width: 180,
        filter_options: { type: 'select', key: 'contract_id', options: contractOptions },
      },
      {
        id: 'company_maint_name',
        name: t('maint.report.company'),
        width: 160,
        noshow: true,
        filter_options: { type: 'select', key: 'company_maint_id', options: companyOptions },
      },
      {
        id: 'enum_task_type',
        name: t('maint.report.enum_task_type'),
        width: 100,
        filter_options: {
          type: 'select',
          options: [
            { value: 1, label: t('maint.taskType.1') },
            { value: 3, label: t('maint.taskType.3') },
            { value: 0, label: t('maint.report.type.0') },
          ],
        },
        custom: (row) => <ReportTypeText type={row.enum_task_type} />,
      },
      {
        id: 'period',
        name: t('maint.report.period'),
        width: 180,
        filter_options: { type: 'date_range', range_keys: ['start_day', 'end_day'] },
        custom: (row) => `${row.period[0]} ~ ${row.period[1]}`,
      },
      {
        id: 'summary',
        name: t('maint.report.summary'),
        width: 240,
        custom: (row) => <SummaryLine summary={row.summary} />,
      },
      {
        id: 'is_auto',
        name: t('maint.report.origin'),
        width: 100,
        filter_options: {
          type: 'select',
          options: [
            { value: 1, label: t('maint.report.auto') },
            { value: 0, label: t('maint.report.manual') },
          ],
        },
        custom: (row) => <ReportOriginTag isAuto={row.is_auto} />,
      },
      {
        id: 'create_time',
        name: t('maint.report.create_time'),
        width: 150,
        noshow: true,
        custom: (row) => when(row.create_time),
      },
    ],
    [t, contractOptions, companyOptions],
  );
  const state = useTableState(heads);
  const query = withPeriodDays(state.query);
  const list = useQuery({ queryKey: maintKeys.reports(query), queryFn: () => fetchReports(query) });
  const remove = useRemoval(deleteReport, { doneText: t('maint.report.deleted'), queryKey: maintKeys.all });
  return (
    <Card title={t('maint.report.title')} data-testid="report-list-page">
      <Typography.Paragraph type="secondary">{t('maint.report.intro')}</Typography.Paragraph>
      <MaintListTable<MaintReport>
        heads={heads}
        state={state}
        list={list}
        rowKey={(row) => row.id}
        toolbar={
          <MaintNewButton to={reportPaths.generate} label={t('maint.report.generate')} testId="report-generate" />
        }
        actions={{
          width: 130,
          render: (row) => (
            <RowActions
              links={[{ to: reportPaths.detail(row.id), label: t('maint.view') }]}
              remove={
                row.can_delete === 1
                  ? {
                      title: t('maint.report.deleteConfirm'),
                      label: t('maint.delete'),
                      onConfirm: () => remove.mutateAsync(row.id),
                      testId: 'report-delete',
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

export default ReportListPage;
