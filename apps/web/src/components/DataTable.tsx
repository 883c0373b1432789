import { SettingOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  DatePicker,
  Divider,
  Empty,
  Input,
  Popover,
  Radio,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager';
import { useColumnChoice } from './column-choice';
import {
  applyFilterChange,
  epochToDateRange,
  filterKeyOf,
  MAX_VISIBLE_COLUMNS,
  type FilterMap,
  type TableHead,
} from './table-filters';
import { columnWidthOf, SELECTION_COLUMN_WIDTH, tableWidthOf } from './table-width';
import type { TableState } from './use-table-state';

export type DataTableProps<Row> = {
  heads: TableHead<Row>[];
  rows: Row[] | undefined;
  total: number;
  state: TableState;
  rowKey: (row: Row) => Key;
  loading?: boolean;
  /** Emitted with the new filter map after each filter choice. */
  onFilterChange?: (filters: FilterMap) => void;
  /** Batch selection: the selected keys and their change. */
  selection?: { keys: Key[]; onChange: (keys: Key[], rows: Row[]) => void };
  /** A last column of row actions (view, edit, delete). */
  actions?: { title: string; width?: number; render: (row: Row) => ReactNode };
  toolbar?: ReactNode;
  maxColumns?: number;
  /** Reloads the list; the column settings then offer an automatic refresh every 1 or 3 minutes. */
  onRefresh?: () => void;
  /** Names the list whose column choice is kept; its path by default. */
  columnsKey?: string;
};

/** Spec 001 §9: the column settings panel's refresh choices, in minutes (0 = off). */
export const REFRESH_MINUTES = [0, 1, 3] as const;
type RefreshMinutes = (typeof REFRESH_MINUTES)[number];

const FilterPanel = <Row,>({
  head,
  filters,
  onApply,
  close,
}: {
  head: TableHead<Row>;
  filters: FilterMap;
  onApply: (value: unknown) => void;
  close: () => void;
}) => {
  const { t } = useTranslation();
  const filter = head.filter_options!;
  const current = filters[filterKeyOf(head)];
  const [picked, setPicked] = useState<(string | number)[]>(
    Array.isArray(current) ? (current as (string | number)[]) : [],
  );
  const apply = (value: unknown) => {
    onApply(value);
    close();
  };
  const footer = (onOk: () => void) => (
    <Space style={{ padding: 8 }}>
      <Button size="small" onClick={() => apply(undefined)}>
        {t('kit.table.filterReset')}
      </Button>
      <Button size="small" type="primary" onClick={onOk}>
        {t('kit.table.filterOk')}
      </Button>
    </Space>
  );
  if (filter.type === 'search') {
    return (
      <div style={{ padding: 8 }}>
        <Input.Search
          allowClear
          autoFocus
          defaultValue={typeof current === 'string' ? current : undefined}
          maxLength={filter.max_length}
          placeholder={t('kit.table.searchPlaceholder')}
          onSearch={(value) => apply(value.trim())}
          data-testid={`filter-search-${head.id}`}
        />
      </div>
    );
  }
  if (filter.type === 'date_range') {
    return (
      <div style={{ padding: 8 }}>
        <DatePicker.RangePicker
          defaultValue={epochToDateRange(current)}
          onChange={(range) => apply(range && range[0] && range[1] ? range : undefined)}
          data-testid={`filter-range-${head.id}`}
        />
      </div>
    );
  }
  if (filter.type === 'multiple') {
    return (
      <div>
        <div style={{ maxHeight: 300, overflowY: 'auto', padding: 8 }}>
          <Checkbox.Group
            value={picked}
            onChange={(values) => setPicked(values)}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={filter.options ?? []}
          />
        </div>
        {footer(() => apply(picked))}
      </div>
    );
  }
  return (
    <div>
      <div style={{ maxHeight: 300, overflowY: 'auto', padding: 4 }} role="listbox">
        {(filter.options ?? []).map((option) => (
          <div
            key={option.value}
            role="option"
            aria-selected={current === option.value}
            tabIndex={0}
            className="fl-filter-option"
            style={{
              padding: '5px 12px',
              cursor: 'pointer',
              background: current === option.value ? '#fff1f0' : undefined,
            }}
            onClick={() => apply(option.value)}
            onKeyDown={(event) => event.key === 'Enter' && apply(option.value)}
          >
            {option.label}
          </div>
        ))}
      </div>
      <Space style={{ padding: 8 }}>
        <Button size="small" onClick={() => apply(undefined)}>
          {t('kit.table.filterReset')}
        </Button>
      </Space>
    </div>
  );
};

type RefreshChoice = { minutes: RefreshMinutes; onChange: (minutes: RefreshMinutes) => void };

const ColumnSettings = <Row,>({
  heads,
  visible,
  onChange,
  max,
  refresh,
}: {
  heads: TableHead<Row>[];
  visible: string[];
  onChange: (ids: string[]) => void;
  max: number;
  refresh?: RefreshChoice;
}) => {
  const { t } = useTranslation();
  const content = (
    <div style={{ maxHeight: 300, overflowY: 'auto' }} data-testid="column-settings">
      <Typography.Text type="secondary">{t('kit.table.columnsMax', { max })}</Typography.Text>
      {heads.map((head) => {
        const isOn = visible.includes(head.id);
        return (
          <div key={head.id}>
            <Checkbox
              checked={isOn}
              disabled={!isOn && visible.length >= max}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? heads.map((item) => item.id).filter((id) => id === head.id || visible.includes(id))
                    : visible.filter((id) => id !== head.id),
                )
              }
            >
              {head.name}
            </Checkbox>
          </div>
        );
      })}
      {refresh && (
        <>
          <Divider size="small" />
          <Typography.Text type="secondary">{t('kit.table.refresh')}</Typography.Text>
          <Radio.Group
            value={refresh.minutes}
            onChange={(event) => refresh.onChange(event.target.value as RefreshMinutes)}
            style={{ display: 'flex', flexDirection: 'column' }}
            options={REFRESH_MINUTES.map((minutes) => ({
              value: minutes,
              label: minutes === 0 ? t('kit.table.refreshOff') : t('kit.table.refreshEvery', { count: minutes }),
            }))}
            data-testid="column-settings-refresh"
          />
        </>
      )}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} aria-label={t('kit.table.columns')}>
        {t('kit.table.columns')}
      </Button>
    </Popover>
  );
};

/**
 * The list table of spec 001 §3–4, §9: columns from table-head definitions with filters (a choice resets to the first
 * page and emits the filter map), a pager, a 'no data' state, column settings (with an automatic refresh when the page
 * can reload) and optional batch selection.
 */
export const DataTable = <Row extends object>({
  heads,
  rows,
  total,
  state,
  rowKey,
  loading,
  onFilterChange,
  selection,
  actions,
  toolbar,
  maxColumns = MAX_VISIBLE_COLUMNS,
  onRefresh,
  columnsKey,
}: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useColumnChoice(heads, maxColumns, columnsKey);
  const [refreshMinutes, setRefreshMinutes] = useState<RefreshMinutes>(0);

  // The latest reload, so a page that passes a new function on every render does not restart the beat.
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);
  const canRefresh = Boolean(onRefresh);
  useEffect(() => {
    if (!canRefresh || refreshMinutes === 0) return;
    const timer = setInterval(() => refreshRef.current?.(), refreshMinutes * 60_000);
    return () => clearInterval(timer);
  }, [canRefresh, refreshMinutes]);

  const changeFilter = (key: string, value: unknown) => {
    const next = applyFilterChange(state.filters, heads, key, value);
    state.setFilters(next);
    onFilterChange?.(next);
  };

  const columns: TableColumnsType<Row> = heads
    .filter((head) => visible.includes(head.id))
    .map((head) => ({
      key: head.id,
      title: head.name,
      width: columnWidthOf(head),
      render: (_: unknown, row: Row) =>
        head.custom ? head.custom(row) : ((row as Record<string, ReactNode>)[head.id] ?? ''),
      ...(head.filter_options
        ? {
            filtered: filterKeyOf(head) in state.filters,
            filterDropdown: ({ close }: { close: () => void }) => (
              <FilterPanel
                head={head}
                filters={state.filters}
                onApply={(value) => changeFilter(filterKeyOf(head), value)}
                close={close}
              />
            ),
          }
        : {}),
    }));
  if (actions)
    columns.push({
      key: '__actions',
      title: actions.title,
      width: columnWidthOf({ width: actions.width ?? 160 }),
      fixed: 'right',
      render: (_: unknown, row: Row) => actions.render(row),
    });

  return (
    <div className="fl-data-table" data-testid="data-table">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <div>{toolbar}</div>
        <ColumnSettings
          heads={heads}
          visible={visible}
          onChange={setVisible}
          max={maxColumns}
          refresh={onRefresh ? { minutes: refreshMinutes, onChange: setRefreshMinutes } : undefined}
        />
      </Space>
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows ?? []}
        loading={loading}
        pagination={false}
        size="middle"
        // The columns' own widths: the table fills a wider page and scrolls sideways in a narrower one.
        scroll={{
          x: tableWidthOf({
            heads,
            visible,
            actionsWidth: actions ? (actions.width ?? 160) : undefined,
            hasSelection: Boolean(selection),
          }),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kit.table.noData')} /> }}
        rowSelection={
          selection
            ? {
                columnWidth: SELECTION_COLUMN_WIDTH,
                selectedRowKeys: selection.keys,
                onChange: (keys, selectedRows) => selection.onChange(keys, selectedRows),
              }
            : undefined
        }
      />
      <Pager pageNo={state.pageNo} pageSize={state.pageSize} total={total} onChange={state.setPage} />
    </div>
  );
};

type QueryDataTableProps<Row> = Omit<DataTableProps<Row>, 'rows' | 'total' | 'loading' | 'onRefresh'> & {
  result: UseQueryResult<{ list: Row[]; total: number }>;
};

/** A DataTable fed by one list query: its rows, total, loading state and reload. */
export const QueryDataTable = <Row extends object>({ result, ...rest }: QueryDataTableProps<Row>) => (
  <DataTable<Row>
    {...rest}
    rows={result.data?.list}
    total={result.data?.total ?? 0}
    loading={result.isLoading}
    onRefresh={() => void result.refetch()}
  />
);
