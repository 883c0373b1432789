import type { ControlRoom } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useButton } from '../../../lib/permissions';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useListTable } from '../../../components/use-list-table';
import { deleteControlRooms, fetchControlRooms, fetchUnitOptions } from '../api';
import { createdHead, onlineHead, regionHead, useProvinceOptions, useSelectionDelete } from '../unit-list';
import { companyKeys } from '../keys';

const editPath = (id: number) => `/companyControlRoom/edit?type=edit&company_id=${id}`;

/**
 * /companyControlRoom/list (left nav 联网单位 › 消防控制室): the fire control rooms of the scope with the unit each belongs
 * to, filtered by name, unit, region, online status and creation time; new, edit and delete of a selection as the
 * unit buttons allow.
 */
export const ControlRoomListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useButton('networkcompany-new');
  const canEdit = useButton('networkcompany-info-edit');
  const canDelete = useButton('networkcompany-del');
  const provinces = useProvinceOptions();
  const units = useQuery({ queryKey: companyKeys.unitOptions(''), queryFn: () => fetchUnitOptions() });

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
      regionHead({ name: t('companies.col.region'), width: 110 }, provinces),
      { id: 'contact_name', name: t('companies.col.contact'), width: 100 },
      { id: 'control_room_phone', name: t('companies.field.control_room_phone'), width: 130 },
      onlineHead(t, { name: t('companies.col.online'), width: 100 }, true),
      { id: 'center_name', name: t('companies.col.center'), width: 150, noshow: true },
      createdHead({ name: t('companies.col.created'), width: 150 }, true),
    ],
    [t, provinces, units.data, canEdit],
  );
  const { table } = useListTable({
    heads,
    queryKey: companyKeys.controlRoomList,
    fetch: fetchControlRooms,
  });

  const { selection, batchDeleteButton, rowDeleteButton } = useSelectionDelete({
    remove: deleteControlRooms,
    confirmText: (count) => t('controlRooms.deleteConfirm', { count }),
    queryKey: companyKeys.controlRoomListAll(),
  });

  return (
    <Card title={t('controlRooms.title')} data-testid="control-room-list-page">
      <DataTable<ControlRoom>
        {...table}
        rowKey={(row) => row.company_id}
        selection={canDelete ? selection : undefined}
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
            {canDelete && batchDeleteButton(t('controlRooms.batchDelete'), 'control-room-batch-delete')}
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
                    {canDelete && rowDeleteButton(row.company_id, `control-room-delete-${row.company_id}`)}
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
