import type { ThirdSystem, ThirdSystemKind } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Space, Switch, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasPermissionId, useButton } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { formatEpoch } from '../../../lib/site-time';
import { withConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { deleteSystem, fetchSystems, updateSystem } from '../api';
import { KeyStatus } from '../components/KeyStatus';
import { ThirdSystemFrame } from '../components/ThirdSystemFrame';
import { detailPath, editPath, importPath, newPath, unitsPath } from '../paths';
import { thirdSystemKeys } from '../keys';

/**
 * /thirdsystem/<kind>: the organisation's external systems of one kind (every organisation's for the administrator),
 * with their key's state, units, last contact and a switch to turn each on or off.
 */
export const ThirdSystemListPage = ({ kind }: { kind: ThirdSystemKind }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const isAdmin = session?.user.role_code === 'admin_system';
  const canEdit = useButton('thirdsystem-edit');
  const canImport = session ? hasPermissionId(session.control, 'thirdsystem-import', session.user.role_code) : false;
  const refresh = () => queryClient.invalidateQueries({ queryKey: thirdSystemKeys.all });
  const toggle = useMutation({
    mutationFn: (system: ThirdSystem) => updateSystem({ id: system.id, is_enabled: system.is_enabled === 1 ? 0 : 1 }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSystem(id),
    onSuccess: () => void message.success(t('thirdSystems.deleted')),
    onSettled: refresh,
  });
  const heads = useMemo<TableHead<ThirdSystem>[]>(
    () => [
      {
        id: 'name',
        name: t('thirdSystems.col.name'),
        width: 180,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={detailPath(kind, row.id)}>{row.name}</Link>,
      },
      ...(isAdmin ? [{ id: 'company_name', name: t('thirdSystems.col.owner'), width: 160 }] : []),
      {
        id: 'contact_name',
        name: t('thirdSystems.col.contact'),
        width: 150,
        custom: (row) =>
          row.contact_name || row.contact_phone ? [row.contact_name, row.contact_phone].filter(Boolean).join(' ') : '-',
      },
      {
        id: 'unit_count',
        name: t('thirdSystems.col.units'),
        width: 90,
        custom: (row) => <Link to={unitsPath(kind, row.id)}>{row.unit_count}</Link>,
      },
      { id: 'key_status', name: t('thirdSystems.col.key'), width: 190, custom: (row) => <KeyStatus system={row} /> },
      {
        id: 'last_contact_time',
        name: t('thirdSystems.col.lastContact'),
        width: 150,
        custom: (row) =>
          row.last_contact_time ? formatEpoch(row.last_contact_time, 'YYYY-MM-DD HH:mm') : t('thirdSystems.never'),
      },
      {
        id: 'is_enabled',
        name: t('thirdSystems.col.enabled'),
        width: 90,
        filter_options: {
          type: 'select',
          options: [1, 0].map((value) => ({ value, label: t(`thirdSystems.enabled.${value as 0 | 1}`) })),
        },
        custom: (row) =>
          canEdit ? (
            <Switch
              size="small"
              checked={row.is_enabled === 1}
              loading={toggle.isPending && toggle.variables?.id === row.id}
              onChange={() => toggle.mutate(row)}
              data-testid={`third-enabled-${row.id}`}
            />
          ) : (
            <Tag color={row.is_enabled === 1 ? 'green' : 'default'}>{t(`thirdSystems.enabled.${row.is_enabled}`)}</Tag>
          ),
      },
    ],
    [t, kind, isAdmin, canEdit, toggle],
  );
  const state = useTableState(heads);
  const query = { ...state.query, kind };
  const list = useQuery({ queryKey: thirdSystemKeys.list(query), queryFn: () => fetchSystems(query) });
  return (
    <ThirdSystemFrame>
      <Typography.Paragraph type="secondary">
        {t(kind === 'third_enter' ? 'thirdSystems.intro.third_enter' : 'thirdSystems.intro')}
      </Typography.Paragraph>
      <DataTable<ThirdSystem>
        heads={heads}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        state={state}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        toolbar={
          <Space>
            {canEdit && (
              <Button type="primary" onClick={() => navigate(newPath(kind))} data-testid="third-new">
                {t('thirdSystems.new')}
              </Button>
            )}
            {canImport && (
              <Button onClick={() => navigate(importPath(kind))} data-testid="third-import">
                {t('thirdSystems.import')}
              </Button>
            )}
          </Space>
        }
        actions={{
          title: t('companies.list.actions'),
          width: 200,
          render: (row) => (
            <Space size="small">
              <Link to={detailPath(kind, row.id)}>{t('thirdSystems.view')}</Link>
              <Link to={unitsPath(kind, row.id)}>{t('thirdSystems.units')}</Link>
              {canEdit && <Link to={editPath(kind, row.id)}>{t('thirdSystems.edit')}</Link>}
              {canEdit && (
                <Button
                  type="link"
                  danger
                  size="small"
                  onClick={() =>
                    void withConfirm(
                      { content: t('thirdSystems.deleteConfirm', { name: row.name }), danger: true },
                      () => remove.mutateAsync(row.id).catch(() => undefined),
                    )
                  }
                  data-testid={`third-delete-${row.id}`}
                >
                  {t('thirdSystems.delete')}
                </Button>
              )}
            </Space>
          ),
        }}
      />
    </ThirdSystemFrame>
  );
};

export default ThirdSystemListPage;
