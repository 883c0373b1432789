import type { Ranking } from '@fireline/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Chart } from '../../../components/charts/Chart';
import { fetchAlarmSummary, fetchRanking } from '../api';
import { barOption } from '../components/chart-options';
import { ChartTable } from '../components/ChartTable';
import { StatExportButton } from '../components/StatExportButton';
import { countColumn, StatTable } from '../components/StatTable';
import { holdsAny, StatsFrame } from '../components/StatsFrame';
import { WindowBar } from '../components/WindowBar';
import { formatShare } from '../format';
import { useLiveStats, useStat, useStatWindow } from '../hooks';
import { windowQuery } from '../window';
import { CategorySelect, categoryOf } from './AlarmStatPage';

const TAB = 'statistic-ranking';
const limits = [10, 20, 50, 100] as const;
type Row = Ranking['list'][number];

/**
 * The ranking table: units by their events in the window, each with its share of all the window's events. `compact`
 * (the report's half-width card) keeps the rank, the unit, its events and the unprocessed ones.
 */
export const RankingTable = ({
  data,
  total,
  isLoading,
  compact = false,
}: {
  data: Ranking | undefined;
  total: number | undefined;
  isLoading: boolean;
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const list = data?.list ?? [];
  return (
    <StatTable<Row>
      testId="ranking-table"
      rowKey="company_id"
      list={list}
      isLoading={isLoading}
      columns={[
        { key: 'rank', title: t('stats.col.rank'), dataIndex: 'rank', width: 60 },
        { key: 'unit', title: t('stats.col.unit'), dataIndex: 'company_name', ellipsis: true },
        countColumn({ key: 'total', title: t('stats.col.total'), width: 72 }),
        ...(compact ? [] : [countColumn<Row>({ key: 'processed', title: t('stats.col.processed'), width: 100 })]),
        countColumn({ key: 'unprocessed', title: t('stats.col.unprocessed'), width: 116 }),
        ...(compact
          ? []
          : [
              {
                key: 'share',
                title: t('stats.ranking.share'),
                align: 'right' as const,
                width: 100,
                render: (_: unknown, row: Row) => (total === undefined ? '' : formatShare(row.total, total)),
              },
            ]),
      ]}
    />
  );
};

/**
 * /statisticv2/ranking: the caller's units by their events in the window, most first (the home page's top 10 and
 * more), optionally of one category.
 */
export const RankingStatPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [statWindow, setStatWindow] = useStatWindow();
  const limit = limits.find((item) => String(item) === search.get('limit')) ?? 10;
  const filter = { ...windowQuery(statWindow), status_category: categoryOf(search) };
  const query = { ...filter, limit };
  const isAllowed = holdsAny([TAB]);
  useLiveStats();
  const ranking = useStat('ranking', fetchRanking, query, isAllowed);
  // The share's base: every event of the window (the summary admits the ranking's holders through `home` or the alarm
  // tab; without either, the share column stays empty).
  const summary = useStat(
    'alarm_summary',
    fetchAlarmSummary,
    filter,
    isAllowed && holdsAny(['statistic-alarm', 'home']),
  );
  const list = ranking.data?.list ?? [];
  return (
    <StatsFrame permission={[TAB]}>
      <ChartTable
        toolbar={
          <>
            <Select
              data-testid="limit-select"
              style={{ width: 110 }}
              value={limit}
              options={limits.map((item) => ({ value: item, label: t('stats.ranking.limit', { count: item }) }))}
              onChange={(next: number) =>
                setSearch(
                  (current) => {
                    const params = new URLSearchParams(current);
                    params.set('limit', String(next));
                    return params;
                  },
                  { replace: true },
                )
              }
            />
            <CategorySelect />
          </>
        }
        windowBar={<WindowBar value={statWindow} onChange={setStatWindow} />}
        actions={<StatExportButton statistic="ranking" query={query} />}
        span={ranking.data && t('stats.window.span', { start: ranking.data.start, end: ranking.data.end })}
        chartSpan={10}
        isEmpty={!ranking.isLoading && list.length === 0}
        chart={
          <Chart
            option={barOption(
              list.map((row) => row.company_name),
              [
                { name: t('stats.col.processed'), values: list.map((row) => row.processed), stack: 'all' },
                { name: t('stats.col.unprocessed'), values: list.map((row) => row.unprocessed), stack: 'all' },
              ],
              { horizontal: true },
            )}
            height={332}
            testId="ranking-chart"
          />
        }
        table={<RankingTable data={ranking.data} total={summary.data?.total} isLoading={ranking.isLoading} />}
      />
    </StatsFrame>
  );
};

export default RankingStatPage;
