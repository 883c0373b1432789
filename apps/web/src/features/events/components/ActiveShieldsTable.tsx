import { Badge, Button, message, Popconfirm, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import type { ActiveShield } from '../api';
import { useActiveShields, useAlarmAbilities, useRemoveShield } from '../hooks';
import { PagedTable } from './PagedTable';

const epochText = (seconds: number) => formatEpoch(seconds, 'YYYY-MM-DD HH:mm:ss');

/** Building, floor and location, without repeating what a location text already names. */
export const shieldPlace = (shield: Pick<ActiveShield, 'building_name' | 'floor_name' | 'location'>) => {
  const location = shield.location.trim();
  const parts = [shield.building_name, shield.floor_name].filter((part) => part && !location.includes(part));
  return [...parts, location].filter(Boolean).join(' ') || '—';
};

/**
 * The shields in force (屏蔽中) of the caller's units, or of one unit: listed as soon as they are set, with who set
 * them and until when, and lifted here by whoever may shield. The badge counts the same rows as the table.
 */
export const ActiveShieldsTable = ({ companyId }: { companyId?: number }) => {
  const { t } = useTranslation();
  const { canShield } = useAlarmAbilities();
  const [page, setPage] = useState({ page_no: 0, page_size: 10 });
  const shields = useActiveShields({ company_id: companyId, ...page });
  const remove = useRemoveShield();

  const columns: TableProps<ActiveShield>['columns'] = [
    {
      title: t('shields.col.thing'),
      key: 'thing',
      render: (_, row) => row.shield_thing_name || row.device_name || '—',
      ellipsis: true,
    },
    {
      title: t('shields.col.device'),
      key: 'device',
      render: (_, row) => (row.shield_thing_type === 'info_device' ? '—' : row.device_name || '—'),
      ellipsis: true,
    },
    { title: t('shields.col.company'), dataIndex: 'company_name', ellipsis: true },
    { title: t('shields.col.place'), key: 'place', render: (_, row) => shieldPlace(row), ellipsis: true },
    { title: t('shields.col.start'), key: 'start', width: 170, render: (_, row) => epochText(row.schedule_start) },
    { title: t('shields.col.end'), key: 'end', width: 170, render: (_, row) => epochText(row.schedule_end) },
    { title: t('shields.col.creater'), key: 'creater', render: (_, row) => row.creater_name || '—' },
    { title: t('shields.col.reason'), key: 'reason', render: (_, row) => row.desc || '—', ellipsis: true },
    ...(canShield
      ? [
          {
            title: t('shields.col.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, row: ActiveShield) => (
              <Popconfirm
                title={t('shields.liftConfirm')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  remove.mutateAsync(row.id).then(
                    () => void message.success(t('events.shield.success')),
                    () => void message.error(t('events.shield.failed')),
                  )
                }
              >
                <Button type="link" size="small" data-testid={`lift-shield-${row.id}`}>
                  {t('shields.lift')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <section data-testid="active-shields">
      <Typography.Title level={5}>
        {t('shields.active.title')}{' '}
        <Badge
          count={shields.data?.total ?? 0}
          showZero
          overflowCount={9999}
          color="orange"
          data-testid="active-shields-count"
        />
      </Typography.Title>
      <PagedTable<ActiveShield>
        testId="active-shields-table"
        rowKey="id"
        columns={columns}
        data={shields.data}
        loading={shields.isFetching}
        pageNo={page.page_no}
        pageSize={page.page_size}
        onPage={(pageNo, pageSize) => setPage({ page_no: pageNo, page_size: pageSize })}
      />
    </section>
  );
};
