import { THIRD_ENTER_PATH, type ThirdSystemKind } from '@fireline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Empty, message, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useButton } from '../../../lib/permissions';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { withConfirm } from '../../../components/confirm-dialog';
import type { MessageKey } from '../../../locales/en-US';
import { fetchSystem, revokeKey, rotateKey, updateSystem } from '../api';
import { KeyDialog, type ShownKey } from '../components/KeyDialog';
import { KeyStatus } from '../components/KeyStatus';
import { ThirdSystemFrame } from '../components/ThirdSystemFrame';
import { editPath, listPath, unitsPath } from '../paths';
import { thirdSystemKeys } from '../keys';

const time = (seconds: number | null, never: string) => (seconds ? formatEpoch(seconds, 'YYYY-MM-DD HH:mm') : never);

/**
 * /thirdsystem/<kind>/detail?id=: one system — who it is, its key (a new one shown once, or revoked), its units, its
 * last contact, and for third_enter its entry account and the entry link's shape.
 */
export const ThirdSystemDetailPage = ({ kind }: { kind: ThirdSystemKind }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const id = idParam(searchParams.get('id'));
  const canEdit = useButton('thirdsystem-edit');
  const canKey = useButton('thirdsystem-key');
  const [shown, setShown] = useState<ShownKey | null>(null);
  const system = useQuery({
    queryKey: thirdSystemKeys.system(id),
    queryFn: () => fetchSystem(id!),
    enabled: id !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: thirdSystemKeys.all });
  const rotate = useMutation({
    mutationFn: () => rotateKey(id!),
    onSuccess: (saved) => {
      setShown({ api_key: saved.api_key, enter_secret: saved.enter_secret });
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => revokeKey(id!),
    onSuccess: () => {
      void message.success(t('thirdSystems.key.revoked.done'));
      void refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (isEnabled: 0 | 1) => updateSystem({ id: id!, is_enabled: isEnabled }),
    onSettled: refresh,
  });

  if (id === undefined) return <Navigate to={listPath(kind)} replace />;
  if (system.isError) return <Empty />;
  if (!system.data) return <Spin />;
  const data = system.data;
  const never = t('thirdSystems.never');
  const isActive = data.key_status === 'active';
  return (
    <ThirdSystemFrame>
      <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="third-system-detail-page">
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.name}
          </Typography.Title>
          <Space>
            <Button onClick={() => navigate(unitsPath(kind, data.id))}>{t('thirdSystems.units')}</Button>
            {canEdit && (
              <Button
                onClick={() => toggle.mutate(data.is_enabled === 1 ? 0 : 1)}
                loading={toggle.isPending}
                data-testid="third-toggle"
              >
                {t(data.is_enabled === 1 ? 'thirdSystems.disable' : 'thirdSystems.enable')}
              </Button>
            )}
            {canEdit && (
              <Button type="primary" onClick={() => navigate(editPath(kind, data.id))}>
                {t('thirdSystems.edit')}
              </Button>
            )}
          </Space>
        </Space>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={t('thirdSystems.field.id')}>{data.id}</Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.kind')}>
            {t(`thirdSystems.kind.${data.kind}` as MessageKey)}
          </Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.is_enabled')}>
            <Tag color={data.is_enabled === 1 ? 'green' : 'default'}>
              {t(`thirdSystems.enabled.${data.is_enabled}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.owner')}>{data.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.contact_name')}>{data.contact_name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.contact_phone')}>
            {data.contact_phone ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.key')} span={2}>
            <Space wrap>
              <span data-testid="third-key-status">
                <KeyStatus system={data} />
              </span>
              {canKey && (
                <Button
                  size="small"
                  loading={rotate.isPending}
                  data-testid="third-rotate"
                  onClick={() =>
                    void withConfirm({ content: t('thirdSystems.key.rotateConfirm'), danger: isActive }, () =>
                      rotate.mutateAsync().catch(() => undefined),
                    )
                  }
                >
                  {t(isActive ? 'thirdSystems.key.rotate' : 'thirdSystems.key.make')}
                </Button>
              )}
              {canKey && isActive && (
                <Button
                  size="small"
                  danger
                  loading={revoke.isPending}
                  data-testid="third-revoke"
                  onClick={() =>
                    void withConfirm({ content: t('thirdSystems.key.revokeConfirm'), danger: true }, () =>
                      revoke.mutateAsync().catch(() => undefined),
                    )
                  }
                >
                  {t('thirdSystems.key.revoke')}
                </Button>
              )}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.keyCreated')}>
            {time(data.key_create_time, '-')}
          </Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.lastContact')}>
            {time(data.last_contact_time, never)}
          </Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.col.units')}>
            <Link to={unitsPath(kind, data.id)}>{data.unit_count}</Link>
          </Descriptions.Item>
          {data.kind === 'third_enter' && (
            <Descriptions.Item label={t('thirdSystems.field.enterAccount')}>
              {data.enter_account ?? '-'}
            </Descriptions.Item>
          )}
          {data.kind === 'third_enter' && (
            <Descriptions.Item label={t('thirdSystems.field.enterLink')} span={2}>
              <Typography.Paragraph code copyable style={{ marginBottom: 4 }}>
                {`${window.location.origin}${THIRD_ENTER_PATH}?system_id=${data.id}&user=…&expires=…&nonce=…&signature=…`}
              </Typography.Paragraph>
              <Typography.Text type="secondary">{t('thirdSystems.enterLinkHelp')}</Typography.Text>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('thirdSystems.field.remark')} span={2}>
            {data.remark ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.created')}>{time(data.create_time, '-')}</Descriptions.Item>
          <Descriptions.Item label={t('thirdSystems.field.updated')}>{time(data.update_time, '-')}</Descriptions.Item>
        </Descriptions>
      </Space>
      <KeyDialog shown={shown} onClose={() => setShown(null)} />
    </ThirdSystemFrame>
  );
};

export default ThirdSystemDetailPage;
