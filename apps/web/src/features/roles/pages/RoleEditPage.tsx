import type { RoleRecord } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Input, message, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { hasPermissionId } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { idParam } from '../../../lib/url';
import { createRole, fetchRole, fetchRoles, updateRole } from '../api';
import { PermissionTree } from '../components/PermissionTree';
import { isBuilt, kindOfCompanyType } from '../permission-tree';
import { roleKeys } from '../keys';

type Values = { name: string; eng_name: string; preset_code: string | null };

const LIST = '/systemmanage/role';

/** The form once the roles are loaded: a new role (from `?preset=`), or the role of `?id=`. */
const RoleForm = ({ roles, role, presetCode }: { roles: RoleRecord[]; role?: RoleRecord; presetCode?: string }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  // A role starts from a preset of its organisation's kind (the administrator's list holds every preset).
  const orgKind = kindOfCompanyType(session?.user.company_type);
  const presets = roles.filter((item) => item.is_preset && item.org_kind !== null && item.org_kind === orgKind);
  const canGrant = (id: string) => (session ? hasPermissionId(session.control, id, session.user.role_code) : false);
  const startFrom = (code: string | null | undefined) =>
    new Set(
      (presets.find((preset) => preset.code === code)?.permission_ids ?? []).filter(
        (id) => canGrant(id) && isBuilt(id),
      ),
    );
  const [checked, setChecked] = useState<ReadonlySet<string>>(() =>
    role ? new Set(role.permission_ids.filter(isBuilt)) : startFrom(presetCode),
  );
  // An area not built yet is not offered; what a role already holds there is kept as it is.
  const keptUnbuilt = role?.permission_ids.filter((id) => !isBuilt(id)) ?? [];
  const isReadOnly = role !== undefined && !role.can_edit;
  const readOnlyReason =
    role?.code === session?.user.role_code
      ? t('roles.readOnly.own')
      : role?.is_preset
        ? t('roles.readOnly.preset')
        : t('roles.readOnly.other');

  const save = useMutation({
    mutationFn: (values: Values) => {
      const permissionIds = [...checked, ...keptUnbuilt].sort();
      const names = { name: values.name.trim(), eng_name: (values.eng_name ?? '').trim() };
      return role
        ? updateRole({ id: role.id, ...names, permission_ids: permissionIds })
        : createRole({ ...names, preset_code: values.preset_code ?? null, permission_ids: permissionIds });
    },
    onSuccess: () => {
      void message.success(t('roles.saved'));
      void queryClient.invalidateQueries({ queryKey: roleKeys.all });
      void navigate(LIST);
    },
  });

  return (
    <Card
      title={role ? (i18n.language === 'en' ? role.eng_name : role.name) : t('roles.add')}
      data-testid="role-form-page"
    >
      {isReadOnly && <Alert type="info" showIcon title={readOnlyReason} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        disabled={isReadOnly}
        initialValues={{
          name: role?.name ?? '',
          eng_name: role?.eng_name ?? '',
          preset_code: role ? role.preset_code : (presetCode ?? null),
        }}
        onFinish={(values: Values) => save.mutate(values)}
        style={{ maxWidth: 960 }}
      >
        <Space size={16} align="start" wrap>
          <Form.Item
            name="name"
            label={t('roles.field.name')}
            rules={[{ required: true, whitespace: true, message: t('roles.required') }]}
          >
            <Input maxLength={30} style={{ width: 240 }} data-testid="role-name" />
          </Form.Item>
          <Form.Item name="eng_name" label={t('roles.field.engName')}>
            <Input maxLength={60} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="preset_code" label={t('roles.field.preset')}>
            <Select
              style={{ width: 240 }}
              disabled={role !== undefined}
              allowClear
              placeholder={t('roles.field.presetNone')}
              data-testid="role-preset"
              onChange={(code: string | undefined) => setChecked(startFrom(code))}
              options={presets.map((preset) => ({
                value: preset.code,
                label: i18n.language === 'en' ? preset.eng_name : preset.name,
              }))}
            />
          </Form.Item>
        </Space>
        <Form.Item label={t('roles.field.tree')} extra={isReadOnly ? undefined : t('roles.tree.help')}>
          <PermissionTree checked={checked} onChange={setChecked} canGrant={canGrant} isReadOnly={isReadOnly} />
        </Form.Item>
        <Space>
          {!isReadOnly && (
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="role-save">
              {t('roles.save')}
            </Button>
          )}
          <Button disabled={false} onClick={() => void navigate(LIST)} data-testid="role-back">
            {t('roles.back')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
};

/** /systemmanage/role/edit: a role's names and permission tree; `?id=` edits (or shows) a role, `?preset=` starts a new one. */
export const RoleEditPage = () => {
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const roles = useQuery({ queryKey: roleKeys.list(), queryFn: fetchRoles });
  const role = useQuery({ queryKey: roleKeys.info(id), queryFn: () => fetchRole(id!), enabled: id !== undefined });
  if (id !== undefined && role.isError) return <Empty />;
  if (!roles.data || (id !== undefined && !role.data)) return <Spin />;
  return (
    <RoleForm key={id ?? 'new'} roles={roles.data} role={role.data} presetCode={search.get('preset') ?? undefined} />
  );
};

export default RoleEditPage;
