import type { Breakdown, StatisticItem } from '@fireline/shared';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart';
import { formatCount, formatShare } from '../format';
import { barOption, pieOption } from './chart-options';
import { ChartTable } from './ChartTable';
import { SummaryRow } from './SummaryRow';

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
        <Table<StatisticItem>
          data-testid="stat-table"
          size="small"
          rowKey="key"
          loading={isLoading}
          pagination={false}
          scroll={{ y: 300 }}
          dataSource={list}
          locale={{ emptyText: t('stats.empty') }}
          columns={[
            { key: 'name', title: groupTitle ?? t('stats.col.group'), dataIndex: 'name', ellipsis: true },
            {
              key: 'count',
              title: t('stats.col.count'),
              dataIndex: 'count',
              align: 'right',
              width: 120,
              render: (value: number) => formatCount(value),
            },
            {
              key: 'share',
              title: t('stats.col.share'),
              align: 'right',
              width: 100,
              render: (_, item) => formatShare(item.count, total),
            },
          ]}
          summary={() =>
            list.length > 0 && (
              <SummaryRow cells={[t('stats.row.all'), formatCount(total), formatShare(total, total)]} />
            )
          }
        />
      }
    />
  );
};
