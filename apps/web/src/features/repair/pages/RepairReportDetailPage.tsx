import type { RepairReportTaskRow } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { openDownloadUrl } from '../../../lib/downloads';
import { idParam } from '../../../lib/url';
import { fetchRepairReport, repairReportLink } from '../api';
import { RepairStatusTag, when } from '../parts';
import { repairPaths } from '../paths';
import { repairKeys } from '../keys';

/** /vyborg/repair/reportdetail?id= (ours: the repair report of spec 002 §3): its facts, summary, tasks; PDF, xlsx. */
export const RepairReportDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | undefined>();
  const report = useQuery({
    queryKey: repairKeys.report(id),
    queryFn: () => fetchRepairReport(id!),
    enabled: id !== undefined,
  });
  if (id === undefined) return <Result status="404" />;
  const data = report.data;
  const download = (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    void repairReportLink(id, format)
      .then((link) => openDownloadUrl(link.url))
      .catch(() => undefined)
      .finally(() => setBusy(undefined));
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="repair-report-detail-page">
      <Card
        title={data ? data.report_name : t('repair.route.reportDetail')}
        loading={report.isLoading}
        extra={
          <Space>
            <Button type="primary" loading={busy === 'pdf'} onClick={() => download('pdf')} data-testid="report-pdf">
              {t('repair.report.pdf')}
            </Button>
            <Button loading={busy === 'xlsx'} onClick={() => download('xlsx')} data-testid="report-xlsx">
              {t('repair.report.xlsx')}
            </Button>
            <Link to={repairPaths.reports}>{t('repair.report.back')}</Link>
          </Space>
        }
      >
        {data && (
          <>
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
              <Descriptions.Item label={t('repair.report.company')}>{data.company_maint_name}</Descriptions.Item>
              <Descriptions.Item label={t('repair.report.units')}>
                {data.companies.map((unit) => unit.company_name).join('、')}
              </Descriptions.Item>
              <Descriptions.Item label={t('repair.report.period')}>
                {`${data.period[0]} ~ ${data.period[1]}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('repair.report.created_by')}>{data.created_by_name || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('repair.report.create_time')}>{when(data.create_time)}</Descriptions.Item>
            </Descriptions>
            <Space size={48} style={{ marginTop: 16 }} wrap data-testid="repair-report-summary">
              <Statistic title={t('repair.report.tasks')} value={data.summary.tasks} />
              <Statistic title={t('repair.report.completed')} value={data.summary.completed} />
              <Statistic
                title={t('repair.report.closed')}
                value={data.summary.closed}
                valueStyle={{ color: '#389e0d' }}
              />
            </Space>
          </>
        )}
      </Card>
      <Card title={t('repair.report.taskList')} loading={report.isLoading}>
        <Table<RepairReportTaskRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data?.tasks}
          data-testid="repair-report-tasks"
          columns={[
            {
              title: t('repair.field.task_name'),
              dataIndex: 'task_name',
              render: (value: string, row) => <Link to={repairPaths.detail(row.id)}>{value}</Link>,
            },
            { title: t('repair.field.company_cared_id'), dataIndex: 'company_cared_name' },
            {
              title: t('repair.field.equip_name'),
              render: (_, row) => [row.equip_name, row.facility_address].filter(Boolean).join(' ') || '-',
            },
            { title: t('repair.field.facility_fault_desc'), dataIndex: 'facility_fault_desc' },
            { title: t('repair.field.executor'), dataIndex: 'related_resp_name' },
            { title: t('repair.field.test_result'), dataIndex: 'test_result' },
            {
              title: t('repair.field.finish_time'),
              dataIndex: 'finish_time',
              render: (value: number | null) => when(value),
            },
            {
              title: t('repair.field.status'),
              dataIndex: 'enum_maint_status',
              render: (value: number) => <RepairStatusTag status={value === 5 ? 5 : 4} />,
            },
          ]}
        />
      </Card>
    </Space>
  );
};

export default RepairReportDetailPage;
