import { groupLevels, type GroupLevel, type GroupStat } from '@fireline/shared';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Chart } from '../../../components/charts/Chart';
import { fetchGroupStat } from '../api';
import { barOption } from '../components/chart-options';
import { ChartTable } from '../components/ChartTable';
import { StatExportButton } from '../components/StatExportButton';
import { holdsAny, StatsFrame } from '../components/StatsFrame';
import { countColumn, StatTable } from '../components/StatTable';
import { WindowBar } from '../components/WindowBar';
import { formatCount, formatShare } from '../format';
import { useLiveStats, useStat, useStatWindow } from '../hooks';
import { windowQuery } from '../window';

const TAB = 'statistic-company';
type Row = GroupStat['list'][number];

/**
 * /statisticv2/goup (the spec's spelling; it gives the page no content, docs/statistics.md defines it): the caller's
 * units by district — province, city or district of their address — each with its units, their devices and the
 * window's alarms.
 */
export const GroupStatPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [statWindow, setStatWindow] = useStatWindow();
  const level: GroupLevel = groupLevels.find((item) => item === search.get('level')) ?? 'district';
  const query = { ...windowQuery(statWindow), level };
  useLiveStats();
  const { data, isLoading } = useStat('group', fetchGroupStat, query, holdsAny([TAB]));
  const list = data?.list ?? [];
  const count = (value: number) => formatCount(value);
  return (
    <StatsFrame permission={[TAB]}>
      <ChartTable
        toolbar={
          <>
            <Segmented
              data-testid="level-switch"
              value={level}
              options={groupLevels.map((item) => ({ value: item, label: t(`stats.group.${item}`) }))}
              onChange={(next) =>
                setSearch(
                  (current) => {
                    const params = new URLSearchParams(current);
                    params.set('level', next);
                    return params;
                  },
                  { replace: true },
                )
              }
            />
          </>
        }
        windowBar={<WindowBar value={statWindow} onChange={setStatWindow} />}
        actions={<StatExportButton statistic="group" query={query} />}
        span={data && t('stats.window.span', { start: data.start, end: data.end })}
        caption={t('stats.group.help')}
        isEmpty={!isLoading && (data?.units ?? 0) === 0}
        chart={
          <Chart
            option={barOption(
              list.map((row) => row.name),
              [
                { name: t('stats.col.units'), values: list.map((row) => row.units) },
                { name: t('stats.col.alarms'), values: list.map((row) => row.total) },
                { name: t('stats.col.unprocessed'), values: list.map((row) => row.unprocessed) },
              ],
            )}
            height={332}
            testId="group-chart"
          />
        }
        table={
          <StatTable<Row>
            list={list}
            isLoading={isLoading}
            columns={[
              { key: 'name', title: t('stats.col.region'), dataIndex: 'name', ellipsis: true },
              countColumn({ key: 'units', title: t('stats.col.units') }),
              {
                key: 'unitShare',
                title: t('stats.col.share'),
                align: 'right',
                width: 80,
                render: (_, row) => formatShare(row.units, data?.units ?? 0),
              },
              countColumn({ key: 'devices', title: t('stats.col.devices') }),
              countColumn({ key: 'total', title: t('stats.col.alarms') }),
              countColumn({ key: 'unprocessed', title: t('stats.col.unprocessed'), width: 110 }),
            ]}
            summary={
              data && [
                t('stats.row.all'),
                count(data.units),
                formatShare(data.units, data.units),
                count(data.devices),
                count(data.total),
                count(data.unprocessed),
              ]
            }
          />
        }
      />
    </StatsFrame>
  );
};

export default GroupStatPage;
