import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, message, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { formatEpoch } from '../../../lib/site-time';
import { idParam } from '../../../lib/url';
import { withConfirm } from '../../../components/confirm-dialog';
import { useEnumOptions } from '../../../components/enums';
import type { MessageKey } from '../../../locales/en-US';
import { fetchRule, regenerateSecret, sendTestEvent, updateRule } from '../api';
import { DeliveryLog } from '../components/DeliveryLog';
import { SecretDialog } from '../components/SecretDialog';
import { RULE_ENUMS } from '../rule-form';
import { editPath } from './EventForwardListPage';
import { eventForwardKeys } from '../keys';

/**
 * /systemmanage/eventForward/info?id=: one rule — where and what it forwards, its secret's hint and a new secret, a test
 * event (5 a minute), switching it on or off — and its delivery log.
 */
export const EventForwardInfoPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const id = idParam(searchParams.get('id'));
  const [secret, setSecret] = useState<string | null>(null);
  const enumOptions = useEnumOptions(RULE_ENUMS);
  const rule = useQuery({
    queryKey: eventForwardKeys.rule(id),
    queryFn: () => fetchRule(id!),
    enabled: id !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventForwardKeys.all });
  const test = useMutation({
    mutationFn: () => sendTestEvent(id!),
    onSuccess: () => {
      void message.success(t('eventForward.test.queued'));
      void refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (isEnabled: 0 | 1) => updateRule({ id: id!, is_enabled: isEnabled }),
    onSettled: refresh,
  });
  const renew = useMutation({
    mutationFn: () => regenerateSecret(id!),
    onSuccess: (saved) => {
      setSecret(saved.secret);
      void refresh();
    },
  });

  if (id === undefined) return <Navigate to="/systemmanage/eventForward" replace />;
  if (rule.isError) return <Empty />;
  if (!rule.data) return <Spin />;
  const data = rule.data;
  const typeNames = enumOptions('enum_device_type');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={data.name}
        data-testid="event-forward-info-page"
        extra={
          <Space>
            <Button onClick={() => test.mutate()} loading={test.isPending} data-testid="rule-test">
              {t('eventForward.test.send')}
            </Button>
            <Button
              onClick={() => toggle.mutate(data.is_enabled === 1 ? 0 : 1)}
              loading={toggle.isPending}
              data-testid="rule-toggle"
            >
              {t(data.is_enabled === 1 ? 'eventForward.disable' : 'eventForward.enable')}
            </Button>
            <Button type="primary" onClick={() => navigate(editPath(data.id))}>
              {t('eventForward.edit')}
            </Button>
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={t('eventForward.field.url')} span={2}>
            <Typography.Text copyable>{data.url}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.is_enabled')}>
            <Tag color={data.is_enabled === 1 ? 'green' : 'default'}>
              {t(`eventForward.enabled.${data.is_enabled}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.owner')}>{data.company_name}</Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.categories')}>
            {data.categories.map((category) => (
              <Tag key={category}>{t(`setup.category.${category}` as MessageKey)}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.unit_ids')}>
            {data.units.length ? data.units.map((unit) => unit.company_name).join('、') : t('eventForward.allUnits')}
          </Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.device_types')}>
            {data.device_types.length
              ? data.device_types
                  .map((type) => typeNames.find((option) => option.value === type)?.label ?? String(type))
                  .join('、')
              : t('eventForward.allTypes')}
          </Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.secret')}>
            <Space>
              <Typography.Text code data-testid="rule-secret-hint">
                {data.secret_hint}
              </Typography.Text>
              <Button
                size="small"
                loading={renew.isPending}
                onClick={() =>
                  void withConfirm({ content: t('eventForward.secret.regenerateConfirm'), danger: true }, () =>
                    renew.mutateAsync().catch(() => undefined),
                  )
                }
              >
                {t('eventForward.secret.regenerate')}
              </Button>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.remark')}>{data.remark ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.created')}>
            {formatEpoch(data.create_time, 'YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
          <Descriptions.Item label={t('eventForward.field.updated')}>
            {formatEpoch(data.update_time, 'YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <DeliveryLog ruleId={data.id} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Space>
  );
};

export default EventForwardInfoPage;
