import type { PatrolItem } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Image, Row, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { fetchQrPicture, fetchSite } from '../api';
import { labelsDownloadPath } from './SiteListPage';
import { patrolKeys } from '../keys';

export const requireText = (
  item: PatrolItem,
  t: (key: 'patrol.item.passFail' | 'patrol.item.reading' | 'patrol.item.photoRequired') => string,
) => {
  const require = item.check_require_json;
  const reading =
    require.kind === 'reading'
      ? `${t('patrol.item.reading')} ${require.min ?? '-∞'} ~ ${require.max ?? '+∞'} ${require.unit ?? ''}`
      : t('patrol.item.passFail');
  return require.photo_required ? `${reading} · ${t('patrol.item.photoRequired')}` : reading;
};

/** /patrol/patrol_site_detail?id=: a site, its items and its QR code (what the worker's phone scans). */
export const SiteDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id')) ?? 0;
  const site = useQuery({ queryKey: patrolKeys.site(id), queryFn: () => fetchSite(id), enabled: id > 0 });
  const qr = useQuery({ queryKey: patrolKeys.qr(id), queryFn: () => fetchQrPicture(id), enabled: id > 0 });
  const data = site.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="site-detail-page">
      <Card
        title={data?.site_name ?? t('patrol.route.siteDetail')}
        loading={site.isLoading}
        extra={
          <Space>
            <Link to={`/patrol/patrol_site_new?type=edit&id=${id}`}>{t('patrol.edit')}</Link>
            <Link to={`/patrol/patrol_site_history?id=${id}`}>{t('patrol.site.history')}</Link>
          </Space>
        }
      >
        <Row gutter={24}>
          <Col flex="auto">
            {data && (
              <Descriptions column={2} size="small">
                <Descriptions.Item label={t('patrol.site.code')}>
                  <span data-testid="site-code">{data.site_code}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('patrol.unit')}>{data.company_name}</Descriptions.Item>
                <Descriptions.Item label={t('patrol.site.positionType')}>
                  {data.enum_site_position_type.name}
                </Descriptions.Item>
                <Descriptions.Item label={t('patrol.site.place')}>
                  {[data.building_name, data.floor_name, data.area_name].filter(Boolean).join(' / ') || '-'}
                </Descriptions.Item>
                <Descriptions.Item label={t('patrol.site.location')}>{data.site_location || '-'}</Descriptions.Item>
                <Descriptions.Item label={t('patrol.site.lastCheck')}>
                  {data.last_check_time ? formatEpoch(data.last_check_time, 'YYYY-MM-DD HH:mm') : '-'}
                </Descriptions.Item>
                <Descriptions.Item label={t('patrol.remark')}>{data.remark || '-'}</Descriptions.Item>
                <Descriptions.Item label={t('patrol.site.labelCode')}>
                  <span data-testid="site-label-code">{data.label_code}</span>
                </Descriptions.Item>
              </Descriptions>
            )}
          </Col>
          <Col flex="200px" style={{ textAlign: 'center' }}>
            {qr.data && (
              <>
                <Image src={qr.data.data_url} width={160} preview={false} alt="QR" data-testid="site-qr" />
                <Typography.Paragraph copyable={{ text: qr.data.url }} type="secondary" style={{ fontSize: 12 }}>
                  {t('patrol.site.qrHint')}
                </Typography.Paragraph>
                <Button size="small" onClick={() => window.open(labelsDownloadPath([id]), '_blank')}>
                  {t('patrol.site.downloadLabel')}
                </Button>
              </>
            )}
          </Col>
        </Row>
      </Card>
      <Card
        title={t('patrol.item.list')}
        extra={<Link to={`/patrol/patrol_item_new?site_id=${id}`}>{t('patrol.item.new')}</Link>}
      >
        <Table<PatrolItem>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data?.items ?? []}
          columns={[
            { title: t('patrol.item.code'), dataIndex: 'item_code' },
            {
              title: t('patrol.item.name'),
              render: (_, row) => <Link to={`/patrol/patrol_item_detail?id=${row.id}`}>{row.name}</Link>,
            },
            { title: t('patrol.item.type'), render: (_, row) => row.enum_pt_item_type.name },
            { title: t('patrol.item.quantity'), dataIndex: 'quantity' },
            { title: t('patrol.item.require'), render: (_, row) => requireText(row, t) },
          ]}
        />
      </Card>
    </Space>
  );
};

export default SiteDetailPage;
