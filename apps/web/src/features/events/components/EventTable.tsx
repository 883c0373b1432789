import { alarmTypeLabel, composePlace } from '@fireline/shared';
import { Button, Space, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import type { MessageKey } from '../../../locales/en-US';
import type { EventRecord, Page } from '../api';
import { isProcessed } from '../handle-rules';
import { hazardOfEventPath } from '../../hazards';
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
export const EventTable = ({
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
    { title: t('events.col.time'), dataIndex: 'accept_time', width: 170 },
    // Widths for what an operator reads first (unit, place, device); the rest share what is left at 1440 px.
    {
      title: t('events.col.company'),
      key: 'company',
      width: 140,
      render: (_, event) => event.company.name,
      ellipsis: true,
    },
    { title: t('events.col.place'), key: 'place', width: 220, render: (_, event) => place(event), ellipsis: true },
    { title: t('events.col.device'), dataIndex: 'device_name', width: 150, ellipsis: true },
    {
      title: t('events.col.alarmType'),
      key: 'alarm_type',
      render: (_, event) => alarmTypeLabel(event.alarm_type, lang),
    },
    {
      title: t('events.col.status'),
      key: 'status',
      width: 100,
      render: (_, event) =>
        isProcessed(event.enum_confirm_type.id) ? (
          <Tag color="green" data-testid="alarm-status-processed">
            {t('events.status.processed')}
          </Tag>
        ) : (
          <Tag color="red" data-testid="alarm-status-unprocessed">
            {t('events.status.unprocessed')}
          </Tag>
        ),
    },
    {
      title: t('events.col.confirmType'),
      key: 'confirm_type',
      render: (_, event) => (
        <span data-testid="alarm-confirm-type">
          {event.enum_confirm_type.id !== 0
            ? t(`events.confirmType.${event.enum_confirm_type.id}` as MessageKey, {
                defaultValue: event.enum_confirm_type.name ?? String(event.enum_confirm_type.id),
              })
            : '—'}
        </span>
      ),
    },
    { title: t('events.col.handler'), key: 'handler', render: (_, event) => event.confirm_user?.name ?? '—' },
    {
      title: t('events.col.actions'),
      key: 'actions',
      width: hasHazards ? 170 : 120,
      render: (_, event) => (
        <Space size={0}>
          <Link to={detailTarget(event, { returnTo })} data-testid="alarm-row-detail">
            {t('events.action.detail')}
          </Link>
          {event.status_category === 'yinhuan' && (
            <Link to={hazardOfEventPath(event.id)} style={{ marginLeft: 8 }} data-testid="alarm-row-hazard">
              {t('events.action.hazard')}
            </Link>
          )}
          {onHandle && !isProcessed(event.enum_confirm_type.id) && (
            <Button type="link" size="small" onClick={() => onHandle(event)} data-testid="alarm-row-handle">
              {t('events.action.handle')}
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
