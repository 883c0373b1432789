import type { ReactNode } from 'react';
import { AlarmStatsCard } from '../components/AlarmStatsCard';
import { DeviceStatusCard } from '../components/DeviceStatusCard';
import { CompanyAccessCard, DeviceAccessCard } from '../components/GrowthCards';
import { HomeGrid } from '../components/HomeGrid';
import { NewestEventsCard } from '../components/NewestEventsCard';
import { MaintInfoCard } from '../components/MaintInfoCard';
import { PatrolStatsCard } from '../components/PatrolStatsCard';
import { RankingCard } from '../components/RankingCard';
import { ActivityCard, CompanyTypeCard, PersonnelCard } from '../components/ScopeCards';
import { SystemHealthCard } from '../components/SystemHealthCard';

/**
 * /home_page/center: the monitoring centre's home (spec 000 §2, 001 §2 "Dashboard cards") over the caller's units.
 * `mapCard` is the map distribution card's place (a full-width row under the alarm figures); nothing shows without it.
 */
export const CenterHomePage = ({ mapCard }: { mapCard?: ReactNode }) => (
  <HomeGrid
    lead={<AlarmStatsCard />}
    side={<DeviceStatusCard />}
    mapCard={mapCard}
    cells={[
      { key: 'activity', width: 'third', card: <ActivityCard /> },
      { key: 'system-health', width: 'third', card: <SystemHealthCard /> },
      { key: 'personnel', width: 'third', card: <PersonnelCard /> },
      { key: 'ranking', width: 'half', card: <RankingCard /> },
      { key: 'newest-events', width: 'half', card: <NewestEventsCard /> },
      { key: 'company-access', width: 'third', card: <CompanyAccessCard /> },
      { key: 'device-access', width: 'third', card: <DeviceAccessCard /> },
      { key: 'company-type', width: 'third', card: <CompanyTypeCard /> },
      { key: 'patrol-stats', width: 'third', card: <PatrolStatsCard /> },
      { key: 'maint-info', width: 'third', card: <MaintInfoCard /> },
    ]}
  />
);

export default CenterHomePage;
