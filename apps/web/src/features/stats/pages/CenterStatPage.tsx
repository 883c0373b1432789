import type { CenterStat } from '@fireline/shared';
import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart';
import { fetchCenterStat } from '../api';
import { lineOption } from '../components/chart-options';
import { ChartTable } from '../components/ChartTable';
import { StatExportButton } from '../components/StatExportButton';
import { holdsAny, StatsFrame } from '../components/StatsFrame';
import { SummaryRow } from '../components/SummaryRow';
import { WindowBar } from '../components/WindowBar';
import { formatCount, formatShare } from '../format';
import { useStat, useStatWindow } from '../hooks';
import { windowQuery } from '../window';

const TAB = 'statistic-center';
type Growth = CenterStat['units'];
type Row = { date: string; units: number; devices: number };

/** Running totals of a growth, one per day of the window. */
const cumulative = (growth: Growth) => {
  let running = growth.before;
  return growth.days.map((day) => (running += day.count));
};

/** How much a growth added in the window, as a share of what there was before it. */
const growthRate = (growth: Growth) => {
  const joined = growth.total - growth.before;
  return growth.before ? `+${formatShare(joined, growth.before)}` : '—';
};

/**
 * /statisticv2/center (increase monitor, 增长监控): units and devices joining the caller's scope per site day of the
 * window — on their networking date, else the day they were created — with the running totals.
 */
export const CenterStatPage = () => {
  const { t } = useTranslation();
  const [statWindow, setStatWindow] = useStatWindow();
  const query = windowQuery(statWindow);
  const { data, isLoading } = useStat('center', fetchCenterStat, query, holdsAny([TAB]));
  const rows: Row[] =
    data?.units.days.map((day, index) => ({
      date: day.date,
      units: day.count,
      devices: data.devices.days[index]?.count ?? 0,
    })) ?? [];
  const count = (value: number) => formatCount(value);
  const summary = (growth: Growth) => (
    <Descriptions
      size="small"
      column={4}
      items={[
        { key: 'before', label: t('stats.center.before'), children: count(growth.before) },
        { key: 'joined', label: t('stats.center.joined'), children: count(growth.total - growth.before) },
        { key: 'total', label: t('stats.center.total'), children: count(growth.total) },
        { key: 'growth', label: t('stats.center.growth'), children: growthRate(growth) },
      ]}
    />
  );
  return (
    <StatsFrame permission={[TAB]}>
      <ChartTable
        windowBar={<WindowBar value={statWindow} onChange={setStatWindow} />}
        actions={<StatExportButton statistic="center" query={query} />}
        span={data && t('stats.window.span', { start: data.start, end: data.end })}
        caption={
          data && (
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'units', label: t('stats.center.units'), children: summary(data.units) },
                { key: 'devices', label: t('stats.center.devices'), children: summary(data.devices) },
              ]}
            />
          )
        }
        isEmpty={!isLoading && data !== undefined && data.units.total === 0 && data.devices.total === 0}
        chart={
          data && (
            <Chart
              option={lineOption(
                rows.map((row) => row.date),
                [
                  {
                    name: t('stats.center.cumulative', { what: t('stats.center.units') }),
                    values: cumulative(data.units),
                    area: true,
                  },
                  {
                    name: t('stats.center.cumulative', { what: t('stats.center.devices') }),
                    values: cumulative(data.devices),
                    area: true,
                  },
                ],
              )}
              height={332}
              testId="center-chart"
            />
          )
        }
        table={
          <Table<Row>
            data-testid="stat-table"
            size="small"
            rowKey="date"
            loading={isLoading}
            pagination={false}
            scroll={{ y: 300 }}
            dataSource={[...rows].reverse()}
            columns={[
              { key: 'date', title: t('stats.col.date'), dataIndex: 'date' },
              { key: 'units', title: t('stats.col.unitsJoined'), dataIndex: 'units', align: 'right', render: count },
              {
                key: 'devices',
                title: t('stats.col.devicesJoined'),
                dataIndex: 'devices',
                align: 'right',
                render: count,
              },
            ]}
            summary={() =>
              data && (
                <SummaryRow
                  cells={[
                    t('stats.center.joined'),
                    count(data.units.total - data.units.before),
                    count(data.devices.total - data.devices.before),
                  ]}
                />
              )
            }
          />
        }
      />
    </StatsFrame>
  );
};

export default CenterStatPage;
