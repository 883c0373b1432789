import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagerFooter } from '../../../components/pager';
import type { Page } from '../api';

type Props<Row> = {
  testId: string;
  rowKey: TableProps<Row>['rowKey'];
  columns: TableProps<Row>['columns'];
  data: Page<Row> | undefined;
  loading: boolean;
  /** 0-based, as the URL and the server count pages. */
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
  rowSelection?: TableProps<Row>['rowSelection'];
};

/** A page of an alarm list with the spec's pager (spec 001 §9): the alarm, shielded and per-device lists share it. */
export const PagedTable = <Row extends object>({
  testId,
  rowKey,
  columns,
  data,
  loading,
  pageNo,
  pageSize,
  onPage,
  rowSelection,
}: Props<Row>) => {
  const { t } = useTranslation();
  return (
    <Table<Row>
      data-testid={testId}
      rowKey={rowKey}
      size="middle"
      columns={columns}
      loading={loading}
      dataSource={data?.list ?? []}
      locale={{ emptyText: t('events.noData') }}
      rowSelection={rowSelection}
      pagination={{
        current: pageNo + 1,
        pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => pagerFooter(t, total, pageNo + 1, pageSize),
        onChange: (page, size) => onPage(page - 1, size),
      }}
    />
  );
};
