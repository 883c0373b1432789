import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAlarmSummary, useStat } from '../../stats';
import { fetchCompanyActivity } from '../api';
import { stateColours } from '../charts';
import { NumberTile, StatCard } from '../components/CardParts';
import { DeviceStatusCard } from '../components/DeviceStatusCard';
import { HomeGrid } from '../components/HomeGrid';
import { NewestEventsCard } from '../components/NewestEventsCard';
import { RankingCard } from '../components/RankingCard';
import { ActivityTiles, CompanyTypeCard } from '../components/ScopeCards';
import { SystemHealthCard } from '../components/SystemHealthCard';
import { alarmListLink, unitListLink } from '../links';

/** The bound units by state now: online, offline, in fire alarm, in fault, with alarms today. */
const UnitStatesCard = () => {
  const { t } = useTranslation();
  const activity = useStat('company/activity', fetchCompanyActivity, {});
  return (
    <StatCard
      title={t('home.authority.unitStates')}
      to={unitListLink()}
      loading={activity.isPending}
      failed={activity.isError}
      testId="card-unit-states"
    >
      {activity.data && <ActivityTiles activity={activity.data} columns={6} />}
    </StatCard>
  );
};

/** Today's fire alarms of the bound units and how many nobody has handled: each opens the fire list of today. */
const FireTodayCard = () => {
  const { t } = useTranslation();
  const fire = useStat('alarm/summary', fetchAlarmSummary, { window: 'today', status_category: 'fire' });
  const data = fire.data;
  const days = data && { start: data.start, end: data.end };
  return (
    <StatCard
      title={t('home.authority.fireToday')}
      to={days && alarmListLink('fire', days)}
      loading={fire.isPending}
      failed={fire.isError}
      testId="card-fire-today"
    >
      {data && days && (
        <div className="home-tiles home-tiles-2">
          <NumberTile
            label={t('home.authority.fireToday')}
            value={data.total}
            to={alarmListLink('fire', days)}
            tone={stateColours.fire}
            size="large"
            testId="fire-today"
          />
          <NumberTile
            label={t('home.authority.fireUnhandled')}
            value={data.unprocessed}
            to={alarmListLink('fire', days, 'false')}
            tone={stateColours.fire}
            size="large"
            testId="fire-unhandled"
          />
        </div>
      )}
    </StatCard>
  );
};

/**
 * /home_page/authority: the supervising authority's home over its bound units — units by type and by state, fire
 * alarms today and unhandled, the ranking, system health, devices, the newest events. `mapCard` is the map's place.
 */
export const AuthorityHomePage = ({ mapCard }: { mapCard?: ReactNode }) => (
  <HomeGrid
    lead={<UnitStatesCard />}
    side={<FireTodayCard />}
    mapCard={mapCard}
    cells={[
      { key: 'company-type', width: 'third', card: <CompanyTypeCard /> },
      { key: 'system-health', width: 'third', card: <SystemHealthCard /> },
      { key: 'device-status', width: 'third', card: <DeviceStatusCard /> },
      { key: 'ranking', width: 'half', card: <RankingCard /> },
      { key: 'newest-events', width: 'half', card: <NewestEventsCard /> },
    ]}
  />
);

export default AuthorityHomePage;
