import type { ForwardRule } from '@fireline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, message, Space, Switch, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loadSession } from '../../../lib/session';
import { formatEpoch } from '../../../lib/site-time';
import { ConfirmLink } from '../../../components/ConfirmLink';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useListTable } from '../../../components/use-list-table';
import type { MessageKey } from '../../../locales/en-US';
import { deleteRule, fetchRules, updateRule } from '../api';
import { DeliveryStatusTag } from '../components/status';
import { eventForwardKeys } from '../keys';

export const infoPath = (id: number) => `/systemmanage/eventForward/info?id=${id}`;
export const editPath = (id: number) => `/systemmanage/eventForward/edit?type=edit&id=${id}`;

/**
 * /systemmanage/eventForward (告警转发): the organisation's forwarding rules (every organisation's for the
 * administrator), with their endpoint, what they forward, the last delivery and a switch to turn each on or off.
 */
export const EventForwardListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAdmin = loadSession()?.user.role_code === 'admin_system';
  const toggle = useMutation({
    mutationFn: (rule: ForwardRule) => updateRule({ id: rule.id, is_enabled: rule.is_enabled === 1 ? 0 : 1 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventForwardKeys.all }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteRule(id),
    onSuccess: () => void message.success(t('eventForward.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventForwardKeys.all }),
  });
  const heads = useMemo<TableHead<ForwardRule>[]>(
    () => [
      {
        id: 'name',
        name: t('eventForward.col.name'),
        width: 170,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => <Link to={infoPath(row.id)}>{row.name}</Link>,
      },
      ...(isAdmin ? [{ id: 'company_name', name: t('eventForward.col.owner'), width: 150 }] : []),
      {
        id: 'url',
        name: t('eventForward.col.url'),
        width: 240,
        custom: (row) => (
          <Typography.Text ellipsis={{ tooltip: row.url }} style={{ maxWidth: 220 }}>
            {row.url}
          </Typography.Text>
        ),
      },
      {
        id: 'categories',
        name: t('eventForward.col.categories'),
        width: 170,
        custom: (row) =>
          row.categories.map((category) => <Tag key={category}>{t(`setup.category.${category}` as MessageKey)}</Tag>),
      },
      {
        id: 'units',
        name: t('eventForward.col.units'),
        width: 160,
        custom: (row) =>
          row.units.length ? row.units.map((unit) => unit.company_name).join('、') : t('eventForward.allUnits'),
      },
      {
        id: 'is_enabled',
        name: t('eventForward.col.enabled'),
        width: 90,
        filter_options: {
          type: 'select',
          options: [1, 0].map((value) => ({ value, label: t(`eventForward.enabled.${value as 0 | 1}`) })),
        },
        custom: (row) => (
          <Switch
            size="small"
            checked={row.is_enabled === 1}
            loading={toggle.isPending && toggle.variables?.id === row.id}
            onChange={() => toggle.mutate(row)}
            data-testid={`rule-enabled-${row.id}`}
          />
        ),
      },
      {
        id: 'last_delivery',
        name: t('eventForward.col.last'),
        width: 210,
        custom: (row) =>
          row.last_delivery ? (
            <Space size={4}>
              <DeliveryStatusTag status={row.last_delivery.status} />
              {formatEpoch(row.last_delivery.time, 'MM-DD HH:mm:ss')}
            </Space>
          ) : (
            t('eventForward.never')
          ),
      },
    ],
    [t, isAdmin, toggle],
  );
  const { table } = useListTable({ heads, queryKey: eventForwardKeys.list, fetch: fetchRules });
  return (
    <Card title={t('eventForward.title')} data-testid="event-forward-list-page">
      <Typography.Paragraph type="secondary">{t('eventForward.intro')}</Typography.Paragraph>
      <DataTable<ForwardRule>
        {...table}
        rowKey={(row) => row.id}
        toolbar={
          <Button type="primary" onClick={() => navigate('/systemmanage/eventForward/edit')} data-testid="rule-new">
            {t('eventForward.new')}
          </Button>
        }
        actions={{
          title: t('companies.list.actions'),
          width: 150,
          render: (row) => (
            <Space size="small">
              <Link to={infoPath(row.id)}>{t('eventForward.view')}</Link>
              <Link to={editPath(row.id)}>{t('eventForward.edit')}</Link>
              <ConfirmLink
                danger
                label={t('eventForward.delete')}
                confirm={t('eventForward.deleteConfirm', { name: row.name })}
                onConfirm={() => remove.mutateAsync(row.id)}
                testId={`rule-delete-${row.id}`}
              />
            </Space>
          ),
        }}
      />
    </Card>
  );
};

export default EventForwardListPage;
