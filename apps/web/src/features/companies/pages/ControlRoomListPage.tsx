import type { ControlRoom, RegionNode } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Space, Tag } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../app/api';
import { useButton } from '../../../app/permissions';
import { formatEpoch } from '../../../app/site-time';
import { RegionName } from '../../../components/AddressPicker';
import { withConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import type { MessageKey } from '../../../locales/en-US';
import { deleteControlRooms, fetchControlRooms, fetchUnitOptions } from '../api';

const editPath = (id: number) => `/companyControlRoom/edit?type=edit&company_id=${id}`;

/**
 * /companyControlRoom/list (left nav 联网单位 › 消防控制室): the fire control rooms of the scope with the unit each belongs
 * to, filtered by name, unit, region, online status and creation time; new, edit and delete of a selection as the
 * unit buttons allow.
 */
export const ControlRoomListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Key[]>([]);
  const canCreate = useButton('networkcompany-new');
  const canEdit = useButton('networkcompany-info-edit');
  const canDelete = useButton('networkcompany-del');
  const provinces = useQuery({
    queryKey: ['region', ''],
    queryFn: () => api.get<RegionNode[]>('/address/region/', {}, { silent: true }),
    staleTime: Infinity,
  });
  const units = useQuery({ queryKey: ['unit-options', ''], queryFn: () => fetchUnitOptions() });

  const heads = useMemo<TableHead<ControlRoom>[]>(
    () => [
      {
        id: 'company_name',
        name: t('controlRooms.col.name'),
        width: 200,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => (canEdit ? <Link to={editPath(row.company_id)}>{row.company_name}</Link> : row.company_name),
      },
      {
        id: 'parent_name',
        name: t('controlRooms.col.parent'),
        width: 160,
        filter_options: {
          type: 'select',
          key: 'parent_id',
          options: (units.data?.list ?? []).map((unit) => ({ value: unit.company_id, label: unit.company_name })),
        },
        custom: (row) => row.parent_name ?? '-',
      },
      {
        id: 'company_address',
        name: t('companies.col.region'),
        width: 110,
        filter_options: {
          type: 'select',
          key: 'region_code',
          options: (provinces.data ?? []).map((node) => ({ value: node.code, label: node.name })),
        },
        custom: (row) => <RegionName code={row.company_address} />,
      },
      { id: 'contact_name', name: t('companies.col.contact'), width: 100 },
      { id: 'control_room_phone', name: t('companies.field.control_room_phone'), width: 130 },
      {
        id: 'enum_company_online_status',
        name: t('companies.col.online'),
        width: 100,
        filter_options: {
          type: 'select',
          options: [1, 0].map((value) => ({ value, label: t(`companies.online.${value}` as MessageKey) })),
        },
        custom: (row) => (
          <Tag color={row.enum_company_online_status === 1 ? 'green' : 'default'}>
            {t(`companies.online.${row.enum_company_online_status}` as MessageKey)}
          </Tag>
        ),
      },
      { id: 'center_name', name: t('companies.col.center'), width: 150, noshow: true },
      {
        id: 'create_time',
        name: t('companies.col.created'),
        width: 150,
        filter_options: { type: 'date_range', range_keys: ['start_time', 'end_time'] },
        custom: (row) => formatEpoch(row.create_time, 'YYYY-MM-DD HH:mm'),
      },
    ],
    [t, provinces.data, units.data, canEdit],
  );
  const state = useTableState(heads);
  const list = useQuery({ queryKey: ['control-rooms', state.query], queryFn: () => fetchControlRooms(state.query) });

  const remove = useMutation({
    mutationFn: (ids: number[]) => deleteControlRooms(ids),
    onSuccess: () => {
      void message.success(t('companies.list.deleted'));
      setSelected([]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['control-rooms'] }),
  });
  const confirmDelete = (ids: number[]) => {
    if (ids.length === 0) {
      void message.warning(t('companies.list.pleaseSelect'));
      return;
    }
    void withConfirm({ content: t('controlRooms.deleteConfirm', { count: ids.length }), danger: true }, () =>
      remove.mutateAsync(ids).catch(() => undefined),
    );
  };

  return (
    <Card title={t('controlRooms.title')} data-testid="control-room-list-page">
      <DataTable<ControlRoom>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.company_id}
        selection={canDelete ? { keys: selected, onChange: (keys) => setSelected(keys) } : undefined}
        toolbar={
          <Space>
            {canCreate && (
              <Button
                type="primary"
                onClick={() => navigate('/companyControlRoom/edit')}
                data-testid="control-room-new"
              >
                {t('controlRooms.new')}
              </Button>
            )}
            {canDelete && (
              <Button
                danger
                onClick={() => confirmDelete(selected.map(Number))}
                data-testid="control-room-batch-delete"
              >
                {t('controlRooms.batchDelete')}
              </Button>
            )}
          </Space>
        }
        actions={
          canEdit || canDelete
            ? {
                title: t('companies.list.actions'),
                width: 120,
                render: (row) => (
                  <Space size="small">
                    {canEdit && <Link to={editPath(row.company_id)}>{t('companies.list.edit')}</Link>}
                    {canDelete && (
                      <Button
                        type="link"
                        danger
                        size="small"
                        onClick={() => confirmDelete([row.company_id])}
                        data-testid={`control-room-delete-${row.company_id}`}
                      >
                        {t('companies.list.delete')}
                      </Button>
                    )}
                  </Space>
                ),
              }
            : undefined
        }
      />
    </Card>
  );
};

export default ControlRoomListPage;
