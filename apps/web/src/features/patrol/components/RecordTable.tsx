import type { PatrolRecord } from '@fireline/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { PunchTag } from '../labels';

export const recordDetailPath = (id: number) => `/patrol/patrol_record_site_detail?id=${id}`;

/** Check-ins as a table (a day's, a site's history), paged by the caller. */
export const RecordTable = ({
  rows,
  total,
  page,
  onPage,
  loading,
}: {
  rows: PatrolRecord[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  loading?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Table<PatrolRecord>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={{
        current: page + 1,
        pageSize: 20,
        total,
        onChange: (next) => onPage(next - 1),
        showSizeChanger: false,
      }}
      columns={[
        {
          title: t('patrol.record.time'),
          render: (_, row) => (
            <Link to={recordDetailPath(row.id)}>{formatEpoch(row.check_time, 'YYYY-MM-DD HH:mm:ss')}</Link>
          ),
        },
        { title: t('patrol.site.name'), dataIndex: 'site_name' },
        { title: t('patrol.unit'), dataIndex: 'company_name' },
        { title: t('patrol.record.person'), render: (_, row) => row.checked_by.name },
        { title: t('patrol.record.status'), render: (_, row) => <PunchTag status={row.punch_status} /> },
        { title: t('patrol.fit'), dataIndex: 'fit_count' },
        { title: t('patrol.unfit'), dataIndex: 'unfit_count' },
        { title: t('patrol.task.number'), render: (_, row) => row.task_number || '-' },
      ]}
      data-testid="record-table"
    />
  );
};
