import { alarmTypeLabel } from '@fireline/shared';
import { Badge, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import type { MessageKey } from '../../../locales/en-US';
import type { DeviceMergedRow } from '../api';
import { AlarmdealFrame } from '../components/AlarmdealFrame';
import { place } from '../components/EventTable';
import { EventFilters } from '../components/EventFilters';
import { PagedTable } from '../components/PagedTable';
import { useDeviceMerged } from '../hooks';
import { paramsFromSearch, searchWithFilters, searchWithPage } from '../list-query';
import { detailTarget } from '../navigation';

/** /alarmdeal/device_new: the device-focused view, events merged per device (list_merge_treats_v2), newest device first. */
export const DeviceViewPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const params = paramsFromSearch(search);
  const list = useDeviceMerged(params);
  const pageNo = params.page_no ?? 0;
  const pageSize = params.page_size ?? 20;

  const columns: TableProps<DeviceMergedRow>['columns'] = [
    // The row is the device's (the server names it as itself, with its code), not its newest component's.
    {
      title: t('events.col.device'),
      key: 'device',
      width: 220,
      ellipsis: true,
      render: (_, row) => (
        <span data-testid="device-row-name">{[row.device_name, row.device_code].filter(Boolean).join(' · ')}</span>
      ),
    },
    {
      title: t('events.col.company'),
      key: 'company',
      width: 150,
      render: (_, row) => row.company.name,
      ellipsis: true,
    },
    {
      title: t('events.col.place'),
      key: 'place',
      width: 220,
      ellipsis: true,
      render: (_, row) => place(row.last_event),
    },
    { title: t('events.col.count'), dataIndex: 'total', width: 90 },
    {
      title: t('events.col.unprocessedCount'),
      key: 'unprocessed',
      width: 110,
      render: (_, row) => <Badge count={row.unprocessed} showZero color={row.unprocessed ? 'red' : 'green'} />,
    },
    {
      title: t('events.col.alarmType'),
      key: 'last',
      render: (_, row) => {
        const type = alarmTypeLabel(row.last_event.alarm_type, currentLang());
        const category = t(`events.category.${row.last_event.status_category}` as MessageKey, {
          defaultValue: row.last_event.status_category,
        });
        // 火警 is both a category and an alarm type: said once, the category only when the type does not say it.
        const isSaid = type.toLowerCase().includes(category.toLowerCase());
        return (
          <span data-testid="device-row-alarm">
            {!isSaid && <Tag>{category}</Tag>}
            {type}
          </span>
        );
      },
    },
    { title: t('events.col.lastTime'), dataIndex: 'last_receive_time', width: 170 },
    {
      title: t('events.col.actions'),
      key: 'actions',
      width: 80,
      render: (_, row) => (
        <Link to={detailTarget(row.last_event, { returnTo: `${location.pathname}${location.search}` })}>
          {t('events.action.detail')}
        </Link>
      ),
    },
  ];

  return (
    <AlarmdealFrame>
      <EventFilters
        key={search.toString()}
        value={params}
        onSearch={(filters) => setSearch(searchWithFilters(search, filters))}
      />
      <PagedTable<DeviceMergedRow>
        testId="device-merged-table"
        rowKey="device_id"
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

export default DeviceViewPage;
