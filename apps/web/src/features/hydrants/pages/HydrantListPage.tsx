import type { HydrantItem } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryDataTable } from '../../../components/DataTable';
import { RowActions, useRemoval } from '../../../components/RowActions';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { ExportButton } from '../../../components/ExportButton';
import { deleteHydrant, fetchHydrants } from '../api';
import { StatusTags } from '../components/StatusTags';
import { typeKey } from '../hooks';
import { formatPressure } from '../pressure';
import { useButton } from '../../../lib/permissions';
import { hydrantKeys } from '../keys';

const onlineKey = (isOnline: boolean | number) => (isOnline ? 'hydrants.online.1' : 'hydrants.online.0');

/** /firecock/fire_list: the hydrants the user sees, filtered by number, type, alarm and online status through the URL query. */
export const HydrantListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoval(deleteHydrant, { doneText: t('hydrants.deleted'), queryKey: hydrantKeys.all });
  const canAdd = useButton('firecock-info-new');
  const canEdit = useButton('firecock-info-edit');
  const canDelete = useButton('firecock-info-del');
  const canImport = useButton('firecock-import');

  // The state columns come right after the number and address: a narrower screen scrolls the details, not them.
  const heads: TableHead<HydrantItem>[] = [
    {
      id: 'equipment_number',
      name: t('hydrants.field.number'),
      width: 140,
      filter_options: { type: 'search', max_length: 30 },
    },
    {
      id: 'address',
      name: t('hydrants.field.address'),
      width: 200,
      custom: (item) => [item.address, item.position_desc].filter(Boolean).join(' · '),
    },
    {
      id: 'status',
      name: t('hydrants.field.status'),
      width: 140,
      filter_options: {
        type: 'select',
        key: 'is_alarm',
        options: [{ value: 1, label: t('hydrants.filter.alarmOnly') }],
      },
      custom: (item) => <StatusTags item={item} />,
    },
    {
      id: 'is_online',
      name: t('hydrants.field.online'),
      width: 120,
      filter_options: {
        type: 'select',
        key: 'online',
        options: [1, 0].map((value) => ({ value, label: t(onlineKey(value)) })),
      },
      custom: (item) => <Badge status={item.is_online ? 'success' : 'default'} text={t(onlineKey(item.is_online))} />,
    },
    {
      id: 'type',
      name: t('hydrants.field.type'),
      width: 140,
      filter_options: { type: 'select', options: [1, 2, 3].map((type) => ({ value: type, label: t(typeKey(type)) })) },
      custom: (item) => t(typeKey(item.type)),
    },
    {
      id: 'pressure',
      name: t('hydrants.field.pressure'),
      width: 120,
      custom: (item) =>
        item.pressure === null ? '—' : `${formatPressure(item.pressure)} / ${formatPressure(item.lower_limit)}`,
    },
    {
      id: 'out_hydrant_pipe_diameter',
      name: t('hydrants.field.diameter'),
      width: 100,
      custom: (item) => `${item.out_hydrant_pipe_diameter} mm`,
    },
  ];
  const state = useTableState(heads);
  const list = useQuery({ queryKey: hydrantKeys.list(state.query), queryFn: () => fetchHydrants(state.query) });
  const { page_no: _pageNo, page_size: _pageSize, ...filters } = state.query;

  return (
    <Card
      title={t('hydrants.list.title')}
      extra={
        <Space>
          <ExportButton kind="hydrants" filters={filters} total={list.data?.total} testId="hydrant-export" />
          {canImport ? (
            <Button onClick={() => navigate('/firecock/import_firecock')}>{t('hydrants.import.title')}</Button>
          ) : null}
          {canAdd ? (
            <Button type="primary" onClick={() => navigate('/firecock/add_firecock')}>
              {t('hydrants.list.add')}
            </Button>
          ) : null}
        </Space>
      }
      data-testid="hydrant-list"
    >
      <QueryDataTable<HydrantItem>
        heads={heads}
        result={list}
        state={state}
        rowKey={(item) => item.equipment_id}
        actions={{
          title: '',
          width: 160,
          render: (item) => (
            <RowActions
              links={[
                {
                  to: `/firecock/details_firecock?equipment_id=${item.equipment_id}`,
                  label: t('hydrants.action.details'),
                },
                {
                  to: `/firecock/add_firecock?type=edit&equipment_id=${item.equipment_id}`,
                  label: t('hydrants.action.edit'),
                  isShown: canEdit,
                },
              ]}
              remove={
                canDelete
                  ? {
                      title: t('hydrants.confirmDelete'),
                      label: t('hydrants.action.delete'),
                      onConfirm: () => remove.mutate(item.equipment_id),
                    }
                  : undefined
              }
            />
          ),
        }}
      />
    </Card>
  );
};

export default HydrantListPage;
