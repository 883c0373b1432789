import type { CheckData, PatrolReport } from '@fireline/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openDownloadUrl } from '../../../lib/downloads';
import { formatEpoch } from '../../../lib/site-time';
import { Chart } from '../../../components/charts/Chart';
import { fetchCheckData, fetchReportPic, fetchReports, recordExportLink } from '../api';
import { reportPictureOption } from '../report-picture';
import { patrolKeys } from '../keys';

const today = () => dayjs(formatEpoch(Math.floor(Date.now() / 1000), 'YYYY-MM-DD'));

/** The month's report per unit, with its picture (per day: tasks completed, overdue, unfit items). */
const ReportCard = () => {
  const { t } = useTranslation();
  const [month, setMonth] = useState<Dayjs>(today());
  const period = month.format('YYYY-MM');
  const reports = useQuery({ queryKey: patrolKeys.reports(period), queryFn: () => fetchReports({ period }) });
  const picture = useQuery({ queryKey: patrolKeys.reportPic(period), queryFn: () => fetchReportPic({ period }) });
  const points = picture.data?.points ?? [];
  return (
    <Card
      title={t('patrol.report.title')}
      extra={
        <DatePicker picker="month" value={month} allowClear={false} onChange={(value) => value && setMonth(value)} />
      }
      data-testid="patrol-report"
    >
      <Table<PatrolReport>
        rowKey="company_cared_id"
        size="small"
        pagination={false}
        loading={reports.isFetching}
        dataSource={reports.data ?? []}
        columns={[
          { title: t('patrol.unit'), dataIndex: 'company_name' },
          { title: t('patrol.report.plans'), dataIndex: 'plan_count' },
          { title: t('patrol.report.tasks'), dataIndex: 'task_count' },
          { title: t('patrol.taskStatus.3'), dataIndex: 'completed_count' },
          { title: t('patrol.taskStatus.4'), dataIndex: 'overdue_count' },
          { title: t('patrol.taskStatus.5'), dataIndex: 'terminated_count' },
          { title: t('patrol.report.records'), dataIndex: 'record_count' },
          { title: t('patrol.unfit'), dataIndex: 'unfit_count' },
          { title: t('patrol.report.rate'), render: (_, row) => `${row.completion_rate}%` },
        ]}
      />
      {points.length > 0 && (
        <Chart
          height={240}
          testId="patrol-report-pic"
          option={reportPictureOption(points, {
            completed: t('patrol.taskStatus.3'),
            overdue: t('patrol.taskStatus.4'),
            unfit: t('patrol.unfit'),
          })}
        />
      )}
    </Card>
  );
};

/** /patrol/patrol_record (巡查记录): check-ins per day of a range, each day's list, the xlsx download, the report. */
export const RecordPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today().startOf('month'), today()]);
  const query = { start_date: range[0].format('YYYY-MM-DD'), end_date: range[1].format('YYYY-MM-DD') };
  const data = useQuery({ queryKey: patrolKeys.checkData(query), queryFn: () => fetchCheckData(query) });
  const download = useMutation({
    mutationFn: () => recordExportLink(query),
    onSuccess: (link) => openDownloadUrl(link.url),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t('patrol.record.title')}
        data-testid="patrol-record-page"
        extra={
          <Space>
            <DatePicker.RangePicker
              value={range}
              allowClear={false}
              onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
            />
            <Button onClick={() => download.mutate()} loading={download.isPending} data-testid="record-download">
              {t('patrol.record.download')}
            </Button>
          </Space>
        }
      >
        <Table<CheckData[number]>
          rowKey="date"
          size="small"
          loading={data.isFetching}
          dataSource={[...(data.data ?? [])].reverse()}
          pagination={{ pageSize: 31, hideOnSinglePage: true }}
          columns={[
            {
              title: t('patrol.record.date'),
              render: (_, row) => <Link to={`/patrol/patrol_record_detail_list?date=${row.date}`}>{row.date}</Link>,
            },
            { title: t('patrol.report.records'), dataIndex: 'record_count' },
            { title: t('patrol.record.sites'), dataIndex: 'site_count' },
            { title: t('patrol.unfit'), dataIndex: 'unfit_count' },
          ]}
        />
      </Card>
      <ReportCard />
    </Space>
  );
};

export default RecordPage;
