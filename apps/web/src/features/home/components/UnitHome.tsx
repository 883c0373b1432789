import type { UnitOverview, UnitState } from '@fireline/shared';
import { Card, Col, Descriptions, Empty, Row, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegionName } from '../../../components/AddressPicker';
import { useStat } from '../../stats';
import { fetchUnitOverview } from '../api';
import { stateColours } from '../charts';
import { useShorthand } from '../hooks';
import { canOpen, unitDevicesLink, unitHistoryLink, unitInfoLink, unitSystemsLink } from '../links';
import { CategoryGrid } from './AlarmStatsCard';
import { StatCard } from './CardParts';
import { DeviceStatusView } from './DeviceStatusCard';
import { NewestEventsCard } from './NewestEventsCard';
import { MaintInfoCard } from './MaintInfoCard';
import { PatrolStatsCard } from './PatrolStatsCard';
import { ratePercent } from './SystemHealthCard';

const stateTagColours: Record<UnitState, string> = {
  fire: 'red',
  fault: 'orange',
  offline: 'default',
  normal: 'green',
};

/** Who the unit is, its state now, where it is; its information tab behind the title. */
const UnitHeader = ({ overview }: { overview: UnitOverview }) => {
  const { t } = useTranslation();
  const hasPoint = overview.lng !== null && overview.lat !== null;
  const info = unitInfoLink(overview.company_id);
  return (
    <StatCard
      title={overview.company_name}
      to={info}
      extra={info && <Link to={info}>{t('home.unit.info')}</Link>}
      testId="unit-header"
      className="home-card-compact"
    >
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('home.unit.state')}>
          <Tag color={stateTagColours[overview.state]} data-testid="unit-state">
            {t(`home.state.${overview.state}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('home.unit.address')}>
          <span data-testid="unit-address">
            {overview.region_code && <RegionName code={overview.region_code} />} {overview.address ?? ''}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('home.unit.coordinates')}>
          <span data-testid="unit-coordinates">
            {hasPoint ? `${overview.lng}, ${overview.lat}` : t('home.unit.noCoordinates')}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </StatCard>
  );
};

/** A system's health as a tag: nothing connected is its own state, never healthy. */
const systemStateTags = {
  healthy: { colour: 'green', label: 'home.unit.system.healthy' },
  unhealthy: { colour: 'orange', label: 'home.unit.system.unhealthy' },
  no_devices: { colour: 'default', label: 'home.unit.system.noDevices' },
} as const;

/** The unit's fire systems with their devices, components and health now; the system list behind the title. */
const UnitSystems = ({ overview }: { overview: UnitOverview }) => {
  const { t } = useTranslation();
  const format = useShorthand();
  const percent = ratePercent(overview.systems.rate);
  return (
    <StatCard
      title={t('home.unit.systems')}
      to={unitSystemsLink(overview.company_id)}
      extra={
        <span data-testid="unit-health-rate">
          {t('home.systems.rate')} {percent === undefined ? '–' : `${percent}%`} ({format(overview.systems.healthy)}/
          {format(overview.systems.total - overview.systems.no_devices)})
          {overview.systems.no_devices > 0 &&
            ` · ${t('home.systems.noDevicesCount', { count: overview.systems.no_devices })}`}
        </span>
      }
      testId="unit-systems"
    >
      <Table
        size="small"
        rowKey="system_id"
        pagination={false}
        dataSource={overview.systems.list}
        scroll={{ y: 236 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.unit.noSystems')} /> }}
        columns={[
          {
            key: 'name',
            title: t('home.unit.system.name'),
            ellipsis: true,
            render: (_, row) => (
              <div className="home-system-name">
                <span title={row.name}>{row.name}</span>
                <Typography.Text type="secondary" title={row.type_name}>
                  {row.type_name}
                </Typography.Text>
              </div>
            ),
          },
          {
            key: 'devices',
            title: t('home.unit.system.devices'),
            width: 72,
            align: 'right',
            render: (_, row) => format(row.devices),
          },
          {
            key: 'components',
            title: t('home.unit.system.components'),
            width: 112,
            align: 'right',
            render: (_, row) => format(row.components),
          },
          {
            key: 'fault',
            title: t('home.unit.system.fault'),
            width: 64,
            align: 'right',
            render: (_, row) => format(row.fault),
          },
          {
            key: 'offline',
            title: t('home.unit.system.offline'),
            width: 72,
            align: 'right',
            render: (_, row) => format(row.offline),
          },
          {
            key: 'health',
            title: t('home.unit.system.health'),
            width: 128,
            render: (_, row) => (
              <Tag color={systemStateTags[row.state].colour} data-testid={`system-state-${row.system_id}`}>
                {t(systemStateTags[row.state].label)}
              </Tag>
            ),
          },
        ]}
      />
    </StatCard>
  );
};

/**
 * A unit's own home (/home_page/company for its people, /company/home_page inside the unit's tabs): its state rolled
 * up, today's alarms per category (each opening the unit's alarm history of that day), its devices (each number
 * opening the unit's device list so filtered), its systems and their health, its newest events and its place.
 * `mapCard` is the place of the unit's map card, under its header; nothing shows without it.
 */
export const UnitHome = ({ companyId, mapCard }: { companyId: number; mapCard?: ReactNode }) => {
  const { t } = useTranslation();
  // Without the home page (a maintenance engineer on the unit's tabs) the events come from the unit's alarm history.
  const holdsHome = canOpen('home');
  const overview = useStat('unit/overview', fetchUnitOverview, { company_id: companyId });
  if (overview.isError) return <Empty description={t('home.unit.missing')} data-testid="unit-missing" />;
  const data = overview.data;
  if (!data) return <Card loading data-testid="unit-loading" />;
  const today = { start: data.alarms_today.date, end: data.alarms_today.date };
  return (
    <Row gutter={[12, 12]} data-testid="unit-home">
      <Col span={24}>
        <UnitHeader overview={data} />
      </Col>
      {mapCard && <Col span={24}>{mapCard}</Col>}
      <Col xs={24} xl={12}>
        <StatCard
          title={t('home.unit.alarmsToday')}
          to={unitHistoryLink(companyId, 'fire', today)}
          extra={
            <span data-testid="unit-alarms-total">
              {t('home.alarms.total')} {data.alarms_today.total} · {t('home.alarms.unprocessed')}{' '}
              <span style={{ color: stateColours.fire }}>{data.alarms_today.unprocessed}</span>
            </span>
          }
          testId="unit-alarms"
        >
          <CategoryGrid
            summary={data.alarms_today}
            linkOf={(category, unprocessed) =>
              unitHistoryLink(companyId, category, today, unprocessed ? 'false' : undefined)
            }
          />
        </StatCard>
      </Col>
      <Col xs={24} xl={12}>
        <StatCard title={t('home.unit.devices')} to={unitDevicesLink(companyId)} testId="unit-devices">
          <DeviceStatusView
            status={data.devices}
            height={190}
            links={{
              total: unitDevicesLink(companyId),
              online: unitDevicesLink(companyId, { online: 1 }),
              offline: unitDevicesLink(companyId, { online: 0 }),
              alarm: unitDevicesLink(companyId, { state: 'alarm' }),
              fault: unitDevicesLink(companyId, { state: 'fault' }),
            }}
          />
        </StatCard>
      </Col>
      <Col xs={24} xl={14}>
        <UnitSystems overview={data} />
      </Col>
      <Col xs={24} xl={10}>
        <NewestEventsCard
          companyId={companyId}
          viaHistory={!holdsHome}
          listLink={
            canOpen('company-historyalarm') ? `/company/historyalarm/fire_info?company_id=${companyId}` : undefined
          }
        />
      </Col>
      {holdsHome && (
        <Col xs={24} xl={10}>
          <PatrolStatsCard companyId={companyId} />
        </Col>
      )}
      {(holdsHome || canOpen('company-adim')) && (
        <Col xs={24} xl={14}>
          <MaintInfoCard companyId={companyId} />
        </Col>
      )}
    </Row>
  );
};
