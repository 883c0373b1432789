import { alarmTypeLabel, deviceTypeLabel } from '@fireline/shared';
import type { TFunction } from 'i18next';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Image,
  message,
  Popconfirm,
  Result,
  Row,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { idParam } from '../../../lib/url';
import { currentLang } from '../../../lib/i18n';
import { StoredImage } from '../../../components/StoredImage';
import type { MessageKey } from '../../../locales/en-US';
import type { EventRecord, EventHandlingRecord } from '../api';
import { AlarmRepairProgress, ComponentRepairs } from '../components/EventRepairs';
import { ApplyRepairDialog } from '../components/ApplyRepairDialog';
import { DealInfoDialog } from '../components/DealInfoDialog';
import { PhoneSmsDialog } from '../components/PhoneSmsDialog';
import { ShieldDialog } from '../components/ShieldDialog';
import { isProcessed } from '../handle-rules';
import {
  useAlarmAbilities,
  useDeviceEvents,
  useDeviceStats,
  useEvent,
  useRemoveShield,
  useRepairCheck,
} from '../hooks';
import { hazardOfEventPath } from '../../hazards';
import { detailTarget } from '../navigation';

type Dialog = 'handle' | 'shield' | 'repair' | 'phone';

const confirmLabel = (t: TFunction, id: number) =>
  t(`events.confirmType.${id}` as MessageKey, { defaultValue: String(id) });
// The server answers the way as { id, name }: the id is the key, the server's name the fallback for a way we do not know.
const wayLabel = (t: TFunction, way: EventRecord['processing_way']) =>
  way ? t(`events.way.${way.id}` as MessageKey, { defaultValue: way.name || way.id }) : '—';

const HandlingHistory = ({ records, loading }: { records: EventHandlingRecord[] | undefined; loading: boolean }) => {
  const { t } = useTranslation();
  return (
    <Table<EventHandlingRecord>
      data-testid="handling-history"
      rowKey="id"
      size="small"
      loading={loading}
      pagination={false}
      dataSource={records ?? []}
      locale={{ emptyText: t('events.noData') }}
      columns={[
        { title: t('events.detail.acceptEndTime'), dataIndex: 'accept_end_time', width: 170 },
        {
          title: t('events.detail.confirmType'),
          key: 'type',
          width: 110,
          render: (_, record) => confirmLabel(t, record.enum_confirm_type.id),
        },
        {
          title: t('events.detail.confirmReason'),
          key: 'reason',
          width: 110,
          render: (_, record) => record.enum_confirm_reason?.reason ?? '—',
        },
        {
          title: t('events.detail.confirmDesc'),
          dataIndex: 'confirm_desc',
          render: (value: string | null) => value || '—',
        },
        {
          title: t('events.detail.confirmUser'),
          key: 'user',
          width: 110,
          render: (_, record) => record.confirm_user?.name ?? '—',
        },
        {
          title: t('events.detail.processingWay'),
          key: 'way',
          width: 120,
          render: (_, record) => wayLabel(t, record.processing_way),
        },
      ]}
    />
  );
};

const EventFields = ({ event }: { event: EventRecord }) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const isDone = isProcessed(event.enum_confirm_type.id);
  return (
    <Descriptions bordered size="small" column={2} data-testid="event-fields">
      <Descriptions.Item label={t('events.detail.company')}>{event.company.name}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.category')}>
        {t(`events.category.${event.status_category}` as MessageKey, { defaultValue: event.status_category })}
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.building')}>{event.building?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.floor')}>{event.floor?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.area')}>{event.area?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.location')}>{event.location ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.installAddress')}>{event.anzhuang_address ?? '—'}</Descriptions.Item>
      {event.component ? (
        <>
          <Descriptions.Item label={t('events.detail.componentName')}>{event.component.name || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('events.detail.componentType')}>
            <span data-testid="event-component-type">{event.component.type_name}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('events.detail.loopNumber')}>
            <span data-testid="event-loop-number">
              {t('events.detail.loopNumberValue', { loop: event.component.loop, number: event.component.number })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('events.detail.reportingDevice')}>
            <span data-testid="event-reporting-device">
              {[event.device?.name, event.device?.code ?? event.device_code].filter(Boolean).join(' · ') || '—'}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('events.detail.reportingDeviceType')}>
            {deviceTypeLabel(event.device?.type ?? event.device_type, lang) ?? '—'}
          </Descriptions.Item>
        </>
      ) : (
        <>
          <Descriptions.Item label={t('events.detail.deviceName')}>
            {event.device?.name ?? event.device_name ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('events.detail.deviceCode')}>{event.device_code ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('events.detail.deviceType')}>
            {deviceTypeLabel(event.device_type, lang) ?? '—'}
          </Descriptions.Item>
        </>
      )}
      <Descriptions.Item label={t('events.detail.deviceModel')}>{event.enum_device_model ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.alarmType')}>
        <span data-testid="event-alarm-type">{alarmTypeLabel(event.alarm_type, lang)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.alarmValue')}>{event.alarm_value ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.receiveTime')}>{event.receive_time}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.acceptTime')}>{event.accept_time}</Descriptions.Item>
      <Descriptions.Item label={t('events.col.status')}>
        <Tag color={isDone ? 'green' : 'red'} data-testid="event-status">
          {isDone ? t('events.status.processed') : t('events.status.unprocessed')}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.confirmType')}>
        <span data-testid="event-confirm-type">
          {isDone || event.enum_confirm_type.id !== 0 ? confirmLabel(t, event.enum_confirm_type.id) : '—'}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.processingWay')}>
        <span data-testid="event-way">{wayLabel(t, event.processing_way)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.acceptEndTime')}>{event.accept_end_time ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.confirmUser')}>
        {event.confirm_user ? `${event.confirm_user.name} (${event.confirm_user.account})` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.confirmReason')}>
        {event.enum_confirm_reason?.reason ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.confirmDesc')}>{event.confirm_desc || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('events.detail.focus')}>
        {t(`events.focus.${event.focus_level}` as MessageKey, { defaultValue: String(event.focus_level) })}
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.shield')}>
        {event.shield ? `${t('events.shielded.yes')} · ${event.shield.desc}` : t('events.shielded.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('events.detail.screenshots')} span={2}>
        {[...event.screenshot_list, ...event.annex_list].length ? (
          <Image.PreviewGroup>
            {[...event.screenshot_list, ...event.annex_list].map((image) => (
              <StoredImage key={image.file_id} width={96} src={image.absolute_path} />
            ))}
          </Image.PreviewGroup>
        ) : (
          '—'
        )}
      </Descriptions.Item>
    </Descriptions>
  );
};

/**
 * /alarmdeal/detailsinfo/{page}?event_id=…: the alarm event record, the device's 7-day count and 30-day false-alarm rate,
 * the handling history and the actions (handle, shield, apply for repair, phone & SMS) the user's buttons allow.
 * componenthistory / componentrepair focus on the component's own alarms.
 */
export const EventDetailPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page } = useParams();
  const [search] = useSearchParams();
  const eventId = idParam(search.get('event_id'));
  const abilities = useAlarmAbilities();
  const event = useEvent(eventId);
  const isComponentView = page === 'componenthistory' || page === 'componentrepair';
  const stats = useDeviceStats(event.data?.device_id);
  // componentrepair: the component's faults, each with its repair request; componenthistory: all its alarms.
  const deviceEvents = useDeviceEvents(event.data, {
    isComponent: isComponentView,
    statusCategory: page === 'componentrepair' ? 'fault' : undefined,
  });
  const repairCheck = useRepairCheck(eventId, abilities.canApplyRepair && event.data?.status_category === 'fault');
  const removeShield = useRemoveShield();
  const [dialog, setDialog] = useState<Dialog>();

  if (!eventId) return <Result status="404" title={t('events.detail.notFound')} data-testid="alarm-detail-missing" />;
  if (event.isLoading) return <Spin data-testid="alarm-detail-loading" />;
  if (!event.data)
    return <Result status="404" title={t('events.detail.notFound')} data-testid="alarm-detail-missing" />;
  const record = event.data;
  const isDone = isProcessed(record.enum_confirm_type.id);
  const backTarget =
    search.get('return_to') ??
    `/alarmdeal/alarmdeal_list/${record.status_category === 'firecock' ? 'fire' : record.status_category}`;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="alarm-detail">
      <Card
        title={
          isComponentView
            ? t(page === 'componentrepair' ? 'events.component.repair' : 'events.component.history')
            : t('events.detail.title')
        }
        extra={
          <Space wrap>
            {abilities.canHandle && !isDone && (
              <Button
                type="primary"
                danger={record.status_category === 'fire'}
                onClick={() => setDialog('handle')}
                data-testid="detail-handle"
              >
                {t('events.action.handle')}
              </Button>
            )}
            {abilities.canShield && !record.shield && (
              <Button onClick={() => setDialog('shield')} data-testid="detail-shield">
                {t('events.action.shield')}
              </Button>
            )}
            {abilities.canShield && record.shield && (
              <Popconfirm
                title={t('events.action.unshieldConfirm')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() =>
                  removeShield.mutateAsync(record.shield!.id).then(
                    () => void message.success(t('events.shield.success')),
                    () => void message.error(t('events.shield.failed')),
                  )
                }
              >
                <Button data-testid="detail-unshield">{t('events.action.unshield')}</Button>
              </Popconfirm>
            )}
            {abilities.canApplyRepair && record.status_category === 'fault' && (
              <Button
                onClick={() => setDialog('repair')}
                disabled={!repairCheck.data?.can_apply}
                title={repairCheck.data?.reason ?? undefined}
                data-testid="detail-repair"
              >
                {t('events.action.applyRepair')}
              </Button>
            )}
            {record.status_category === 'yinhuan' && (
              <Button onClick={() => void navigate(hazardOfEventPath(record.id))} data-testid="detail-hazard">
                {t('events.action.viewHazard')}
              </Button>
            )}
            {abilities.canHandle && (
              <Button onClick={() => setDialog('phone')} data-testid="detail-phone">
                {t('events.action.phoneSms')}
              </Button>
            )}
            {search.get('returnAlarmdeal') === 'true' && (
              <Button onClick={() => void navigate(backTarget)} data-testid="detail-back">
                {t('events.action.back')}
              </Button>
            )}
          </Space>
        }
      >
        <EventFields event={record} />
      </Card>
      <Row gutter={16}>
        {/* The handling record gets the width its result, person and way need; the two figures stack beside it. */}
        <Col span={6}>
          <Card title={t('events.detail.stats')} loading={stats.isLoading}>
            <Space size="large" wrap>
              <Statistic
                title={t('events.detail.count7days')}
                value={stats.data?.count_7days ?? 0}
                data-testid="stats-7days"
              />
              <Statistic
                title={t('events.detail.falseRate30days')}
                value={((stats.data?.false_alarm_rate_30days ?? 0) * 100).toFixed(1)}
                suffix="%"
                data-testid="stats-false-rate"
              />
            </Space>
          </Card>
        </Col>
        <Col span={18}>
          <Card title={t('events.detail.history')}>
            <HandlingHistory records={record.handlings} loading={event.isFetching} />
          </Card>
        </Col>
      </Row>
      {record.status_category === 'fault' && page !== 'componentrepair' && <AlarmRepairProgress eventId={record.id} />}
      {page === 'componentrepair' && record.thing_id ? <ComponentRepairs thingId={Number(record.thing_id)} /> : null}
      <Card title={t('events.detail.deviceEvents')}>
        {deviceEvents.data?.list.length ? (
          <Table<EventRecord>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={deviceEvents.data.list}
            onRow={(item) => ({ onClick: () => void navigate(detailTarget(item)), style: { cursor: 'pointer' } })}
            columns={[
              { title: t('events.col.time'), dataIndex: 'accept_time', width: 170 },
              {
                title: t('events.col.alarmType'),
                key: 'type',
                render: (_, item) => alarmTypeLabel(item.alarm_type, currentLang()),
              },
              {
                title: t('events.col.status'),
                key: 'status',
                render: (_, item) =>
                  isProcessed(item.enum_confirm_type.id)
                    ? t('events.status.processed')
                    : t('events.status.unprocessed'),
              },
              {
                title: t('events.col.confirmType'),
                key: 'result',
                render: (_, item) =>
                  isProcessed(item.enum_confirm_type.id) ? confirmLabel(t, item.enum_confirm_type.id) : '—',
              },
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('events.noData')} />
        )}
      </Card>
      {dialog === 'handle' && <DealInfoDialog open events={[record]} onClose={() => setDialog(undefined)} />}
      {dialog === 'shield' && <ShieldDialog open event={record} onClose={() => setDialog(undefined)} />}
      {dialog === 'repair' && <ApplyRepairDialog open event={record} onClose={() => setDialog(undefined)} />}
      {dialog === 'phone' && <PhoneSmsDialog open event={record} onClose={() => setDialog(undefined)} />}
    </Space>
  );
};

export default EventDetailPage;
