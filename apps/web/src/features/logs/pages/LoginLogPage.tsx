import { loginOperationLabels, loginReasonLabels, loginStatusLabels, type LoginLog } from '@fireline/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEpoch } from '../../../lib/site-time';
import { QueryDataTable } from '../../../components/DataTable';
import type { TableHead } from '../../../components/table-filters';
import { useTableState } from '../../../components/use-table-state';
import { ExportButton } from '../../../components/ExportButton';
import { fetchLoginLog } from '../api';
import { logKeys } from '../keys';

const labelOf = (labels: Record<string, { zh: string; en: string }>, value: string | null, lang: 'zh' | 'en') =>
  value === null ? '' : (labels[value]?.[lang] ?? value);

/**
 * /loginLogList (spec 001 §3 "Other records"): platform, operator, time, IP, agent, operation and status of every
 * login and logout the caller reaches, a failure with its reason; filtered by operator and time, exported as shown.
 */
export const LoginLogPage = () => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const heads = useMemo<TableHead<LoginLog>[]>(
    () => [
      { id: 'platform', name: t('logs.col.platform'), width: 80 },
      {
        id: 'user_name',
        name: t('logs.col.operator'),
        width: 140,
        filter_options: { type: 'search', key: 'username', max_length: 50 },
      },
      {
        id: 'create_time',
        name: t('logs.col.time'),
        width: 160,
        filter_options: { type: 'date_range', range_keys: ['start_time', 'end_time'] },
        custom: (row) => formatEpoch(row.create_time, 'YYYY-MM-DD HH:mm:ss'),
      },
      { id: 'ip', name: t('logs.col.ip'), width: 130, custom: (row) => row.ip ?? '—' },
      {
        id: 'agent',
        name: t('logs.col.agent'),
        width: 300,
        custom: (row) => (
          <Tooltip title={row.agent} placement="topLeft">
            <span>{row.agent || '—'}</span>
          </Tooltip>
        ),
      },
      {
        id: 'operation',
        name: t('logs.col.operation'),
        width: 110,
        custom: (row) => labelOf(loginOperationLabels, row.operation, lang),
      },
      {
        id: 'status',
        name: t('logs.col.status'),
        width: 160,
        custom: (row) => (
          <span>
            <Tag color={row.status === 'success' ? 'green' : 'red'}>{labelOf(loginStatusLabels, row.status, lang)}</Tag>
            {labelOf(loginReasonLabels, row.reason, lang)}
          </span>
        ),
      },
    ],
    [t, lang],
  );
  const state = useTableState(heads);
  const list = useQuery({ queryKey: logKeys.login(state.query), queryFn: () => fetchLoginLog(state.query) });
  const { page_no: _pageNo, page_size: _pageSize, ...filters } = state.query;

  return (
    <Card
      title={t('logs.login.title')}
      extra={<ExportButton kind="login_log" filters={filters} total={list.data?.total} testId="log-export" />}
      data-testid="login-log-page"
    >
      <QueryDataTable<LoginLog> heads={heads} result={list} state={state} rowKey={(row) => row.id} />
    </Card>
  );
};

export default LoginLogPage;
