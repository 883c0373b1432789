import { statusCategories, type AlarmTrend } from '@fireline/shared';
import { ConfigProvider, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import {
  fetchAlarmSummary,
  fetchAlarmTrend,
  fetchCompanyStat,
  fetchDeviceStatus,
  fetchRanking,
  useStat,
} from '../../stats';
import { fetchCompanyActivity, fetchSystemHealth } from '../api';
import { barOption, lineOption, pieOption, stateColours } from '../charts';
import { ChartBox, NumberTile } from '../components/CardParts';
import { HomeFrame } from '../components/HomeFrame';
import { EventRows } from '../components/NewestEventsCard';
import { RankingList } from '../components/RankingCard';
import { ratePercent } from '../components/SystemHealthCard';
import { useNewestEvents, useShorthand } from '../hooks';
import { unitListLink } from '../links';

const categoryColours: Record<(typeof statusCategories)[number], string> = {
  fire: '#ff4d4f',
  fault: '#fa8c16',
  abnormal: '#fadb14',
  operation: '#4096ff',
  yinhuan: '#b37feb',
  video: '#36cfc9',
  firecock: '#95de64',
};

/** A panel of the wall: a title bar and its content, no card chrome. */
const Panel = ({
  title,
  children,
  testId,
  area,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  area: string;
}) => (
  <section className="wall-panel" style={{ gridArea: area }} data-testid={testId}>
    <h2 className="wall-panel-title">{title}</h2>
    <div className="wall-panel-body">{children}</div>
  </section>
);

const trendSeries = (trend: AlarmTrend | undefined, name: (category: string) => string) =>
  statusCategories
    .map((category) => ({
      name: name(category),
      values: trend?.days.map((day) => day.counts[category]) ?? [],
      colour: categoryColours[category],
    }))
    .filter((series) => series.values.some((value) => value > 0));

/**
 * /home_page/centerV2: the centre's home laid out for a wall screen (1920×1080 and up): dark, every figure in one
 * screen — a strip of key numbers, today's alarms by category, the 7-day trend, device status, unit types, today's
 * ranking and the live feed of unprocessed alarms. Everything refreshes when an alarm is pushed (HomeFrame).
 */
export const CenterWallPage = () => {
  const { t } = useTranslation();
  const format = useShorthand();
  const look = useMemo(() => ({ format, dark: true }), [format]);
  const activity = useStat('company/activity', fetchCompanyActivity, {});
  const devices = useStat('device/status', fetchDeviceStatus, {});
  const today = useStat('alarm/summary', fetchAlarmSummary, { window: 'today' });
  const health = useStat('system/health', fetchSystemHealth, {});
  const trend = useStat('alarm/trend', fetchAlarmTrend, { window: 'last7' });
  const ranking = useStat('ranking', fetchRanking, { window: 'today', limit: 10 });
  const types = useStat('company', fetchCompanyStat, { by: 'type' });
  const events = useNewestEvents();

  const todayOption = useMemo(
    () =>
      barOption(
        statusCategories.map((key) => t(`home.category.${key}`)),
        [
          {
            name: t('home.alarms.processed'),
            values: today.data?.list.map((row) => row.processed) ?? [],
            colour: stateColours.online,
          },
          {
            name: t('home.alarms.unprocessed'),
            values: today.data?.list.map((row) => row.unprocessed) ?? [],
            colour: stateColours.fire,
          },
        ],
        { ...look, horizontal: true },
      ),
    [today.data, t, look],
  );
  const trendOption = useMemo(
    () =>
      lineOption(
        trend.data?.days.map((day) => day.date.slice(5)) ?? [],
        trendSeries(trend.data, (key) => t(`home.category.${key}`)),
        look,
      ),
    [trend.data, t, look],
  );
  const deviceOption = useMemo(
    () =>
      pieOption(
        [
          { name: t('home.devices.online'), value: devices.data?.online ?? 0, colour: stateColours.online },
          { name: t('home.devices.offline'), value: devices.data?.offline ?? 0, colour: stateColours.offline },
        ],
        { ...look, seriesName: t('home.devices.title') },
      ),
    [devices.data, t, look],
  );
  const typeOption = useMemo(
    () =>
      pieOption(
        (types.data?.list ?? []).map((item) => ({ name: item.name, value: item.count })),
        {
          ...look,
          seriesName: t('home.companyType.title'),
        },
      ),
    [types.data, t, look],
  );
  const onlineRate =
    devices.data && devices.data.total > 0
      ? Math.round((devices.data.online / devices.data.total) * 1000) / 10
      : undefined;
  const healthPercent = ratePercent(health.data?.rate ?? null);

  return (
    <HomeFrame className="home-wall-frame">
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <div className="wall" data-testid="wall">
          <header className="wall-head">
            <h1>{t('home.wall.title')}</h1>
            {today.dataUpdatedAt > 0 && (
              <span className="wall-updated">
                {t('home.wall.updated', {
                  time: formatEpoch(Math.floor(today.dataUpdatedAt / 1000), 'YYYY-MM-DD HH:mm:ss'),
                })}
              </span>
            )}
          </header>
          <div className="wall-kpis">
            <NumberTile
              label={t('home.wall.units')}
              value={activity.data?.total}
              to={unitListLink()}
              size="large"
              testId="wall-units"
            />
            <NumberTile
              label={t('home.wall.unitsOnline')}
              value={activity.data?.online}
              to={unitListLink({ online: 1 })}
              tone={stateColours.online}
              size="large"
              testId="wall-units-online"
            />
            <NumberTile
              label={t('home.wall.unitsAlarm')}
              value={activity.data?.alarm}
              tone={stateColours.fire}
              size="large"
              testId="wall-units-alarm"
            />
            <NumberTile label={t('home.wall.devices')} value={devices.data?.total} size="large" testId="wall-devices" />
            <div className="home-tile" data-testid="wall-devices-online">
              <span className="home-tile-value home-tile-large" style={{ color: stateColours.online }}>
                {onlineRate === undefined ? '–' : `${onlineRate}%`}
              </span>
              <span className="home-tile-label">{t('home.wall.devicesOnline')}</span>
            </div>
            <NumberTile
              label={t('home.wall.alarmsToday')}
              value={today.data?.total}
              size="large"
              testId="wall-alarms-today"
            />
            <NumberTile
              label={t('home.wall.unhandledToday')}
              value={today.data?.unprocessed}
              tone={stateColours.fire}
              size="large"
              testId="wall-unhandled-today"
            />
            <div className="home-tile" data-testid="wall-health">
              <span className="home-tile-value home-tile-large" style={{ color: stateColours.normal }}>
                {healthPercent === undefined ? '–' : `${healthPercent}%`}
              </span>
              <span className="home-tile-label">{t('home.wall.health')}</span>
            </div>
          </div>
          <div className="wall-grid">
            <Panel title={t('home.wall.todayByCategory')} testId="wall-today" area="today">
              <ChartBox option={todayOption} hasData={(today.data?.total ?? 0) > 0} height={262} />
            </Panel>
            <Panel title={t('home.wall.trend')} testId="wall-trend" area="trend">
              <ChartBox option={trendOption} hasData={(trend.data?.total ?? 0) > 0} height={262} />
            </Panel>
            <Panel title={t('home.wall.ranking')} testId="wall-ranking" area="ranking">
              {ranking.data && <RankingList ranking={ranking.data} dark />}
            </Panel>
            <Panel title={t('home.companyType.title')} testId="wall-types" area="types">
              <ChartBox option={typeOption} hasData={(types.data?.total ?? 0) > 0} height={262} />
            </Panel>
            <Panel title={t('home.devices.title')} testId="wall-devices-panel" area="devices">
              <ChartBox option={deviceOption} hasData={(devices.data?.total ?? 0) > 0} height={262} />
            </Panel>
            <Panel title={t('home.wall.feed')} testId="wall-feed" area="feed">
              {events.data && <EventRows rows={events.data.list} />}
            </Panel>
          </div>
        </div>
      </ConfigProvider>
    </HomeFrame>
  );
};

export default CenterWallPage;
