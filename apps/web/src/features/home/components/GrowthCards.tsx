import type { CenterStat } from '@fireline/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCenterStat, useStat } from '../../stats';
import { lineOption, stateColours } from '../charts';
import { useShorthand } from '../hooks';
import { unitListLink } from '../links';
import { ChartBox, NumberTile, StatCard } from './CardParts';

type Growth = CenterStat['units'];

/** How many there were on each day of the month: those before it plus those joined up to that day. */
const cumulative = (growth: Growth) => {
  let running = growth.before;
  return growth.days.map((day) => (running += day.count));
};

const GrowthView = ({
  growth,
  labels,
  colour,
  to,
  testId,
}: {
  growth: Growth;
  labels: { total: string; added: string; series: string };
  colour: string;
  to?: string;
  testId: string;
}) => {
  const format = useShorthand();
  const added = growth.total - growth.before;
  const option = useMemo(
    () =>
      lineOption(
        growth.days.map((day) => day.date.slice(5)),
        [{ name: labels.series, values: cumulative(growth), colour }],
        { format, area: true },
      ),
    [growth, labels.series, colour, format],
  );
  return (
    <>
      <div className="home-tiles home-tiles-2">
        <NumberTile label={labels.total} value={growth.total} to={to} testId={`${testId}-total`} />
        <NumberTile label={labels.added} value={added} tone={colour} testId={`${testId}-added`} />
      </div>
      <ChartBox option={option} hasData={growth.total > 0} height={170} testId={`${testId}-chart`} />
    </>
  );
};

const useMonthGrowth = () => useStat('center', fetchCenterStat, { window: 'month' });

/** Company access: units networked, and how their number grew over this month; opens the unit list. */
export const CompanyAccessCard = () => {
  const { t } = useTranslation();
  const growth = useMonthGrowth();
  return (
    <StatCard
      title={t('home.companyAccess.title')}
      to={unitListLink()}
      loading={growth.isPending}
      failed={growth.isError}
      testId="card-company-access"
    >
      {growth.data && (
        <GrowthView
          growth={growth.data.units}
          labels={{
            total: t('home.companyAccess.total'),
            added: t('home.companyAccess.new'),
            series: t('home.growth.units'),
          }}
          colour={stateColours.online}
          to={unitListLink()}
          testId="company-access"
        />
      )}
    </StatCard>
  );
};

/** Device access: devices networked over this month (no list spans every unit's devices: not a link). */
export const DeviceAccessCard = () => {
  const { t } = useTranslation();
  const growth = useMonthGrowth();
  return (
    <StatCard
      title={t('home.deviceAccess.title')}
      loading={growth.isPending}
      failed={growth.isError}
      testId="card-device-access"
    >
      {growth.data && (
        <GrowthView
          growth={growth.data.devices}
          labels={{
            total: t('home.deviceAccess.total'),
            added: t('home.deviceAccess.new'),
            series: t('home.growth.devices'),
          }}
          colour={stateColours.normal}
          testId="device-access"
        />
      )}
    </StatCard>
  );
};
