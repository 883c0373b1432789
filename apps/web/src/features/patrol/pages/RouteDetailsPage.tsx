import type { PatrolSite } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { fetchRoute } from '../api';
import { siteDetailPath } from './SiteListPage';
import { patrolKeys } from '../keys';

/** /patrol/route_details?id=: a route's sites in walking order. */
export const RouteDetailsPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id')) ?? 0;
  const route = useQuery({ queryKey: patrolKeys.route(id), queryFn: () => fetchRoute(id), enabled: id > 0 });
  const data = route.data;
  return (
    <Card
      title={data?.route_name ?? t('patrol.route.routeDetails')}
      loading={route.isLoading}
      data-testid="route-details-page"
    >
      {data && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('patrol.unit')}>{data.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('patrol.remark')}>{data.remark || '-'}</Descriptions.Item>
        </Descriptions>
      )}
      <Table<PatrolSite>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data?.sites ?? []}
        columns={[
          { title: '#', width: 50, render: (_, __, index) => index + 1 },
          {
            title: t('patrol.site.name'),
            render: (_, row) => <Link to={siteDetailPath(row.id)}>{row.site_name}</Link>,
          },
          { title: t('patrol.site.code'), dataIndex: 'site_code' },
          {
            title: t('patrol.site.place'),
            render: (_, row) => [row.building_name, row.floor_name].filter(Boolean).join(' / ') || '-',
          },
          { title: t('patrol.site.itemCount'), dataIndex: 'item_count' },
        ]}
      />
    </Card>
  );
};

export default RouteDetailsPage;
