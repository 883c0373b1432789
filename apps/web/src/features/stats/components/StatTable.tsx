import { Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';
import { SummaryRow } from './SummaryRow';

/** A right-aligned column of counts, the field named by its key, written as the pages write counts. */
export const countColumn = <Row,>({
  key,
  title,
  width = 80,
}: {
  key: keyof Row & string;
  title: string;
  width?: number;
}): TableColumnType<Row> => ({
  key,
  title,
  dataIndex: key,
  align: 'right',
  width,
  render: (value: number) => formatCount(value),
});

/**
 * A statistic's table beside its chart: every row at once in a body that scrolls, and `summary`'s cells (the label
 * first) as the total row under it once there is a row.
 */
export const StatTable = <Row extends object>({
  list,
  isLoading,
  columns,
  summary,
  rowKey = 'key',
  testId = 'stat-table',
}: {
  list: Row[];
  isLoading: boolean;
  columns: TableColumnType<Row>[];
  summary?: ReactNode[];
  rowKey?: string;
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Table<Row>
      data-testid={testId}
      size="small"
      rowKey={rowKey}
      loading={isLoading}
      pagination={false}
      scroll={{ y: 300 }}
      dataSource={list}
      locale={{ emptyText: t('stats.empty') }}
      columns={columns}
      summary={summary && (() => list.length > 0 && <SummaryRow cells={summary} />)}
    />
  );
};
