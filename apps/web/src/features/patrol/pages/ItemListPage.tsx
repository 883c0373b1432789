import { patrolItemTypes, type PatrolItem } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { deleteItem, fetchItems } from '../api';
import { requireText } from './SiteDetailPage';
import { patrolKeys } from '../keys';

/** /patrol/patrol_item (巡查项): the check items of the sites (?site_id= narrows to one site). */
export const ItemListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const siteId = params.get('site_id') ?? undefined;
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteItem,
    onSuccess: () => void message.success(t('patrol.deleted')),
    onSettled: () => client.invalidateQueries({ queryKey: patrolKeys.all }),
  });
  const lang = currentLang();
  const heads = useMemo<TableHead<PatrolItem>[]>(
    () => [
      { id: 'item_code', name: t('patrol.item.code'), width: 160 },
      {
        id: 'name',
        name: t('patrol.item.name'),
        width: 160,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={`/patrol/patrol_item_detail?id=${row.id}`}>{row.name}</Link>,
      },
      {
        id: 'enum_pt_item_type',
        name: t('patrol.item.type'),
        width: 130,
        filter_options: {
          type: 'select',
          options: patrolItemTypes.map((type) => ({ value: type.id, label: type[lang] })),
        },
        custom: (row) => row.enum_pt_item_type.name,
      },
      { id: 'site_name', name: t('patrol.site.name'), width: 150 },
      { id: 'quantity', name: t('patrol.item.quantity'), width: 80 },
      { id: 'require', name: t('patrol.item.require'), width: 220, custom: (row) => requireText(row, t) },
    ],
    [t, lang],
  );
  const state = useTableState(heads, { context: ['site_id'] });
  const list = useQuery({
    queryKey: patrolKeys.items(state.query, siteId),
    queryFn: () => fetchItems({ ...state.query, site_id: siteId }),
  });
  return (
    <Card title={t('patrol.item.title')} data-testid="patrol-item-page">
      <DataTable<PatrolItem>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        toolbar={
          <Button
            type="primary"
            onClick={() => navigate(`/patrol/patrol_item_new${siteId ? `?site_id=${siteId}` : ''}`)}
          >
            {t('patrol.item.new')}
          </Button>
        }
        actions={{
          title: t('patrol.actions'),
          width: 150,
          render: (row) => (
            <Space size="small">
              <Link to={`/patrol/patrol_item_new?type=edit&id=${row.id}`}>{t('patrol.edit')}</Link>
              <ConfirmLink
                danger
                label={t('patrol.delete')}
                confirm={t('patrol.item.deleteConfirm', { name: row.name })}
                onConfirm={() => remove.mutateAsync(row.id)}
              />
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default ItemListPage;
