import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { fetchItem } from '../api';
import { requireText } from './SiteDetailPage';
import { siteDetailPath } from './SiteListPage';
import { patrolKeys } from '../keys';

/** /patrol/patrol_item_detail?id=: one check item and what the worker must answer. */
export const ItemDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id')) ?? 0;
  const item = useQuery({ queryKey: patrolKeys.item(id), queryFn: () => fetchItem(id), enabled: id > 0 });
  const data = item.data;
  return (
    <Card
      title={data?.name ?? t('patrol.route.itemDetail')}
      loading={item.isLoading}
      extra={<Link to={`/patrol/patrol_item_new?type=edit&id=${id}`}>{t('patrol.edit')}</Link>}
      data-testid="item-detail-page"
    >
      {data && (
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('patrol.item.code')}>{data.item_code}</Descriptions.Item>
          <Descriptions.Item label={t('patrol.item.type')}>{data.enum_pt_item_type.name}</Descriptions.Item>
          <Descriptions.Item label={t('patrol.site.name')}>
            <Link to={siteDetailPath(data.site_id)}>{data.site_name}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('patrol.item.quantity')}>{data.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('patrol.item.require')}>{requireText(data, t)}</Descriptions.Item>
          <Descriptions.Item label={t('patrol.createTime')}>
            {formatEpoch(data.create_time, 'YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
};

export default ItemDetailPage;
