import type { SysMonitorJob, SysMonitorOverview } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Result, Row, Spin, Statistic, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { loadSession } from '../../../lib/session';
import { shorthand } from '../../../components/shorthand';
import { fetchSysMonitorOverview } from '../api';
import { formatBytes, formatEvery, formatMs, formatRate, formatUptime } from '../format';
import { sysMonitorKeys } from '../keys';

/** How often the page reads the figures again. */
export const SYS_MONITOR_REFRESH_MS = 5_000;
const DANGER = '#cf1322';

const Figure = ({ title, value, isDanger }: { title: string; value: ReactNode; isDanger?: boolean }) => (
  <Statistic
    title={title}
    value={value as string}
    styles={{ content: { fontSize: 22, ...(isDanger ? { color: DANGER } : {}) } }}
  />
);

const Panel = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => (
  <Card size="small" title={title} data-testid={testId} style={{ height: '100%' }}>
    {children}
  </Card>
);

const Overview = ({ data }: { data: SysMonitorOverview }) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const count = (value: number) => shorthand(value, lang);
  const none = t('sysMonitor.none');
  const ms = (value: number | null) => (value === null ? none : formatMs(value, t));
  const rate = (value: number) => t('sysMonitor.unit.perSecond', { value: formatRate(value, lang) });
  const { process, devices, writer, outbox, scheduler } = data;

  const jobColumns = [
    { title: t('sysMonitor.jobs.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('sysMonitor.jobs.every'),
      key: 'every',
      render: (job: SysMonitorJob) => formatEvery(job.every_ms, t),
    },
    {
      title: t('sysMonitor.jobs.lastStart'),
      key: 'start',
      render: (job: SysMonitorJob) => job.last_started_at ?? none,
    },
    { title: t('sysMonitor.jobs.duration'), key: 'duration', render: (job: SysMonitorJob) => ms(job.last_ms) },
    {
      title: t('sysMonitor.jobs.result'),
      key: 'result',
      render: (job: SysMonitorJob) => {
        if (job.is_running) return <Tag color="processing">{t('sysMonitor.jobs.running')}</Tag>;
        if (job.is_ok === null) return <Typography.Text type="secondary">{t('sysMonitor.jobs.never')}</Typography.Text>;
        if (job.is_ok) return <Tag color="success">{t('sysMonitor.jobs.ok')}</Tag>;
        return (
          <Typography.Text type="danger" data-testid={`job-error-${job.name}`}>
            {job.last_error}
          </Typography.Text>
        );
      },
    },
    {
      title: t('sysMonitor.jobs.runs'),
      key: 'runs',
      render: (job: SysMonitorJob) => (
        <span>
          {count(job.runs)} /{' '}
          <Typography.Text type={job.failures ? 'danger' : undefined}>{count(job.failures)}</Typography.Text>
        </span>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="sys-monitor-note">
        {t('sysMonitor.refreshNote', { at: data.measured_at })}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Panel title={t('sysMonitor.process')} testId="sys-monitor-process">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('sysMonitor.process.pid')}>{process.pid}</Descriptions.Item>
              <Descriptions.Item label={t('sysMonitor.process.startedAt')}>{process.started_at}</Descriptions.Item>
              <Descriptions.Item label={t('sysMonitor.process.uptime')}>
                {formatUptime(process.uptime_s, t)}
              </Descriptions.Item>
              <Descriptions.Item label={t('sysMonitor.process.rss')}>
                {formatBytes(process.rss_bytes)}
              </Descriptions.Item>
              <Descriptions.Item label={t('sysMonitor.process.heap')}>
                {formatBytes(process.heap_used_bytes)} / {formatBytes(process.heap_total_bytes)}
              </Descriptions.Item>
              <Descriptions.Item label={t('sysMonitor.process.node')}>{process.node_version}</Descriptions.Item>
            </Descriptions>
          </Panel>
        </Col>
        <Col xs={24} lg={8}>
          <Panel title={t('sysMonitor.devices')} testId="sys-monitor-devices">
            <Row gutter={16}>
              <Col span={12}>
                <Figure
                  title={t('sysMonitor.devices.gbDevices')}
                  value={devices.gb_enabled ? count(devices.gb_devices) : t('sysMonitor.devices.gbOff')}
                />
              </Col>
              <Col span={12}>
                <Figure
                  title={t('sysMonitor.devices.gbConnections')}
                  value={devices.gb_enabled ? count(devices.gb_connections) : none}
                />
              </Col>
            </Row>
            <Figure
              title={t('sysMonitor.devices.mqtt')}
              isDanger={devices.mqtt_enabled && !devices.mqtt_connected}
              value={t(
                !devices.mqtt_enabled
                  ? 'sysMonitor.devices.mqttOff'
                  : devices.mqtt_connected
                    ? 'sysMonitor.devices.mqttConnected'
                    : 'sysMonitor.devices.mqttDisconnected',
              )}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={8}>
          <Panel title={t('sysMonitor.rates')} testId="sys-monitor-rates">
            {(['frames', 'events'] as const).map((kind) => (
              <div key={kind} style={{ marginBottom: 8 }}>
                <Figure title={t(`sysMonitor.rates.${kind}`)} value={rate(data[kind].per_second_1m)} />
                <Typography.Text type="secondary">
                  {t('sysMonitor.rates.detail', {
                    m1: rate(data[kind].per_second_1m),
                    m5: rate(data[kind].per_second_5m),
                    total: count(data[kind].total),
                  })}
                </Typography.Text>
              </div>
            ))}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('sysMonitor.writer')} testId="sys-monitor-writer">
            <Row gutter={16}>
              <Col span={6}>
                <Figure title={t('sysMonitor.writer.queued')} value={count(writer.queued)} />
              </Col>
              <Col span={6}>
                <Figure title={t('sysMonitor.writer.inFlight')} value={count(writer.in_flight)} />
              </Col>
              <Col span={6}>
                <Figure title={t('sysMonitor.writer.p50')} value={ms(writer.batch_p50_ms)} />
              </Col>
              <Col span={6}>
                <Figure title={t('sysMonitor.writer.p95')} value={ms(writer.batch_p95_ms)} />
              </Col>
            </Row>
            <Typography.Text type="secondary">
              {writer.recent_batches
                ? t('sysMonitor.writer.detail', {
                    lanes: writer.lanes,
                    count: writer.recent_batches,
                    since: writer.batches_since,
                    size: (writer.batch_mean_size ?? 0).toFixed(1),
                    max: ms(writer.batch_max_ms),
                  })
                : t('sysMonitor.writer.noBatches', { lanes: writer.lanes })}
            </Typography.Text>
          </Panel>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Panel title={t('sysMonitor.sse')} testId="sys-monitor-sse">
            <Row gutter={16}>
              <Col span={12}>
                <Figure title={t('sysMonitor.sse.clients')} value={count(data.sse.clients)} />
              </Col>
              <Col span={12}>
                <Figure title={t('sysMonitor.sse.users')} value={count(data.sse.users)} />
              </Col>
            </Row>
          </Panel>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Panel title={t('sysMonitor.database')} testId="sys-monitor-database">
            <Figure
              title={`${t('sysMonitor.database.size')} · ${t(`sysMonitor.database.driver.${data.database.driver}`)}`}
              value={formatBytes(data.database.size_bytes)}
            />
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel title={t('sysMonitor.outbox')} testId="sys-monitor-outbox">
            <Row gutter={16}>
              {(['pending', 'retrying', 'sending', 'dead'] as const).map((state) => (
                <Col key={state} xs={12} md={4}>
                  <Figure
                    title={t(`sysMonitor.outbox.${state}`)}
                    value={count(outbox[state])}
                    isDanger={state === 'dead' && outbox.dead > 0}
                  />
                </Col>
              ))}
              <Col xs={24} md={8}>
                <Figure title={t('sysMonitor.outbox.oldestDue')} value={outbox.oldest_due_at ?? none} />
              </Col>
            </Row>
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel title={t('sysMonitor.jobs')} testId="sys-monitor-jobs">
            {scheduler.enabled ? (
              <>
                <Typography.Paragraph type={scheduler.is_leader === false ? 'warning' : 'secondary'}>
                  {t(scheduler.is_leader === false ? 'sysMonitor.jobs.follower' : 'sysMonitor.jobs.leader')}
                </Typography.Paragraph>
                <Table size="small" rowKey="name" pagination={false} columns={jobColumns} dataSource={scheduler.jobs} />
              </>
            ) : (
              <Typography.Text type="secondary">{t('sysMonitor.jobs.off')}</Typography.Text>
            )}
          </Panel>
        </Col>
      </Row>
    </>
  );
};

/** /sys_monitor: the platform's own health, for the platform administrator; read again every 5 s. */
export const SysMonitorPage = () => {
  const { t } = useTranslation();
  const isAdmin = loadSession()?.user.role_code === 'admin_system';
  const overview = useQuery({
    queryKey: sysMonitorKeys.overview(),
    queryFn: fetchSysMonitorOverview,
    enabled: isAdmin,
    refetchInterval: SYS_MONITOR_REFRESH_MS,
  });
  if (!isAdmin) return <Result status="403" title={t('noPermission.title')} subTitle={t('sysMonitor.adminOnly')} />;
  if (overview.data) return <Overview data={overview.data} />;
  if (overview.isError) return <Alert type="error" showIcon message={t('sysMonitor.loadFailed')} />;
  return <Spin />;
};

export default SysMonitorPage;
