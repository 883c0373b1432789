import { userStatuses, type UserRecord } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Space, Switch, Tag } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loadSession } from '../../../lib/session';
import { formatEpoch } from '../../../lib/site-time';
import { withConfirm } from '../../../components/confirm-dialog';
import { QueryDataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import type { MessageKey } from '../../../locales/en-US';
import { deleteUsers, fetchUsers, setActiveStatus } from '../api';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { useAreaCompanyId, useFormOptions } from '../hooks';
import { areaLink, canKeepPeople, type PeopleArea } from '../people-area';
import { departmentOptions } from '../user-form';
import { userKeys } from '../keys';

const statusColor: Record<number, string> = { 1: 'green', 2: 'default', 3: 'orange' };

/**
 * /systemmanage/account (one's own organisation's people) and /company/user?company_id= (a unit's): filtered by name,
 * account, mobile, status, staff status and department through the URL query; new, edit, details, delete of a
 * selection after a confirmation (spec 001 §5: deleting needs a selection), enable / disable, reset password.
 */
export const UserListPage = ({ area }: { area: PeopleArea }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companyId = useAreaCompanyId(area);
  const canKeep = canKeepPeople(companyId);
  // One's own account is neither disabled nor deleted from here (the server refuses it too).
  const selfId = loadSession()?.user.uid;
  const [selected, setSelected] = useState<Key[]>([]);
  const [resetting, setResetting] = useState<UserRecord>();
  const options = useFormOptions(companyId);
  const departments = useMemo(() => departmentOptions(options.data?.departments ?? []), [options.data]);
  const context = { company_id: companyId };
  const toggle = useMutation({
    mutationFn: ({ row, isActive }: { row: UserRecord; isActive: 0 | 1 }) => setActiveStatus(row.user_id, isActive),
    onSuccess: (saved) => void message.success(t(saved.is_active ? 'users.activated' : 'users.deactivated')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });

  const heads = useMemo<TableHead<UserRecord>[]>(
    () => [
      {
        id: 'name',
        name: t('users.field.name'),
        width: 96,
        filter_options: { type: 'search', max_length: 30 },
        custom: (row) => <Link to={areaLink(area, 'info', { ...context, user_id: row.user_id })}>{row.name}</Link>,
      },
      { id: 'account', name: t('users.field.account'), width: 110, filter_options: { type: 'search', max_length: 30 } },
      {
        id: 'phone_num',
        name: t('users.field.phone_num'),
        width: 120,
        filter_options: { type: 'search', max_length: 20 },
      },
      {
        id: 'role_name',
        name: t('users.field.role_id'),
        width: 130,
        custom: (row) => (i18n.language === 'en' ? row.role_eng_name : row.role_name),
      },
      {
        id: 'department_name',
        name: t('users.field.department_id'),
        width: 125,
        filter_options: { type: 'select', key: 'department_id', options: departments },
        custom: (row) => row.department_name ?? '—',
      },
      {
        id: 'enum_user_staff',
        name: t('users.field.enum_user_staff'),
        width: 96,
        filter_options: {
          type: 'select',
          options: [1, 0].map((value) => ({ value, label: t(`users.staff.${value}` as MessageKey) })),
        },
        custom: (row) => t(`users.staff.${row.enum_user_staff}` as MessageKey),
      },
      {
        id: 'enum_user_status',
        name: t('users.field.enum_user_status'),
        width: 110,
        filter_options: {
          type: 'select',
          options: userStatuses.map((value) => ({ value, label: t(`users.status.${value}` as MessageKey) })),
        },
        custom: (row) => (
          <Tag color={statusColor[row.enum_user_status]}>{t(`users.status.${row.enum_user_status}` as MessageKey)}</Tag>
        ),
      },
      {
        id: 'is_active',
        name: t('users.field.is_active'),
        width: 76,
        custom: (row) => (
          <Switch
            size="small"
            checked={row.is_active === 1}
            disabled={!canKeep || row.user_id === selfId}
            onChange={(checked) => toggle.mutate({ row, isActive: checked ? 1 : 0 })}
            aria-label={`${t('users.field.is_active')} ${row.account}`}
            data-testid={`user-active-${row.user_id}`}
          />
        ),
      },
      {
        id: 'last_login_time',
        name: t('users.field.last_login_time'),
        width: 146,
        // Off at first so the list fits 1440 px; the column settings bring it back.
        noshow: true,
        custom: (row) => (row.last_login_time ? formatEpoch(row.last_login_time, 'YYYY-MM-DD HH:mm') : '—'),
      },
      {
        id: 'create_time',
        name: t('users.field.create_time'),
        width: 146,
        noshow: true,
        custom: (row) => formatEpoch(row.create_time, 'YYYY-MM-DD HH:mm'),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, departments, canKeep, area, companyId, selfId],
  );
  const state = useTableState(heads, { context: ['company_id'] });
  const list = useQuery({ queryKey: userKeys.list(state.query), queryFn: () => fetchUsers(state.query) });

  const remove = useMutation({
    mutationFn: deleteUsers,
    onSuccess: () => {
      void message.success(t('users.list.deleted'));
      setSelected([]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
  const confirmDelete = (ids: number[]) => {
    if (ids.length === 0) {
      void message.warning(t('users.list.pleaseSelect'));
      return;
    }
    void withConfirm({ content: t('users.list.deleteConfirm', { count: ids.length }), danger: true }, () =>
      remove.mutateAsync(ids).catch(() => undefined),
    );
  };

  return (
    <Card title={t(area === 'unit' ? 'users.list.unitTitle' : 'users.list.title')} data-testid="user-list-page">
      <QueryDataTable<UserRecord>
        heads={heads}
        result={list}
        state={state}
        rowKey={(row) => row.user_id}
        selection={canKeep ? { keys: selected, onChange: (keys) => setSelected(keys) } : undefined}
        toolbar={
          <Space>
            {canKeep && (
              <Button
                type="primary"
                onClick={() => void navigate(areaLink(area, 'form', context))}
                data-testid="user-new"
              >
                {t('users.list.new')}
              </Button>
            )}
            {canKeep && (
              <Button danger onClick={() => confirmDelete(selected.map(Number))} data-testid="user-batch-delete">
                {t('users.list.batchDelete')}
              </Button>
            )}
            {area === 'system' && (
              <Button onClick={() => void navigate('/systemmanage/account/alarm')} data-testid="user-alarm">
                {t('users.list.alarm')}
              </Button>
            )}
          </Space>
        }
        actions={{
          title: t('users.list.actions'),
          width: 220,
          render: (row) => (
            <Space size="small" wrap>
              <Link to={areaLink(area, 'info', { ...context, user_id: row.user_id })}>{t('users.action.view')}</Link>
              {canKeep && (
                <Link to={areaLink(area, 'form', { ...context, type: 'edit', user_id: row.user_id })}>
                  {t('users.action.edit')}
                </Link>
              )}
              {canKeep && (
                <Button type="link" size="small" onClick={() => setResetting(row)}>
                  {t('users.action.resetPassword')}
                </Button>
              )}
              {canKeep && row.user_id !== selfId && (
                <Button
                  type="link"
                  danger
                  size="small"
                  onClick={() => confirmDelete([row.user_id])}
                  data-testid={`user-delete-${row.user_id}`}
                >
                  {t('users.action.delete')}
                </Button>
              )}
            </Space>
          ),
        }}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
    </Card>
  );
};

export default UserListPage;
