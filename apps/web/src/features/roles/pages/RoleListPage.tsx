import type { RoleRecord } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { formatEpoch } from '../../../lib/site-time';
import { deleteRole, fetchRoles } from '../api';
import { kindOfCompanyType } from '../permission-tree';
import { roleKeys } from '../keys';

const EDIT = '/systemmanage/role/edit';

/**
 * /systemmanage/role: the organisation's roles, then the presets of its kind (every preset for the platform
 * administrator). A role one holds and a preset (for anyone but the administrator) are shown, not changed; a preset
 * starts a role of one's own.
 */
export const RoleListPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const roles = useQuery({ queryKey: roleKeys.list(), queryFn: fetchRoles });
  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: () => {
      void message.success(t('roles.deleted'));
      void queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
  const isEn = i18n.language === 'en';
  // New roles are the organisation's own: they start from a preset of its kind.
  const orgKind = kindOfCompanyType(session?.user.company_type);

  const columns = [
    {
      key: 'name',
      title: t('roles.field.name'),
      render: (_: unknown, role: RoleRecord) => (
        <Space size={6}>
          {isEn ? role.eng_name : role.name}
          {role.is_preset && <Tag color="blue">{t('roles.preset')}</Tag>}
          {role.code === session?.user.role_code && <Tag color="gold">{t('roles.own')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'other_name',
      title: isEn ? t('roles.field.name') + ' (中文)' : t('roles.field.engName'),
      render: (_: unknown, role: RoleRecord) => (isEn ? role.name : role.eng_name),
    },
    { key: 'user_count', title: t('roles.field.userCount'), dataIndex: 'user_count', width: 100 },
    {
      key: 'update_time',
      title: t('roles.field.updated'),
      width: 180,
      render: (_: unknown, role: RoleRecord) => formatEpoch(role.update_time, 'YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: '',
      width: 280,
      render: (_: unknown, role: RoleRecord) => (
        <Space size={0} data-testid={`role-actions-${role.id}`}>
          <Link to={`${EDIT}?id=${role.id}`}>
            <Button type="link" size="small">
              {role.can_edit ? t('roles.edit') : t('roles.view')}
            </Button>
          </Link>
          {role.is_preset && role.org_kind !== null && role.org_kind === orgKind && (
            <Link to={`${EDIT}?preset=${role.code}`}>
              <Button type="link" size="small">
                {t('roles.fromPreset')}
              </Button>
            </Link>
          )}
          {role.can_delete && (
            <Popconfirm title={t('roles.confirmDelete')} onConfirm={() => remove.mutate(role.id)}>
              <Button type="link" danger size="small">
                {t('roles.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('roles.title')}
      extra={
        <Button type="primary" onClick={() => void navigate(EDIT)} data-testid="role-add">
          {t('roles.add')}
        </Button>
      }
      data-testid="role-list"
    >
      <Table<RoleRecord>
        rowKey="id"
        size="middle"
        loading={roles.isLoading}
        pagination={false}
        columns={columns}
        dataSource={roles.data ?? []}
      />
    </Card>
  );
};

export default RoleListPage;
