import type { MaintReportFailedItem, MaintReportTaskRow } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { fetchReport } from '../api';
import { downloadReport, ReportOriginTag, reportPaths, ReportTypeText } from '../report-parts';
import { taskPaths, when } from '../task-parts';
import { maintKeys } from '../keys';

/** /vyborg/reportdetail?id= (spec 002 §2 reportdetail): the summary, the tasks, the failed items; PDF and xlsx. */
export const ReportDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | undefined>();
  const report = useQuery({
    queryKey: maintKeys.report(id),
    queryFn: () => fetchReport(id!),
    enabled: id !== undefined,
  });
  if (id === undefined) return <Result status="404" />;
  const data = report.data;
  const download = (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    void downloadReport(id, format).finally(() => setBusy(undefined));
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="report-detail-page">
      <Card
        title={data ? data.report_name : t('maint.route.reportDetail')}
        loading={report.isLoading}
        extra={
          <Space>
            <Button type="primary" loading={busy === 'pdf'} onClick={() => download('pdf')} data-testid="report-pdf">
              {t('maint.report.pdf')}
            </Button>
            <Button loading={busy === 'xlsx'} onClick={() => download('xlsx')} data-testid="report-xlsx">
              {t('maint.report.xlsx')}
            </Button>
            <Link to={reportPaths.list}>{t('maint.report.back')}</Link>
          </Space>
        }
      >
        {data && (
          <>
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
              <Descriptions.Item label={t('maint.report.company')}>{data.company_maint_name}</Descriptions.Item>
              <Descriptions.Item label={t('maint.report.project')}>{data.project_name}</Descriptions.Item>
              <Descriptions.Item label={t('maint.report.units')}>
                {data.companies.map((unit) => unit.company_name).join('、')}
              </Descriptions.Item>
              <Descriptions.Item label={t('maint.report.period')}>
                {`${data.period[0]} ~ ${data.period[1]}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('maint.report.enum_task_type')}>
                <ReportTypeText type={data.enum_task_type} />
              </Descriptions.Item>
              <Descriptions.Item label={t('maint.report.origin')}>
                <ReportOriginTag isAuto={data.is_auto} />
              </Descriptions.Item>
              <Descriptions.Item label={t('maint.report.created_by')}>{data.created_by_name || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('maint.report.create_time')}>{when(data.create_time)}</Descriptions.Item>
            </Descriptions>
            <Space size={48} style={{ marginTop: 16 }} wrap data-testid="report-summary">
              <Statistic title={t('maint.report.tasks')} value={data.summary.tasks} />
              <Statistic title={t('maint.report.items')} value={data.summary.items} />
              <Statistic title={t('maint.report.pass')} value={data.summary.pass} valueStyle={{ color: '#389e0d' }} />
              <Statistic title={t('maint.report.fail')} value={data.summary.fail} valueStyle={{ color: '#cf1322' }} />
              <Statistic title={t('maint.report.notChecked')} value={data.summary.not_checked} />
            </Space>
          </>
        )}
      </Card>
      <Card title={t('maint.report.taskList')} loading={report.isLoading}>
        <Table<MaintReportTaskRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data?.tasks}
          data-testid="report-tasks"
          columns={[
            {
              title: t('maint.task.task_name'),
              dataIndex: 'task_name',
              render: (value: string, row) => <Link to={taskPaths.taskDetail(row.id)}>{value}</Link>,
            },
            {
              title: t('maint.report.enum_task_type'),
              dataIndex: 'enum_task_type',
              render: (value: 1 | 3) => t(`maint.taskType.${value}`),
            },
            {
              title: t('maint.task.period'),
              render: (_, row) => `${row.plan_start_time} ~ ${row.plan_end_time}`,
            },
            {
              title: t('maint.report.finish_time'),
              dataIndex: 'finish_time',
              render: (value: number | null) => when(value),
            },
            { title: t('maint.task.resp'), dataIndex: 'related_resp_name' },
            { title: t('maint.report.items'), dataIndex: 'items' },
            { title: t('maint.report.pass'), dataIndex: 'pass' },
            {
              title: t('maint.report.fail'),
              dataIndex: 'fail',
              render: (value: number) => <Typography.Text type={value ? 'danger' : undefined}>{value}</Typography.Text>,
            },
            { title: t('maint.report.notChecked'), dataIndex: 'not_checked' },
          ]}
        />
      </Card>
      <Card title={t('maint.report.failedItems')} loading={report.isLoading}>
        {data && data.failed_items.length === 0 ? (
          <Typography.Text type="secondary">{t('maint.report.noFailed')}</Typography.Text>
        ) : (
          <Table<MaintReportFailedItem>
            rowKey={(row, index) => `${row.task_id}-${index}`}
            size="small"
            pagination={false}
            dataSource={data?.failed_items}
            data-testid="report-failed"
            columns={[
              { title: t('maint.task.task_name'), dataIndex: 'task_name' },
              { title: t('maint.report.equipment'), dataIndex: 'equipment_name' },
              {
                title: t('maint.report.place'),
                render: (_, row) => [row.building_name, row.position_desc].filter(Boolean).join(' '),
              },
              { title: t('maint.report.reading'), dataIndex: 'reading' },
              { title: t('maint.report.remark'), dataIndex: 'remark' },
            ]}
          />
        )}
      </Card>
    </Space>
  );
};

export default ReportDetailPage;
