import { buildingBreakdowns, companyBreakdowns, type Breakdown, type StatisticKind } from '@fireline/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { fetchBuildingStat, fetchCompanyStat, fetchSystemStat, type StatQuery } from '../api';
import { BreakdownView } from '../components/BreakdownView';
import { KindSwitch } from '../components/KindSwitch';
import { StatExportButton } from '../components/StatExportButton';
import { holdsAny, StatsFrame } from '../components/StatsFrame';
import { useStat } from '../hooks';

type Area = 'company' | 'building' | 'system';

/** The archives' tabs: what each counts, how it may be grouped, and how its groups are drawn. */
const areas: Record<
  Area,
  {
    tab: string;
    kinds: readonly string[];
    statistic: StatisticKind;
    fetcher: (query: StatQuery) => Promise<Breakdown>;
    chart: 'pie' | 'bar';
  }
> = {
  company: {
    tab: 'statistic-company',
    kinds: companyBreakdowns,
    statistic: 'company',
    fetcher: fetchCompanyStat,
    chart: 'pie',
  },
  building: {
    tab: 'statistic-building',
    kinds: buildingBreakdowns,
    statistic: 'building',
    fetcher: fetchBuildingStat,
    chart: 'pie',
  },
  system: { tab: 'statistic-system', kinds: ['type'], statistic: 'system', fetcher: fetchSystemStat, chart: 'bar' },
};

/**
 * /statisticv2/company/type|class, /statisticv2/building/type|property|fire_resistance|structure|fire_level and
 * /statisticv2/system/type: the caller's units, buildings or fire systems by the grouping the path names, as of now.
 */
export const ArchiveStatPage = ({ area }: { area: Area }) => {
  const { t } = useTranslation();
  const { by = '' } = useParams();
  const config = areas[area];
  const isKnown = config.kinds.includes(by);
  const query = { by };
  const { data, isLoading } = useStat(config.statistic, config.fetcher, query, isKnown && holdsAny([config.tab]));
  if (!isKnown) return <Navigate to={`/statisticv2/${area}/${config.kinds[0]}`} replace />;
  return (
    <StatsFrame permission={[config.tab]}>
      <BreakdownView
        data={data}
        isLoading={isLoading}
        chart={config.chart}
        groupTitle={t(`stats.${area}.${by}`)}
        toolbar={<KindSwitch base={`/statisticv2/${area}`} kinds={config.kinds} value={by} />}
        actions={<StatExportButton statistic={config.statistic} query={query} />}
      />
    </StatsFrame>
  );
};

export default ArchiveStatPage;
