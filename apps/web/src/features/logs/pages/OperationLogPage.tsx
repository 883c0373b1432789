import {
  describeOperation,
  operationActionLabels,
  operationActions,
  operationModuleLabel,
  operationModules,
  type OperationAction,
  type OperationLog,
} from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEpoch, siteOffsetMinutes } from '../../../lib/site-time';
import { QueryDataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { ExportButton } from '../../../components/ExportButton';
import { fetchOperationLog } from '../api';
import { logKeys } from '../keys';

/** The verbs' colours; a workflow step (confirm, assign, …) is purple. */
const actionColors: Partial<Record<OperationAction, string>> = {
  add: 'green',
  modify: 'blue',
  delete: 'red',
  other: 'default',
};

/**
 * The operation log (spec 001 §3 "Other records"): /logList from the left navigation and /systemmanage/log inside
 * system management show the same list, the caller's organisation's and its units' rows, newest first, filtered by
 * time, module, action and operator, exported with the same filters.
 */
export const OperationLogPage = () => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const heads = useMemo<TableHead<OperationLog>[]>(
    () => [
      {
        id: 'create_time',
        name: t('logs.col.time'),
        width: 150,
        filter_options: { type: 'date_range', range_keys: ['start_time', 'end_time'] },
        custom: (row) => formatEpoch(row.create_time, 'YYYY-MM-DD HH:mm:ss'),
      },
      {
        id: 'module',
        name: t('logs.col.module'),
        width: 110,
        filter_options: {
          type: 'select',
          options: operationModules.map((module) => ({ value: module, label: operationModuleLabel(module, lang) })),
        },
        custom: (row) => operationModuleLabel(row.module, lang),
      },
      {
        id: 'action',
        name: t('logs.col.action'),
        width: 80,
        filter_options: {
          type: 'select',
          options: operationActions.map((action) => ({ value: action, label: operationActionLabels[action][lang] })),
        },
        custom: (row) => (
          <Tag color={actionColors[row.action] ?? 'purple'}>{operationActionLabels[row.action][lang]}</Tag>
        ),
      },
      {
        id: 'description',
        name: t('logs.col.description'),
        // The sentence in full at 1440 (its date last): the widest column.
        width: 440,
        // Rendered here from the stored sentence and parameters: a language switch needs no new list.
        custom: (row) => (
          <span data-testid={`log-description-${row.id}`}>{describeOperation(row, lang, siteOffsetMinutes())}</span>
        ),
      },
      {
        id: 'user_name',
        name: t('logs.col.operator'),
        width: 140,
        filter_options: { type: 'search', max_length: 50 },
        custom: (row) => (row.real_name ? `${row.real_name} (${row.user_name})` : row.user_name),
      },
      { id: 'company_name', name: t('logs.col.organisation'), width: 160 },
      { id: 'ip', name: t('logs.col.ip'), width: 120, custom: (row) => row.ip ?? '—' },
      {
        id: 'record_ids',
        name: t('logs.col.records'),
        width: 90,
        custom: (row) => (row.record_ids.length ? row.record_ids.join(', ') : '—'),
      },
      {
        id: 'remark',
        name: t('logs.col.remark'),
        width: 280,
        noshow: true,
        custom: (row) => (
          <Tooltip title={row.remark} placement="topLeft">
            <span>{row.remark || '—'}</span>
          </Tooltip>
        ),
      },
      {
        id: 'path',
        name: t('logs.col.call'),
        width: 240,
        noshow: true,
        custom: (row) => `${row.method} ${row.path}`,
      },
    ],
    [t, lang],
  );
  const state = useTableState(heads);
  const list = useQuery({
    queryKey: logKeys.operation(state.query),
    queryFn: () => fetchOperationLog(state.query),
  });
  const { page_no: _pageNo, page_size: _pageSize, ...filters } = state.query;

  return (
    <Card
      title={t('logs.operation.title')}
      extra={<ExportButton kind="operation_log" filters={filters} total={list.data?.total} testId="log-export" />}
      data-testid="operation-log-page"
    >
      <QueryDataTable<OperationLog> heads={heads} result={list} state={state} rowKey={(row) => row.id} />
    </Card>
  );
};

export default OperationLogPage;
