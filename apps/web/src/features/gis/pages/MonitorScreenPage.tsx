import { ExpandOutlined, LogoutOutlined } from '@ant-design/icons';
import { statusCategories, type CategoryCounts } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfigProvider, Modal, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { hasPermissionId } from '../../../lib/permissions';
import { loadSession } from '../../../lib/session';
import { siteOffsetMinutes } from '../../../lib/site-time';
import { subscribe } from '../../../lib/sse-router';
import { fetchAlarmHourly, fetchDeviceStatus, fetchNewestEvents, fetchTodaySummary } from '../api';
import { UnitMap } from '../components/UnitMap';
import { useLiveMap, useMapUnits } from '../hooks';
import { FEED_MAX, reduceFeed } from '../monitor/feed';
import { AlarmFeed, DeviceStatusPanel, HourlyTrend, OpenAlarms, Panel, UnitStates } from '../monitor/panels';
import { useNow, useScreenPushStream, useViewportScale } from '../monitor/use-screen';
import { gisKeys } from '../keys';
import '../monitor/monitor.css';

/**
 * The screens refresh on pushed alarms (throttled); these also every minute, for what is not pushed (devices going
 * offline, the day turning at midnight).
 */
const REFRESH_MS = 60_000;

const Clock = () => {
  const now = useNow();
  // dayjs follows the language (app/i18n.ts), and the clock redraws every second.
  const time = dayjs(now).utcOffset(siteOffsetMinutes());
  return (
    <div className="fl-monitor-clock" data-testid="monitor-clock">
      <strong>{time.format('HH:mm:ss')}</strong>
      <span>{time.format('YYYY-MM-DD dddd')}</span>
    </div>
  );
};

/** The wall's numbers: each a query under the statistics key, so pushed alarms refresh them with the map. */
const useWallStat = <T,>(name: string, fetcher: () => Promise<T>, enabled: boolean) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gisKeys.monitorStat(name, i18n.language),
    queryFn: fetcher,
    refetchInterval: REFRESH_MS,
    enabled,
  });
};

/**
 * /monitor_screen (top bar 监控大屏): the control room's wall, full screen outside the console frame, for 1920×1080 and
 * 3840×2160 (sizes in viewport units). Live alarm feed, open alarms by category, the units' map, device status,
 * today's trend and a clock. Built to run for days: the feed is capped, queries keep fixed keys, charts are updated
 * in place, every timer and listener leaves with the page.
 */
export const MonitorScreenPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = loadSession();
  const mayView = session ? hasPermissionId(session.control, 'home', session.user.role_code) : false;
  const scale = useViewportScale();
  const forced = useScreenPushStream();

  const units = useMapUnits({}, { silent: true, enabled: mayView });
  const summary = useWallStat('summary', () => fetchTodaySummary({ silent: true }), mayView);
  const devices = useWallStat('devices', () => fetchDeviceStatus({ silent: true }), mayView);
  const hourly = useWallStat('hourly', () => fetchAlarmHourly({ silent: true }), mayView);
  const newest = useQuery({
    queryKey: gisKeys.monitorFeed(currentLang()),
    queryFn: () => fetchNewestEvents(FEED_MAX, { silent: true }),
    enabled: mayView,
  });
  useLiveMap();

  const [feed, dispatch] = useReducer(reduceFeed, []);
  useEffect(() => {
    if (newest.data) dispatch({ type: 'listed', records: newest.data.list });
  }, [newest.data]);
  const refetchFeed = newest.refetch;
  useEffect(() => {
    const unsubscribe = [
      subscribe('alarms', (message) => dispatch({ type: 'pushed', message, lang: currentLang() })),
      // Messages were skipped (too many for this screen): the newest are listed again.
      subscribe('reload', () => void refetchFeed()),
    ];
    return () => {
      for (const stop of unsubscribe) stop();
    };
  }, [refetchFeed]);

  // The units' open alarms summed: the backlog now, whatever day they arrived.
  const open = useMemo(() => {
    const sum = Object.fromEntries(statusCategories.map((category) => [category, 0])) as CategoryCounts;
    for (const unit of units.data?.list ?? [])
      for (const category of statusCategories) sum[category] += unit.open_alarms[category];
    return sum;
  }, [units.data]);

  const isCut = units.isError || summary.isError || devices.isError || hourly.isError;
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div className="fl-monitor" data-testid="monitor-screen">
        <header className="fl-monitor-header">
          <Clock />
          <h1>{t('monitor.title')}</h1>
          <div className="fl-monitor-actions">
            {isCut && (
              <span className="fl-monitor-cut" data-testid="monitor-offline">
                {t('monitor.offline')}
              </span>
            )}
            <LanguageSwitch />
            <Button
              type="text"
              icon={<ExpandOutlined />}
              onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
            >
              {t('monitor.fullscreen')}
            </Button>
            <Link to="/" className="fl-monitor-exit" data-testid="monitor-exit">
              <LogoutOutlined /> {t('monitor.exit')}
            </Link>
          </div>
        </header>
        {mayView ? (
          <main className="fl-monitor-grid">
            <Panel title={t('monitor.open')} className="is-open" testId="monitor-open-panel">
              <OpenAlarms open={units.data ? open : undefined} today={summary.data} />
            </Panel>
            <Panel title={t('monitor.devices')} className="is-devices">
              <DeviceStatusPanel status={devices.data} scale={scale} />
            </Panel>
            <Panel
              title={`${t('monitor.map')} · ${t('gis.count', { count: units.data?.total ?? 0 })}`}
              extra={<UnitStates states={units.data?.states} />}
              className="is-map"
              testId="monitor-map"
            >
              <UnitMap units={units.data?.list ?? []} height="100%" theme="dark" markerScale={scale} />
            </Panel>
            <Panel title={t('monitor.trend')} className="is-trend">
              <HourlyTrend hourly={hourly.data} scale={scale} />
            </Panel>
            <Panel title={t('monitor.feed')} className="is-feed">
              <AlarmFeed items={feed} />
            </Panel>
          </main>
        ) : (
          <div className="fl-monitor-empty" data-testid="monitor-no-permission">
            {t('monitor.noPermission')}
          </div>
        )}
      </div>
      <Modal
        open={forced !== undefined}
        title={t('session.forcedTitle')}
        closable={false}
        maskClosable={false}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('monitor.relogin')}
        onOk={() => void navigate('/login', { replace: true })}
      >
        {forced || t('session.elsewhere')}
      </Modal>
    </ConfigProvider>
  );
};

export default MonitorScreenPage;
