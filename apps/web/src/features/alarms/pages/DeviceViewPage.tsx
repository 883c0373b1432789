import { alarmTypeLabel } from '@fireline/shared';
import { Badge, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { currentLang } from '../../../app/i18n';
import type { MessageKey } from '../../../locales/en-US';
import type { DeviceMergedRow } from '../api';
import { AlarmdealFrame } from '../components/AlarmdealFrame';
import { place } from '../components/AlarmEventTable';
import { AlarmFilters } from '../components/AlarmFilters';
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
    { title: t('alarms.col.device'), dataIndex: 'device_name', ellipsis: true },
    { title: t('alarms.col.company'), key: 'company', render: (_, row) => row.company.name, ellipsis: true },
    { title: t('alarms.col.place'), key: 'place', render: (_, row) => place(row.last_event) },
    { title: t('alarms.col.count'), dataIndex: 'total', width: 90 },
    { title: t('alarms.col.unprocessedCount'), key: 'unprocessed', width: 100, render: (_, row) => <Badge count={row.unprocessed} showZero color={row.unprocessed ? 'red' : 'green'} /> },
    {
      title: t('alarms.col.alarmType'),
      key: 'last',
      render: (_, row) => (
        <>
          <Tag>{t(`alarms.category.${row.last_event.status_category}` as MessageKey, { defaultValue: row.last_event.status_category })}</Tag>
          {alarmTypeLabel(row.last_event.alarm_type, currentLang())}
        </>
      ),
    },
    { title: t('alarms.col.lastTime'), dataIndex: 'last_receive_time', width: 170 },
    {
      title: t('alarms.col.actions'),
      key: 'actions',
      render: (_, row) => <Link to={detailTarget(row.last_event, { returnTo: `${location.pathname}${location.search}` })}>{t('alarms.action.detail')}</Link>,
    },
  ];

  return (
    <AlarmdealFrame>
      <AlarmFilters key={search.toString()} value={params} onSearch={(filters) => setSearch(searchWithFilters(search, filters))} />
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
