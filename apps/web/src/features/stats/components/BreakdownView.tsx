import type { Breakdown, StatisticItem } from '@fireline/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart';
import { formatCount, formatShare } from '../format';
import { barOption, pieOption } from './chart-options';
import { ChartTable } from './ChartTable';
import { countColumn, StatTable } from './StatTable';

/**
 * A statistic of groups (units by type, buildings by use, alarms by cause, …): a ring or bars beside a table of each
 * group's count and share of the total, with the total below.
 */
export const BreakdownView = ({
  data,
  isLoading,
  chart,
  groupTitle,
  toolbar,
  actions,
  windowBar,
  span,
  caption,
}: {
  data: Breakdown | undefined;
  isLoading: boolean;
  chart: 'pie' | 'bar';
  groupTitle?: string;
  toolbar?: ReactNode;
  windowBar?: ReactNode;
  span?: string;
  actions?: ReactNode;
  caption?: ReactNode;
}) => {
  const { t } = useTranslation();
  const list = data?.list ?? [];
  const total = data?.total ?? 0;
  const option =
    chart === 'pie'
      ? pieOption(list.map((item) => ({ name: item.name, value: item.count })))
      : barOption(
          list.map((item) => item.name),
          [{ name: t('stats.col.count'), values: list.map((item) => item.count) }],
        );
  return (
    <ChartTable
      toolbar={toolbar}
      windowBar={windowBar}
      span={span}
      actions={actions}
      caption={caption}
      isEmpty={!isLoading && total === 0}
      chart={<Chart option={option} height={332} testId="breakdown-chart" />}
      table={
        <StatTable<StatisticItem>
          list={list}
          isLoading={isLoading}
          columns={[
            { key: 'name', title: groupTitle ?? t('stats.col.group'), dataIndex: 'name', ellipsis: true },
            countColumn({ key: 'count', title: t('stats.col.count'), width: 120 }),
            {
              key: 'share',
              title: t('stats.col.share'),
              align: 'right',
              width: 100,
              render: (_, item) => formatShare(item.count, total),
            },
          ]}
          summary={[t('stats.row.all'), formatCount(total), formatShare(total, total)]}
        />
      }
    />
  );
};
