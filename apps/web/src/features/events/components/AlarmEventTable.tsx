import { alarmTypeLabel, composePlace } from '@fireline/shared';
import { Button, Space, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import type { MessageKey } from '../../../locales/en-US';
import type { EventRecord, Page } from '../api';
import { isProcessed } from '../handle-rules';
import { hazardOfEventPath } from '../../hazards/paths';
import { detailTarget } from '../navigation';
import { PagedTable } from './PagedTable';

type Props = {
  data: Page<EventRecord> | undefined;
  loading: boolean;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
  selectedIds?: number[];
  onSelect?: (events: EventRecord[]) => void;
  onHandle?: (event: EventRecord) => void;
  returnTo?: string;
};

/** Building, floor and position, each said once (composePlace). */
export const place = (event: Pick<EventRecord, 'building' | 'floor' | 'location'>) =>
  composePlace({ building: event.building?.name, floor: event.floor?.name, position: event.location });

/** The alarm event table of the lists and the history tabs: newest first as the server orders it, paging in the URL. */
export const AlarmEventTable = ({
  data,
  loading,
  pageNo,
  pageSize,
  onPage,
  selectedIds,
  onSelect,
  onHandle,
  returnTo,
}: Props) => {
  const { t } = useTranslation();
  const lang = currentLang();
  // A hidden-danger alarm also leads to its hazard: one more link in the row.
  const hasHazards = data?.list.some((event) => event.status_category === 'yinhuan') ?? false;
  const columns: TableProps<EventRecord>['columns'] = [
    { title: t('alarms.col.time'), dataIndex: 'accept_time', width: 170 },
    // Widths for what an operator reads first (unit, place, device); the rest share what is left at 1440 px.
    {
      title: t('alarms.col.company'),
      key: 'company',
      width: 140,
      render: (_, event) => event.company.name,
      ellipsis: true,
    },
    { title: t('alarms.col.place'), key: 'place', width: 220, render: (_, event) => place(event), ellipsis: true },
    { title: t('alarms.col.device'), dataIndex: 'device_name', width: 150, ellipsis: true },
    {
      title: t('alarms.col.alarmType'),
      key: 'alarm_type',
      render: (_, event) => alarmTypeLabel(event.alarm_type, lang),
    },
    {
      title: t('alarms.col.status'),
      key: 'status',
      width: 100,
      render: (_, event) =>
        isProcessed(event.enum_confirm_type.id) ? (
          <Tag color="green" data-testid="alarm-status-processed">
            {t('alarms.status.processed')}
          </Tag>
        ) : (
          <Tag color="red" data-testid="alarm-status-unprocessed">
            {t('alarms.status.unprocessed')}
          </Tag>
        ),
    },
    {
      title: t('alarms.col.confirmType'),
      key: 'confirm_type',
      render: (_, event) => (
        <span data-testid="alarm-confirm-type">
          {event.enum_confirm_type.id !== 0
            ? t(`alarms.confirmType.${event.enum_confirm_type.id}` as MessageKey, {
                defaultValue: event.enum_confirm_type.name ?? String(event.enum_confirm_type.id),
              })
            : '—'}
        </span>
      ),
    },
    { title: t('alarms.col.handler'), key: 'handler', render: (_, event) => event.confirm_user?.name ?? '—' },
    {
      title: t('alarms.col.actions'),
      key: 'actions',
      width: hasHazards ? 170 : 120,
      render: (_, event) => (
        <Space size={0}>
          <Link to={detailTarget(event, { returnTo })} data-testid="alarm-row-detail">
            {t('alarms.action.detail')}
          </Link>
          {event.status_category === 'yinhuan' && (
            <Link to={hazardOfEventPath(event.id)} style={{ marginLeft: 8 }} data-testid="alarm-row-hazard">
              {t('alarms.action.hazard')}
            </Link>
          )}
          {onHandle && !isProcessed(event.enum_confirm_type.id) && (
            <Button type="link" size="small" onClick={() => onHandle(event)} data-testid="alarm-row-handle">
              {t('alarms.action.handle')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <PagedTable<EventRecord>
      testId="alarm-table"
      rowKey="id"
      columns={columns}
      data={data}
      loading={loading}
      pageNo={pageNo}
      pageSize={pageSize}
      onPage={onPage}
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: selectedIds,
              onChange: (_, rows) => onSelect(rows),
              getCheckboxProps: (event) => ({ disabled: isProcessed(event.enum_confirm_type.id) }),
            }
          : undefined
      }
    />
  );
};
