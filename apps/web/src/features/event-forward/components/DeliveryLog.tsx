import type { ForwardDelivery } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import { DataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { fetchDeliveries } from '../api';
import { DeliveryStatusTag } from './status';
import { eventForwardKeys } from '../keys';

const time = (seconds: number | null) => (seconds === null ? '-' : formatEpoch(seconds, 'YYYY-MM-DD HH:mm:ss'));
const isOpen = (delivery: ForwardDelivery) => ['pending', 'sending', 'failed'].includes(delivery.status);

/** A rule's delivery log, newest first; read again every 3 s while a delivery is still on its way. */
export const DeliveryLog = ({ ruleId }: { ruleId: number }) => {
  const { t } = useTranslation();
  const heads = useMemo<TableHead<ForwardDelivery>[]>(
    () => [
      { id: 'create_time', name: t('eventForward.log.time'), width: 160, custom: (row) => time(row.create_time) },
      {
        id: 'is_test',
        name: t('eventForward.log.kind'),
        width: 80,
        custom: (row) => t(row.is_test ? 'eventForward.log.kind.test' : 'eventForward.log.kind.event'),
      },
      { id: 'event_id', name: t('eventForward.log.event'), width: 90, custom: (row) => row.event_id ?? '-' },
      {
        id: 'status',
        name: t('eventForward.log.status'),
        width: 120,
        filter_options: {
          type: 'select',
          options: (['pending', 'sending', 'sent', 'failed', 'dead'] as const).map((value) => ({
            value,
            label: t(`eventForward.status.${value}`),
          })),
        },
        custom: (row) => <DeliveryStatusTag status={row.status} />,
      },
      { id: 'attempts', name: t('eventForward.log.attempts'), width: 80 },
      { id: 'status_code', name: t('eventForward.log.code'), width: 100, custom: (row) => row.status_code ?? '-' },
      {
        id: 'duration_ms',
        name: t('eventForward.log.duration'),
        width: 100,
        noshow: true,
        custom: (row) => row.duration_ms ?? '-',
      },
      {
        id: 'response_snippet',
        name: t('eventForward.log.response'),
        width: 200,
        custom: (row) =>
          row.response_snippet ? (
            <Typography.Text ellipsis={{ tooltip: row.response_snippet }} style={{ maxWidth: 180 }}>
              {row.response_snippet}
            </Typography.Text>
          ) : (
            '-'
          ),
      },
      {
        id: 'error',
        name: t('eventForward.log.error'),
        width: 200,
        custom: (row) =>
          row.error ? (
            <Typography.Text type="danger" ellipsis={{ tooltip: row.error }} style={{ maxWidth: 180 }}>
              {row.error}
            </Typography.Text>
          ) : (
            '-'
          ),
      },
      {
        id: 'next_attempt_time',
        name: t('eventForward.log.next'),
        width: 160,
        custom: (row) => time(row.next_attempt_time),
      },
    ],
    [t],
  );
  const state = useTableState(heads);
  const log = useQuery({
    queryKey: eventForwardKeys.deliveries(ruleId, state.query),
    queryFn: () => fetchDeliveries({ ...state.query, id: ruleId }),
    refetchInterval: (query) => (query.state.data?.list.some(isOpen) ? 3_000 : false),
  });
  return (
    <Card
      title={t('eventForward.log.title')}
      size="small"
      data-testid="delivery-log"
      extra={<Button onClick={() => void log.refetch()}>{t('eventForward.log.refresh')}</Button>}
    >
      <DataTable<ForwardDelivery>
        heads={heads}
        rows={log.data?.list}
        total={log.data?.total ?? 0}
        state={state}
        loading={log.isFetching}
        rowKey={(row) => row.id}
        columnsKey="event-forward-deliveries"
      />
    </Card>
  );
};
