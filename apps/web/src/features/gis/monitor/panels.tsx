import {
  statusCategories,
  unitMapStates,
  type AlarmHourly,
  type AlarmSummary,
  type CategoryCounts,
  type DeviceStatus,
  type StatusCategory,
  type UnitMapState,
} from '@fireline/shared';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { Chart } from '../../../components/charts/Chart';
import { shorthand } from '../../../components/shorthand';
import type { MessageKey } from '../../../locales/en-US';
import { unitStateColors, unitStateKey } from '../map-states';
import type { FeedItem } from './feed';

/** Category colours on the dark screen. */
export const categoryColors: Record<StatusCategory, string> = {
  fire: '#ff4d4f',
  fault: '#faad14',
  abnormal: '#36cfc9',
  operation: '#597ef7',
  yinhuan: '#b37feb',
  video: '#40a9ff',
  firecock: '#13c2c2',
};

const categoryKey = (category: string) => `events.category.${category}` as MessageKey;

/** A framed block of the wall: its title and its content filling the rest. */
export const Panel = ({
  title,
  extra,
  children,
  className,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) => (
  <section className={`fl-monitor-panel ${className ?? ''}`} data-testid={testId}>
    <header>
      <h2>{title}</h2>
      {extra}
    </header>
    <div className="fl-monitor-panel-body">{children}</div>
  </section>
);

/** Open (unprocessed) alarms per category now, with today's received and unhandled beside each. */
export const OpenAlarms = ({ open, today }: { open?: CategoryCounts; today?: AlarmSummary }) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const todayOf = (category: string) => today?.list.find((item) => item.status_category === category);
  return (
    <div className="fl-monitor-open" data-testid="monitor-open">
      {statusCategories.map((category) => {
        const day = todayOf(category);
        const count = open?.[category] ?? 0;
        return (
          <div key={category} className={`fl-monitor-open-item${count > 0 ? ' is-active' : ''}`}>
            <span className="fl-monitor-open-name" style={{ color: categoryColors[category] }}>
              {t(categoryKey(category))}
            </span>
            <strong
              data-testid={`monitor-open-${category}`}
              style={count > 0 ? { color: categoryColors[category] } : {}}
            >
              {shorthand(count, lang)}
            </strong>
            <small>
              {t('monitor.today', {
                total: shorthand(day?.total ?? 0, lang),
                open: shorthand(day?.unprocessed ?? 0, lang),
              })}
            </small>
          </div>
        );
      })}
      <div className="fl-monitor-open-item is-total">
        <span className="fl-monitor-open-name">{t('monitor.total')}</span>
        <strong data-testid="monitor-open-total">
          {shorthand(
            statusCategories.reduce((sum, category) => sum + (open?.[category] ?? 0), 0),
            lang,
          )}
        </strong>
        <small>
          {t('monitor.today', {
            total: shorthand(today?.total ?? 0, lang),
            open: shorthand(today?.unprocessed ?? 0, lang),
          })}
        </small>
      </div>
    </div>
  );
};

/** The units' states as a legend line: how many are in fire, fault, offline, normal. */
export const UnitStates = ({ states }: { states?: Record<UnitMapState, number> }) => {
  const { t } = useTranslation();
  return (
    <div className="fl-monitor-states" data-testid="monitor-unit-states">
      {unitMapStates.map((state) => (
        <span key={state}>
          <i style={{ background: unitStateColors[state].hex }} />
          {t(unitStateKey(state))} <b>{states?.[state] ?? 0}</b>
        </span>
      ))}
    </div>
  );
};

const text = (scale: number) => ({ color: '#9fb4cc', fontSize: Math.round(13 * scale) });

/** Devices online and offline (a ring), with those in alarm and in fault. */
export const DeviceStatusPanel = ({ status, scale }: { status?: DeviceStatus; scale: number }) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      color: ['#52c41a', '#5c6b7f'],
      series: [
        {
          type: 'pie',
          radius: ['58%', '82%'],
          center: ['50%', '50%'],
          label: {
            show: true,
            position: 'center',
            formatter: () => `${shorthand(status?.total ?? 0, lang)}`,
            color: '#e6f1ff',
            fontSize: Math.round(26 * scale),
            fontWeight: 'bold',
          },
          labelLine: { show: false },
          data: [
            { name: t('monitor.online'), value: status?.online ?? 0 },
            { name: t('gis.state.offline'), value: status?.offline ?? 0 },
          ],
        },
      ],
    }),
    [status, scale, t, lang],
  );
  const tiles: { key: keyof DeviceStatus; label: string; color: string }[] = [
    { key: 'online', label: t('monitor.online'), color: '#52c41a' },
    { key: 'offline', label: t('gis.state.offline'), color: '#8c9bb0' },
    { key: 'alarm', label: t('monitor.inAlarm'), color: '#ff4d4f' },
    { key: 'fault', label: t('gis.state.fault'), color: '#faad14' },
  ];
  return (
    <div className="fl-monitor-devices" data-testid="monitor-devices">
      <div className="fl-monitor-devices-ring">
        <Chart option={option} height="100%" testId="monitor-devices-chart" />
      </div>
      <div className="fl-monitor-devices-tiles">
        {tiles.map((tile) => (
          <div key={tile.key}>
            <small>{tile.label}</small>
            <strong style={{ color: tile.color }} data-testid={`monitor-device-${tile.key}`}>
              {shorthand(status?.[tile.key] ?? 0, lang)}
            </strong>
          </div>
        ))}
      </div>
    </div>
  );
};

/** Categories drawn as their own bars in the trend; the rest are summed as "other". */
const trendCategories: StatusCategory[] = ['fire', 'fault', 'abnormal', 'operation'];

/** Today's alarms per hour, stacked by category; hours to come are empty. */
export const HourlyTrend = ({ hourly, scale }: { hourly?: AlarmHourly; scale: number }) => {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const hours = hourly?.hours ?? [];
    const series = trendCategories.map((category) => ({
      name: t(categoryKey(category)),
      type: 'bar',
      stack: 'alarms',
      barMaxWidth: Math.round(18 * scale),
      itemStyle: { color: categoryColors[category] },
      data: hours.map((slot) => slot.counts[category]),
    }));
    series.push({
      name: t('monitor.other'),
      type: 'bar',
      stack: 'alarms',
      barMaxWidth: Math.round(18 * scale),
      itemStyle: { color: '#8c9bb0' },
      data: hours.map((slot) => slot.total - trendCategories.reduce((sum, category) => sum + slot.counts[category], 0)),
    });
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, right: 0, textStyle: text(scale), itemWidth: 12 * scale, itemHeight: 8 * scale },
      grid: { left: 8 * scale, right: 8 * scale, top: 28 * scale, bottom: 4 * scale, containLabel: true },
      xAxis: {
        type: 'category',
        data: Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
        axisLabel: { ...text(scale), interval: 1 },
        axisLine: { lineStyle: { color: '#2a3d57' } },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: text(scale),
        splitLine: { lineStyle: { color: '#16263c' } },
      },
      series,
    };
  }, [hourly, scale, t]);
  return <Chart option={option} height="100%" testId="monitor-trend-chart" />;
};

/** The live feed: newest first, capped; fire entries in red, handled ones dimmed, new arrivals flash once. */
export const AlarmFeed = ({ items }: { items: FeedItem[] }) => {
  const { t } = useTranslation();
  if (items.length === 0) return <div className="fl-monitor-empty">{t('monitor.feedEmpty')}</div>;
  return (
    <ol className="fl-monitor-feed" data-testid="monitor-feed">
      {items.map((item) => (
        <li
          key={item.id}
          data-event-id={item.id}
          className={`${item.isNew ? 'is-new ' : ''}${item.isHandled ? 'is-handled ' : ''}is-${item.category}`}
        >
          <span className="fl-monitor-feed-tag" style={{ background: categoryColors[item.category as StatusCategory] }}>
            {t(categoryKey(item.category))}
          </span>
          <div className="fl-monitor-feed-main">
            <div className="fl-monitor-feed-unit">{item.unit}</div>
            <div className="fl-monitor-feed-what">
              {item.what}
              {item.place && ` · ${item.place}`}
            </div>
          </div>
          <time>{item.time.slice(11, 19)}</time>
        </li>
      ))}
    </ol>
  );
};
