import type { RecordItem } from '@fireline/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Descriptions, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { StoredImage } from '../../../components/StoredImage';
import { RaiseRepair } from '../../repair';
import { fetchRecord, raiseRecordItemRepair } from '../api';
import { PunchTag } from '../labels';
import { siteDetailPath } from './SiteListPage';
import { taskDetailsPath } from './TaskListPage';
import { patrolKeys } from '../keys';

/** /patrol/patrol_record_site_detail?id=: one check-in: who, when, where, and each item's answer with its photos. */
export const RecordSiteDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id')) ?? 0;
  const record = useQuery({ queryKey: patrolKeys.record(id), queryFn: () => fetchRecord(id), enabled: id > 0 });
  const queryClient = useQueryClient();
  const data = record.data;
  return (
    <Card
      title={data?.site_name ?? t('patrol.route.recordSiteDetail')}
      loading={record.isLoading}
      data-testid="record-site-detail-page"
    >
      {data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions column={2} size="small">
            <Descriptions.Item label={t('patrol.site.name')}>
              <Link to={siteDetailPath(data.site_id)}>{data.site_name}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.unit')}>{data.company_name}</Descriptions.Item>
            <Descriptions.Item label={t('patrol.record.person')}>{data.checked_by.name}</Descriptions.Item>
            <Descriptions.Item label={t('patrol.record.time')}>
              {formatEpoch(data.check_time, 'YYYY-MM-DD HH:mm:ss')}
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.record.status')}>
              <PunchTag status={data.punch_status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.task.number')}>
              {data.task_id ? <Link to={taskDetailsPath(data.task_id)}>{data.task_number}</Link> : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.record.position')}>
              {data.latitude !== null && data.longitude !== null
                ? `${data.latitude.toFixed(5)}, ${data.longitude.toFixed(5)}`
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('patrol.remark')}>{data.remark || '-'}</Descriptions.Item>
          </Descriptions>
          <Table<RecordItem>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.items}
            columns={[
              { title: t('patrol.item.name'), dataIndex: 'item_name' },
              { title: t('patrol.item.type'), render: (_, row) => row.enum_pt_item_type.name },
              {
                title: t('patrol.record.result'),
                render: (_, row) => (
                  <Tag color={row.result === 1 ? 'success' : 'error'}>
                    {t(row.result === 1 ? 'patrol.fit' : 'patrol.unfit')}
                  </Tag>
                ),
              },
              { title: t('patrol.item.reading'), render: (_, row) => row.reading ?? '-' },
              { title: t('patrol.remark'), render: (_, row) => row.remark || '-' },
              {
                title: t('patrol.record.photos'),
                render: (_, row) => (
                  <Space>
                    {row.photo_file_ids.map((fileId) => (
                      <StoredImage
                        key={fileId}
                        src={`/files/${fileId}`}
                        width={56}
                        height={56}
                        style={{ objectFit: 'cover' }}
                      />
                    ))}
                  </Space>
                ),
              },
              ...(data.items.some((row) => row.result === 2)
                ? [
                    {
                      title: t('repair.raise.view'),
                      width: 160,
                      // 报修: an unfit answer raises one repair task; once raised, its link.
                      render: (_: unknown, row: RecordItem) =>
                        row.result === 2 ? (
                          <RaiseRepair
                            unitId={data.company_cared_id}
                            repair={row.repair_task_id ? { id: row.repair_task_id } : null}
                            label={t('repair.raise.button')}
                            raise={(companyMaintId) => raiseRecordItemRepair(row.id, companyMaintId)}
                            onRaised={() => void queryClient.invalidateQueries({ queryKey: patrolKeys.record(id) })}
                            testId={`record-item-repair-${row.id}`}
                          />
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        </Space>
      )}
    </Card>
  );
};

export default RecordSiteDetailPage;
