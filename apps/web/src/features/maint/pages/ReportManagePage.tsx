import type { MaintReportManageRow } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { autoCreateReport, fetchReportManage } from '../api';
import { MaintListTable } from '../components/MaintListTable';
import { maintPaths } from '../maint-paths';
import { reportPaths } from '../report-parts';
import { when } from '../task-parts';
import { maintKeys } from '../keys';

/**
 * /vyborg/report_manage (报告管理, spec 002 §2 "report management"): per contract, whether last month's automatic
 * report exists (make it now when it does not), how many reports its units have been delivered, and the last one.
 */
export const ReportManagePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const make = useMutation({
    mutationFn: autoCreateReport,
    onSuccess: (report) => {
      void queryClient.invalidateQueries({ queryKey: maintKeys.all });
      void message.success(t('maint.report.created'));
      navigate(reportPaths.detail(report.id));
    },
  });
  const heads = useMemo<TableHead<MaintReportManageRow>[]>(
    () => [
      {
        id: 'project_name',
        name: t('maint.report.project'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={maintPaths('vyborg').detail(row.contract_id)}>{row.project_name}</Link>,
      },
      { id: 'company_maint_name', name: t('maint.report.company'), width: 160 },
      {
        id: 'companies',
        name: t('maint.report.units'),
        width: 160,
        custom: (row) => row.companies.map((unit) => unit.company_name).join('、'),
      },
      {
        id: 'period',
        name: t('maint.col.contact_period'),
        width: 190,
        noshow: true,
        custom: (row) => `${row.period[0]} ~ ${row.period[1]}`,
      },
      {
        id: 'last_month',
        name: t('maint.manage.lastMonth'),
        width: 160,
        custom: (row) =>
          row.last_month_report_id ? (
            <Space>
              {row.last_month}
              <Link to={reportPaths.detail(row.last_month_report_id)}>
                <Tag color="green">{t('maint.manage.made')}</Tag>
              </Link>
            </Space>
          ) : (
            <Space>
              {row.last_month}
              <Tag>{t('maint.manage.missing')}</Tag>
            </Space>
          ),
      },
      {
        id: 'report_count',
        name: t('maint.manage.reports'),
        width: 130,
        custom: (row) => `${row.report_count}（${t('maint.manage.autoCount')} ${row.auto_count}）`,
      },
      {
        id: 'last_report_time',
        name: t('maint.manage.lastReport'),
        width: 150,
        custom: (row) => when(row.last_report_time),
      },
    ],
    [t],
  );
  const state = useTableState(heads);
  const list = useQuery({
    queryKey: maintKeys.reportManage(state.query),
    queryFn: () => fetchReportManage(state.query),
  });
  return (
    <Card title={t('maint.manage.title')} data-testid="report-manage-page">
      <Typography.Paragraph type="secondary">{t('maint.manage.intro')}</Typography.Paragraph>
      <MaintListTable<MaintReportManageRow>
        heads={heads}
        state={state}
        list={list}
        rowKey={(row) => row.contract_id}
        actions={{
          width: 200,
          render: (row) => (
            <Space size="small" wrap={false}>
              <Link to={`${reportPaths.list}?contract_id=${row.contract_id}`}>{t('maint.manage.viewReports')}</Link>
              {!row.last_month_report_id && (
                <Button
                  type="link"
                  size="small"
                  loading={make.isPending && make.variables === row.contract_id}
                  onClick={() => make.mutate(row.contract_id)}
                  data-testid="report-make-now"
                >
                  {t('maint.manage.makeNow')}
                </Button>
              )}
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default ReportManagePage;
