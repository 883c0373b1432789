import { alarmTypeLabel } from '@fireline/shared';
import { Button, message, Popconfirm, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { formatEpoch } from '../../../lib/site-time';
import type { EventRecord } from '../api';
import { place } from '../components/EventTable';
import { ActiveShieldsTable } from '../components/ActiveShieldsTable';
import { AlarmdealFrame } from '../components/AlarmdealFrame';
import { EventFilters } from '../components/EventFilters';
import { PagedTable } from '../components/PagedTable';
import { CategoryTabs } from '../components/CategoryTabs';
import { useAlarmAbilities, useRemoveShield, useShieldedList } from '../hooks';
import { isListCategory, paramsFromSearch, searchForCategory, searchWithFilters, searchWithPage } from '../list-query';

/** schedule_start / schedule_end are epoch seconds: shown on the site's clock, like the server-formatted alarm time beside them. */
const epochText = (seconds: number) => formatEpoch(seconds, 'YYYY-MM-DD HH:mm:ss');

/**
 * /alarmdeal/alarmdeal_shielded/{status_category}: first the shields in force (listed as soon as they are set), then the
 * alarms stored while their thing was shielded, by category. The category tabs carry no counts: the alarm list's
 * unprocessed counts are of other events than this table's.
 */
export const ShieldedListPage = () => {
  const { t } = useTranslation();
  const { category } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { canShield } = useAlarmAbilities();
  const params = paramsFromSearch(search, category);
  const list = useShieldedList(params);
  const remove = useRemoveShield();

  if (!isListCategory(category)) return <Navigate to="/alarmdeal/alarmdeal_shielded/fire" replace />;
  const pageNo = params.page_no ?? 0;
  const pageSize = params.page_size ?? 20;

  const columns: TableProps<EventRecord>['columns'] = [
    { title: t('events.col.time'), dataIndex: 'accept_time', width: 170 },
    { title: t('events.col.company'), key: 'company', render: (_, row) => row.company.name, ellipsis: true },
    { title: t('events.col.place'), key: 'place', render: (_, row) => place(row) },
    { title: t('events.col.device'), dataIndex: 'device_name', ellipsis: true },
    {
      title: t('events.col.alarmType'),
      key: 'type',
      render: (_, row) => alarmTypeLabel(row.alarm_type, currentLang()),
    },
    {
      title: t('events.col.shieldStart'),
      key: 'start',
      render: (_, row) => (row.shield ? epochText(row.shield.schedule_start) : '—'),
    },
    {
      title: t('events.col.shieldEnd'),
      key: 'end',
      render: (_, row) => (row.shield ? epochText(row.shield.schedule_end) : '—'),
    },
    { title: t('events.col.shieldReason'), key: 'reason', render: (_, row) => row.shield?.desc ?? '—', ellipsis: true },
    {
      title: t('events.col.actions'),
      key: 'actions',
      render: (_, row) =>
        canShield &&
        row.shield && (
          <Popconfirm
            title={t('events.action.unshieldConfirm')}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              remove.mutateAsync(row.shield!.id).then(
                () => void message.success(t('events.shield.success')),
                () => void message.error(t('events.shield.failed')),
              )
            }
          >
            <Button type="link" size="small" data-testid="unshield">
              {t('events.action.unshield')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <AlarmdealFrame>
      <ActiveShieldsTable companyId={params.company_id} />
      <Typography.Title level={5}>{t('shields.events.title')}</Typography.Title>
      <CategoryTabs
        active={category}
        counts={false}
        onChange={(next) => {
          const query = searchForCategory(search).toString();
          void navigate(`/alarmdeal/alarmdeal_shielded/${next}${query ? `?${query}` : ''}`);
        }}
      />
      <EventFilters
        key={search.toString()}
        value={params}
        hasProcessed={false}
        onSearch={(filters) => setSearch(searchWithFilters(search, filters))}
      />
      <PagedTable<EventRecord>
        testId="shielded-table"
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        pageNo={pageNo}
        pageSize={pageSize}
        onPage={(page, size) => setSearch(searchWithPage(search, page, size))}
      />
    </AlarmdealFrame>
  );
};

export default ShieldedListPage;
