import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { AlarmStatsCard } from '../components/AlarmStatsCard';
import { DeviceStatusCard } from '../components/DeviceStatusCard';
import { CompanyAccessCard, DeviceAccessCard } from '../components/GrowthCards';
import { HomeFrame } from '../components/HomeFrame';
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
  <HomeFrame>
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={16}>
        <AlarmStatsCard />
      </Col>
      <Col xs={24} xl={8}>
        <DeviceStatusCard />
      </Col>
      {mapCard && <Col span={24}>{mapCard}</Col>}
      <Col xs={24} lg={12} xl={8}>
        <ActivityCard />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <SystemHealthCard />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <PersonnelCard />
      </Col>
      <Col xs={24} xl={12}>
        <RankingCard />
      </Col>
      <Col xs={24} xl={12}>
        <NewestEventsCard />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <CompanyAccessCard />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <DeviceAccessCard />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <CompanyTypeCard />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <PatrolStatsCard />
      </Col>
      <Col xs={24} lg={12} xl={8}>
        <MaintInfoCard />
      </Col>
    </Row>
  </HomeFrame>
);

export default CenterHomePage;
